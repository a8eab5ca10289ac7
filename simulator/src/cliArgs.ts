import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { MAX_CLOCK_RATE } from '@homeport/sdk/sim';
import { parseExternalBroker } from './broker/externalBroker';
import { controlTokenProblem } from './http/controlToken';
import { DEFAULTS, type SimulatorOptions } from './options';
import { clientLimitOf, DEFAULT_CLIENT_LIMIT } from './broker/rateLimit';

export const USAGE = `Usage: homeport simulator [options]
  --port <n>        HTTP port: REST /api, MQTT over WebSocket /mqtt, SPA (env PORT, default ${DEFAULTS.port}; 0 = free)
  --mqtt-port <n>   plain MQTT TCP port (env MQTT_PORT, default ${DEFAULTS.mqttPort}; 0 = free)
  --host <address>  where both listen (env HOST, default ${DEFAULTS.host}: this machine only; 0.0.0.0 exposes them)
  --data <dir>      data folder (env HOMEPORT_DATA, default .homeport-data)
  --fresh           reseed the data folder even if it exists
  --seed <n>        fleet seed (default ${DEFAULTS.seed})
  --gateways <n>    fleet size, at least 5 (default ${DEFAULTS.gateways})
  --serve <dir>     serve a built SPA at / (index.html fallback)
  --trust-proxy     behind one reverse proxy: limit guesses per X-Forwarded-For client, not per socket
  --control-token <t>  the control API's Bearer token (env HOMEPORT_SIM_TOKEN; default: kept in <data>/control-token, made when missing)
  --no-control      no control API (/api/__sim) and no raw data (/api/__db): both answer 404
  --db-writable     let /api/__db change collections (default: read-only)
  --broker <url>    the fleet and the cloud on an external MQTT broker, mqtt://[user:pass@]host:port (env HOMEPORT_BROKER);
                    users still connect here (docs/simulator.md "External broker")
  --fleet-workers <n>  with --broker: the gateways in n worker processes, each owning a shard (env HOMEPORT_FLEET_WORKERS; 0: in this process;
                    docs/simulator.md "Fleet workers")
  --clock-rate <r>  simulated ms per real ms, 0 = paused (default 1; QA changes it with POST /api/__sim/clock)
  --client-rate <r>  publishes a second each user MQTT connection may send, over it they wait in order; off = no limit (default ${DEFAULT_CLIENT_LIMIT.rate})
  --client-burst <n>  publishes a user MQTT connection may send at once (default ${DEFAULT_CLIENT_LIMIT.burst})
  --quiet           print only the start banner
  --help`;

function integer(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, not "${text}"`);
  return value;
}

/** An IP address or a host name (RFC 1123 letters, digits, dots and hyphens). */
function hostOf(text: string | undefined): string {
  if (text === undefined) return DEFAULTS.host;
  if (isIP(text) !== 0 || /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(text)) return text;
  throw new Error(`--host must be an IP address or a host name, not "${text}"`);
}

function controlToken(text: string | undefined): string | undefined {
  const problem = text === undefined ? null : controlTokenProblem(text);
  if (problem) throw new Error(`--control-token: ${problem}`);
  return text;
}

/** Checked here so a bad URL is a usage error (exit 2); startSimulator parses it again. */
function brokerUrl(text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  parseExternalBroker(text);
  return text;
}

function clockRate(text: string | undefined): number {
  if (text === undefined || text === '') return 1;
  const rate = Number(text);
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_CLOCK_RATE) throw new Error(`--clock-rate must be a number from 0 (paused) to ${MAX_CLOCK_RATE}, not "${text}"`);
  return rate;
}

/** --client-rate and --client-burst, checked as the options are (broker/rateLimit.ts). */
function clientLimitFlags(rateText: string | undefined, burstText: string | undefined): Pick<SimulatorOptions, 'clientRate' | 'clientBurst'> {
  const clientRate = rateText === undefined ? undefined : rateText === 'off' ? 'off' : rateText.trim() === '' ? NaN : Number(rateText);
  const clientBurst = burstText === undefined ? undefined : burstText.trim() === '' ? NaN : Number(burstText);
  const limit = clientLimitOf({ clientRate, clientBurst }, { rate: '--client-rate', burst: '--client-burst' });
  return limit === null ? { clientRate: 'off' } : { clientRate: limit.rate, clientBurst: limit.burst };
}

/** Flags first, then the environment (PORT, MQTT_PORT, HOST, HOMEPORT_DATA, HOMEPORT_SIM_TOKEN, HOMEPORT_BROKER, HOMEPORT_FLEET_WORKERS), then the defaults. */
export function parseCliArgs(argv: string[], env: NodeJS.ProcessEnv): SimulatorOptions & { help: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'mqtt-port': { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      seed: { type: 'string' },
      gateways: { type: 'string' },
      serve: { type: 'string' },
      'trust-proxy': { type: 'boolean', default: false },
      'control-token': { type: 'string' },
      'no-control': { type: 'boolean', default: false },
      'db-writable': { type: 'boolean', default: false },
      'clock-rate': { type: 'string' },
      'client-rate': { type: 'string' },
      'client-burst': { type: 'string' },
      broker: { type: 'string' },
      'fleet-workers': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const parsed = {
    help: values.help ?? false,
    port: integer('--port', values.port ?? env.PORT, DEFAULTS.port, 0, 65535),
    mqttPort: integer('--mqtt-port', values['mqtt-port'] ?? env.MQTT_PORT, DEFAULTS.mqttPort, 0, 65535),
    host: hostOf(values.host ?? (env.HOST || undefined)),
    dataDir: values.data ?? env.HOMEPORT_DATA ?? '.homeport-data',
    fresh: values.fresh ?? false,
    seed: integer('--seed', values.seed, DEFAULTS.seed, 0, 0xffffffff),
    gateways: integer('--gateways', values.gateways, DEFAULTS.gateways, 5, 100_000),
    serveDir: values.serve,
    trustProxy: values['trust-proxy'] ?? false,
    control: !values['no-control'],
    controlToken: controlToken(values['control-token'] ?? (env.HOMEPORT_SIM_TOKEN || undefined)),
    dbWritable: values['db-writable'] ?? false,
    clockRate: clockRate(values['clock-rate']),
    ...clientLimitFlags(values['client-rate'], values['client-burst']),
    broker: brokerUrl(values.broker ?? env.HOMEPORT_BROKER),
    fleetWorkers: integer('--fleet-workers', values['fleet-workers'] ?? env.HOMEPORT_FLEET_WORKERS, 0, 0, 64),
    quiet: values.quiet ?? false,
  };
  if (parsed.fleetWorkers > 0 && parsed.broker === undefined) throw new Error('--fleet-workers needs --broker: the workers and the cloud meet on the external broker');
  return parsed;
}
