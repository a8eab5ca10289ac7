import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MOSQUITTO = '/usr/sbin/mosquitto';

export interface Mosquitto {
  child: ChildProcess;
  /** mqtt://127.0.0.1:{port} */
  url: string;
  /** Kills it (SIGKILL: a broker that goes away) and resolves once it has exited. */
  stop(): Promise<void>;
}

/** Fails with the way to get Mosquitto when it is missing (docs/simulator.md "External broker"). */
export function requireMosquitto(): void {
  if (!existsSync(MOSQUITTO)) throw new Error(`${MOSQUITTO} is missing: run \`apt-get install mosquitto\` (.ci/run does it) to test the external broker`);
}

/**
 * A real Mosquitto on 127.0.0.1:port with a config written to `dir`
 * (`persistence false`, and `access`: anonymous clients unless told
 * otherwise); resolves once it says it is running. For the tests of the
 * simulator on an external broker (`--broker`).
 */
export function startMosquitto(port: number, dir: string, access = 'allow_anonymous true\n'): Promise<Mosquitto> {
  requireMosquitto();
  const config = join(dir, `mosquitto-${port}.conf`);
  writeFileSync(config, `listener ${port} 127.0.0.1\npersistence false\nset_tcp_nodelay true\n${access}`);
  const child = spawn(MOSQUITTO, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    let running = false;
    const read = (chunk: Buffer) => {
      if (running) return;
      out += chunk.toString();
      if (!/ running/.test(out)) return;
      running = true;
      resolve({
        child,
        url: `mqtt://127.0.0.1:${port}`,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`mosquitto exited with ${code}: ${out}`)));
  });
}
