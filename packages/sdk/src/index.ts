export * from './model/entities';
export * from './model/messages';
export * from './model/jsonLimits';
export * from './model/topics';
export * from './model/accountEvents';
export * from './model/sessionRef';
export * from './config/customerConfig';
export * from './rest/errorCodes';

// REST (docs/sdk-api.md "REST")
export { ApiError } from './rest/apiError';
export { RestClient, type RestClientOptions } from './rest/restClient';
export type { HttpMethod, QueryValue, RequestInit as RestRequestInit } from './rest/requestTypes';
export type { AcceptanceNeeded, AuthEndpoints, LoginOutcome, LoginRequest, LoginType, RegisterRequest } from './rest/endpoints/auth';
export type { ChangePasswordRequest, ProfileEndpoints } from './rest/endpoints/profile';
export type { CountryEndpoints } from './rest/endpoints/countries';
export type { OtpAuthorizationEndpoints, OtpSent } from './rest/endpoints/otpAuthorization';
export type { Brand, LinkedService, OAuthRequest, OAuthRequestCheck, RealmConfig, SsoAnswer, SsoEndpoints } from './rest/endpoints/sso';
export type { GatewayEndpoints, Paged } from './rest/endpoints/gateways';
export type { GatewaySettingsEndpoints } from './rest/endpoints/gatewaySettings';
export { mediaViewUrl, type MediaAccess, type MultimediaEndpoints } from './rest/endpoints/multimedia';

// Gateway link (docs/sdk-api.md "Gateway link")
export { GatewayLink, type CommandOptions, type GatewayRef, type RequestOptions } from './link/gatewayLink';
export type { GatewayLinkOptions } from './link/gatewayLinkOptions';
export type { LinkRetry, LinkState } from './link/linkState';
export { setNoDelay } from './link/setNoDelay';
export type { BackoffOptions } from './link/backoffPolicy';
export { GatewayAnswerError, GatewayLinkClosedError, GatewayRequestError, GatewayTimeoutError, PrivilegedModeError } from './link/errors';

// Rules (docs/sdk-api.md "Rules"): pure functions and constants, also the @homeport/sdk/rules entry
export * from './rules';
export { LocalGatewayClient, localApiBase, type LocalBoardInfo, type LocalWifiNetwork, type LocalGatewayClientOptions } from './local/localGatewayClient';
export { gatewayHandle, type GatewayHandle } from './link/gatewayHandle';

// Device store (docs/sdk-api.md "Device store"): one per gateway handle
export {
  DeviceStore,
  DEVICE_STORE_LINGER_MS,
  DEVICE_ADDED_REREAD_MS,
  type DeviceSource,
  type DeviceListSnapshot,
  type DeviceListState,
  type PropertySnapshot,
  type DeviceStoreOptions,
  type SetFailure,
} from './devices/deviceStore';
export { ECHO_SUPPRESS_MS } from './devices/echoGuard';
export { parseDeviceEvent, type DeviceEvent } from './devices/parseDeviceEvent';
export { parseDeviceList, type ParsedDeviceList } from './devices/parseDeviceList';
export { parseSceneEvent, ALARM_NOTIFICATION_CREATED, type SceneEvent } from './scenes/parseSceneEvent';
export {
  DEVICE_KINDS,
  DeviceSchema,
  DeviceStatusChangedSchema,
  PropertyChangedSchema,
  PropertyValueSchema,
  type DeviceStatusChanged,
  type PropertyChanged,
} from './wire/deviceEvents';

// Wire shapes (docs/contracts.md "Wire schemas"): each body, envelope and event data defined once
export { parseWire, type WireOutput, type WireResult, type WireSchema } from './wire/parseWire';
export * from './wire/mqtt';
export * from './wire/commands';
export * from './wire/gatewayCommands';
export * from './wire/gatewayAnswers';
export * from './wire/home';
export * from './wire/pairing';
export * from './wire/scenes';
export * from './wire/events';
export * from './wire/alarmEvents';
export * from './wire/errorBody';
export * from './wire/auth';
export * from './wire/gateways';
export * from './wire/local';
export * from './wire/oauth';
export * from './wire/gatewaySettings';

// Gateway firmware campaigns (docs/contracts.md "Gateway firmware campaigns")
export * from './wire/zota';
export { zotaEndpoints, type ZotaEndpoints } from './rest/endpoints/zota';
export * from './wire/wifi';
// Gateway backups (docs/contracts.md "Backups")
export * from './wire/backups';
export { backupEndpoints, type BackupEndpoints } from './rest/endpoints/backups';
export { downloadBackup, uploadBackup, UploadAbortedError, type TransferAuth, type UploadProgress } from './rest/backupTransfer';
// Alarms and notifications (docs/contracts.md "Alarms and notifications")
export * from './wire/alarms';
export type { AlarmEndpoints } from './rest/endpoints/alarms';
export * from './wire/userAccess';
export { userAccessEndpoints, exportDownloadPath, downloadExport, type UserAccessEndpoints } from './rest/endpoints/userAccess';
// User settings (docs/contracts.md "User settings")
export * from './wire/userSettings';

// Bulk operations and locations (docs/contracts.md "Bulk operations")
export * from './wire/bulk';
export { bulkEndpoints, type BulkEndpoints } from './rest/endpoints/bulk';
export { locationEndpoints, type LocationEndpoints } from './rest/endpoints/location';
// Admin announcements and templates (docs/contracts.md "Announcements")
export * from './wire/announcements';
export { announcementEndpoints, type AnnouncementEndpoints } from './rest/endpoints/announcements';
// Admin fleet: replacement, operations, virtual gateways (docs/contracts.md "Fleet: replacement, operations, virtual gateways")
export * from './wire/fleet';
export { fleetEndpoints, type FleetEndpoints } from './rest/endpoints/fleet';
// Admin user groups (docs/contracts.md "Groups")
export * from './wire/groups';
export { groupEndpoints, type GroupEndpoints } from './rest/endpoints/groups';
// Admin statistics report, analytics, gateway statistics (docs/contracts.md "Statistics and analytics")
export * from './wire/statistics';
export { statisticsEndpoints, savedReportPdfPath, downloadSavedReportPdf, type StatisticsEndpoints } from './rest/endpoints/statistics';
// Device and gateway history, the cached gateway image (docs/contracts.md "History")
export * from './wire/history';
export { historyEndpoints, downloadHistoryCsv, HISTORY_PATHS, type HistoryEndpoints, type HistoryCsvKind } from './rest/endpoints/history';
// Admin export tasks (docs/contracts.md "Export tasks (admin)")
export * from './wire/exportTasks';
export { exportTaskEndpoints, exportTaskDownloadPath, type ExportTaskEndpoints } from './rest/endpoints/exportTasks';
// Network diagnostics: topology, network images and spans (docs/contracts.md "Network diagnostics")
export * from './wire/netdiag';
export { netdiagEndpoints, type NetdiagEndpoints } from './rest/endpoints/netdiag';
