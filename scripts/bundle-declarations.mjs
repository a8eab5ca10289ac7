#!/usr/bin/env node
// The declarations of a published package (run from its folder by its
// `build`, after tsup has written the JavaScript): one .d.ts a public entry,
// as `exports` lists them, with the package's own types inlined (shared ones
// in chunks) and its dependencies imported.
//
// The declarations come from the package's composite project, which
// `npm run typecheck` builds into node_modules/.cache/tsc/<package>/
// (docs/testing.md): `tsc -b` here finds them up to date after a typecheck
// and only writes them on a fresh checkout. rollup-plugin-dts then bundles
// the .d.ts files. tsup's own `dts` compiled the sources again for the same
// result: 23 CPU-seconds for the sdk against 5 for this bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const packageDir = process.cwd();
const root = resolve(packageDir, '../..');
const require = createRequire(import.meta.url);

// The same compiler as `npm run typecheck` (TypeScript 7), so that both read the build info the other wrote.
const tsc = join(dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');
const built = spawnSync(process.execPath, [tsc, '-b', packageDir], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

// The composite project's outDir (each package's tsconfig.json).
const declarations = join(root, 'node_modules/.cache/tsc', basename(packageDir));

/** The sources import each other without an extension; their declarations sit beside each other as .d.ts files. */
const beside = {
  name: 'declarations-beside',
  resolveId(id, importer) {
    if (!importer || !id.startsWith('.')) return null;
    const base = resolve(dirname(importer), id);
    return [`${base}.d.ts`, `${base}/index.d.ts`].find((candidate) => existsSync(candidate)) ?? null;
  },
};

// One .d.ts per entry of `exports`, named as its `types` says; what entries share goes into chunks.
const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const input = {};
for (const entry of Object.values(exports)) {
  const source = typeof entry === 'object' ? entry['@homeport/source'] : undefined;
  if (!source?.endsWith('.ts') || !entry.types?.startsWith('./dist/')) continue;
  input[entry.types.slice('./dist/'.length).replace(/\.d\.ts$/, '')] = join(declarations, source.replace(/\.tsx?$/, '.d.ts'));
}
const bundle = await rollup({
  input,
  plugins: [beside, dts()],
  // The package's dependencies (and the sdk, for the widgets) stay imports.
  external: (id) => !id.startsWith('.') && !id.startsWith('/'),
});
await bundle.write({ dir: join(packageDir, 'dist'), format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'types-[hash].d.ts' });
await bundle.close();
console.log(
  `declarations: ${Object.keys(input)
    .map((name) => `dist/${name}.d.ts`)
    .join(', ')}`,
);
