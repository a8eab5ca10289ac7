// @homeport/sdk/sim: the shapes only the simulator, its QA control API and the
// tests speak (docs/sdk-api.md "Entry points"); partners never need them.
export * from './wire/simControl';
export * from './wire/scenarios';
