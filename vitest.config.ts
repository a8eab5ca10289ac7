import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    // Workspace packages resolve to their sources (STYLE.md, TanStack note).
    conditions: ['@homeport/source', 'module', 'browser', 'development|production'],
  },
  ssr: { resolve: { conditions: ['@homeport/source', 'node'] } },
  test: {
    include: ['packages/**/*.test.{ts,tsx}', 'host/src/**/*.test.ts', 'simulator/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    // vitest's own default in a run is one worker fewer than the cores: one on
    // a 2-core CI machine. The integration files mostly wait on a simulator,
    // so two at once nearly halve the run there.
    maxWorkers: Math.max(2, availableParallelism()),
    minWorkers: 1,
    setupFiles: ['tests/setupDom.ts'],
    // expect.poll waits up to 5 s rather than 1 s, as Testing Library does (tests/setupDom.ts).
    expect: { poll: { timeout: 5_000 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
