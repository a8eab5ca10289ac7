import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { sideMenu, type MenuEntry } from '@homeport/sdk';
import { hasPage } from '../app/pageRoutes';
import { useServices } from '../app/services';
import { gatewayAtom, userAtom } from '../state/atoms';

/**
 * The side menu by role, modules, offline and operation mode (spec 1 §6, via
 * the sdk rule), less the entries whose section this build has no page for.
 * `onNavigate` runs when an entry is followed (the phone drawer closes).
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  if (!user) return null;
  const entries = sideMenu({ user, gateway, config, hasPage });

  const item = (entry: MenuEntry) => (
    <li key={entry.id}>
      {entry.enabled ? (
        <NavLink to={entry.path} onClick={onNavigate} className={({ isActive }) => `hp-nav__link${isActive ? ' hp-nav__link--active' : ''}`}>
          {t(entry.labelKey)}
        </NavLink>
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
