/**
 * The keys of the portal's server-state cache (TanStack Query), one factory
 * per resource, so a read, a seed and an invalidation of the same thing
 * always name it alike. The cache is cleared at sign-out (binding/useSignOut).
 */
export const queryKeys = {
  /** The signed-in user's profile, read after the session check (spec 1 §4.1). */
  user: (userId: string) => ['user', userId] as const,
  /** A gateway's cloud record (GET /gateways/{serial}); kept current by `gateway_updated`. */
  gateway: (serial: string) => ['gateway', serial] as const,
  /** A gateway's PIN lock and privilege mode (spec 1 §4.2); kept current by its lock events. */
  gatewayLocks: (serial: string) => ['gatewayLocks', serial] as const,
  /** The admin's gateway table, one page of a search (spec 1 §4.3). */
  gateways: (search: object) => ['gateways', search] as const,
  /** The identity provider, when the server has one (GET /auth/getRealmConfig). */
  realmConfig: () => ['realmConfig'] as const,
  /** Partner brands; all of them, or one client's (spec 1 §3). */
  brands: (clientId: string | null) => ['brands', clientId] as const,
  /** A partner's OAuth2 linking request, checked by the server (spec 1 §2.1). */
  oauthRequest: (request: object) => ['oauthRequest', request] as const,
  /** A gateway's floors and rooms (get_floor_list over MQTT); read again on each layout event (sdk LAYOUT_EVENTS). */
  floors: (serial: string) => ['floors', serial] as const,
  /** A gateway's network state (get_network_state); network_state_changed writes it. */
  networkState: (serial: string) => ['networkState', serial] as const,
  /** A gateway's rules (scenes): the prefix of the list and of each rule, invalidated together by scenario_changed. */
  rulesOf: (serial: string) => ['rules', serial] as const,
  /** Every rule of a gateway (get_rules). */
  rules: (serial: string) => ['rules', serial, 'list'] as const,
  /** One rule (get_rule); the writes answer it whole and are written here. */
  rule: (serial: string, ruleId: number) => ['rules', serial, 'rule', ruleId] as const,
  /** The gateway's scenario statuses (get_scenario_statuses, or get_statuses on older firmware); scenario_status_changed writes them. */
  scenarioStatuses: (serial: string) => ['scenarioStatuses', serial] as const,
  /** A gateway's backups (GET /backup/{sn}/list/{userId}); invalidated by backup_added, backup_updated and backup_removed. */
  backups: (serial: string) => ['backups', serial] as const,
  /** The session's multimedia access token, shared by every camera on the page (spec 2 §2). */
  mediaAccess: () => ['mediaAccess'] as const,
  /** A gateway's firmware and the campaign offered to it (GET /zota/table/info); read again when its firmware or installation changes. */
  firmware: (serial: string) => ['firmware', serial] as const,
  /** The gateway's local interface (its own PortalApp-less app, one gateway). */
  local: {
    boardInfo: () => ['local', 'boardInfo'] as const,
    platformInfo: () => ['local', 'platformInfo'] as const,
    timezones: () => ['local', 'timezones'] as const,
    wifi: () => ['local', 'wifi'] as const,
  },
};
