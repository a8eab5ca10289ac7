#!/usr/bin/env node
// `npm run typecheck`: one `tsc -p` per program, each with only the libraries
// its code may use (the sdk: ES2023 alone; widgets, portal, host: the DOM;
// the simulator: Node; the root: tests, e2e, bench, stories, configs).
// Runs them two at a time (tsc uses one core; the root program, the
// largest, starts first) and exits non-zero if any failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = [
  'tsconfig.json',
  'packages/portal/tsconfig.json',
  'simulator/tsconfig.json',
  'packages/widgets/tsconfig.json',
  'host/tsconfig.json',
  'packages/sdk/tsconfig.json',
];

function check(project) {
  // Incremental: a second run re-checks only what changed (the info files live in node_modules/.cache).
  const buildInfo = `node_modules/.cache/tsc/${project.replaceAll('/', '_')}.tsbuildinfo`;
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const text = Buffer.concat(output).toString().trimEnd();
      if (text) console.log(text);
      resolve(code === 0);
    });
  });
}

const jobs = Math.max(1, Math.min(Number(process.env.TYPECHECK_JOBS ?? 2), availableParallelism()));
const queue = [...projects];
const failed = [];
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed.push(project);
    }
  }),
);
if (failed.length > 0) {
  console.error(`typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
