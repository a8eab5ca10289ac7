import { describe, expect, it } from 'vitest';
import { defaultCustomerConfig, MODULES, type CustomerConfig, type Module } from '../config/customerConfig';
import { activeMenuPath, sideMenu, type MenuEntry } from './sideMenu';
import { routes } from './routes';
import { makeAdmin, makeGateway, makeUser } from './testFixtures';

const user = makeUser();
const admin = makeAdmin();
const online = makeGateway();
const offline = makeGateway({ connectionStatus: 'offline' });
const settingsOnly = makeGateway({ operationMode: 4 });

function configWith(modules: Partial<Record<Module, boolean>> = {}, flags: Partial<CustomerConfig['flags']> = {}): CustomerConfig {
  return {
    ...defaultCustomerConfig,
    modules: { ...defaultCustomerConfig.modules, ...modules },
    flags: { ...defaultCustomerConfig.flags, ...flags },
  };
}
const allModules = configWith(Object.fromEntries(MODULES.map((m) => [m, true])), { NETDIAG_AVAILABLE_TO_USER: true });
const noModules = configWith(Object.fromEntries(MODULES.map((m) => [m, false])));

const ids = (menu: MenuEntry[]) => menu.map((e) => e.id);
const enabledIds = (menu: MenuEntry[]) => menu.filter((e) => e.enabled).map((e) => e.id);
const find = (menu: MenuEntry[], id: string) => menu.find((e) => e.id === id);

describe('user menu (spec 1 §6)', () => {
  it('this build: the modules that are on, net diag hidden for users', () => {
    const menu = sideMenu({ user, gateway: online, config: defaultCustomerConfig });
    expect(ids(menu)).toEqual(['scenes', 'devices', 'home_setup', 'notifications', 'settings']);
    expect(enabledIds(menu)).toEqual(ids(menu));
  });

  it('every module on: the spec order, without the admin-only Analytics', () => {
    const menu = sideMenu({ user, gateway: online, config: allModules });
    expect(ids(menu)).toEqual(['dashboard', 'widgets', 'scenes', 'devices', 'home_setup', 'net_diag', 'notifications', 'settings']);
    expect(menu.map((e) => e.labelKey)).toContain('MENU.NET_DIAG');
  });

  it('no module on: an empty menu', () => {
    expect(sideMenu({ user, gateway: online, config: noModules })).toEqual([]);
  });

  it.each(MODULES.filter((m) => m !== 'ANALYTICS'))('module %s off removes only its own entry', (module) => {
    const all = ids(sideMenu({ user, gateway: online, config: allModules }));
    const without = ids(sideMenu({ user, gateway: online, config: { ...allModules, modules: { ...allModules.modules, [module]: false } } }));
    expect(all.length - without.length).toBeLessThanOrEqual(1);
    expect(without.every((id) => all.includes(id))).toBe(true);
  });

  it('offline gateway: only offline entries enabled, net diag on its offline path even without the user flag', () => {
    const menu = sideMenu({ user, gateway: offline, config: configWith({ NETDIAG: true }, { NETDIAG_AVAILABLE_TO_USER: false }) });
    expect(find(menu, 'net_diag')).toMatchObject({ path: '/net_diag_offline', enabled: true });
    expect(enabledIds(menu)).toEqual(['net_diag', 'notifications']);
    expect(find(menu, 'devices')?.enabled).toBe(false);
    expect(find(menu, 'settings')?.enabled).toBe(false);
  });

  it('operation mode bit 2: only Settings enabled', () => {
    const menu = sideMenu({ user, gateway: settingsOnly, config: allModules });
    expect(enabledIds(menu)).toEqual(['settings']);
    expect(find(menu, 'net_diag')?.path).toBe('/net_diag');
  });

  it('offline wins over operation mode bit 2', () => {
    const menu = sideMenu({ user, gateway: makeGateway({ connectionStatus: 'offline', operationMode: 4 }), config: allModules });
    expect(enabledIds(menu)).toEqual(['net_diag', 'notifications']);
  });

  it('other operation-mode bits change nothing', () => {
    const menu = sideMenu({ user, gateway: makeGateway({ operationMode: 3 }), config: allModules });
    expect(enabledIds(menu)).toEqual(ids(menu));
  });

  it('no gateway: gateway entries shown but disabled, notifications usable', () => {
    const menu = sideMenu({ user, gateway: null, config: defaultCustomerConfig });
    expect(enabledIds(menu)).toEqual(['notifications']);
  });

  it('treats a test role like a user', () => {
    expect(sideMenu({ user: makeUser({ groups: ['qa'] }), gateway: online, config: defaultCustomerConfig })).toEqual(
      sideMenu({ user, gateway: online, config: defaultCustomerConfig }),
    );
  });
});

