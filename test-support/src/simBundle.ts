import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const REPOSITORY = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A bundle's file, named `name`, in node_modules/.cache/homeport. */
export const simBundleFile = (name: string) => join(REPOSITORY, `node_modules/.cache/homeport/simulator-${name}.mjs`);

/**
 * The simulator's CLI as one ES module, for tests that start it in a child
 * process (`startSimProcess`). The same sources as `--import tsx
 * simulator/src/main.ts` runs, with the workspace packages (the sdk) built
 * in from their sources and every npm dependency imported as usual. Node
 * then loads one file rather than transforming about 290 modules through
 * tsx's loader on every start: a start costs about 1.8 CPU-seconds rather
 * than 4.4.
 *
 * Each module keeps its own `import.meta.url` (the simulator finds its
 * scenario library and its fleet workers' entry beside its sources), and
 * the source map keeps stack traces pointing at the .ts files.
 */
export async function bundleSimulator(outfile: string): Promise<string> {
  await build({
    entryPoints: [join(REPOSITORY, 'simulator/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@homeport/source'],
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [npmDependenciesExternal, ownImportMetaUrl],
  });
  return outfile;
}

/** npm packages load from node_modules as they would; only the workspace's own (`@homeport/…`) are built in. */
const npmDependenciesExternal: Plugin = {
  name: 'npm-dependencies-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@homeport/') ? undefined : { path: args.path, external: true }));
  },
};

/** `import.meta.url` stays the URL of the .ts file it is written in. */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};
