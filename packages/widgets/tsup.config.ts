import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// ESM, CSS extracted to dist/index.css. React and the sdk stay external (peer
// or dependency), so a partner bundle carries one copy. The .d.ts bundle
// follows from the composite project's declarations (`build` runs
// scripts/bundle-declarations.mjs after tsup).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  clean: true,
  treeshake: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@homeport/sdk'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
