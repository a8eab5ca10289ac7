// @homeport/sdk/rules: the pure rules and constants (docs/sdk-api.md "Entry points"): no link, no mqtt.js, nothing that
// reaches the network. The main entry exports all of them too.
export * from './rules/alarms';
export * from './rules/announcements';
export * from './rules/backups';
export * from './rules/bridgeMode';
export * from './rules/bulk';
export * from './rules/deviceCatalogue';
export * from './rules/deviceControl';
export * from './rules/displayName';
export * from './rules/exportTasks';
export * from './rules/gatewayAddress';
export * from './rules/controlCharacters';
export * from './rules/gatewayName';
export * from './rules/gatewayState';
export * from './rules/groups';
export * from './rules/history';
export * from './rules/licenceKey';
export * from './rules/netdiag';
export * from './rules/otaWindow';
export * from './rules/placeName';
export * from './rules/platformInfoReader';
export * from './rules/privilegeOwner';
export * from './rules/redirects';
export * from './rules/replacement';
export * from './rules/roles';
export * from './rules/routes';
export * from './rules/sceneAccess';
export * from './rules/sceneRules';
export * from './rules/scenarioStatusNames';
export * from './rules/secureId';
export * from './rules/sideMenu';
export * from './rules/statistics';
export * from './rules/topicOwner';
export * from './rules/userAccess';
export * from './rules/userSettings';
export * from './rules/validation';
export * from './rules/versions';
export * from './rules/wifi';
export {
  FIRMWARE_INSTALLATION_ENDS,
  FIRMWARE_INSTALLATION_STEPS,
  campaignForGateway,
  isNewerFirmware,
  mayConfirmUpgrade,
  nextInstallationStep,
  sameModel,
} from './rules/firmwareCampaigns';

// Constants the rules and widgets share with the wire.
export { UNSORTED_FLOOR_ID, UNSORTED_ROOM_ID, MAX_PLACE_NAME } from './wire/home';
export { GatewayCode } from './wire/commands';
export { DeviceStatus } from './model/entities';
export * from './config/customerConfig';
