export { ADMIN, DEMO, DEMO_OFFLINE, DEMO_ONLINE, FAMILY, OTHER, OTHER_SERIALS, type Credentials } from './accounts';
export { deadPort } from './deadPort';
export { activeTimeouts, control, factorySecretsOf, linkFor, login, restFor, startHarness, type Harness } from './harness';
export { startSimProcess, type SimProcess } from './simProcess';
