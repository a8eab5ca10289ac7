// Gzip size of each widget imported alone from the built package, and of the
// whole package, as a partner's bundler would see them (esbuild, minified,
// tree-shaken). React, i18next and the sdk are the partner's own and left out;
// the baseline is an empty import, so each figure is what the widget adds.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** A variable, so the typecheck of a clean checkout does not need the build. */
const WIDGETS_DIST = '../packages/widgets/dist/index.js';
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'i18next', 'react-i18next', '@homeport/sdk', '@radix-ui/*'];

async function gzipOf(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external: EXTERNAL,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents).length;
}

export async function benchWidgetSizes(): Promise<void> {
  execFileSync('npm', ['run', 'build', '-w', '@homeport/widgets'], { stdio: 'ignore' });
  const widgets = (await import(WIDGETS_DIST)) as Record<string, unknown>;
  const names = Object.keys(widgets).filter((name) => /^[A-Z]/.test(name) && typeof widgets[name] === 'function').sort();
  const baseline = await gzipOf(`import '@homeport/widgets';`);
  const whole = await gzipOf(`import * as all from '@homeport/widgets'; console.log(all);`);
  console.log(`  baseline (empty import)          ${baseline} B gzip`);
  console.log(`  whole package                    ${whole} B gzip`);
  for (const name of names) {
    const size = await gzipOf(`import { ${name} } from '@homeport/widgets'; console.log(${name});`);
    console.log(`  ${name.padEnd(32)} ${String(size).padStart(6)} B gzip  (${((size / whole) * 100).toFixed(0)} % of whole)`);
  }
}
