import { defineConfig } from 'vitest/config';
import { putTmpInMemory } from '../test-support/src/memoryTmp';
import { e2eWorkers } from './workerCount';

// The simulators' data folders and Chromium's profiles in memory where the machine has room (docs/testing.md).
putTmpInMemory();

// Playwright specs run under vitest so that one runner counts everything.
// E2E_WORKERS workers (default 2) run spec files at once, each worker on a
// simulator of its own (serving host/dist) that its specs reset through the
// control API (e2e/workers.ts).
export default defineConfig({
  resolve: { conditions: ['@homeport/source', 'node'] },
  ssr: { resolve: { conditions: ['@homeport/source', 'node'] } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    fileParallelism: true,
    // A worker runs its spec files in one module graph: playwright-core,
    // axe-core and the sdk are loaded once per worker, not once per file
    // (about 3 s a file). A spec file keeps no state in shared modules; each
    // has its own Chromium and resets the simulator before each test.
    isolate: false,
    maxWorkers: e2eWorkers(),
    // Every worker from the start and to the end: with isolate off, a worker
    // the pool let go as idle ended the run ("Terminating worker thread").
    minWorkers: e2eWorkers(),
    // expect.poll waits up to 10 s (vitest's default is 1 s): a page on a busy
    // 2-core machine may answer later. A limit on waiting, not a speed check.
    expect: { poll: { timeout: 10_000 } },
    // A failed browser test runs once more (E2E_RETRY, default 1), as Playwright's
    // own CI advice has it; `npm test` lists every test that passed only on the
    // second try, so a flaky test is seen and fixed, not hidden.
    retry: Number(process.env.E2E_RETRY ?? 1),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
