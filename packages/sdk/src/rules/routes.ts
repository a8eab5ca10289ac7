/**
 * The spec's route paths by state name (spec 1 §2, spec 2 §2, spec 3 §2).
 * Keys are the spec's state names with hyphens written as underscores;
 * parameters are written `:name` (react-router style).
 */
export const routes = {
  // spec 1 §2.1: authentication and public routes
  login: '/login',
  register: '/register',
  qr_code: '/qr-code',
  privacy_policy: '/privacy_policy',
  accept_privacy_and_tos: '/accept_privacy_and_tos',
  forgot_password: '/forgot-password',
  terms_of_service: '/en/terms-of-service',
  terms_of_service_de: '/agb',
  privacy_policy_page: '/en/privacy-policy',
  privacy_policy_page_de: '/de/datenschutz',
  reset_password: '/resetPassword/:hash',
  reset_pin: '/resetPin/hash/:resetHash',
  activate: '/activate/:activationToken',
  activation_confirm: '/activation_confirm/:activationToken',
  password_changed: '/password_changed',
  ssoredirect: '/ssoredirect',
  hashloginredirect: '/hashloginredirect',
  login_failed: '/login-failed',
  // spec 1 §2.2: full-page status screens
  initial_wizard: '/initial-wizard',
  oauth2_dialog: '/oauth2-dialog',
  gateway_offline: '/gateway_offline',
  fw_upgrade: '/fw-upgrade',
  bck_restore_in_progress: '/bck-restore-progress',
  subscription_lock: '/subscription_lock',
  privileged_mode_active: '/privilege-mode-active',
  rpl_gw_in_progress: '/rpl-gw-progress',
  gateway_removed: '/gateway_removed',
  gateway_pin_locked: '/gateway-locked',
  /** Ours: the gateway's stored data could not be loaded (Gateway.dataUnavailable). */
  gateway_unavailable: '/gateway_unavailable',
  // spec 1 §2.3 / spec 2 §2: user area
  dashboard: '/dashboard',
  dashboard_chart: '/dashboard_chart/:id',
  dashboard_gateway_chart: '/dashboard_gateway_chart',
  widgets: '/widgets',
  scenes: '/scenes',
  scenes_list: '/scenes_list',
  scene: '/scene/:scene_id',
  scene_summary: '/summary/:scene_id',
  add_scene: '/add_scene',
  devices: '/devices',
  devices_table: '/devices_table',
  quick_controls: '/quick_controls',
  device: '/device/:id',
  add_device: '/add_device',
  replace_device: '/replace_device',
  home_setup: '/home_setup',
  zones_list: '/zones_list',
  room: '/room/:room_id',
  add_room: '/add_room',
  gtw_settings: '/gtw_settings',
  new_gateway: '/new_gateway',
  guide_setup: '/guide_setup',
  user_settings: '/user_settings',
  net_diag: '/net_diag',
  net_diag_offline: '/net_diag_offline',
  node_history_offline: '/node_history_offline',
  dashboard_chart_offline: '/dashboard-chart-offline/:deviceId',
  alarms: '/alarms',
  notifications: '/notifications/:alarmCode',
  notifications_all: '/notifications_all',
  // spec 1 §2.4 / spec 3 §2: admin only
  analytics: '/analytics',
  statistics_report: '/statistics_report',
  export_details_campaign: '/export_detailsCampaign/:taskId',
  tasks: '/tasks',
  bulk: '/bulk',
  bulk_log: '/bulk/log',
  bulk_details: '/bulk/details/:bulkId',
  operations: '/operations',
  operation_details: '/operation/details/:operationId',
  announcement: '/announcement',
  announcement_log: '/announcement/log',
  announcement_template: '/announcement/template',
  announcement_details: '/announcement/details/:campaignId',
  groups: '/groups',
  create_edit_group_page: '/create_edit_group_page',
  gate_select: '/gate_select',
  gate_statistic: '/gate_statistic/:serialNumber',
} as const;

export type RouteName = keyof typeof routes;

/** spec 1 §2: unknown paths go to /gtw_settings. */
export const fallbackRoute = routes.gtw_settings;

