import { defineConfig } from 'tsup';

// ESM + .d.ts. The tsconfig is a composite project (for `npm run typecheck`);
// the .d.ts bundle is built as a plain program.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { compilerOptions: { composite: false } },
  clean: true,
});
