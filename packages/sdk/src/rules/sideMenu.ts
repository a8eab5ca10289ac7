/*
 * i18n keys used by sideMenu (copy into the portal's en_EN catalogue):
 *
 *   MENU.GATEWAYS                 Gateways
 *   MENU.DASHBOARD                Dashboard
 *   MENU.WIDGETS                  Widgets
 *   MENU.SCENES                   Scenes
 *   MENU.DEVICES                  Devices
 *   MENU.HOME_SETUP               Home setup
 *   MENU.NET_DIAG                 Net diag
 *   MENU.SETTINGS                 Settings
 *   MENU.NOTIFICATIONS            Notifications
 *   MENU.BULK                     Bulk
 *   MENU.BULK_LOG                 Log
 *   MENU.BULK_CREATE              Create
 *   MENU.OPERATIONS               Operations
 *   MENU.ANNOUNCEMENT             Announcement
 *   MENU.ANNOUNCEMENT_HISTORY     History      (announcement UI on)
 *   MENU.ANNOUNCEMENT_LOG         Log          (announcement UI off)
 *   MENU.ANNOUNCEMENT_CREATE      Create
 *   MENU.ANNOUNCEMENT_TEMPLATES   Templates    (announcement UI on)
 *   MENU.GROUPS                   Groups
 *   MENU.ANALYTICS                Analytics
 *   MENU.EXPORT_DATA              Export data
 */
import type { CustomerConfig, Module } from '../config/customerConfig';
import type { Gateway, UserDetails } from '../model/entities';
import { isGatewayOnline, isSettingsOnlyMode } from './gatewayState';
import { isAdmin } from './roles';
import { routes } from './routes';

export interface MenuEntry {
  id: string;
  labelKey: string;
  path: string;
  enabled: boolean;
  children?: MenuEntry[];
}

export interface SideMenuInput {
  user: Pick<UserDetails, 'groups'>;
  /** The current gateway; null for an admin who has not chosen one, or a user without one. */
  gateway: Pick<Gateway, 'connectionStatus' | 'operationMode'> | null;
  config: Pick<CustomerConfig, 'modules' | 'flags'>;
  /**
   * Whether the app has a page at a path. Entries without one are left out
   * (a parent whose children all went goes too, and one that keeps some
   * points at the first); without this every entry is kept.
   */
  hasPage?: (path: string) => boolean;
}

/** An entry of the gateway section: it acts on the current gateway. */
interface GatewayEntry {
  id: string;
  labelKey: string;
  path: string;
  module: Module;
  /** Set when the entry has an offline variant, or does not need the gateway (spec 1 §6). */
  offlinePath?: string;
  /** Net diag for users needs NETDIAG_AVAILABLE_TO_USER unless offline (spec 1 §6). */
  userFlag?: 'NETDIAG_AVAILABLE_TO_USER';
}

const dashboard: GatewayEntry = { id: 'dashboard', labelKey: 'MENU.DASHBOARD', path: routes.dashboard, module: 'DASHBOARD' };
const widgets: GatewayEntry = { id: 'widgets', labelKey: 'MENU.WIDGETS', path: routes.widgets, module: 'WIDGETS' };
const scenes: GatewayEntry = { id: 'scenes', labelKey: 'MENU.SCENES', path: routes.scenes, module: 'SCENES' };
const devices: GatewayEntry = { id: 'devices', labelKey: 'MENU.DEVICES', path: routes.devices, module: 'DEVICES' };
const homeSetup: GatewayEntry = { id: 'home_setup', labelKey: 'MENU.HOME_SETUP', path: routes.home_setup, module: 'HOME_SETUP' };
// spec 1 §6: net diag is admin-only (users when allowed); its offline variant is open to both roles.
const netDiag: GatewayEntry = {
  id: 'net_diag',
  labelKey: 'MENU.NET_DIAG',
  path: routes.net_diag,
  module: 'NETDIAG',
  offlinePath: routes.net_diag_offline,
  userFlag: 'NETDIAG_AVAILABLE_TO_USER',
};
// Notifications are cloud records, not the gateway's, so they stay usable offline.
const notifications: GatewayEntry = {
  id: 'notifications',
  labelKey: 'MENU.NOTIFICATIONS',
  path: routes.notifications_all,
  module: 'NOTIFICATIONS',
  offlinePath: routes.notifications_all,
};
const settings: GatewayEntry = { id: 'settings', labelKey: 'MENU.SETTINGS', path: routes.gtw_settings, module: 'SETTINGS' };

