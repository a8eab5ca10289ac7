/**
 * The end-to-end specs run in E2E_WORKERS workers at once (default 2: the
 * CI machine has 2 cores, and a spec spends most of its time waiting on the
 * page). Three measured faster on part of the suite, but in a whole run on
 * a machine other jobs loaded, the two tests with the most screenshots ran
 * past their time limit (docs/testing.md). Each worker has a simulator of
 * its own, started by globalSetup, and runs its spec files one after
 * another on it; each spec resets its simulator through the control API as
 * before, so specs never share state.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(asked) && asked >= 1 && asked <= 8 ? asked : 2;
}

/** Where each page's axe counts go, one file per page, merged into AXE_SUMMARY at the end of the run. */
export const AXE_PAGES = 'test-results/axe';
export const AXE_SUMMARY = 'test-results/axe-summary.json';
