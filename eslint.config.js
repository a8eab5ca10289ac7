// The house rules a tool can check (STYLE.md): hooks used correctly, type-only
// imports marked as such, the one-way dependency graph
// (host -> portal -> widgets -> sdk, simulator -> sdk), no deep imports into
// another package's src, and no eslint-disable without a reason.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * `// eslint-disable-next-line rule -- why`: ESLint's own description syntax.
 * A disable without the `-- why` part is reported, so every exception says
 * what makes it one. (A tiny local rule: no installed plugin has it.)
 */
const requireDisableReason = {
  meta: {
    type: 'suggestion',
    docs: { description: 'require a `-- reason` on every eslint-disable comment' },
    messages: { missing: 'Say why: `{{kind}} rule -- the reason`.' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = /^\s*(eslint-disable(?:-next-line|-line)?)(?:\s|$)/.exec(comment.value);
          if (match && !/\s--\s*\S/.test(comment.value)) {
            context.report({ loc: comment.loc, messageId: 'missing', data: { kind: match[1] } });
          }
        }
      },
    };
  },
};

// Import restrictions. ESLint keeps only the last `no-restricted-imports`
// setting that matches a file, so each group of files gets the whole list
// that applies to it, built from these pieces.
const noHost = [{ group: ['host', 'host/*', '**/host/src', '**/host/src/**'], message: 'Nothing imports the host app.' }];
const noReact = [
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'jotai', 'jotai/*', 'i18next', 'react-i18next', 'react-router', 'react-router/*', '@radix-ui/*'],
    message: 'Framework-free code (the sdk, the simulator): no React, router, jotai or i18next.',
  },
];
const noWidgets = [{ group: ['@homeport/widgets', '@homeport/widgets/*'], message: 'Dependencies run one way: host -> portal -> widgets -> sdk.' }];
const noPortal = [{ group: ['@homeport/portal', '@homeport/portal/*'], message: 'Dependencies run one way: host -> portal -> widgets -> sdk.' }];
const noAppState = [{ group: ['react-router', 'react-router/*', 'jotai', 'jotai/*'], message: 'Widgets take no router and no jotai: a partner page brings its own.' }];
const noSimulator = [{ group: ['@homeport/simulator', '@homeport/simulator/*'], message: 'Only tests and tools use the simulator.' }];
// Another package's internals by relative path: import it by its name instead.
const deepInto = (...names) => [
  {
    group: names.flatMap((name) => [`**/${name}/src`, `**/${name}/src/**`]),
    message: 'Import another package by its name and public entry, not from its src/.',
  },
];
const restrict = (...lists) => ['error', { patterns: lists.flat() }];

const packagesOtherThan = (own) => ['sdk', 'widgets', 'portal', 'simulator'].filter((name) => name !== own);

export default defineConfig([
  globalIgnores(['**/dist/', '**/node_modules/', 'storybook-static/', 'test-results/', '.homeport-data/', 'examples/partner/vendor/']),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // With verbatimModuleSyntax, `import { type A }` keeps an empty import of the module.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // `_name` marks a parameter or binding kept on purpose (express's 4-argument error handler, rest siblings).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Type-aware rules would need the type checker in lint; tsc runs separately.
      'no-undef': 'off',
    },
  },
  {
    // `declare var` is how an ambient global becomes a property of globalThis.
    files: ['**/*.d.ts'],
    rules: { 'no-var': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['host/public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'require-disable-reason': requireDisableReason } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'local/require-disable-reason': 'error',
      'no-restricted-imports': restrict(noHost),
    },
  },

  // The dependency graph, one package at a time.
  {
    files: ['packages/sdk/**'],
    rules: { 'no-restricted-imports': restrict(noHost, noReact, noWidgets, noPortal, noSimulator, deepInto(...packagesOtherThan('sdk'))) },
  },
  {
    files: ['packages/widgets/**'],
    rules: { 'no-restricted-imports': restrict(noHost, noPortal, noAppState, noSimulator, deepInto(...packagesOtherThan('widgets'))) },
  },
  {
    files: ['packages/portal/**'],
    rules: { 'no-restricted-imports': restrict(noHost, noSimulator, deepInto(...packagesOtherThan('portal'))) },
  },
  {
    files: ['simulator/**'],
    rules: { 'no-restricted-imports': restrict(noHost, noReact, noWidgets, noPortal, deepInto(...packagesOtherThan('simulator'))) },
  },
  {
    files: ['host/**'],
    rules: { 'no-restricted-imports': restrict(noSimulator, deepInto('sdk', 'widgets', 'portal', 'simulator')) },
  },
  {
    // Tests, e2e, bench and stories use every package, each by its name.
    files: ['tests/**', 'e2e/**', 'bench/**', 'stories/**', '.storybook/**', 'examples/**'],
    rules: { 'no-restricted-imports': restrict(noHost, deepInto('sdk', 'widgets', 'portal', 'simulator')) },
  },
  {
    // The one exception: these render portal internals (pages, dialogs, atoms)
    // against a live simulator, so their place is beside those components in
    // packages/portal/src. Remove this block when they move there. The
    // devices-table bench renders the portal's DevicesTable the same way, and
    // the history tests' shared setup renders the history routes.
    files: ['tests/portalRender.tsx', 'tests/historySetup.tsx', 'tests/portal-*.test.tsx', 'bench/devicesTableApp.tsx'],
    rules: { 'no-restricted-imports': restrict(noHost, deepInto('sdk', 'widgets', 'simulator')) },
  },
  {
    // A gateway's state has one owner (docs/simulator.md "Gateway ownership"): code outside the
    // gateway side runs a named operation where its emulator lives; only the gateway's own LAN
    // interface (local/) takes the emulator itself, with `acquire`.
    files: ['simulator/src/**'],
    ignores: ['simulator/src/gateway/**', 'simulator/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='emulators'][property.name='get'], MemberExpression[object.name='emulators'][property.name='get']",
          message: 'Reach a gateway with `await ctx.emulators.run(serial, op, args)` (gateway/ops/): its emulator may be owned elsewhere.',
        },
      ],
    },
  },
  {
    files: ['simulator/src/**'],
    ignores: ['simulator/src/gateway/**', 'simulator/src/local/**', 'simulator/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.property.name='emulators'][property.name=/^(get|acquire)$/], MemberExpression[object.name='emulators'][property.name=/^(get|acquire)$/]",
          message:
            'Reach a gateway with `await ctx.emulators.run(serial, op, args)` (gateway/ops/): its emulator may be owned elsewhere. Only the LAN interface (local/) acquires it.',
        },
      ],
    },
  },
]);
