import { defineConfig } from 'tsup';

// ESM + .d.ts, one file per entry point (docs/sdk-api.md "Entry points"):
// the main entry, `rules` (pure rules and constants, no mqtt.js) and `sim`
// (the simulator's QA shapes); what they share goes into chunks.
// The tsconfig is a composite project (for `npm run typecheck`); the .d.ts
// bundle is built as a plain program.
export default defineConfig({
  entry: { index: 'src/index.ts', rules: 'src/rules.ts', sim: 'src/sim.ts' },
  format: ['esm'],
  dts: { compilerOptions: { composite: false } },
  clean: true,
});
