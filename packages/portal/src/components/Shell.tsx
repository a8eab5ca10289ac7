import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from './Loading';
import { Outlet, useLocation } from 'react-router';
import { Header } from './Header';
import { LinkStatusBanner } from './LinkStatusBanner';
import { SideMenu } from './SideMenu';

/** Header, side menu and the page. The menu closes on every navigation (spec 1 §2). */
export function Shell() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="hp-shell">
      <a href="#main" className="hp-skip">
        {t('APP.SKIP_TO_CONTENT')}
      </a>
      <div className="hp-frame-top">
        <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
        <LinkStatusBanner />
      </div>
      <div className="hp-shell__body">
        <SideMenu open={menuOpen} />
        <main id="main" className="hp-main" tabIndex={-1}>
          {/* A feature's chunk loads inside the frame, which stays on screen. */}
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
