import { build } from 'esbuild';
const t = performance.now();
const r = await build({ entryPoints: ['simulator/src/main.ts'], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: '.tmp/sim-bundle/main.mjs', packages: 'external', conditions: ['@homeport/source'], sourcemap: 'linked', metafile: true, logLevel: 'warning' });
console.log('bundle ms', (performance.now() - t).toFixed(0), 'inputs', Object.keys(r.metafile.inputs).length);