const AUTH_ROUTES: readonly RouteName[] = [
  'login',
  'register',
  'qr_code',
  'privacy_policy',
  'accept_privacy_and_tos',
  'forgot_password',
  'terms_of_service',
  'terms_of_service_de',
  'privacy_policy_page',
  'privacy_policy_page_de',
  'reset_password',
  'reset_pin',
  'activate',
  'activation_confirm',
  'password_changed',
  'ssoredirect',
  'hashloginredirect',
  'login_failed',
];

/** spec 1 §2.2: blocking screens; never a place to "return" to. */
const STATUS_ROUTES: readonly RouteName[] = [
  'initial_wizard',
  'oauth2_dialog',
  'gateway_offline',
  'fw_upgrade',
  'bck_restore_in_progress',
  'subscription_lock',
  'privileged_mode_active',
  'rpl_gw_in_progress',
  'gateway_removed',
  'gateway_pin_locked',
  'gateway_unavailable',
];

/** spec 1 §2.4 / §6: admin-only routes. */
const ADMIN_ROUTES: readonly RouteName[] = [
  'analytics',
  'statistics_report',
  'export_details_campaign',
  'tasks',
  'bulk',
  'bulk_log',
  'bulk_details',
  'operations',
  'operation_details',
  'announcement',
  'announcement_log',
  'announcement_template',
  'announcement_details',
  'groups',
  'create_edit_group_page',
  'gate_select',
  'gate_statistic',
];

/** The route name whose pattern matches a path (query and hash ignored), or null. */
export function matchRoute(path: string): RouteName | null {
  const bare = stripPath(path);
  for (const name of Object.keys(routes) as RouteName[]) {
    if (patternOf(routes[name]).test(bare)) return name;
  }
  return null;
}

/** spec 1 §2.1: login-type pages (a logged-in person opening one is sent back). */
export function isAuthRoute(path: string): boolean {
  return includesMatch(AUTH_ROUTES, path);
}

export function isStatusRoute(path: string): boolean {
  return includesMatch(STATUS_ROUTES, path);
}

export function isAdminRoute(path: string): boolean {
  return includesMatch(ADMIN_ROUTES, path);
}

/**
 * Pages that serve while the current gateway is offline (docs/decisions.md
 * "An offline gateway"): the offline variants of spec 1 §6's menu (the
 * network and node history from the last image, cached device history), the
 * notifications the cloud keeps, the user's own account, and an admin's
 * fleet pages, which are not the gateway's. Any other page of an offline
 * gateway gives way to gateway-offline (spec 1 §2.6).
 */
const OFFLINE_ROUTES: readonly RouteName[] = ['net_diag_offline', 'node_history_offline', 'dashboard_chart_offline', 'notifications_all', 'notifications', 'user_settings'];

export function servesOffline(path: string): boolean {
  return includesMatch(OFFLINE_ROUTES, path) || isAdminRoute(path);
}

/**
 * The important routes an OTP authorization guards when
 * SECURE_IMPORTANT_ROUTES_WITH_OTP is on (spec 1 §2.6, §6). The spec names
 * the dialog, not the routes; ours are the pages whose actions cannot be
 * undone or reach many gateways: account settings (password, deletion,
 * sessions, data export), bulk work, operations (replacement) and export
 * tasks (docs/decisions.md "OTP authorization").
 */
export const OTP_PROTECTED_ROUTES: readonly RouteName[] = ['user_settings', 'bulk', 'bulk_log', 'bulk_details', 'operations', 'operation_details', 'tasks'];

export function needsOtpAuthorization(path: string, flags: { SECURE_IMPORTANT_ROUTES_WITH_OTP: boolean }): boolean {
  return flags.SECURE_IMPORTANT_ROUTES_WITH_OTP && includesMatch(OTP_PROTECTED_ROUTES, path);
}

/** Fills `:param` segments: routePath('device', { id: 7 }) → '/device/7'. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return routes[name].replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`routePath(${name}): missing parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

function includesMatch(list: readonly RouteName[], path: string): boolean {
  const name = matchRoute(path);
  return name !== null && list.includes(name);
}

function stripPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

const patterns = new Map<string, RegExp>();
function patternOf(route: string): RegExp {
  let pattern = patterns.get(route);
  if (!pattern) {
    const source = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+');
    pattern = new RegExp(`^${source}$`);
    patterns.set(route, pattern);
  }
  return pattern;
}
