import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSimulator, type Simulator } from '@homeport/simulator';

let simulator: Simulator | undefined;
let dataDir: string | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mqttTcpUrl: string;
    controlToken: string;
  }
}

export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(join(tmpdir(), 'homeport-e2e-'));
  simulator = await startSimulator({ port: 0, mqttPort: 0, dataDir, fresh: true, serveDir: 'host/dist', quiet: true });
  project.provide('baseUrl', simulator.httpUrl);
  project.provide('mqttTcpUrl', simulator.mqttTcpUrl);
  project.provide('controlToken', simulator.controlToken!);
}

export async function teardown(): Promise<void> {
  await simulator?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
