export { startSimulator } from './startSimulator';
export type { Simulator, SimulatorOptions } from './options';
export { buildSeed, type SeedData, type SeedOptions } from './seed/buildSeed';
export { adminAccount, demoAccount, familyAccount, otherAccount, viewerAccount, DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, OTHER_SERIALS } from './seed/accounts';
// For tools that drive one emulated gateway in process (bench/rules.ts): no broker, no cloud.
export { GatewayEmulator } from './gateway/emulator';
export { SimClock } from './clock/simClock';
// The per-connection publish limit's defaults (bench/storm.ts prints them).
export { DEFAULT_CLIENT_LIMIT, type ClientLimit } from './broker/rateLimit';
export { shardOf } from './workers/shards';
