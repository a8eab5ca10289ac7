import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSimulator, type Simulator } from '@homeport/simulator';
import { AXE_PAGES, AXE_SUMMARY, e2eWorkers } from './workerCount';
import type { WorkerSimulator } from './workers';

const simulators: Simulator[] = [];
const dataDirs: string[] = [];

declare module 'vitest' {
  export interface ProvidedContext {
    /** One simulator per worker: a worker's spec files run one after another on its own (e2e/workers.ts). */
    simulators: WorkerSimulator[];
  }
}

export async function setup(project: TestProject): Promise<void> {
  rmSync(AXE_PAGES, { recursive: true, force: true });
  // New password hashes at scrypt's lowest accepted cost, as in the vitest run (simulator auth/password.ts).
  process.env.HOMEPORT_SCRYPT_N ??= '1024';
  const provided: WorkerSimulator[] = [];
  for (let i = 0; i < e2eWorkers(); i += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'homeport-e2e-'));
    dataDirs.push(dataDir);
    const simulator = await startSimulator({ port: 0, mqttPort: 0, dataDir, fresh: true, serveDir: 'host/dist', quiet: true });
    simulators.push(simulator);
    provided.push({ baseUrl: simulator.httpUrl, mqttTcpUrl: simulator.mqttTcpUrl, controlToken: simulator.controlToken! });
  }
  project.provide('simulators', provided);
}

export async function teardown(): Promise<void> {
  await Promise.all(simulators.map((simulator) => simulator.close()));
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  mergeAxeSummary();
}

/** Each page's axe counts were written to a file of its own (workers write at once); one summary for the reader. */
function mergeAxeSummary(): void {
  let files: string[];
  try {
    files = readdirSync(AXE_PAGES).filter((name) => name.endsWith('.json'));
  } catch {
    return;
  }
  const summary: Record<string, unknown> = {};
  for (const file of files.sort()) Object.assign(summary, JSON.parse(readFileSync(join(AXE_PAGES, file), 'utf8')));
  mkdirSync('test-results', { recursive: true });
  writeFileSync(AXE_SUMMARY, `${JSON.stringify(summary, null, 2)}\n`);
}
