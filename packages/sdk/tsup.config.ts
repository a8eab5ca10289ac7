import { defineConfig } from 'tsup';

// ESM, one file per entry point (docs/sdk-api.md "Entry points"):
// the main entry, `rules` (pure rules and constants, no mqtt.js) and `sim`
// (the simulator's QA shapes); what they share goes into chunks. A bundler
// drops a chunk none of whose exports is used (sideEffects: false), but not
// the unused schemas inside a chunk it keeps: the top-level valibot calls
// are built by local helpers it cannot prove pure.
// The .d.ts bundles follow from the composite project's declarations
// (`build` runs scripts/bundle-declarations.mjs after tsup).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    rules: 'src/rules.ts',
    sim: 'src/sim.ts',
    // Not an entry point of its own (package.json does not export it): a file
    // of its own, so that importing the status names does not evaluate the
    // chunk of wire schemas the other entries share (see the comment above).
    'scenario-status-names': 'src/rules/scenarioStatusNames.ts',
  },
  format: ['esm'],
  clean: true,
});
