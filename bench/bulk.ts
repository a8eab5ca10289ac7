// One bulk campaign (open_network) over 1,000 emulated gateways on a
// simulator of its own in this process: the time until the campaign ends
// and the bom_* events per second an admin's client receives, beside the
// anchor, the broker's own raw publish throughput (qos 0, one publisher,
// one subscriber) measured in the same process just before. No thresholds.
// BENCH_BULK_GATEWAYS sets the campaign size (default 1000);
// BENCH_BULK_CONCURRENCY the queue's tasks in flight (default 8, as the simulator).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import Aedes from 'aedes';
import mqtt from 'mqtt';
import { RestClient, parseEvent, type BulkCampaign } from '@homeport/sdk';
import { startSimulator } from '@homeport/simulator';
import { ADMIN } from '@homeport/test-support/accounts';

const SIZE = Math.max(1, Number(process.env.BENCH_BULK_GATEWAYS ?? 1000));
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_BULK_CONCURRENCY ?? 8));
const RAW_MESSAGES = 20_000;

export async function benchBulk(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homeport-bench-bulk-'));
  // A fleet large enough to hold SIZE online gateways (the seed leaves some offline).
  const sim = await startSimulator({ port: 0, mqttPort: 0, dataDir, fresh: true, quiet: true, gateways: Math.ceil(SIZE * 1.5) + 10, bulkConcurrency: CONCURRENCY });
  try {
    const session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(ADMIN.identity, ADMIN.secret);
    const rest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId });

    const anchor = await rawThroughput();
    console.log(`  anchor: aedes raw publish in this process, qos 0, ${RAW_MESSAGES} event-sized messages one mqtt.js client to another: ${anchor.toFixed(0)} msg/s`);

    const rows = (await rest.location.filtering({ filter: {}, page: 1, limit: 1000 })).items;
    let page = 2;
    while (rows.filter((r) => r.connectionStatus === 'online').length < SIZE) {
      const more = (await rest.location.filtering({ filter: {}, page, limit: 1000 })).items;
      if (more.length === 0) break;
      rows.push(...more);
      page += 1;
    }
    const serials = rows
      .filter((r) => r.connectionStatus === 'online')
      .slice(0, SIZE)
      .map((r) => r.serialNumber);

    const watcher = await mqtt.connectAsync(sim.mqttTcpUrl, { username: session.userId, password: session.sessionId, protocolVersion: 4, reconnectPeriod: 0 });
    await watcher.subscribeAsync('homeport/admin/evt', { qos: 0 });
    let events = 0;
    let campaignId = '';
    let finish: (campaign: BulkCampaign) => void = () => undefined;
    const finished = new Promise<BulkCampaign>((resolve) => (finish = resolve));
    watcher.on('message', (_topic, buffer) => {
      const event = parseEvent(buffer);
      if (!event?.name.startsWith('bom_')) return;
      events += 1;
      if (event.name === 'bom_campaign_updated_finished' && (event.data as BulkCampaign)._id === campaignId) finish(event.data as BulkCampaign);
    });
    const start = performance.now();
    const campaign = await rest.bulk.campaign.create({ operation_name: 'Bench inclusion', userId: session.userId, devices: serials, campaignOptions: { retryNumber: 0 } });
    campaignId = campaign._id;
    const created = performance.now();
    const done = await finished;
    const seconds = (performance.now() - start) / 1000;
    await watcher.endAsync(true);
    console.log(`  campaign: ${serials.length} gateways, open_network, ${CONCURRENCY} in flight`);
    console.log(`    create call: ${(created - start).toFixed(0)} ms (one task per serial written to the campaign's log)`);
    console.log(
      `    until finished: ${seconds.toFixed(2)} s, ${(serials.length / seconds).toFixed(0)} tasks/s, status ${done.status} (${done.taskCounters.successful} successful, ${done.taskCounters.failed} failed)`,
    );
    console.log(`    bom_* events received: ${events}, ${(events / seconds).toFixed(0)} events/s (${((events / seconds / anchor) * 100).toFixed(1)}% of the raw anchor)`);
  } finally {
    await sim.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The anchor: messages per second from one mqtt.js client to another
 * through a bare aedes broker (no access control) in this process, qos 0,
 * payloads the size of a bom_task_updated event.
 */
async function rawThroughput(): Promise<number> {
  const broker = new Aedes();
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    broker.handle(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `mqtt://127.0.0.1:${port}`;
  const publisher = await mqtt.connectAsync(url, { protocolVersion: 4, reconnectPeriod: 0 });
  const subscriber = await mqtt.connectAsync(url, { protocolVersion: 4, reconnectPeriod: 0 });
  const topic = 'homeport/admin/evt';
  await subscriber.subscribeAsync(topic, { qos: 0 });
  let got = 0;
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (done = resolve));
  subscriber.on('message', () => {
    got += 1;
    if (got === RAW_MESSAGES) done();
  });
  const payload = Buffer.from(JSON.stringify({ name: 'bom_task_updated', data: { _id: 'x'.repeat(400) }, ts: 0 }));
  const start = performance.now();
  for (let i = 0; i < RAW_MESSAGES; i += 1) publisher.publish(topic, payload, { qos: 0 });
  await all;
  const seconds = (performance.now() - start) / 1000;
  await publisher.endAsync(true);
  await subscriber.endAsync(true);
  await new Promise<void>((resolve) => broker.close(() => resolve()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return RAW_MESSAGES / seconds;
}
