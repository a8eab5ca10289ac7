import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
