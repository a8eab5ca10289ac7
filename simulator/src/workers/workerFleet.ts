import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { MqttClient } from 'mqtt';
import { ALARM_NOTIFICATION_CREATED, ErrorCode } from '@homeport/sdk';
import type { SetAsideEntry } from '@homeport/sdk/sim';
import type { SimClock } from '../clock/simClock';
import type { GatewayMessage } from '../cloud/outbox';
import type { GatewayContents } from '../gateway/contents';
import type { GatewayReport } from '../gateway/commands/outcome';
import type { FleetGate } from '../gateway/fleet';
import { GatewaySetAside, NoSuchGateway, nullWhenMissing, type GatewayOwners } from '../gateway/gatewayOwners';
import { throughJson, type GatewayOp } from '../gateway/gatewayOps';
import type { GatewayUplink } from '../gateway/uplink';
import type { Log } from '../log';
import { ApiError } from '../errors/apiError';
import type { CloudStore } from '../store/cloudStore';
import type { CloudMeta } from '../store/cloudState';
import { gatewayBySerial } from '../store/cloudIndex';
import type { RuleTimerIndex } from '../store/ruleTimerIndex';
import type { FleetWorkerConfig } from './fleetWorker';
import { fleetTopics, readFleetMessage, ToCloud, type GatewayCard, type ToWorker } from './protocol';
import { shardOf } from './shards';
import { contained } from '../guard/contained';

export interface WorkerFleetOptions {
  /** How many worker processes (shards). */
  count: number;
  /** The external broker's URL, credentials included: handed to each worker. */
  broker: string;
  /** The cloud's client on the external broker: worker topics both ways. */
  client: MqttClient;
  product: string;
  dataDir: string;
  cloud: CloudStore;
  clock: SimClock;
  /** The cloud's word on each request a worker's gateway receives (gateway/fleet.ts cloudGate). */
  gate: FleetGate;
  /** Where the workers' gateways' messages go: the cloud's own uplink (history, the bus, alarms, the outbox). */
  uplink: GatewayUplink;
  /** A gateway's reports after its answers (cloud/gatewayReports.ts). */
  report: (serial: string, report: GatewayReport) => Promise<void>;
  /** rule-timers.json: the cloud writes it, the workers read it. */
  timed: RuleTimerIndex;
  loadedGateways?: number;
  log: Log;
  /** What a worker set aside (docs/simulator.md "Set aside"): the cloud marks the gateway's record. */
  setAside?: (entry: SetAsideEntry) => void;
}

/** How long the cloud waits for a worker to answer an operation, and for all to be ready at start. */
const ANSWER_TIMEOUT_MS = 30_000;
const START_TIMEOUT_MS = 60_000;
/** A worker that died is started again after this long. */
const RESTART_DELAY_MS = 500;

/**
 * The worker's entry, and the repository's root (the worker starts there, so
 * `--import tsx` finds tsx as the simulator did). Worked out when a worker
 * starts: a browser-like test environment imports this module too, where
 * `import.meta.url` is not a file.
 */
const workerMain = () => fileURLToPath(new URL('./workerMain.ts', import.meta.url));
const repositoryRoot = () => fileURLToPath(new URL('../../../', import.meta.url));

interface Waiting {
  shard: number;
  /** The gateway asked about, when there is one: named by the 404 when the worker has none. */
  serial: string | null;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

class WorkerAway extends ApiError {
  constructor(shard: number, what: string) {
    super(503, ErrorCode.gatewayOffline, `The gateway's fleet worker ${shard} ${what}`);
  }
}

/**
 * The fleet split across worker processes (docs/simulator.md "Fleet
 * workers"), as the cloud sees it: each gateway is owned by the worker of
 * its shard (workers/shards.ts), and everything the cloud asks of a gateway
 * is an operation sent to that worker by name. The workers take users'
 * requests from the external broker themselves; what their gateways say
 * comes here and leaves through the cloud's own uplink, so history, alarms
 * and the outbox stay in the cloud. It starts the workers, waits until each
 * has subscribed, starts one again when it dies, and stops them with the
 * simulator.
 */
export class WorkerFleet implements GatewayOwners {
  private generation = 0;
  private seq = 0;
  private readonly waiting = new Map<number, Waiting>();
  private readonly children = new Map<number, ChildProcess>();
  private readonly ready = new Map<number, () => void>();
  /** Shards whose worker said hello and has not ended since: the ones told and asked anything. */
  private readonly up = new Set<number>();
  private closing = false;
  private readonly unfollow: () => void;

  private constructor(private readonly options: WorkerFleetOptions) {
    this.unfollow = options.clock.onMoved(({ now, rate }) => this.broadcast({ t: 'clock', now, rate }));
  }

