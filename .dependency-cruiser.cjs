// The import graphs of the simulator and the portal (`npx depcruise --config
// .dependency-cruiser.cjs simulator packages/portal/src`; a stage of `npm test`,
// see docs/tooling.md "Import graph"). Type-only imports count: a loop through
// `import type` is still a loop a reader has to untangle.
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
    {
      name: 'portal-no-circular',
      severity: 'error',
      comment: 'Modules of the portal that import each other, directly or round a loop (docs/portal.md).',
      from: { path: '^packages/portal/src/' },
      to: { circular: true },
    },
    {
      name: 'portal-app-is-the-root',
      severity: 'error',
      comment: 'app/ composes the features; nothing below it imports it back (docs/portal.md).',
      from: { path: '^packages/portal/src/(features|binding|components|state|services|i18n|styles)/' },
      to: { path: '^packages/portal/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The other packages are read through their entries, not cruised.
    exclude: { path: '^packages/(sdk|widgets)/' },
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
