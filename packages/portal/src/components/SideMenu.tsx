import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeMenuPath, sideMenu, type MenuEntry } from '@homeport/sdk';
import { useServices } from '../services/services';
import { gatewayAtom, userAtom } from '../state/atoms';

/**
 * The side menu by role, modules, offline and operation mode (spec 1 §6, via
 * the sdk rule), less the entries whose section this build has no page for.
 * `onNavigate` runs when an entry is followed (the phone drawer closes).
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { config, hasPage } = useServices();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const { pathname } = useLocation();
  if (!user) return null;
  const entries = sideMenu({ user, gateway, config, hasPage });
  // One entry marked (the sdk's rule), not every entry whose path leads to this one.
  const active = activeMenuPath(entries, pathname);

  const item = (entry: MenuEntry) => (
    <li key={entry.id}>
      {entry.enabled ? (
        <Link
          to={entry.path}
          onClick={onNavigate}
          aria-current={entry.path === active ? 'page' : undefined}
          className={`hp-nav__link${entry.path === active ? ' hp-nav__link--active' : ''}`}
        >
          {t(entry.labelKey)}
        </Link>
      ) : (
        <span className="hp-nav__link hp-nav__link--disabled" aria-disabled="true">
          {t(entry.labelKey)}
        </span>
      )}
      {entry.children && entry.children.length > 0 && <ul className="hp-nav__children">{entry.children.map(item)}</ul>}
    </li>
  );

  return (
    <nav className="hp-nav" aria-label={t('HEADER.NAVIGATION')}>
      <ul>{entries.map(item)}</ul>
    </nav>
  );
}
