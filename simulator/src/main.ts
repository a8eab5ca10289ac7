// The simulator CLI: `node --conditions=@homeport/source --import tsx simulator/src/main.ts [options]`.
import { join } from 'node:path';
import { banner } from './banner';
import { USAGE, parseCliArgs } from './cliArgs';

let options: ReturnType<typeof parseCliArgs>;
try {
  options = parseCliArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

// Loaded once the options are good: a usage error or --help answers without loading the whole simulator.
const { startSimulator } = await import('./startSimulator');
let sim: Awaited<ReturnType<typeof startSimulator>>;
try {
  sim = await startSimulator(options);
} catch (error) {
  console.error(`The simulator did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(await banner(sim, { ...options, controlTokenFile: options.controlToken === undefined ? join(options.dataDir, 'control-token') : null }));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    sim.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
