// The simulator's CLI built into one file for the child processes a vitest
// run starts (startSimProcess), as vitest's globalSetup (vitest.config.ts).
//
// A child started with `--import tsx` spends most of its start loading the
// simulator's few hundred source files through tsx's loader, each resolved
// and loaded by a message to tsx's thread: 4 to 5 CPU-seconds on the 2-core
// machine before it listens. From one file built by esbuild (tsx's own
// compiler) a start costs 2 to 3 CPU-seconds less. It is the same source: the
// workspace packages are in the file, every other package is imported from
// node_modules as before, and each module's `import.meta.url` is its source
// file's, so what the simulator finds next to its sources (the scenario
// library, the fleet worker's entry) it finds as before.
//
// Built afresh at every run (and again on every change while vitest
// watches), never kept between runs: a child never runs older sources than
// the test that starts it.
import { readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { context, type BuildOptions, type Plugin } from 'esbuild';
import { SIM_BUNDLE_ENV } from './simProcess';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Workspace packages go into the file; every other bare import stays an import of node_modules. */
const sources: Plugin = {
  name: 'homeport-sources',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@homeport/') ? undefined : { external: true }));
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
};

/** vitest's globalSetup: builds the file once for the run and names it to the workers (they inherit the environment). */
export default async function setup(project: { config: { watch: boolean } }): Promise<(() => Promise<void>) | undefined> {
  // `HOMEPORT_SIM_BUNDLE=off npx vitest run …` starts the children from the sources through tsx, to compare.
  if (process.env[SIM_BUNDLE_ENV] === 'off') return undefined;
  const dir = join(ROOT, 'node_modules/.cache/homeport-sim');
  const outfile = join(dir, `main-${process.pid}.mjs`);
  await removeLeftBehind(dir);
  const options: BuildOptions = {
    entryPoints: [join(ROOT, 'simulator/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@homeport/source'],
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sources],
  };
  const ctx = await context(options);
  await ctx.rebuild();
  if (project.config.watch) await ctx.watch();
  process.env[SIM_BUNDLE_ENV] = outfile;
  return async () => {
    await ctx.dispose();
    delete process.env[SIM_BUNDLE_ENV];
    await Promise.all([rm(outfile, { force: true }), rm(`${outfile}.map`, { force: true })]);
  };
}

const running = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The files of runs that ended without their teardown (killed): each is named by its run's pid. */
async function removeLeftBehind(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const gone = names.filter((name) => {
    const pid = /^main-(\d+)\.mjs(\.map)?$/.exec(name)?.[1];
    return pid !== undefined && !running(Number(pid));
  });
  await Promise.all(gone.map((name) => rm(join(dir, name), { force: true })));
}