/**
 * spec 1 §6 user menu: Dashboard, Widgets, Scenes, Devices, Home setup,
 * Analytics, Net diag, Notifications, Settings. Analytics is left out: spec 1
 * §2.4 and §6 make /analytics admin-only, so a user entry would lead nowhere.
 */
const USER_SECTION = [dashboard, widgets, scenes, devices, homeSetup, netDiag, notifications, settings];
/**
 * What an admin connected to a gateway sees of it. Notifications and
 * Analytics are already in the admin section (filtered to the gateway,
 * spec 1 §6); the user-only Bulk add, Backup and Net diag user entries are
 * hidden from admins (spec 1 §6), admins get net diag as their own right.
 */
const ADMIN_GATEWAY_SECTION = [dashboard, widgets, scenes, devices, homeSetup, netDiag, settings];

/**
 * The side menu for one user, gateway and build (spec 1 §6, spec 3 §2).
 * Entries whose module is off are absent; entries that act on the gateway
 * are disabled without a gateway, with an offline gateway (unless they have
 * an offline variant, which the path then points to), and with operation
 * mode bit 2 (only Settings). Offline is checked first: an offline gateway's
 * settings page redirects to gateway-offline anyway.
 */
export function sideMenu({ user, gateway, config, hasPage }: SideMenuInput): MenuEntry[] {
  const entries = menuFor(user, gateway, config);
  return hasPage ? withPages(entries, hasPage) : entries;
}

function menuFor(user: SideMenuInput['user'], gateway: SideMenuInput['gateway'], config: SideMenuInput['config']): MenuEntry[] {
  if (!isAdmin(user)) return gatewaySection(USER_SECTION, gateway, config, false);
  const [gateways, ...rest] = adminSection(config);
  const connected = gateway ? gatewaySection(ADMIN_GATEWAY_SECTION, gateway, config, true) : [];
  return gateways ? [gateways, ...connected, ...rest] : [...connected, ...rest];
}

/** The entries that lead to a page; a parent keeps the children that do and points at the first. */
function withPages(entries: MenuEntry[], hasPage: (path: string) => boolean): MenuEntry[] {
  const kept: MenuEntry[] = [];
  for (const entry of entries) {
    if (!entry.children) {
      if (hasPage(entry.path)) kept.push(entry);
      continue;
    }
    const children = withPages(entry.children, hasPage);
    if (children.length > 0) kept.push({ ...entry, path: children[0]!.path, children });
  }
  return kept;
}

function gatewaySection(entries: GatewayEntry[], gateway: SideMenuInput['gateway'], config: SideMenuInput['config'], admin: boolean): MenuEntry[] {
  const offline = gateway !== null && !isGatewayOnline(gateway);
  const result: MenuEntry[] = [];
  for (const entry of entries) {
    if (!config.modules[entry.module]) continue;
    const offlineVariant = offline && entry.offlinePath !== undefined;
    // spec 1 §6: net diag for users only when allowed; the offline variant for both roles.
    if (!admin && entry.userFlag && !config.flags[entry.userFlag] && !offlineVariant) continue;
    result.push({
      id: entry.id,
      labelKey: entry.labelKey,
      path: offlineVariant && entry.offlinePath ? entry.offlinePath : entry.path,
      enabled: isGatewayEntryEnabled(entry, gateway, offline),
    });
  }
  return result;
}

function isGatewayEntryEnabled(entry: GatewayEntry, gateway: SideMenuInput['gateway'], offline: boolean): boolean {
  // Notifications live in the cloud: usable even before a gateway is chosen.
  if (!gateway) return entry.id === 'notifications';
  // spec 1 §6: offline gateway → only offline entries enabled.
  if (offline) return entry.offlinePath !== undefined;
  // spec 1 §6: operation mode with bit 2 set → only Settings enabled.
  if (isSettingsOnlyMode(gateway)) return entry.id === 'settings';
  return true;
}