  static async start(options: WorkerFleetOptions): Promise<WorkerFleet> {
    const fleet = new WorkerFleet(options);
    const { client, product, count } = options;
    client.on(
      'message',
      contained(
        options.log,
        (topic) => `fleet: a message on ${topic}`,
        (topic: string, payload: Buffer) => fleet.onMessage(topic, payload),
      ),
    );
    await client.subscribeAsync(fleetTopics.toCloudAll(product), { qos: 0 });
    try {
      await Promise.all(Array.from({ length: count }, (_, shard) => fleet.spawn(shard)));
    } catch (error) {
      await fleet.close();
      throw error;
    }
    options.log(`fleet: ${count} workers, each owning the gateways of its shard`);
    return fleet;
  }

  get epoch(): number {
    return this.generation;
  }

  /** The process ids of the workers now running, by shard (the control API's status, tests). */
  pids(): number[] {
    return [...this.children.entries()].sort(([a], [b]) => a - b).map(([, child]) => child.pid ?? 0);
  }

  async run<A, R>(serial: string, op: GatewayOp<A, R>, args: A): Promise<R> {
    const shard = this.shardOf(serial);
    return (await this.ask(shard, (id) => ({ t: 'op', id, serial, card: this.cardOf(serial), op: op.name, args: throughJson(args) }), serial)) as R;
  }

  runIfThere<A, R>(serial: string, op: GatewayOp<A, R>, args: A): Promise<R | null> {
    return nullWhenMissing(this.run(serial, op, args));
  }

  /** The LAN interface runs where the gateway does; this process has no emulator to hand. */
  async acquire(): Promise<null> {
    throw new ApiError(503, ErrorCode.gatewayOffline, 'The gateway\'s LAN interface is not served with fleet workers (docs/simulator.md "Fleet workers")');
  }

  async add(contents: GatewayContents): Promise<void> {
    const serial = contents.serialNumber;
    await this.ask(this.shardOf(serial), (id) => ({ t: 'add', id, contents: throughJson(contents) as unknown as Extract<ToWorker, { t: 'add' }>['contents'] }), serial);
  }

  remove(serial: string): void {
    this.tell(this.shardOf(serial), { t: 'remove', serial });
  }

  unloadAll(): void {
    this.generation += 1;
    this.broadcast({ t: 'reset' });
  }

  loadTimed(): number {
    this.broadcast({ t: 'loadTimed' });
    return 0;
  }

  /** The workers that are up; one that ends meanwhile has nothing left to settle. */
  async settled(): Promise<{ nextDue: number | null }> {
    const dues = await Promise.all([...this.up].map((shard) => (this.ask(shard, (id) => ({ t: 'ping', id })) as Promise<number | null>).catch(() => null)));
    const due = dues.filter((d): d is number => d !== null);
    return { nextDue: due.length === 0 ? null : Math.min(...due) };
  }

  async close(): Promise<void> {
    this.closing = true;
    this.unfollow();
    for (const waiting of this.waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(new WorkerAway(waiting.shard, 'stopped'));
    }
    this.waiting.clear();
    await Promise.all([...this.children.values()].map((child) => stopChild(child)));
    this.children.clear();
    await this.options.client.endAsync(true);
  }

  private shardOf(serial: string): number {
    return shardOf(serial, this.options.count);
  }

  private cardOf(serial: string): GatewayCard {
    const record = gatewayBySerial(this.options.cloud.state, serial) ?? null;
    return { record: record as GatewayCard['record'], owner: this.options.uplink.owner(serial) };
  }

