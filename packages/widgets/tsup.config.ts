import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// ESM + .d.ts, CSS extracted to dist/index.css. React and the sdk stay
// external (peer or dependency), so a partner bundle carries one copy.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@homeport/sdk'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
