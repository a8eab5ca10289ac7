#!/usr/bin/env node
// `npm run test:quick [-- REF]`: the inner loop, within about three minutes
// once the caches are warm (the first run fills them). It checks what a
// change can break soonest; `npm test` is still what proves the whole.
//
// - typecheck, incremental (the build info lives in node_modules/.cache/tsc);
// - ESLint and Prettier on the changed files only, with their caches;
// - the simulator's import graph (no loops), when a simulator file changed;
// - every unit test of the packages (sdk, widgets, portal, host);
// - of the simulator's and the integration tests, those that import a
//   changed file (vitest's --changed).
//
// "Changed" means not yet committed, or with REF: changed since REF
// (`npm run test:quick -- main` on a branch).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ref = process.argv[2];
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [
  ...new Set([...(ref ? git('diff', '--name-only', `${ref}...HEAD`) : []), ...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => existsSync(file));
console.log(changed.length > 0 ? `Changed: ${changed.join(', ')}` : 'No changed files: the unit tests and the typecheck only.');

const stages = [];
function run(label, cmd, args) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = performance.now();
  const ok = spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;
  stages.push({ label, seconds: (performance.now() - started) / 1000, ok });
}

run('typecheck', 'node', ['scripts/typecheck.mjs']);
const lintable = changed.filter((file) => /\.(m?[jt]sx?)$/.test(file));
if (lintable.length > 0) run('lint (changed files)', 'npx', ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', ...lintable]);
if (changed.some((file) => file.startsWith('simulator/') || file.startsWith('packages/portal/')))
  run('import graph', 'npx', ['depcruise', '--config', '.dependency-cruiser.cjs', 'simulator', 'packages/portal/src']);
if (changed.length > 0) run('format check (changed files)', 'npx', ['prettier', '--check', '--cache', '--ignore-unknown', ...changed]);
run('unit tests (packages)', 'npx', ['vitest', 'run', 'packages', 'host']);
if (changed.length > 0) run('integration tests the change touches', 'npx', ['vitest', 'run', '--changed', ...(ref ? [ref] : []), '--passWithNoTests', 'simulator', 'tests']);

console.log('\nstage                                 seconds');
for (const s of stages) console.log(`${s.label.padEnd(36)}  ${s.seconds.toFixed(1).padStart(7)}${s.ok ? '' : '  failed'}`);
const failedStages = stages.filter((s) => !s.ok).length;
console.log(`\n${failedStages === 0 ? 'quick checks passed' : `${failedStages} stage(s) failed`} in ${stages.reduce((sum, s) => sum + s.seconds, 0).toFixed(0)} s`);
process.exit(failedStages === 0 ? 0 : 1);