  private spawn(shard: number): Promise<void> {
    const { options } = this;
    const config: FleetWorkerConfig = {
      broker: options.broker,
      dataDir: options.dataDir,
      product: options.product,
      shard,
      shards: options.count,
      clock: { now: options.clock.now(), rate: options.clock.state().rate },
      meta: options.cloud.state.meta as CloudMeta,
      loadedGateways: options.loadedGateways,
    };
    // The config in the environment, not argv: the broker's password stays out of `ps`.
    const child = fork(workerMain(), [], {
      execArgv: ['--conditions=@homeport/source', '--import', 'tsx'],
      cwd: repositoryRoot(),
      env: { ...process.env, HOMEPORT_FLEET_WORKER: JSON.stringify(config) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.children.set(shard, child);
    child.on('exit', (code, signal) => {
      if (this.children.get(shard) !== child) return;
      this.children.delete(shard);
      this.up.delete(shard);
      this.ready.delete(shard);
      for (const [id, waiting] of this.waiting) {
        if (waiting.shard !== shard) continue;
        clearTimeout(waiting.timer);
        this.waiting.delete(id);
        waiting.reject(new WorkerAway(shard, 'stopped before it answered'));
      }
      if (this.closing) return;
      options.log(`fleet: worker ${shard} (pid ${child.pid}) ended (${signal ?? `exit ${code}`}); starting it again`);
      setTimeout(() => {
        if (this.closing) return;
        this.spawn(shard).catch((error: unknown) => options.log(`fleet: worker ${shard} did not start again: ${String(error)}`));
      }, RESTART_DELAY_MS).unref();
    });
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`fleet worker ${shard} was not ready within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      const failed = (code: number | null) => {
        clearTimeout(timer);
        reject(new Error(`fleet worker ${shard} ended before it was ready (exit ${code})`));
      };
      child.once('exit', failed);
      this.ready.set(shard, () => {
        clearTimeout(timer);
        child.off('exit', failed);
        resolve();
      });
    });
  }

  private tell(shard: number, message: ToWorker): void {
    this.options.client.publish(fleetTopics.toWorker(this.options.product, shard), JSON.stringify(message), { qos: 0 }, (error) => {
      if (error) this.options.log(`fleet: ${message.t} to worker ${shard} failed: ${error.message}`);
    });
  }

  /** To every worker that is up; one starting again reads the folder and the clock afresh. */
  private broadcast(message: ToWorker): void {
    for (const shard of this.up) this.tell(shard, message);
  }

  private ask(shard: number, make: (id: number) => ToWorker, serial: string | null = null): Promise<unknown> {
    if (!this.up.has(shard)) return Promise.reject(new WorkerAway(shard, 'is not running (it is starting again)'));
    const id = ++this.seq;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new WorkerAway(shard, `did not answer within ${ANSWER_TIMEOUT_MS / 1000} s`));
      }, ANSWER_TIMEOUT_MS);
      this.waiting.set(id, { shard, serial, resolve, reject, timer });
      this.tell(shard, make(id));
    });
  }

  private settle(id: number, outcome: { ok: true; value: unknown } | { ok: false; error: NonNullable<Extract<ToCloud, { t: 'reply' }>['error']> }): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    clearTimeout(waiting.timer);
    if (outcome.ok) return waiting.resolve(outcome.value);
    // A refusal crosses as its fields; the registry's 404 comes back as the class callers tell apart (runIfThere).
    const { error } = outcome;
    if (error.noGateway && waiting.serial !== null) {
      // A gateway set aside is, to the cloud's services, no gateway; to a REST caller, its own 503.
      waiting.reject(error.errorCode === ErrorCode.gatewayDataUnavailable ? new GatewaySetAside(waiting.serial) : new NoSuchGateway(waiting.serial));
      return;
    }
    waiting.reject(new ApiError(error.status, error.errorCode, error.message, error.field));
  }

  private onMessage(topic: string, payload: Buffer): void {
    const { product, log } = this.options;
    const prefix = fleetTopics.toCloudAll(product).slice(0, -1);
    if (!topic.startsWith(prefix)) return;
    const shard = Number(topic.slice(prefix.length));
    if (!Number.isInteger(shard) || shard < 0 || shard >= this.options.count) return;
    const message = readFleetMessage(ToCloud, payload);
    if (typeof message === 'string') {
      log(`fleet: dropped a message from worker ${shard} (${message})`);
      return;
    }
    try {
      this.onWorker(shard, message);
    } catch (error) {
      log(`fleet: ${message.t} from worker ${shard} failed: ${String(error)}`);
    }
  }

  private onWorker(shard: number, message: ToCloud): void {
    const { uplink, log } = this.options;
    switch (message.t) {
      case 'hello':
        this.up.add(shard);
        log(`fleet: worker ${shard} ready (pid ${message.pid})`);
        this.ready.get(shard)?.();
        this.ready.delete(shard);
        return;
      case 'admit': {
        const { id, serial, owner, request } = message;
        // The cloud's answer is at hand in this process: the gate is synchronous here.
        const admission = this.options.gate(serial, owner, request);
        if (admission instanceof Promise) throw new Error('the cloud gate must answer at once');
        this.tell(shard, { t: 'admitted', id, admission, card: admission ? this.cardOf(serial) : null });
        return;
      }
      case 'reply':
        if (message.ok) this.settle(message.id, { ok: true, value: message.value });
        else this.settle(message.id, { ok: false, error: message.error ?? { status: 500, errorCode: '000500', message: 'The worker failed', noGateway: false } });
        return;
      case 'pong':
        this.settle(message.id, { ok: true, value: message.nextDue });
        return;
      case 'events':
        void uplink.events(message.serial, message.events);
        return;
      case 'message':
        void uplink.message(message.topic, message.message);
        return;
      case 'userEvent':
        void uplink.userEvent(message.userId, message.name, message.data);
        return;
      case 'raise': {
        // Raised here, its event published in its place: after the gateway events that came before it.
        const created = uplink.raiseAlarm(message.serial, message.code, message.options as Parameters<GatewayUplink['raiseAlarm']>[2]);
        if (created && created !== 'published') void uplink.events(message.serial, [{ name: ALARM_NOTIFICATION_CREATED, data: created }]);
        return;
      }
      case 'send':
        uplink.send(message.message as unknown as GatewayMessage);
        return;
      case 'log':
        log(message.message);
        return;
      case 'report':
        this.options
          .report(message.serial, message.report as unknown as GatewayReport)
          .catch((error: unknown) => log(`fleet: report of ${message.serial} failed: ${String(error)}`));
        return;
      case 'timed':
        this.options.timed.note(message.serial, message.timed);
        return;
      case 'setAside':
        this.options.setAside?.(message.entry);
        return;
    }
  }
}

/** SIGTERM, then SIGKILL if it has not ended within 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
