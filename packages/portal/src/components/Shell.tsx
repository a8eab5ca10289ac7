import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useMediaQuery } from '../binding/useMediaQuery';
import { useRememberPage } from '../binding/useRememberPage';
import { FrameIcon } from './FrameIcon';
import { Header, SIDE_MENU_ID } from './Header';
import { LinkStatusBanner } from './LinkStatusBanner';
import { Loading } from './Loading';
import { DrawerAccount } from './DrawerAccount';
import { SideMenu } from './SideMenu';

/** Below this width the side menu is a drawer; portal.css uses the same breakpoint (760px). */
export const PHONE_LAYOUT = '(max-width: 760px)';

/**
 * Header, side menu and the page. On a wide screen the menu is a column
 * beside the page; on a phone it is a modal drawer (a Radix dialog: focus
 * moves in and back to the menu button, Escape and a tap on the backdrop
 * close it). It also closes on every navigation (spec 1 §2).
 */
export function Shell() {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_LAYOUT);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  useRememberPage();
  const shell = useFrameTopHeight();
  const close = () => setMenuOpen(false);

  return (
    <Dialog.Root open={phone && menuOpen} onOpenChange={setMenuOpen}>
      <div className="hp-shell" ref={shell}>
        <a href="#main" className="hp-skip">
          {t('APP.SKIP_TO_CONTENT')}
        </a>
        <Header withMenu>
          <LinkStatusBanner />
        </Header>
        <div className="hp-shell__body">
          {!phone && <SideMenu />}
          <main id="main" className="hp-main" tabIndex={-1}>
            {/* A feature's chunk loads inside the frame, which stays on screen. */}
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
      {phone && (
        <Dialog.Portal>
          <Dialog.Overlay className="hp-drawer__backdrop" />
          <Dialog.Content id={SIDE_MENU_ID} className="hp-drawer" aria-describedby={undefined}>
            <div className="hp-drawer__top">
              <Dialog.Title className="hp-drawer__title">{t('HEADER.MENU')}</Dialog.Title>
              <Dialog.Close className="hp-icon-button" aria-label={t('HEADER.CLOSE_MENU')}>
                <FrameIcon name="close" />
              </Dialog.Close>
            </div>
            <SideMenu onNavigate={close} />
            <DrawerAccount />
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}

/**
 * Keeps `--hp-frame-top` on the shell at the height of the sticky header
 * (which grows while the link status shows), so the side menu's entries
 * stick just under it on a long page.
 */
function useFrameTopHeight() {
  const shell = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = shell.current;
    const top = element?.querySelector<HTMLElement>('.hp-frame-top');
    if (!element || !top || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => element.style.setProperty('--hp-frame-top', `${top.offsetHeight}px`));
    observer.observe(top);
    return () => observer.disconnect();
  }, []);
  return shell;
}
