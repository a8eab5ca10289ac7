export { ADMIN, DEMO, DEMO_OFFLINE, DEMO_ONLINE, FAMILY, OTHER, OTHER_SERIALS, type Credentials } from './accounts';
export { deadPort } from './deadPort';
export { activeTimeouts, control, factorySecretsOf, linkFor, login, restFor, startHarness, type Harness } from './harness';
export { startSimProcess, type SimProcess } from './simProcess';
export {
  backupZip,
  bulkyRule,
  connectAttacker,
  deepRequestPayload,
  describeTally,
  farFutureRule,
  gatewayRequest,
  hostileTarget,
  importAndRestore,
  importBackup,
  manifestFor,
  readHome,
  restoreBackup,
  sendDeepRequest,
  sendFarFutureBackup,
  sendManyRulesBackup,
  sendRuleFanOut,
  sendSpam,
  sendZipBomb,
  withRules,
  zipBomb,
  type CommandTally,
  type HostileTarget,
  type ImportAndRestore,
  type PropertyRef,
  type RestAnswer,
  type SpamSent,
} from './hostile';
