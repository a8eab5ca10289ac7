#!/usr/bin/env node
// `npm test`: typecheck, lint, format check, vitest (unit + integration
// against a live simulator), the packages as published, then the Playwright
// specs in Debian's Chromium. Every stage runs even when an earlier one
// fails, so one run reports everything; the last line is the plain
// `N passed, N failed` that CI reads.
//
// The work is seven pieces, longest first: vitest; the host build, its
// first-load budget and the browser specs on it; the typecheck; the packages
// as published (pack, publint, attw, Storybook, the partner example, the
// widget sizes); ESLint; the import graph; Prettier. TEST_LANES lanes (default 3) each take
// the next piece when free. vitest and the browser specs mostly wait (on
// simulators, on pages), so running them side by side with a single-threaded
// check fills the two cores that either alone leaves half idle. One stage
// prints as it goes; the others print their output when they end (and keep
// it in test-results/logs/).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

mkdirSync('test-results/logs', { recursive: true });
let passed = 0;
let failed = 0;

// Each stage's seconds, printed as a table at the end and kept in
// test-results/stages.json, so a stage that grows is seen the day it grows.
const stages = [];
const runStarted = performance.now();
const machineAtStart = machineBusySeconds();
const seconds = (since) => Math.round((performance.now() - since) / 100) / 10;

// A stage runs under bash, whose `times` then gives the CPU seconds (user
// and system) of everything the stage ran and waited for: the figure that
// says what a stage costs on a shared machine, where its wall clock depends
// on what else runs.
const WITH_CPU_TIMES = '"$@"; code=$?; times > "$HOMEPORT_STAGE_TIMES"; exit $code';

/**
 * Seconds the machine's cores have been busy since boot (Linux /proc/stat),
 * or null elsewhere: the run's share of it says how well the lanes fill the
 * cores (on an otherwise idle machine; anything else running counts too).
 */