/** spec 1 §6 / spec 3 §2 admin menu; each entry only if its module is on. Never gateway-bound. */
function adminSection(config: SideMenuInput['config']): MenuEntry[] {
  const on = (module: Module) => config.modules[module];
  const item = (id: string, labelKey: string, path: string, children?: MenuEntry[]): MenuEntry =>
    children ? { id, labelKey, path, enabled: true, children } : { id, labelKey, path, enabled: true };
  const entries: MenuEntry[] = [item('gateways', 'MENU.GATEWAYS', routes.gate_select)];
  if (on('NOTIFICATIONS')) entries.push(item('notifications', 'MENU.NOTIFICATIONS', routes.notifications_all));
  if (on('BULK')) {
    entries.push(item('bulk', 'MENU.BULK', routes.bulk_log, [item('bulk_log', 'MENU.BULK_LOG', routes.bulk_log), item('bulk_create', 'MENU.BULK_CREATE', routes.bulk)]));
  }
  if (on('OPERATIONS')) entries.push(item('operations', 'MENU.OPERATIONS', routes.operations));
  if (on('ANNOUNCEMENT')) {
    // spec 1 §6: History, Create, Templates with the announcement UI; otherwise Log, Create.
    const children = config.flags.ANNOUNCEMENT_UI
      ? [
          item('announcement_history', 'MENU.ANNOUNCEMENT_HISTORY', routes.announcement_log),
          item('announcement_create', 'MENU.ANNOUNCEMENT_CREATE', routes.announcement),
          item('announcement_templates', 'MENU.ANNOUNCEMENT_TEMPLATES', routes.announcement_template),
        ]
      : [item('announcement_log', 'MENU.ANNOUNCEMENT_LOG', routes.announcement_log), item('announcement_create', 'MENU.ANNOUNCEMENT_CREATE', routes.announcement)];
    entries.push(item('announcement', 'MENU.ANNOUNCEMENT', routes.announcement_log, children));
  }
  if (on('GROUPS')) entries.push(item('groups', 'MENU.GROUPS', routes.groups));
  if (on('ANALYTICS')) entries.push(item('analytics', 'MENU.ANALYTICS', routes.analytics));
  if (on('EXPORT_DATA')) entries.push(item('export_data', 'MENU.EXPORT_DATA', routes.tasks));
  return entries;
}

/** Pages that belong to a list of the menu (spec 3 §2): its entry stays marked while one is open. */
const PAGE_OWNERS: ReadonlyArray<[pattern: string, owner: string]> = [
  [routes.scenes_list, routes.scenes],
  [routes.scene, routes.scenes],
  [routes.scene_summary, routes.scenes],
  [routes.add_scene, routes.scenes],
  [routes.devices_table, routes.devices],
  [routes.quick_controls, routes.devices],
  [routes.device, routes.devices],
  [routes.add_device, routes.devices],
  [routes.replace_device, routes.devices],
  [routes.zones_list, routes.home_setup],
  [routes.room, routes.home_setup],
  [routes.add_room, routes.home_setup],
  [routes.dashboard_chart, routes.dashboard],
  [routes.dashboard_gateway_chart, routes.dashboard],
  [routes.node_history_offline, routes.net_diag_offline],
  [routes.alarms, routes.notifications_all],
  [routes.notifications, routes.notifications_all],
  [routes.operation_details, routes.operations],
  [routes.bulk_details, routes.bulk_log],
  [routes.announcement_details, routes.announcement_log],
  [routes.export_details_campaign, routes.tasks],
  [routes.create_edit_group_page, routes.groups],
  [routes.statistics_report, routes.analytics],
  [routes.gate_statistic, routes.analytics],
];

const patternMatches = (pattern: string, pathname: string): boolean =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`).test(pathname);

/**
 * The one menu path to mark at `pathname`: the entry of that very page; else
 * the list a detail page belongs to; else the entry whose path is the
 * longest leading part of it (/device/7 under /device). One entry only, so
 * /bulk (Create) is not marked on /bulk/log.
 */
export function activeMenuPath(entries: readonly MenuEntry[], pathname: string): string | null {
  const paths = entries.flatMap(function paths(entry): string[] {
    return [...(entry.enabled ? [entry.path] : []), ...(entry.children ?? []).flatMap(paths)];
  });
  if (paths.includes(pathname)) return pathname;
  const owner = PAGE_OWNERS.find(([pattern, path]) => paths.includes(path) && patternMatches(pattern, pathname));
  if (owner) return owner[1];
  const under = paths.filter((path) => pathname.startsWith(`${path}/`)).sort((a, b) => b.length - a.length);
  return under[0] ?? null;
}
