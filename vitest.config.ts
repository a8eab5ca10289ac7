import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { putTmpInMemory } from './test-support/src/memoryTmp';

// Throwaway folders (each simulator's data folder) in memory where the machine has room (docs/testing.md).
putTmpInMemory();

// Files that render into jsdom: every .test.tsx, and the portal's app/*.test.ts and services/*.test.ts.
const DOM_FILES = ['packages/**/*.test.tsx', 'tests/**/*.test.tsx', 'packages/portal/src/app/*.test.ts', 'packages/portal/src/services/*.test.ts'];
const ALL_FILES = ['packages/**/*.test.{ts,tsx}', 'host/src/**/*.test.ts', 'simulator/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    // Workspace packages resolve to their sources (STYLE.md, TanStack note).
    conditions: ['@homeport/source', 'module', 'browser', 'development|production'],
  },
  ssr: { resolve: { conditions: ['@homeport/source', 'node'] } },
  test: {
    // vitest's own default in a run is one worker fewer than the cores: one on
    // a 2-core CI machine. The integration files mostly wait on a simulator,
    // so two at once nearly halve the run there.
    maxWorkers: Math.max(2, availableParallelism()),
    // The pools are the run's, not a project's: whether a worker process
    // lives on after its file is decided here, from the root's options, and a
    // project's `isolate` only says whether its worker resets the modules
    // between files. Without this line each file started a new process or
    // thread and loaded everything afresh (docs/testing.md "vitest").
    poolOptions: { forks: { isolate: false }, threads: { isolate: false } },
    minWorkers: 1,
    setupFiles: ['tests/setupDom.ts'],
    // New password hashes at scrypt's lowest cost the simulator accepts (auth/password.ts):
    // the tests' simulators, in process and in child processes, sign in about 1,500 times.
    env: { HOMEPORT_SCRYPT_N: '1024' },
    // The simulator's CLI built once for the run: a child simulator starts from it (test-support/src/simBundle.ts).
    globalSetup: ['test-support/src/simBundle.ts'],
    // expect.poll waits up to 5 s rather than 1 s, as Testing Library does (tests/setupDom.ts).
    expect: { poll: { timeout: 5_000 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // Node files share their worker's module graph (no isolation): each
        // file starts what it tests (a simulator, a store) and stops it, so
        // nothing of one file reaches the next, and the sdk and simulator
        // modules load once per worker rather than once per file.
        extends: true,
        test: { name: 'node', include: ALL_FILES, exclude: DOM_FILES, environment: 'node', pool: 'forks', isolate: false },
      },
      {
        // jsdom files, in threads, also sharing their worker's modules and
        // its one document (tests/sharedJsdom.ts): Testing Library, React,
        // the portal and jsdom itself load once per worker. tests/setupDom.ts
        // empties the page and the storage before each file.
        extends: true,
        test: { name: 'dom', include: DOM_FILES, environment: './tests/sharedJsdom.ts', pool: 'threads', isolate: false },
      },
    ],
  },
});
