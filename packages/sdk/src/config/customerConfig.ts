/**
 * One customer build: feature flags, navigation modules and constants
 * (spec 1 §6 and §9, spec 2 §6 and §9, spec 3 §1 and §9), as one typed object.
 * Code reads these through the sdk's rule functions, never as literals.
 */

export interface FeatureFlags {
  PROFILE_EDIT: boolean;
  ONLY_EXECUTE_SCENES: boolean;
  USER_CAN_ADD_EMAIL_ADDRESS: boolean;
  GATEWAY_EDIT: boolean;
  DEVICE_MANIPULATION: boolean;
  LINKED_ACCOUNTS: boolean;
  REPLACE_DEVICE: boolean;
  SECURE_IMPORTANT_ROUTES_WITH_OTP: boolean;
  NETDIAG_AVAILABLE_TO_USER: boolean;
  /** spec 2 §6: the personal data export section of /user_settings. */
  PRIVACY_SETTINGS: boolean;
  /** spec 2 §6: the connected clients (OAuth2 tokens) section of /user_settings. */
  CLIENTS_AVAILABLE: boolean;
  /** spec 2 §6: hides "send a new code" in the linked-account code dialog. */
  HIDE_RESEND_OTP_OPTION: boolean;
  TERMS_OF_SERVICE_ACCEPTANCE: boolean;
  AUTO_ACTIVATION: boolean;
  EXTERNAL_LOGIN: boolean;
  HIDE_SENSITIVE_DATA: boolean;
  VIRTUAL_GTW: boolean;
  MULTIMEDIA_SUPPORT: boolean;
  ANNOUNCEMENT_UI: boolean;
  BRAND_LIST: boolean;
  RPL_GTW: boolean;
  GATEWAY_SUMMARY: boolean;
  /** spec 2 §6: node firmware upgrades (over the air) offered on devices. */
  ZOTA: boolean;
  /** spec 2 §6: devices may be excluded from the network. */
  DEVICE_EXCLUDE: boolean;
  /** spec 2 §6: a device can be pinned to the top of the quick controls. */
  PIN_TO_DASHBOARD: boolean;
  /** spec 2 §6: hides adding floors and rooms (the layout is managed elsewhere). */
  HIDE_ADD_LAYOUT_BUTTON: boolean;
  /** spec 2 §6: a scene's action sets may raise alarms (add action, Alarm tab). */
  ENABLE_ALARM_NOTIFICATIONS_IN_SCENE: boolean;
  /** spec 2 §6: the escalation-times settings (seconds per priority) on the notifications page. */
  SHOW_ALARM_ESCALATIONS_TABLE: boolean;
  /** spec 2 §6: the gateway's KPI list and sync on gateway settings (shown from OSM 1.25.0, constants.kpiMinOsmVersion). */
  KPI_ANALYTICS: boolean;
  /** spec 2 §6: the gateway's subscription on gateway settings (GET /subs/getSubForGateway, POST /subs/deactivate). */
  SUBSCRIPTION_SUPPORT: boolean;
  /** spec 2 §6: assigning a gateway needs a licence key (spec 2 §5: constants.licenceKey). */
  LICENCE_SUPPORT: boolean;
  /** spec 2 §6: the gateway's address is located on a map (geolocation). */
  GEOLOCATION: boolean;
  /** spec 2 §5: the gateway's address must be given (line 1, city, zip, country). */
  ADDRESS_REQUIRED: boolean;
  /** spec 2 §6: the user may be told when the gateway goes online or offline (/alarm/gtw/*OOnotifications). */
  GW_OO_NOTIF: boolean;
  /** spec 2 §6: node firmware upgrades run in a window the user sets (OtaControllerService). */
  SPECIFIC_OTA_TIME: boolean;
  /** spec 2 §6 module DEFAULT_GATEWAY_NOTIFICATIONS: the gateway's own notification toggles (AlarmControllerService). */
  DEFAULT_GATEWAY_NOTIFICATIONS: boolean;
  /** spec 2 §6: user settings link to the external portal (GET /auth/getExtenalPortalEndpoint). */
  EXTERNAL_PORTAL: boolean;
  /** spec 3 §1: each history series starts at the range's start with the last value recorded before it (docs/decisions.md "History charts"). */
  LAST_NODE_HISTORY_DATA: boolean;
  /** spec 3 §1: a history series without data in the range is drawn as a flat zero line instead of "no data". */
  DISPLAY_ZERO_FOR_EMPTY_CHART_DATA: boolean;
}

export const MODULES = [
  'DASHBOARD',
  'WIDGETS',
  'SCENES',
  'DEVICES',
  'HOME_SETUP',
  'ANALYTICS',
  'NETDIAG',
  'NOTIFICATIONS',
  'SETTINGS',
  'BACKUP',
  /** spec 1 §6 modules: the backup zip export and import dialogs. */
  'BACKUP_EXPORT_IMPORT',
  'BULK',
  'OPERATIONS',
  'ANNOUNCEMENT',
  'GROUPS',
  'EXPORT_DATA',
] as const;
export type Module = (typeof MODULES)[number];

