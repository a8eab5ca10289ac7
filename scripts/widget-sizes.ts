// What a partner pays for each widget: the packed @homeport/widgets, installed
// from its tarball with everything it depends on, one widget imported alone
// and bundled by esbuild (minified, tree-shaken), react and react-dom left to
// the partner. Sizes, not times, so the budget check is deterministic.
// A connected widget needs a gateway handle, so its page already holds the
// sdk's link (mqtt.js, about 100 KiB); its figure is what it adds to that.
//
//   node --import tsx scripts/widget-sizes.ts [--check] [installDir]
//
// installDir holds node_modules/@homeport/widgets installed from the tarball
// (default examples/partner, after its pack and install); --check exits 1
// when the budget is broken.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The partner's own copies: one React on the page, whatever they embed. */
const PARTNER_EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** The budget: a typical widget stays small, and no widget is heavy. */
export const BUDGET = { medianBytes: 5 * 1024, maxBytes: 12 * 1024 };

/** The sdk a connected widget cannot work without: the link and a handle on it. */
const SDK_LINK = `export { GatewayLink, gatewayHandle } from '@homeport/sdk';`;

export interface WidgetSize {
  name: string;
  /** Minified bytes and their gzip size (for a connected widget: beyond the sdk link). */
  minified: number;
  gzip: number;
}

export interface PartnerSizes {
  widgets: WidgetSize[];
  /** The one stylesheet every partner imports once (`@homeport/widgets/style.css`). */
  styleGzip: number;
  /** The sdk link and handle every connected widget sits on. */
  sdkLinkGzip: number;
  /** Every export at once, for scale. */
  wholeGzip: number;
}

async function bundledSize(installDir: string, source: string): Promise<Omit<WidgetSize, 'name'>> {
  const result = await build({
    stdin: { contents: source, resolveDir: installDir, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: PARTNER_EXTERNAL,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { minified: code.length, gzip: gzipSync(code).length };
}

/**
 * The exported React components (PascalCase names), read from the installed
 * package's entry by esbuild rather than by importing it, so the measurement
 * runs no package code and ignores the resolve conditions of the process
 * (the bench runs with the workspace's source condition). Text providers are
 * plumbing a partner adds once, not widgets.
 */
async function widgetNames(installDir: string): Promise<string[]> {
  const packageDir = resolve(installDir, 'node_modules/@homeport/widgets');
  const manifest = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8')) as { exports: { '.': { import: string } } };
  const entry = resolve(packageDir, manifest.exports['.'].import);
  const result = await build({ entryPoints: [entry], bundle: false, write: false, format: 'esm', metafile: true, logLevel: 'silent', outdir: 'out' });
  const exports = Object.values(result.metafile.outputs).flatMap((output) => output.exports);
  return exports.filter((name) => /^[A-Z][a-z]/.test(name) && !name.endsWith('Provider')).sort();
}

export async function measurePartnerSizes(installDir: string): Promise<PartnerSizes> {
  const dir = resolve(installDir);
  if (!existsSync(resolve(dir, 'node_modules/@homeport/widgets/package.json'))) {
    throw new Error(
      `${dir} has no node_modules/@homeport/widgets: pack and install the partner example first (examples/partner: node pack-homeport.mjs && npm install --install-links)`,
    );
  }
  const link = await bundledSize(dir, SDK_LINK);
  const widgets: WidgetSize[] = [];
  for (const name of await widgetNames(dir)) {
    const source = `export { ${name} } from '@homeport/widgets';`;
    if (!name.endsWith('Connected')) {
      widgets.push({ name, ...(await bundledSize(dir, source)) });
      continue;
    }
    const withLink = await bundledSize(dir, `${SDK_LINK}\n${source}`);
    widgets.push({ name, minified: withLink.minified - link.minified, gzip: withLink.gzip - link.gzip });
  }
  const whole = await bundledSize(dir, `export * from '@homeport/widgets';`);
  const css = readFileSync(resolve(dir, 'node_modules/@homeport/widgets/dist/index.css'));
  return { widgets, styleGzip: gzipSync(css).length, sdkLinkGzip: link.gzip, wholeGzip: whole.gzip };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line a widget, then the median, the stylesheet, the sdk link and the whole package. */
export function sizeTable(sizes: PartnerSizes): string {
  const lines = sizes.widgets.map((w) => {
    const note = [w.name.endsWith('Connected') ? '  beyond the sdk link' : '', w.gzip > BUDGET.maxBytes ? '  OVER' : ''].join('');
    return `  ${w.name.padEnd(28)} ${kib(w.gzip).padStart(9)} gzip  ${kib(w.minified).padStart(9)} minified${note}`;
  });
  lines.push(`  ${'median widget'.padEnd(28)} ${kib(median(sizes.widgets.map((w) => w.gzip))).padStart(9)} gzip`);
  lines.push(`  ${'style.css (once)'.padEnd(28)} ${kib(sizes.styleGzip).padStart(9)} gzip`);
  lines.push(`  ${'sdk link + handle (once)'.padEnd(28)} ${kib(sizes.sdkLinkGzip).padStart(9)} gzip`);
  lines.push(`  ${'every export'.padEnd(28)} ${kib(sizes.wholeGzip).padStart(9)} gzip`);
  return lines.join('\n');
}

/** What breaks the budget, one sentence each; empty when within it. */
export function budgetProblems(sizes: PartnerSizes): string[] {
  const problems: string[] = [];
  if (sizes.widgets.length === 0) problems.push('no widget found in the installed package');
  const mid = median(sizes.widgets.map((w) => w.gzip));
  if (mid > BUDGET.medianBytes) problems.push(`the median widget is ${kib(mid)} gzip, over ${kib(BUDGET.medianBytes)}`);
  for (const w of sizes.widgets) {
    if (w.gzip > BUDGET.maxBytes) problems.push(`${w.name} is ${kib(w.gzip)} gzip, over ${kib(BUDGET.maxBytes)}`);
  }
  return problems;
}

async function main(args: string[]): Promise<number> {
  const check = args.includes('--check');
  const installDir = args.find((a) => !a.startsWith('--')) ?? 'examples/partner';
  const sizes = await measurePartnerSizes(installDir);
  console.log('widgets as a partner gets them (packed, installed, one widget alone, esbuild minified, gzip; react external)');
  console.log(sizeTable(sizes));
  if (!check) return 0;
  const problems = budgetProblems(sizes);
  const budget = `median <= ${kib(BUDGET.medianBytes)}, none above ${kib(BUDGET.maxBytes)}`;
  if (problems.length === 0) {
    console.log(`within the budget (${budget})`);
    return 0;
  }
  console.log(`over the budget (${budget}):`);
  for (const problem of problems) console.log(`  - ${problem}`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
