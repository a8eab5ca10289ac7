// The simulator CLI: `node --conditions=@homeport/source --import tsx simulator/src/main.ts [options]`.
import { banner } from './banner';
import { USAGE, parseCliArgs } from './cliArgs';
import { startSimulator } from './startSimulator';

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

const sim = await startSimulator(options);
console.log(banner(sim, options));

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
