#!/usr/bin/env node
// `npm run typecheck`: every program with only the libraries its code may use
// (the sdk: ES2023 alone; widgets, portal, host: the DOM; the simulator: Node;
// the root: tests, e2e, bench, stories, configs, with the DOM and Node).
//
// The programs are TypeScript project references (docs/testing.md): each
// package is a `composite` project that checks its own sources once and
// writes their declarations to node_modules/.cache/tsc/<package>/; the
// programs that import it (through the `@homeport/source` condition) read
// those .d.ts files instead of checking its sources again. So a project
// starts once the projects it references are done: sdk, then widgets and
// simulator, then portal, then host and root, two at a time. Each runs as
// `tsc -b`, which skips a project none of whose files changed since its
// last run (the build info lives beside the declarations);
// after a project that failed, its dependents run as `tsc -p`, which reads
// the declarations it still wrote without reporting its errors again.
//
// `tsc -b` looks only at a project's own files, not at node_modules: after an
// `npm install` (node_modules/.package-lock.json newer than the cache), the
// cache is dropped and everything is checked afresh.
//
// Measured on the 2-core machine beside other work (docs/testing.md): a cold
// run 33 s of CPU with TypeScript 7 (111 s with 5.9; 225 s when each program
// compiled the package sources it imports), a warm run 1 s, a comment edited
// in one sdk file 1.5 s.
import { spawn } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';

const cache = 'node_modules/.cache/tsc';
// TypeScript 7, the native compiler (docs/tooling.md "Two TypeScripts"),
// started directly rather than through `npx`, which costs about a second of
// CPU per project.
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');
// Each project and the projects it references (as in its tsconfig.json).
const projects = {
  'packages/sdk': [],
  'packages/widgets': ['packages/sdk'],
  simulator: ['packages/sdk'],
  'packages/portal': ['packages/sdk', 'packages/widgets'],
  'tsconfig.json': ['packages/sdk', 'packages/widgets', 'packages/portal', 'simulator'],
  host: ['packages/sdk', 'packages/widgets', 'packages/portal'],
};

const installed = 'node_modules/.package-lock.json';
const rootInfo = `${cache}/root.tsbuildinfo`;
if (existsSync(rootInfo) && existsSync(installed) && statSync(installed).mtimeMs > statSync(rootInfo).mtimeMs) {
  console.log('node_modules changed since the last typecheck: checking everything afresh.');
  rmSync(cache, { recursive: true, force: true });
}

function check(project, mode) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, mode, project], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`tsc ${mode} ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const text = Buffer.concat(output).toString().trimEnd();
      if (text) console.log(text);
      resolve(code === 0);
    });
  });
}

const jobs = Math.max(1, Math.min(Number(process.env.TYPECHECK_JOBS ?? 2), availableParallelism()));
const done = new Set();
const failed = new Set();
const waiting = Object.keys(projects);
let running = 0;
await new Promise((finish) => {
  const startReady = () => {
    while (running < jobs) {
      const next = waiting.findIndex((project) => projects[project].every((dependency) => done.has(dependency)));
      if (next < 0) break;
      const [project] = waiting.splice(next, 1);
      running += 1;
      const afterFailure = projects[project].some((dependency) => failed.has(dependency));
      void check(project, afterFailure ? '-p' : '-b').then((ok) => {
        if (!ok) failed.add(project);
        done.add(project);
        running -= 1;
        if (waiting.length === 0 && running === 0) finish();
        else startReady();
      });
    }
  };
  startReady();
});
if (failed.size > 0) {
  console.error(`typecheck failed in ${[...failed].join(', ')}`);
  process.exit(1);
}
