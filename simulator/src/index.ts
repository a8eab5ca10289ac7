export { startSimulator } from './startSimulator';
export type { Simulator, SimulatorOptions } from './options';
export { buildSeed, type SeedData, type SeedOptions } from './seed/buildSeed';
export { adminAccount, demoAccount, familyAccount, otherAccount, DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, OTHER_SERIALS } from './seed/accounts';
