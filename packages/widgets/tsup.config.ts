import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// ESM + .d.ts, CSS extracted to dist/index.css. React and the sdk stay
// external (peer or dependency), so a partner bundle carries one copy. The
// tsconfig is a composite project (for `npm run typecheck`); the .d.ts bundle
// is built as a plain program.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { compilerOptions: { composite: false } },
  clean: true,
  treeshake: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@homeport/sdk'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