function machineBusySeconds() {
  if (!existsSync('/proc/stat')) return null;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** The children's user + system seconds from a `times` output (its second line). */
function cpuSeconds(file) {
  if (!existsSync(file)) return null;
  const line = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  rmSync(file);
  return parts.length === 2 ? Math.round((parts[0] + parts[1]) * 10) / 10 : null;
}

/**
 * Runs one stage. A `live` stage prints as it goes (unless another live
 * stage already does); the others write to test-results/logs/<stage>.log
 * and print it in one piece when they end, so lanes never interleave their
 * lines.
 */
let liveStageRunning = false;

function run(label, cmd, args, { cwd, live: wantsLive = false } = {}) {
  const title = `=== ${label}: ${cmd} ${args.join(' ')}${cwd ? ` (in ${cwd})` : ''}`;
  // One stage prints live at a time; a second one that wants to is kept to its log like the rest.
  const live = wantsLive && !liveStageRunning;
  if (live) liveStageRunning = true;
  const slug = label.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const logFile = `test-results/logs/${slug}.log`;
  const timesFile = path.resolve(`test-results/logs/${slug}.times`);
  if (live) console.log(`\n${title}`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', WITH_CPU_TIMES, 'bash', cmd, ...args], {
      cwd,
      env: { ...process.env, HOMEPORT_STAGE_TIMES: timesFile },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      if (live) liveStageRunning = false;
      stages.push({ stage: label, startedAt: Math.round((started - runStarted) / 100) / 10, seconds: seconds(started), cpuSeconds: cpuSeconds(timesFile), ok });
      if (!live) {
        const text = Buffer.concat(output).toString();
        writeFileSync(logFile, text);
        console.log(`\n${title}\n${text.trimEnd()}${text.trim() ? '\n' : ''}--- ${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      }
      resolve(ok);
    });
  });
}

/** A tool of node_modules/.bin, started directly: `npx` costs about 0.7 CPU-seconds a call to find it. */
const bin = (name) => `node_modules/.bin/${name}`;

/** A stage that counts as one test: passed when it exits 0. */
async function check(label, cmd, args, options) {
  const ok = await run(label, cmd, args, options);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that fails to load has no tests to count; count it as a failure.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0);
  failed += brokenFiles.length;
  // Passed, yet with errors: it failed first and passed on a retry (e2e only).
  const flaky = report.testResults.flatMap((r) =>
    r.assertionResults.filter((a) => a.status === 'passed' && a.failureMessages.length > 0).map((a) => `${r.name.replace(process.cwd() + '/', '')} > ${a.fullName}`),
  );
  if (flaky.length > 0) {
    console.log(`\nPassed only on a retry (flaky, to be fixed):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
    writeFileSync('test-results/flaky.txt', flaky.join('\n') + '\n', { flag: 'a' });
  }
  return true;
}

async function vitestStage() {
  await run('unit and integration', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'], { live: true });
  if (!countVitest('test-results/vitest.json')) failed += 1;
}

/** The host as it ships, its first-load budget, then the browser specs on it. */
async function hostAndBrowserStages() {
  const hostBuilt = await run('build host', 'npm', ['run', 'build', '-w', 'host']);
  if (!hostBuilt) {
    failed += 2;
    return;
  }
  // What /login loads before any interaction, against its budget.
  await check('first-load size of the host', 'node', ['scripts/first-load.mjs', 'host/dist']);
  await run(
    'e2e (Playwright, Chromium)',
    bin('vitest'),
    ['run', '-c', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/e2e.json'],
    { live: true },
  );
  if (!countVitest('test-results/e2e.json')) failed += 1;
}

async function packageStages() {
  // The sdk and widgets as they would be published (STYLE.md, TanStack note):
  // `npm pack` runs each package's prepack, its build, as `npm publish` would.
  const packs = 'test-results/packs';
  mkdirSync(packs, { recursive: true });
  const tarball = (dir) => {
    const { name, version } = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
    return `${packs}/${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
  };
  const sdkPacked = await check('pack sdk', 'npm', ['pack', '-w', '@homeport/sdk', '--pack-destination', packs]);
  const widgetsPacked = await check('pack widgets', 'npm', ['pack', '-w', '@homeport/widgets', '--pack-destination', packs]);
  await check('publint sdk', bin('publint'), ['--strict', 'packages/sdk']);
  await check('publint widgets', bin('publint'), ['--strict', 'packages/widgets']);
  await check('attw sdk', bin('attw'), [tarball('packages/sdk'), '--profile', 'esm-only', '--format', 'ascii']);
  await check('attw widgets', bin('attw'), [tarball('packages/widgets'), '--profile', 'esm-only', '--exclude-entrypoints', './style.css', '--format', 'ascii']);

  // Storybook's test build: every story compiled and bundled as in `npm run
  // build-storybook`, without minifying or source maps (7 CPU-seconds less).
  await check('build Storybook', bin('storybook'), ['build', '-o', 'storybook-static', '--quiet', '--test']);

  // The partner example installs the tarballs just packed, as a partner would.
  const partner = { cwd: 'examples/partner' };
  const partnerInstalled =
    sdkPacked &&
    widgetsPacked &&
    (await run('vendor the packed sdk and widgets into the partner example', 'node', ['pack-homeport.mjs', '--from', `../../${packs}`], partner)) &&
    (await run('install the partner example', 'npm', ['install', '--no-audit', '--no-fund', '--install-links'], partner));
  if (partnerInstalled) {
    await check('build the partner example', 'npm', ['run', 'build'], partner);
    // The size budget, in that same install: each widget as a partner bundles it.
    await check('widget size budget', 'node', ['--import', 'tsx', 'scripts/widget-sizes.ts', '--check', 'examples/partner']);
  } else {
    failed += 2;
  }
}

// The work, longest first: each lane takes the next piece when it is free.
const queue = [
  vitestStage,
  hostAndBrowserStages,
  // One stage for every tsconfig (scripts/typecheck.mjs lists them); then the
  // packages, whose declarations are the ones the typecheck has just written
  // (scripts/bundle-declarations.mjs), so they are not compiled twice at once.
  async () => {
    await check('typecheck', 'node', ['scripts/typecheck.mjs']);
    await packageStages();
  },
  () => check('lint', bin('eslint'), ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']),
  // The simulator's and the portal's import graphs: no module in a loop, app/ the portal's root (.dependency-cruiser.cjs, docs/tooling.md "Import graph").
  () => check('import graph', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'simulator', 'packages/portal/src']),
  () => check('format check', bin('prettier'), ['--check', '--cache', '.']),
];
const lanes = Math.max(1, Number(process.env.TEST_LANES ?? 3));
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let piece = queue.shift(); piece; piece = queue.shift()) await piece();
  }),
);

const total = seconds(runStarted);
stages.sort((a, b) => a.startedAt - b.startedAt);
const cpuSum = Math.round(stages.reduce((sum, s) => sum + (s.cpuSeconds ?? 0), 0) * 10) / 10;
const machineAtEnd = machineBusySeconds();
const machineBusy = machineAtStart === null || machineAtEnd === null ? null : Math.round(machineAtEnd - machineAtStart);
writeFileSync('test-results/stages.json', JSON.stringify({ totalSeconds: total, cpuSecondsSum: cpuSum, machineBusySeconds: machineBusy, lanes, stages }, null, 2) + '\n');
const width = Math.max(...stages.map((s) => s.stage.length), 'stage'.length);
const cpu = (value) => (value === null || value === undefined ? '' : value.toFixed(1)).padStart(7);
console.log(`\nStages (${lanes} lanes side by side, so the total is the wall clock, not the sum; cpu: user + system seconds)`);
console.log(`${'stage'.padEnd(width)}  started  seconds      cpu`);
for (const s of stages)
  console.log(`${s.stage.padEnd(width)}  ${s.startedAt.toFixed(1).padStart(7)}  ${s.seconds.toFixed(1).padStart(7)}  ${cpu(s.cpuSeconds)}${s.ok ? '' : '  failed'}`);
// Stages overlap, so their seconds are not added up (the sum is no duration of anything); their CPU seconds are.
console.log(`${'CPU of the stages'.padEnd(width)}  ${''.padStart(7)}  ${''.padStart(7)}  ${cpu(cpuSum)}`);
console.log(`${'total (wall clock)'.padEnd(width)}  ${''.padStart(7)}  ${total.toFixed(1).padStart(7)}`);
if (machineBusy !== null) {
  console.log(`The machine's cores were busy ${machineBusy} s in ${total.toFixed(0)} s: ${(machineBusy / total).toFixed(2)} cores on average (everything running counts).`);
}

const line = `${passed} passed, ${failed} failed`;
writeFileSync('test-results/summary.txt', line + '\n');
console.log(`\n${line}`);
process.exit(failed === 0 ? 0 : 1);
