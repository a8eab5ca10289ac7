import type { SimClock } from './clock/simClock';
import type { FactorySecrets } from './gateway/factorySecrets';
import type { Log } from './log';
import type { ScenarioReport } from '@homeport/sdk/sim';

export interface SimulatorOptions {
  /** HTTP port for REST, /mqtt and the SPA; 0 picks a free one. Default 8080. */
  port?: number;
  /** Plain MQTT TCP port; 0 picks a free one. Default 1883. */
  mqttPort?: number;
  /** The address both servers listen on. Default 127.0.0.1 (this machine only); 0.0.0.0 exposes them. */
  host?: string;
  /** The data folder (cloud.json, gateways/); seeded when it holds no cloud.json. */
  dataDir: string;
  /** Reseed even when the folder is already seeded. */
  fresh?: boolean;
  /** Seed of the generated fleet. Default 1. */
  seed?: number;
  /** Fleet size (at least 5). Default 50. */
  gateways?: number;
  /** Emulators kept loaded before the least recently used idle ones are unloaded (docs/simulator.md "Fleet size"). Default 2,000. */
  loadedGateways?: number;
  /** A built SPA to serve at / with index.html fallback. */
  serveDir?: string;
  /** Session idle limit. Default 12 h. */
  sessionIdleMs?: number;
  /** Session absolute limit. Default 7 days. */
  sessionMaxMs?: number;
  /** How often connected sessions are checked for expiry (client_expire_session). Default 30 s. */
  sessionSweepMs?: number;
  /**
   * The simulator's clock (sessions, codes, throttles, device interviews,
   * upgrades, rules). Default: one at real time; tests and QA move it on.
   */
  clock?: SimClock;
  /** Simulated ms per real ms of the default clock (0 paused; ignored with `clock`). Default 1. */
  clockRate?: number;
  /** Bulk-operation tasks in flight at once (docs/simulator.md "Bulk operations"). Default 8. */
  bulkConcurrency?: number;
  /** Start with the bulk queue paused until POST /api/__sim/bulk/queue {action: "resume"}. Default false. */
  bulkPaused?: boolean;
  /**
   * The simulator sits behind one reverse proxy: the client address of the
   * per-client guess limit is read from X-Forwarded-For (the proxy's last
   * entry) instead of the socket. Off by default: a client could otherwise
   * name any address and never be limited. Default false.
   */
  trustProxy?: boolean;
  /**
   * Publishes a second each user MQTT connection may send through the
   * embedded broker, on average (docs/simulator.md "Fairness"); beyond it its
   * publishes are held, in order, never dropped. "off": no limit. The
   * simulator's own clients are never limited. Default 100.
   */
  clientRate?: number | 'off';
  /** Publishes a user connection may send at once after a quiet spell. Default 200. */
  clientBurst?: number;
  /**
   * An external MQTT broker, `mqtt://[user:pass@]host:port` (docs/simulator.md
   * "External broker"): the fleet and the cloud's internal clients connect
   * there; the embedded aedes stays the edge for user clients, bridged to it.
   * Default none: everything on the embedded aedes.
   */
  broker?: string;
  /**
   * Fleet workers (docs/simulator.md "Fleet workers"): with `broker`, the
   * gateways run in this many worker processes, each owning a shard of them
   * and taking its requests through a shared subscription. 0 (the default):
   * the fleet runs in this process.
   */
  fleetWorkers?: number;
  /** MQTT topic prefix. Default the build's `product` (homeport). */
  product?: string;
  /** Mount the QA routes /api/__sim and /api/__db. Default true; false answers them 404. */
  control?: boolean;
  /** The control API's Bearer token; default the one in `{dataDir}/control-token`, made there when missing. */
  controlToken?: string;
  /** Let /api/__db change collections (POST, PUT, PATCH, DELETE). Default false: read-only. */
  dbWritable?: boolean;
  /** Receives the simulator's messages; default stdout unless `quiet`. */
  log?: Log;
  quiet?: boolean;
}

export interface Simulator {
  port: number;
  mqttPort: number;
  /** http://localhost:{port} (the host's address instead when it listens on one other than the loopback) */
  httpUrl: string;
  /** mqtt://localhost:{mqttPort} */
  mqttTcpUrl: string;
  /** ws://localhost:{port}/mqtt */
  wsUrl: string;
  /** The external broker (`broker`) as it may be shown, its password hidden; null on the embedded broker alone. */
  externalBroker: string | null;
  /** A gateway's sticker (factory PIN and local password; docs/simulator.md "Accounts"), null for an unknown serial. */
  factorySecrets(serial: string): Promise<FactorySecrets | null>;
  /** The control API's Bearer token; null when the QA routes are off. */
  controlToken: string | null;
  /** The clock everything in this simulator lives by. */
  clock: SimClock;
  /** QA scenarios (docs/simulator.md "Scenarios"): `run` checks one (ScenarioRefused for a bad file), runs it and answers its report. */
  scenarios: { run(scenario: unknown, onProgress?: (report: ScenarioReport) => void): Promise<ScenarioReport> };
  close(): Promise<void>;
}

export const DEFAULTS = { port: 8080, mqttPort: 1883, host: '127.0.0.1', seed: 1, gateways: 50 } as const;