describe('admin menu (spec 1 §6, spec 3 §2)', () => {
  it('this build, no gateway: the admin entries whose module is on', () => {
    const menu = sideMenu({ user: admin, gateway: null, config: defaultCustomerConfig });
    expect(ids(menu)).toEqual(['gateways', 'notifications', 'bulk', 'operations', 'announcement', 'groups']);
    expect(menu.every((e) => e.enabled)).toBe(true);
    expect(find(menu, 'gateways')?.path).toBe('/gate_select');
  });

  it('every module on adds Analytics and Export data', () => {
    const menu = sideMenu({ user: admin, gateway: null, config: allModules });
    expect(ids(menu)).toEqual(['gateways', 'notifications', 'bulk', 'operations', 'announcement', 'groups', 'analytics', 'export_data']);
  });

  it('no module on: only Gateways', () => {
    expect(ids(sideMenu({ user: admin, gateway: null, config: noModules }))).toEqual(['gateways']);
  });

  it('Bulk has Log and Create', () => {
    const bulk = find(sideMenu({ user: admin, gateway: null, config: defaultCustomerConfig }), 'bulk');
    expect(bulk?.children?.map((c) => [c.labelKey, c.path])).toEqual([
      ['MENU.BULK_LOG', '/bulk/log'],
      ['MENU.BULK_CREATE', '/bulk'],
    ]);
  });

  it('Announcement: History, Create, Templates with the announcement UI; Log, Create without', () => {
    const withUi = find(sideMenu({ user: admin, gateway: null, config: configWith({}, { ANNOUNCEMENT_UI: true }) }), 'announcement');
    expect(withUi?.children?.map((c) => c.labelKey)).toEqual(['MENU.ANNOUNCEMENT_HISTORY', 'MENU.ANNOUNCEMENT_CREATE', 'MENU.ANNOUNCEMENT_TEMPLATES']);
    const without = find(sideMenu({ user: admin, gateway: null, config: configWith({}, { ANNOUNCEMENT_UI: false }) }), 'announcement');
    expect(without?.children?.map((c) => c.labelKey)).toEqual(['MENU.ANNOUNCEMENT_LOG', 'MENU.ANNOUNCEMENT_CREATE']);
  });

  it('connected to a gateway: the gateway entries after Gateways, no duplicate Notifications', () => {
    const menu = sideMenu({ user: admin, gateway: online, config: allModules });
    expect(ids(menu)).toEqual([
      'gateways',
      'dashboard',
      'widgets',
      'scenes',
      'devices',
      'home_setup',
      'net_diag',
      'settings',
      'notifications',
      'bulk',
      'operations',
      'announcement',
      'groups',
      'analytics',
      'export_data',
    ]);
    expect(ids(menu).filter((id) => id === 'notifications')).toHaveLength(1);
  });

  it('admins see net diag without the user flag (hidden-from-admins user variant does not apply)', () => {
    const menu = sideMenu({ user: admin, gateway: online, config: configWith({}, { NETDIAG_AVAILABLE_TO_USER: false }) });
    expect(find(menu, 'net_diag')).toMatchObject({ path: '/net_diag', enabled: true });
    expect(ids(menu)).not.toContain('backup');
  });

  it('offline gateway: admin entries stay enabled, gateway entries only with an offline variant', () => {
    const menu = sideMenu({ user: admin, gateway: offline, config: defaultCustomerConfig });
    expect(enabledIds(menu)).toEqual(['gateways', 'net_diag', 'notifications', 'bulk', 'operations', 'announcement', 'groups']);
    expect(find(menu, 'net_diag')?.path).toBe('/net_diag_offline');
  });

  it('operation mode bit 2: admin entries stay enabled, of the gateway only Settings', () => {
    const menu = sideMenu({ user: admin, gateway: settingsOnly, config: defaultCustomerConfig });
    expect(enabledIds(menu)).toEqual(['gateways', 'settings', 'notifications', 'bulk', 'operations', 'announcement', 'groups']);
  });

  it('every labelKey is in the MENU namespace', () => {
    const menu = sideMenu({ user: admin, gateway: online, config: allModules });
    const keys = menu.flatMap((e) => [e.labelKey, ...(e.children ?? []).map((c) => c.labelKey)]);
    expect(keys.every((k) => /^MENU\.[A-Z_]+$/.test(k))).toBe(true);
  });
});

