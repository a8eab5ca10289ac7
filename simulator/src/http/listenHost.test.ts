// Where the simulator listens (DESIGN.md "Access control": 127.0.0.1 unless
// told otherwise), and that clients given `localhost` URLs still reach it.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../seed/accounts';
import { startSimulator } from '../startSimulator';
import type { Simulator } from '../options';
import { connectMqtt, loginAs } from '../../test/harness/simHarness';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-host-'));
const started: Simulator[] = [];
afterAll(async () => {
  for (const sim of started) await sim.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(host?: string): Promise<Simulator> {
  const sim = await startSimulator({ port: 0, mqttPort: 0, dataDir, quiet: true, ...(host === undefined ? {} : { host }) });
  started.push(sim);
  return sim;
}

/** 'open' when a TCP connection to host:port is accepted, else the error code. */
function tcpOutcome(port: number, host: string, lookup?: LookupFunction): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host, ...(lookup ? { lookup } : {}) }, () => {
      socket.destroy();
      resolve('open');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const wsOpens = (url: string) =>
  new Promise<boolean>((resolve) => {
    const ws = new WebSocket(url, 'mqtt');
    ws.on('open', () => {
      ws.close();
      resolve(true);
    });
    ws.on('error', () => resolve(false));
  });

describe('listening address', () => {
  it('listens on 127.0.0.1 only by default, HTTP and MQTT alike', async () => {
    const sim = await start();
    for (const port of [sim.port, sim.mqttPort]) {
      expect(await tcpOutcome(port, '127.0.0.1')).toBe('open');
      // Another loopback address and the IPv6 loopback reach this machine, but not a server bound to 127.0.0.1.
      expect(await tcpOutcome(port, '127.0.0.2')).toBe('ECONNREFUSED');
      expect(await tcpOutcome(port, '::1')).toBe('ECONNREFUSED');
    }
  });

  it('is reached through its localhost URLs by fetch, mqtt.js over TCP and over WebSocket', async () => {
    const sim = await start();
    expect(sim.httpUrl).toBe(`http://localhost:${sim.port}`);
    const session = await loginAs(sim, demoAccount);
    for (const url of [sim.mqttTcpUrl, sim.wsUrl]) {
      const client = await connectMqtt(url, session);
      expect(client.connected).toBe(true);
      await client.endAsync(true);
    }
    expect(await wsOpens(sim.wsUrl)).toBe(true);
  });

  it('is reached as localhost where localhost resolves to ::1 first (Node tries each address)', async () => {
    const sim = await start();
    // As on a machine whose /etc/hosts lists ::1 before 127.0.0.1.
    const ipv6First: LookupFunction = (_host, _options, callback) =>
      (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [
        { address: '::1', family: 6 },
        { address: '127.0.0.1', family: 4 },
      ]);
    expect(await tcpOutcome(sim.port, 'localhost', ipv6First)).toBe('open');
    expect(await tcpOutcome(sim.mqttPort, 'localhost', ipv6First)).toBe('open');
  });

  it('listens on every address when told 0.0.0.0, still handing out localhost URLs', async () => {
    const sim = await start('0.0.0.0');
    expect(sim.httpUrl).toBe(`http://localhost:${sim.port}`);
    expect(await tcpOutcome(sim.port, '127.0.0.2')).toBe('open');
    expect(await tcpOutcome(sim.mqttPort, '127.0.0.2')).toBe('open');
    expect((await fetch(`http://127.0.0.2:${sim.port}/api/clients/get?clientId=homeport-portal`)).status).toBe(200);
  });
});