export interface Constants {
  defaultLanguage: string;
  supportedLanguages: string[];
  defaultCountry: string;
  defaultCountryCode: string;
  onboardingSource: string;
  defaultPageSize: number;
  usersPageSize: number;
  gatewayListPageSize: number;
  toastHideDelayMs: number;
  mqtt: {
    keepaliveSeconds: number;
    reconnectPeriodMs: number;
    connectTimeoutMs: number;
    maxRetries: number;
    qos: 0 | 1 | 2;
    clientVersion: string;
  };
  gatewayRequestTimeoutMs: number;
  changeGatewayCancelDelayMs: number;
  selectionCheckDelayMs: number;
  selectionFailureMs: number;
  otpLength: number;
  password: { minLength: number; maxLength: number; requireSpecial: boolean };
  linkedAccountId: { minLength: number; maxLength: number };
  replaceMinGatewayFirmware: number;
  bridgeModels: string[];
  defaultGatewayModel: string;
  virtualGatewayModel: string;
  writeSubrole: string;
  /** spec 2 §5, §9: licence key size and characters (default 20 uppercase hex). */
  licenceKey: { length: number; pattern: string };
  /** spec 2 §9: the KPI list shows from this OSM version on. */
  kpiMinOsmVersion: string;
  /** spec 2 §4: platform info is first read this long after the model is known. */
  platformInfoFirstDelayMs: number;
  /** spec 2 §4, §9: a platform info time-out is retried once after this long. */
  platformInfoRetryMs: number;
}

export interface CustomerConfig {
  /** MQTT topic prefix. */
  product: string;
  brandName: string;
  flags: FeatureFlags;
  modules: Record<Module, boolean>;
  constants: Constants;
}

/** The build this repository ships: the telecom customer of spec 1 §1. */
export const defaultCustomerConfig: CustomerConfig = {
  product: 'homeport',
  brandName: 'Homeport',
  flags: {
    PROFILE_EDIT: false,
    ONLY_EXECUTE_SCENES: false,
    USER_CAN_ADD_EMAIL_ADDRESS: true,
    GATEWAY_EDIT: true,
    DEVICE_MANIPULATION: true,
    LINKED_ACCOUNTS: true,
    REPLACE_DEVICE: true,
    SECURE_IMPORTANT_ROUTES_WITH_OTP: true,
    NETDIAG_AVAILABLE_TO_USER: false,
    // spec 2 §6: privacy settings off for this customer; a deployment may turn them on (docs/decisions.md "Deployment flags").
    PRIVACY_SETTINGS: false,
    CLIENTS_AVAILABLE: true,
    HIDE_RESEND_OTP_OPTION: false,
    TERMS_OF_SERVICE_ACCEPTANCE: false,
    AUTO_ACTIVATION: false,
    EXTERNAL_LOGIN: false,
    HIDE_SENSITIVE_DATA: false,
    VIRTUAL_GTW: true,
    MULTIMEDIA_SUPPORT: true,
    ANNOUNCEMENT_UI: true,
    BRAND_LIST: false,
    RPL_GTW: true,
    GATEWAY_SUMMARY: true,
    ZOTA: true,
    DEVICE_EXCLUDE: true,
    PIN_TO_DASHBOARD: true,
    HIDE_ADD_LAYOUT_BUTTON: false,
    ENABLE_ALARM_NOTIFICATIONS_IN_SCENE: true,
    SHOW_ALARM_ESCALATIONS_TABLE: true,
    KPI_ANALYTICS: true,
    SUBSCRIPTION_SUPPORT: true,
    LICENCE_SUPPORT: true,
    GEOLOCATION: true,
    ADDRESS_REQUIRED: true,
    GW_OO_NOTIF: true,
    SPECIFIC_OTA_TIME: true,
    DEFAULT_GATEWAY_NOTIFICATIONS: true,
    EXTERNAL_PORTAL: true,
    // spec 3 §1: off for this customer; a deployment may turn them on (docs/decisions.md "History charts").
    LAST_NODE_HISTORY_DATA: false,
    DISPLAY_ZERO_FOR_EMPTY_CHART_DATA: false,
  },
  modules: {
    ANNOUNCEMENT: true,
    SCENES: true,
    DEVICES: true,
    HOME_SETUP: true,
    NETDIAG: true,
    NOTIFICATIONS: true,
    BACKUP: true,
    BACKUP_EXPORT_IMPORT: true,
    BULK: true,
    SETTINGS: true,
    OPERATIONS: true,
    GROUPS: true,
    DASHBOARD: false,
    WIDGETS: false,
    ANALYTICS: false,
    EXPORT_DATA: false,
  },
  constants: {
    defaultLanguage: 'en_EN',
    supportedLanguages: ['en_EN'],
    defaultCountry: 'India',
    defaultCountryCode: '+91',
    onboardingSource: 'SELFCARE',
    defaultPageSize: 10,
    usersPageSize: 15,
    gatewayListPageSize: 10,
    toastHideDelayMs: 5000,
    mqtt: {
      keepaliveSeconds: 55,
      reconnectPeriodMs: 10_000,
      connectTimeoutMs: 30_000,
      maxRetries: 5,
      qos: 0,
      clientVersion: 'v2.18.8',
    },
    gatewayRequestTimeoutMs: 15_000,
    changeGatewayCancelDelayMs: 8000,
    selectionCheckDelayMs: 1500,
    selectionFailureMs: 15_000,
    otpLength: 6,
    password: { minLength: 10, maxLength: 38, requireSpecial: true },
    linkedAccountId: { minLength: 5, maxLength: 45 },
    replaceMinGatewayFirmware: 3.4,
    bridgeModels: ['doc400', 'shh600', 'shh800'],
    defaultGatewayModel: 'doc400',
    virtualGatewayModel: 'voc200',
    writeSubrole: 'admin-support',
    licenceKey: { length: 20, pattern: '^[0-9A-F]+$' },
    kpiMinOsmVersion: '1.25.0',
    platformInfoFirstDelayMs: 1500,
    platformInfoRetryMs: 60_000,
  },
};
