import { Outlet } from 'react-router';
import { Header } from './Header';

/** Full-page status screens (spec 1 §2.2): the header, no side menu. */
export function StatusLayout() {
  return (
    <div className="hp-shell">
      <Header />
      <main id="main" className="hp-status" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
