import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SimProcess {
  child: ChildProcess;
  httpUrl: string;
  wsUrl: string;
  /** Kills the process (SIGTERM unless told) and, when it made one, removes its data folder. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real simulator in a child process on free ports, for tests that
 * cannot host it themselves: a killed process (durability) or a browser-like
 * test environment (jsdom widgets). Resolves once it prints its HTTP URL.
 */
export function startSimProcess(options: { dataDir?: string; fresh?: boolean } = {}): Promise<SimProcess> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'homeport-proc-'));
  const args = ['--conditions=@homeport/source', '--import', 'tsx', 'simulator/src/main.ts', '--port', '0', '--mqtt-port', '0', '--data', dataDir];
  if (options.fresh ?? true) args.push('--fresh');
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(out);
      if (!match) return;
      resolve({
        child,
        httpUrl: `http://localhost:${match[1]}`,
        wsUrl: `ws://localhost:${match[1]}/mqtt`,
        async stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
          if (ownDir) rmSync(dataDir, { recursive: true, force: true });
        },
      });
    });
    child.on('exit', (code) => reject(new Error(`simulator exited with ${code}: ${out}`)));
  });
}
