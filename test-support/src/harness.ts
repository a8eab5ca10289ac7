import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator, type Simulator, type SimulatorOptions } from '@homeport/simulator';
import { GatewayLink, RestClient, defaultCustomerConfig, type LoginResult } from '@homeport/sdk';
import type { Credentials } from './accounts';

export interface Harness {
  sim: Simulator;
  dataDir: string;
  stop(): Promise<void>;
}

/** The real simulator on free ports in a fresh data folder. */
/** The real simulator on free ports in a fresh folder; `options` as startSimulator's (a paused clock: `{ clockRate: 0 }`). */
export async function startHarness(options: Partial<SimulatorOptions> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homeport-it-'));
  const sim = await startSimulator({ port: 0, mqttPort: 0, fresh: true, quiet: true, ...options, dataDir });
  return {
    sim,
    dataDir,
    async stop() {
      await sim.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function restFor(sim: Simulator, session?: { sessionId: string } | null): RestClient {
  return new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session?.sessionId ?? null });
}

export async function login(sim: Simulator, who: Credentials): Promise<LoginResult> {
  return restFor(sim).auth.login(who.identity, who.secret);
}

export function linkFor(sim: Simulator, session: LoginResult, url = sim.wsUrl): GatewayLink {
  return GatewayLink.connect({
    url,
    userId: session.userId,
    sessionId: session.sessionId,
    product: defaultCustomerConfig.product,
    // Fail fast in tests; the spec's 10 s reconnect would only slow them down.
    mqtt: { reconnectPeriodMs: 200 },
  });
}

/** A control API call (`/api/__sim{path}`) with the simulator's token. */
export async function control(sim: Simulator, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${sim.httpUrl}/api/__sim${path}`, {
    method,
    headers: { authorization: `Bearer ${sim.controlToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Active Node timers, to prove a settled request left none behind. */
export function activeTimeouts(): number {
  return process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
}

/** A gateway's factory PIN and local password, as QA reads them from the control API (never derived from the serial). */
export async function factorySecretsOf(sim: Simulator, serial: string): Promise<{ factoryPin: string; localPassword: string }> {
  const response = await control(sim, 'GET', `/gateways/${serial}`);
  if (!response.ok) throw new Error(`gateway ${serial}: ${response.status} ${await response.text()}`);
  const { factoryPin, localPassword } = ((await response.json()) as { data: { emulator: { factoryPin: string; localPassword: string } } }).data.emulator;
  return { factoryPin, localPassword };
}
