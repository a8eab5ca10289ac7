import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Names the simulator's CLI as built for a vitest run (simBundle.ts); unset, a child runs the sources through tsx. */
export const SIM_BUNDLE_ENV = 'HOMEPORT_SIM_BUNDLE';

/** The simulator's CLI, found from this file so that any working directory will do. */
const SIMULATOR_MAIN = join(dirname(fileURLToPath(import.meta.url)), '../../simulator/src/main.ts');

export interface SimProcess {
  child: ChildProcess;
  httpUrl: string;
  wsUrl: string;
  /** Plain MQTT over TCP (`mqtt://...`), as device-side and QA clients use it. */
  mqttTcpUrl: string;
  /** What it printed to stdout up to its banner (the start's log lines, then the banner). */
  printed: string;
  /** The control API's token, as QA reads it: from `{dataDir}/control-token`. */
  controlToken: string;
  /** A control API call (`/api/__sim{path}`) with that token. */
  control(method: string, path: string, body?: unknown): Promise<Response>;
  /** Kills the process (SIGTERM unless told) and, when it made one, removes its data folder. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real simulator in a child process on free ports, for tests that
 * cannot host it themselves: a killed process (durability) or a browser-like
 * test environment (jsdom widgets), or a broker in another process (the
 * bench). Resolves once it has printed its HTTP and MQTT-over-TCP URLs.
 */
export function startSimProcess(options: { dataDir?: string; fresh?: boolean; /** More CLI flags (`--db-writable`). */ args?: string[] } = {}): Promise<SimProcess> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'homeport-proc-'));
  // In a vitest run, the CLI built from these same sources for the run (simBundle.ts): 2 to 3 CPU-seconds less a start.
  const bundle = process.env[SIM_BUNDLE_ENV];
  const main = bundle && bundle !== 'off' ? ['--enable-source-maps', bundle] : ['--conditions=@homeport/source', '--import', 'tsx', SIMULATOR_MAIN];
  const args = [...main, '--port', '0', '--mqtt-port', '0', '--data', dataDir];
  if (options.fresh ?? true) args.push('--fresh');
  args.push(...(options.args ?? []));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Passed on as before, and kept for the message of a start that failed (`--broker` unreachable).
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (errors.length < 10_000) errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    let found = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      // Read once: what the process prints later (its log) is drained, not parsed again.
      if (found) return;
      out += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(out);
      // The banner's own line: a log line before it may name another broker (--broker).
      const tcp = /(mqtt:\/\/\S+:\d+)\s+MQTT over TCP/.exec(out);
      if (!match || !tcp) return;
      found = true;
      const httpUrl = `http://localhost:${match[1]}`;
      // Written before the banner is printed.
      const controlToken = readFileSync(join(dataDir, 'control-token'), 'utf8').trim();
      resolve({
        child,
        httpUrl,
        wsUrl: `ws://localhost:${match[1]}/mqtt`,
        mqttTcpUrl: tcp[1]!,
        printed: out,
        controlToken,
        control: (method, path, body) =>
          fetch(`${httpUrl}/api/__sim${path}`, {
            method,
            headers: { authorization: `Bearer ${controlToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        async stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
          if (ownDir) rmSync(dataDir, { recursive: true, force: true });
        },
      });
    });
    child.on('exit', (code) => reject(new Error(`simulator exited with ${code}: ${out}${errors}`)));
  });
}

/** The `data` of a REST or control answer (`{ data }`), or an error with the status and body when it failed. */
export async function dataOf<D>(response: Promise<Response>): Promise<D> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: D }).data;
}
