import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultCustomerConfig, MODULES, routes, sideMenu, type CustomerConfig, type MenuEntry, type SideMenuInput } from '@homeport/sdk';
import { NotAvailablePage } from '../components/NotAvailablePage';
import { Shell } from '../components/Shell';
import { RequireAdmin, RequireGateway } from '../services/guards';
import { framePagePaths, hasPage } from './pageRoutes';
import { PortalRoutes } from './PortalRoutes';

/** A route of the frame as PortalRoutes mounts it: its path, whether it is a placeholder, and the guards above it. */
interface FrameRoute {
  path: string;
  placeholder: boolean;
  adminOnly: boolean;
  needsGateway: boolean;
}

/** Walks the real route table (PortalRoutes renders no hooks, so its element tree can be read). */
function frameRoutes(): FrameRoute[] {
  const root = PortalRoutes() as ReactElement<{ children: ReactElement<{ children: ReactNode }> }>;
  const table = createRoutesFromChildren(root.props.children.props.children);
  const found: FrameRoute[] = [];
  const typeOf = (route: RouteObject) => (isValidElement(route.element) ? route.element.type : null);
  const walk = (list: RouteObject[], inFrame: boolean, adminOnly: boolean, needsGateway: boolean) => {
    for (const route of list) {
      const type = typeOf(route);
      const frame = inFrame || type === Shell;
      const admin = adminOnly || type === RequireAdmin;
      const gateway = needsGateway || type === RequireGateway;
      if (frame && route.path) found.push({ path: route.path, placeholder: type === NotAvailablePage, adminOnly: admin, needsGateway: gateway });
      walk(route.children ?? [], frame, admin, gateway);
    }
  };
  walk(table, false, false, false);
  return found;
}

const everything: CustomerConfig = {
  ...defaultCustomerConfig,
  modules: Object.fromEntries(MODULES.map((m) => [m, true])) as CustomerConfig['modules'],
  flags: { ...defaultCustomerConfig.flags, NETDIAG_AVAILABLE_TO_USER: true, ANNOUNCEMENT_UI: true },
};
const user = { groups: ['users'] };
const admin = { groups: ['admin', 'admin-support'] };
const online = { connectionStatus: 'online', operationMode: 0 } as const;
const offline = { connectionStatus: 'offline', operationMode: 0 } as const;
const settingsOnly = { connectionStatus: 'online', operationMode: 4 } as const;

const cases: Array<[string, SideMenuInput]> = [];
for (const config of [defaultCustomerConfig, everything]) {
  const build = config === everything ? 'every module' : 'this build';
  for (const gateway of [online, offline, settingsOnly]) cases.push([`user, ${gateway.connectionStatus} mode ${gateway.operationMode}, ${build}`, { user, gateway, config }]);
  cases.push([`user without a gateway, ${build}`, { user, gateway: null, config }]);
  cases.push([`admin before choosing a gateway, ${build}`, { user: admin, gateway: null, config }]);
  cases.push([`admin connected, ${build}`, { user: admin, gateway: online, config }]);
}

const links = (menu: MenuEntry[]): MenuEntry[] => menu.flatMap((entry) => [...(entry.enabled ? [entry] : []), ...links(entry.children ?? [])]);
const all = (menu: MenuEntry[]): MenuEntry[] => menu.flatMap((entry) => [entry, ...all(entry.children ?? [])]);

describe('which frame routes have a page', () => {
  it('agrees with the route table: the real pages PortalRoutes mounts in the frame, no placeholder', () => {
    const mounted = frameRoutes();
    expect(new Set(mounted.filter((r) => !r.placeholder).map((r) => r.path))).toEqual(new Set(framePagePaths));
    for (const placeholder of mounted.filter((r) => r.placeholder)) expect(hasPage(placeholder.path), placeholder.path).toBe(false);
    expect(hasPage(routes.devices)).toBe(true);
    expect(hasPage('/device/12')).toBe(true);
    expect(hasPage(routes.scenes)).toBe(true);
    expect(hasPage('/summary/3')).toBe(true);
    expect(hasPage(routes.user_settings)).toBe(true);
    expect(hasPage(routes.alarms)).toBe(true);
    expect(hasPage('/notifications/101')).toBe(true);
    expect(hasPage(routes.announcement_template)).toBe(true);
    expect(hasPage('/announcement/details/5f0c')).toBe(true);
  });

  it.each(cases)('every menu entry leads to a real page the role may open: %s', (_name, input) => {
    const menu = sideMenu({ ...input, hasPage });
    const mounted = frameRoutes();
    for (const entry of all(menu)) expect(hasPage(entry.path), `${entry.id} -> ${entry.path}`).toBe(true);
    for (const entry of links(menu)) {
      const route = mounted.find((r) => !r.placeholder && matchPath(r.path, entry.path));
      expect(route, entry.path).toBeDefined();
      // A link the guards would bounce is not a way to a page: admin-only pages for users, gateway pages before one is chosen.
      if (route!.adminOnly) expect(input.user, entry.path).toBe(admin);
      if (route!.needsGateway) expect(input.gateway, entry.path).not.toBeNull();
    }
  });

  it('still offers the sections this build has', () => {
    expect(links(sideMenu({ user, gateway: online, config: defaultCustomerConfig, hasPage })).map((e) => e.id)).toEqual([
      'scenes',
      'devices',
      'home_setup',
      'notifications',
      'settings',
    ]);
    expect(links(sideMenu({ user: admin, gateway: null, config: defaultCustomerConfig, hasPage })).map((e) => e.id)).toEqual([
      'gateways',
      'notifications',
      'bulk',
      'bulk_log',
      'bulk_create',
      'operations',
      'announcement',
      'announcement_history',
      'announcement_create',
      'announcement_templates',
      'groups',
    ]);
    // spec 3 §2: without the announcement UI, Log and Create (no Templates).
    const withoutUi = { ...defaultCustomerConfig, flags: { ...defaultCustomerConfig.flags, ANNOUNCEMENT_UI: false } };
    expect(links(sideMenu({ user: admin, gateway: null, config: withoutUi, hasPage })).map((e) => e.id)).toContain('announcement_log');
    expect(links(sideMenu({ user: admin, gateway: null, config: withoutUi, hasPage })).map((e) => e.id)).not.toContain('announcement_templates');
  });

  it('offers Analytics in the admin menu when the ANALYTICS module is on (off in this build)', () => {
    const withAnalytics: CustomerConfig = { ...defaultCustomerConfig, modules: { ...defaultCustomerConfig.modules, ANALYTICS: true } };
    const ids = links(sideMenu({ user: admin, gateway: null, config: withAnalytics, hasPage })).map((e) => e.id);
    expect(ids).toContain('analytics');
    expect(hasPage(routes.statistics_report)).toBe(true);
    expect(hasPage('/gate_statistic/HP0001')).toBe(true);
    expect(links(sideMenu({ user: admin, gateway: null, config: defaultCustomerConfig, hasPage })).map((e) => e.id)).not.toContain('analytics');
  });
});
