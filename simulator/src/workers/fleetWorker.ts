import { join } from 'node:path';
import { ErrorCode } from '@homeport/sdk';
import type { SetAsideEntry } from '@homeport/sdk/sim';
import { parseExternalBroker } from '../broker/externalBroker';
import { connectExternalClient } from '../cloud/internalClient';
import { SimClock } from '../clock/simClock';
import type { GatewayContents } from '../gateway/contents';
import { EmulatorRegistry } from '../gateway/emulatorRegistry';
import { NoSuchGateway } from '../gateway/gatewayOwners';
import { Fleet, type FleetAdmission, type FleetGate } from '../gateway/fleet';
import { gatewayOpNamed } from '../gateway/gatewayOps';
import '../gateway/ops/index';
import type { GatewayUplink } from '../gateway/uplink';
import type { Log } from '../log';
import { ApiError } from '../errors/apiError';
import { deriveGatewayContents } from '../seed/derivedGateway';
import type { CloudMeta, GatewayRecord } from '../store/cloudState';
import { dataPaths } from '../store/dataDir';
import { FactorySecretsLog } from '../store/factorySecretsLog';
import { GatewayFiles } from '../store/gatewayFiles';
import { RuleTimerIndex } from '../store/ruleTimerIndex';
import { SetAsideFiles } from '../store/setAsideFiles';
import { fleetTopics, readFleetMessage, ToWorker, type GatewayCard, type ToCloud } from './protocol';
import { shardGroup, shardOf } from './shards';
import { contained } from '../guard/contained';

/** What a fleet worker is started with (workers/workerFleet.ts hands it over as JSON). */
export interface FleetWorkerConfig {
  /** The external broker's URL, credentials included. */
  broker: string;
  dataDir: string;
  product: string;
  shard: number;
  shards: number;
  /** The cloud's clock when the worker was started; moves follow as messages. */
  clock: { now: number; rate: number };
  /** The seed the folder was made from: generated gateways are derived from it. */
  meta: CloudMeta;
  loadedGateways?: number;
}

/** How long a request waits for the cloud's word on it before it is dropped (as a lost request: the caller times out). */
const ADMIT_TIMEOUT_MS = 15_000;

/**
 * One fleet worker (docs/simulator.md "Fleet workers"): the emulators of
 * the gateways whose serials hash to its shard, loaded from their files in
 * the shared data folder (or derived from the seed) and owned here alone.
 * Its fleet takes requests through its shard's shared subscription on the
 * external broker; everything its gateways say goes to the cloud over one
 * topic, in the order it was said, and the cloud publishes it. It asks the
 * cloud about each request (the gateway's owner, whether it is online,
 * whether the sender may write it, QA's faults) and runs the operations the
 * cloud sends it by name.
 */
