#!/usr/bin/env node
// `npm run typecheck`: one `tsc -p` per program, each with only the libraries
// its code may use (the sdk: ES2023 alone; widgets, portal, host: the DOM;
// the simulator: Node; the root: tests, e2e, bench, stories, configs).
// Runs them all and exits non-zero if any failed.
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/sdk/tsconfig.json',
  'packages/widgets/tsconfig.json',
  'packages/portal/tsconfig.json',
  'host/tsconfig.json',
  'simulator/tsconfig.json',
  'tsconfig.json',
];

const failed = [];
for (const project of projects) {
  console.log(`tsc -p ${project}`);
  // Incremental: a second run re-checks only what changed (the info files live in node_modules/.cache).
  const buildInfo = `node_modules/.cache/tsc/${project.replaceAll('/', '_')}.tsbuildinfo`;
  const result = spawnSync('npx', ['tsc', '-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(project);
}
if (failed.length > 0) {
  console.error(`typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
