// The simulator's import graph (`npx depcruise --config .dependency-cruiser.cjs simulator`; a stage of
// `npm test`, see docs/tooling.md "Import graph"). Type-only imports count:
// a loop through `import type` is still a loop a reader has to untangle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules of the simulator that import each other, directly or round a loop (docs/simulator.md "Where things live").',
      from: { path: '^simulator/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^packages/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@homeport/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
