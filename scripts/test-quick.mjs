#!/usr/bin/env node
// `npm run test:quick [-- REF]`: the inner loop, within about three minutes
// once the caches are warm (the first run fills them). It checks what a
// change can break soonest; `npm test` is still what proves the whole.
//
// - typecheck, incremental (the build info lives in node_modules/.cache/tsc);
// - ESLint and Prettier on the changed files only, with their caches;
// - the simulator's import graph (no loops), when a simulator file changed;
//   these first four side by side;
// - every unit test of the packages (sdk, widgets, portal, host);
// - of the simulator's and the integration tests, those that import a
//   changed file (vitest's --changed).
//
// "Changed" means not yet committed, or with REF: changed since REF
// (`npm run test:quick -- main` on a branch).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const scriptStarted = performance.now();
const ref = process.argv[2];
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [
  ...new Set([...(ref ? git('diff', '--name-only', `${ref}...HEAD`) : []), ...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => existsSync(file));
console.log(changed.length > 0 ? `Changed: ${changed.join(', ')}` : 'No changed files: the unit tests and the typecheck only.');

const bin = (name) => `node_modules/.bin/${name}`;
const stages = [];

/**
 * Runs the commands side by side (the checks each keep one core busy and
 * the machine has two), printing each one's output whole when it ends.
 */
async function together(commands) {
  await Promise.all(
    commands.map(
      ([label, cmd, args]) =>
        new Promise((resolve) => {
          const started = performance.now();
          const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}\n${Buffer.concat(output).toString().trimEnd()}`);
            stages.push({ label, seconds: (performance.now() - started) / 1000, ok: code === 0 });
            resolve();
          });
        }),
    ),
  );
}

const lintable = changed.filter((file) => /\.(m?[jt]sx?)$/.test(file));
await together(
  [
    ['typecheck', 'node', ['scripts/typecheck.mjs']],
    lintable.length > 0 && ['lint (changed files)', bin('eslint'), ['--cache', '--cache-location', 'node_modules/.cache/eslint/', ...lintable]],
    changed.some((file) => file.startsWith('simulator/') || file.startsWith('packages/portal/')) && [
      'import graph',
      bin('depcruise'),
      ['--config', '.dependency-cruiser.cjs', 'simulator', 'packages/portal/src'],
    ],
    changed.length > 0 && ['format check (changed files)', bin('prettier'), ['--check', '--cache', '--ignore-unknown', ...changed]],
  ].filter(Boolean),
);
// The two vitest runs side by side too: the integration files wait on their
// simulators, and the unit tests fill the cores meanwhile.
await together(
  [
    ['unit tests (packages)', bin('vitest'), ['run', 'packages', 'host']],
    changed.length > 0 && ['integration tests the change touches', bin('vitest'), ['run', '--changed', ...(ref ? [ref] : []), '--passWithNoTests', 'simulator', 'tests']],
  ].filter(Boolean),
);

console.log('\nstage                                 seconds');
for (const s of stages) console.log(`${s.label.padEnd(36)}  ${s.seconds.toFixed(1).padStart(7)}${s.ok ? '' : '  failed'}`);
const failedStages = stages.filter((s) => !s.ok).length;
const wall = (performance.now() - scriptStarted) / 1000;
console.log(`\n${failedStages === 0 ? 'quick checks passed' : `${failedStages} stage(s) failed`} in ${wall.toFixed(0)} s`);
process.exit(failedStages === 0 ? 0 : 1);
