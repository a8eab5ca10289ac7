import { defineConfig } from 'vitest/config';

// Playwright specs run under vitest so that one runner counts everything.
// One simulator (serving host/dist) is shared by all specs; each spec resets
// it through the control API. Files run one after another: one Chromium at a
// time keeps a 2-core CI machine honest.
export default defineConfig({
  resolve: { conditions: ['@homeport/source', 'node'] },
  ssr: { resolve: { conditions: ['@homeport/source', 'node'] } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