export async function startFleetWorker(config: FleetWorkerConfig, log: Log): Promise<{ close(): Promise<void> }> {
  const { product, shard, shards } = config;
  const client = await connectExternalClient(parseExternalBroker(config.broker), `fleet-worker-${shard}`, log);
  const paths = dataPaths(config.dataDir);
  const clock = new SimClock({ start: config.clock.now, rate: config.clock.rate, onError: (error) => say(`clock: a timer failed: ${String(error)}`) });
  const toCloud = fleetTopics.toCloud(product, shard);
  const up = (message: ToCloud): Promise<void> =>
    new Promise((resolve) => {
      client.publish(toCloud, JSON.stringify(message), { qos: 0 }, (error) => {
        if (error) log(`fleet worker ${shard}: ${message.t} to the cloud failed: ${error.message}`);
        resolve();
      });
    });
  const say = (message: string) => void up({ t: 'log', message: `fleet worker ${shard}: ${message}` });

  // What the cloud last said of each gateway (its record and owner), with every answer and operation about it.
  const cards = new Map<string, GatewayCard>();
  let secrets = new FactorySecretsLog(join(paths.gatewaysDir, 'factory-secrets.log'));
  // Its shard's gateways with time triggers; the cloud writes the file.
  const timed = new RuleTimerIndex(paths.ruleTimersFile, {
    keep: (serial) => shardOf(serial, shards) === shard,
    changed: (serial, isTimed) => void up({ t: 'timed', serial, timed: isTimed }),
  });

  const uplink: GatewayUplink = {
    events: (serial, events) => up({ t: 'events', serial, events: events.map((e) => ({ name: e.name, data: e.data })) }),
    message: (topic, message) => up({ t: 'message', topic, message }),
    userEvent: (userId, name, data) => up({ t: 'userEvent', userId, name, data }),
    owner: (serial) => cards.get(serial)?.owner ?? null,
    raiseAlarm(serial, code, options) {
      void up({ t: 'raise', serial, code, options: { ...options, source: { ...options.source } } });
      return 'published';
    },
    send: (message) => void up({ t: 'send', message: { ...message } }),
    log: say,
  };
  const derive = (serial: string): GatewayContents | null => {
    const record = cards.get(serial)?.record as GatewayRecord | null | undefined;
    return record ? deriveGatewayContents(config.meta, record, (s) => secrets.secretsOf(s)) : null;
  };
  // What does not load is set aside in the shared data folder (docs/simulator.md "Set aside"); the cloud marks the record.
  const aside = { files: new SetAsideFiles(paths.setAsideDir), told: (entry: SetAsideEntry) => void up({ t: 'setAside', entry }) };
  const emulators = new EmulatorRegistry(new GatewayFiles(paths.gatewaysDir), clock, uplink, timed, derive, config.loadedGateways, aside);

  // Requests waiting for the cloud's word; answered in the order they were asked.
  const waiting = new Map<number, { serial: string; resolve: (admission: FleetAdmission | null) => void; timer: NodeJS.Timeout }>();
  let seq = 0;
  const gate: FleetGate = (serial, owner, request) =>
    new Promise((resolve) => {
      const id = ++seq;
      const timer = setTimeout(() => {
        waiting.delete(id);
        log(`fleet worker ${shard}: the cloud said nothing of a request to ${serial}; dropped`);
        resolve(null);
      }, ADMIT_TIMEOUT_MS);
      waiting.set(id, { serial, resolve, timer });
      void up({ t: 'admit', id, serial, owner, request });
    });

  const fleet = await Fleet.start({
    client,
    product,
    gate,
    emulators,
    log: say,
    report: (serial, report) => up({ t: 'report', serial, report: { ...report } }),
    shard: { prefix: shardGroup(shard), owns: (serial) => shardOf(serial, shards) === shard },
  });

  const follow = (now: number, rate: number) => {
    // Forward only: a worker's clock runs on its own between moves, and may be a hair ahead.
    if (now > clock.now()) clock.set(now);
    if (clock.state().rate !== rate) clock.setRate(rate);
  };

  const onControl = async (message: ToWorker): Promise<void> => {
    switch (message.t) {
      case 'admitted': {
        const entry = waiting.get(message.id);
        if (!entry) return;
        waiting.delete(message.id);
        clearTimeout(entry.timer);
        if (message.card) cards.set(entry.serial, message.card);
        entry.resolve(message.admission as FleetAdmission | null);
        return;
      }
      case 'op': {
        cards.set(message.serial, message.card);
        const op = gatewayOpNamed(message.op);
        try {
          if (!op) throw new ApiError(500, ErrorCode.invalidInput, `No gateway operation ${message.op} on this worker`);
          const value = await emulators.run(message.serial, op, message.args);
          await up({ t: 'reply', id: message.id, ok: true, value });
        } catch (error) {
          await up({ t: 'reply', id: message.id, ok: false, error: errorOf(error) });
        }
        return;
      }
      case 'add':
        try {
          emulators.create(message.contents as unknown as GatewayContents);
          await up({ t: 'reply', id: message.id, ok: true });
        } catch (error) {
          await up({ t: 'reply', id: message.id, ok: false, error: errorOf(error) });
        }
        return;
      case 'remove':
        cards.delete(message.serial);
        emulators.remove(message.serial);
        return;
      case 'clock':
        follow(message.now, message.rate);
        return;
      case 'reset':
        // The cloud rewrote the folder: the emulators, what they had waiting, and what was known of them go.
        emulators.unloadAll();
        clock.clear();
        cards.clear();
        secrets = new FactorySecretsLog(secrets.path);
        timed.reload();
        return;
      case 'loadTimed':
        emulators.loadTimed();
        return;
      case 'ping':
        await up({ t: 'pong', id: message.id, nextDue: clock.state().nextDue });
        return;
    }
  };

  const controlTopic = fleetTopics.toWorker(product, shard);
  // Each is started in the order it came, as the same calls would be in one process: an operation that
  // waits (a PIN's hash) holds up nothing else, and its reply leaves when it is done.
  client.on(
    'message',
    contained(
      log,
      (topic) => `fleet worker ${shard}: a message on ${topic}`,
      (topic: string, payload: Buffer) => {
        if (topic !== controlTopic) return;
        const message = readFleetMessage(ToWorker, payload);
        if (typeof message === 'string') {
          log(`fleet worker ${shard}: dropped a message from the cloud (${message})`);
          return;
        }
        onControl(message).catch((error: unknown) => say(`${message.t} failed: ${String(error)}`));
      },
    ),
  );
  await client.subscribeAsync(controlTopic, { qos: 0 });
  const loaded = emulators.loadTimed();
  await up({ t: 'hello', shard, pid: process.pid });
  if (loaded > 0) say(`${loaded} gateways with time triggers loaded`);

  return {
    async close() {
      for (const entry of waiting.values()) clearTimeout(entry.timer);
      emulators.unloadAll();
      clock.close();
      await fleet.close();
    },
  };
}

/** An error as it crosses to the cloud: an ApiError's fields, anything else a 500. */
function errorOf(error: unknown): NonNullable<Extract<ToCloud, { t: 'reply' }>['error']> {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      errorCode: error.errorCode,
      message: error.message,
      ...(error.field === undefined ? {} : { field: error.field }),
      noGateway: error instanceof NoSuchGateway,
    };
  }
  return { status: 500, errorCode: '000500', message: error instanceof Error ? error.message : String(error), noGateway: false };
}
