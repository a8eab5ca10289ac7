#!/usr/bin/env node
// `node scripts/simulator-layers.mjs [--list]`: how many imports of the
// simulator go up a layer between its top-level folders, given the layer
// order of docs/simulator.md "Where things live" (test code left out). A
// figure to watch, not a check: `npm test` fails only on a loop
// (.dependency-cruiser.cjs).
import { spawnSync } from 'node:child_process';

/** Bottom first; a folder may import its own layer and those below. Keep in step with docs/simulator.md. */
const LAYERS = [
  ['types', 'clock', 'log', 'guard', 'errors', 'options'],
  ['store'],
  ['auth', 'faults'],
  ['local', 'gateway', 'seed', 'cloud', 'scenarios'],
  ['context'],
  ['migrations'],
  ['rest', 'broker', 'http', 'workers'],
  ['startSimulator', 'index', 'main', 'banner', 'cliArgs'],
];

const cruise = spawnSync('npx', ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'simulator/src'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
if (cruise.status !== 0 && !cruise.stdout) {
  process.stderr.write(cruise.stderr);
  process.exit(1);
}
const { modules } = JSON.parse(cruise.stdout);
const layerOf = (folder) => LAYERS.findIndex((layer) => layer.includes(folder));
const folderOf = (path) => /^simulator\/src\/([^/]+?)(?:\.ts)?(?:\/|$)/.exec(path)?.[1] ?? null;
const isTest = (path) => path.endsWith('.test.ts');

const up = new Map();
for (const module of modules) {
  const from = folderOf(module.source);
  if (!from || isTest(module.source)) continue;
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!to || to === from) continue;
    if (layerOf(from) < 0 || layerOf(to) < 0) throw new Error(`No layer for ${layerOf(from) < 0 ? from : to}: add it to LAYERS`);
    if (layerOf(to) <= layerOf(from)) continue;
    const key = `${from} -> ${to}`;
    up.set(key, [...(up.get(key) ?? []), `${module.source} -> ${dependency.resolved}`]);
  }
}
for (const [key, imports] of [...up].sort()) {
  console.log(`${key}: ${imports.length}`);
  if (process.argv.includes('--list')) for (const line of imports) console.log(`  ${line}`);
}
console.log(`imports up a layer: ${[...up.values()].reduce((sum, imports) => sum + imports.length, 0)}`);
