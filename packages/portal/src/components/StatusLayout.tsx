import { Suspense } from 'react';
import { Loading } from './Loading';
import { Outlet } from 'react-router';
import { Header } from './Header';
import { LinkStatusBanner } from './LinkStatusBanner';

/** Full-page status screens (spec 1 §2.2): the header, no side menu. */
export function StatusLayout() {
  return (
    <div className="hp-shell">
      <Header>
        <LinkStatusBanner />
      </Header>
      <main id="main" className="hp-status" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