describe('entries without a page (hasPage)', () => {
  const built = new Set(['/gate_select', '/devices', '/gtw_settings', '/bulk']);
  const hasPage = (path: string) => built.has(path);

  it('leaves out the entries whose path has no page, keeping the order', () => {
    expect(ids(sideMenu({ user, gateway: online, config: allModules, hasPage }))).toEqual(['devices', 'settings']);
    expect(ids(sideMenu({ user: admin, gateway: online, config: allModules, hasPage }))).toEqual(['gateways', 'devices', 'settings', 'bulk']);
  });

  it('keeps a parent with the children that have a page, pointing at the first of them', () => {
    const bulk = find(sideMenu({ user: admin, gateway: null, config: allModules, hasPage }), 'bulk');
    expect(bulk?.children?.map((c) => c.id)).toEqual(['bulk_create']);
    expect(bulk?.path).toBe('/bulk');
  });

  it('drops a parent none of whose children has a page', () => {
    expect(find(sideMenu({ user: admin, gateway: null, config: allModules, hasPage }), 'announcement')).toBeUndefined();
  });

  it('keeps disabled entries that have a page (offline or settings-only gateways still show them)', () => {
    const menu = sideMenu({ user, gateway: settingsOnly, config: allModules, hasPage });
    expect(ids(menu)).toEqual(['devices', 'settings']);
    expect(enabledIds(menu)).toEqual(['settings']);
  });

  it('without hasPage every entry stays', () => {
    expect(sideMenu({ user, gateway: online, config: allModules })).toEqual(sideMenu({ user, gateway: online, config: allModules, hasPage: () => true }));
  });
});

describe('activeMenuPath: the one entry marked', () => {
  const entries: MenuEntry[] = [
    { id: 'gateways', labelKey: 'MENU.GATEWAYS', path: routes.gate_select, enabled: true },
    {
      id: 'bulk',
      labelKey: 'MENU.BULK',
      path: routes.bulk_log,
      enabled: true,
      children: [
        { id: 'bulk_log', labelKey: 'MENU.BULK_LOG', path: routes.bulk_log, enabled: true },
        { id: 'bulk_create', labelKey: 'MENU.BULK_CREATE', path: routes.bulk, enabled: true },
      ],
    },
    { id: 'operations', labelKey: 'MENU.OPERATIONS', path: routes.operations, enabled: true },
    { id: 'analytics', labelKey: 'MENU.ANALYTICS', path: routes.analytics, enabled: true },
    { id: 'devices', labelKey: 'MENU.DEVICES', path: '/devices', enabled: false },
  ];

  it('marks the page itself, not a shorter path that leads to it', () => {
    expect(activeMenuPath(entries, '/bulk/log')).toBe('/bulk/log');
    expect(activeMenuPath(entries, '/bulk')).toBe('/bulk');
  });

  it("marks a home user's section on its sub-pages", () => {
    const menu = sideMenu({ user, gateway: online, config: defaultCustomerConfig });
    expect(activeMenuPath(menu, '/devices_table')).toBe(routes.devices);
    expect(activeMenuPath(menu, '/device/2')).toBe(routes.devices);
    expect(activeMenuPath(menu, '/add_device')).toBe(routes.devices);
    expect(activeMenuPath(menu, '/add_scene')).toBe(routes.scenes);
    expect(activeMenuPath(menu, '/scene/3')).toBe(routes.scenes);
    expect(activeMenuPath(menu, '/room/1')).toBe(routes.home_setup);
    expect(activeMenuPath(menu, '/alarms')).toBe(routes.notifications_all);
    expect(activeMenuPath(menu, '/notifications/100')).toBe(routes.notifications_all);
    expect(activeMenuPath(menu, '/user_settings')).toBeNull();
  });

  it('marks the list a detail page belongs to', () => {
    expect(activeMenuPath(entries, '/bulk/details/abc123')).toBe('/bulk/log');
    expect(activeMenuPath(entries, '/operation/details/op-1')).toBe('/operations');
    expect(activeMenuPath(entries, '/statistics_report')).toBe('/analytics');
    expect(activeMenuPath(entries, '/gate_statistic/HP1000000001')).toBe('/analytics');
  });

  it('falls back to the longest leading path of an enabled entry, and to none', () => {
    expect(activeMenuPath(entries, '/gate_select/extra')).toBe('/gate_select');
    expect(activeMenuPath(entries, '/devices/3')).toBeNull();
    expect(activeMenuPath(entries, '/user_settings')).toBeNull();
  });
});
