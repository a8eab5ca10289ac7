import { defineConfig } from 'tsup';

// ESM. The .d.ts bundle follows from the composite project's declarations
// (`build` runs scripts/bundle-declarations.mjs after tsup).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  clean: true,
});
