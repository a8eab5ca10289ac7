// A fleet worker process, started by the cloud (workers/workerFleet.ts) with its config as JSON in HOMEPORT_FLEET_WORKER.
import { startFleetWorker, type FleetWorkerConfig } from './fleetWorker';

const config = JSON.parse(process.env.HOMEPORT_FLEET_WORKER ?? '{}') as FleetWorkerConfig;
const log = (message: string) => process.stderr.write(`${message}\n`);

let worker: Awaited<ReturnType<typeof startFleetWorker>>;
try {
  worker = await startFleetWorker(config, log);
} catch (error) {
  log(`fleet worker ${config.shard}: did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  worker.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The cloud that started it is gone (its IPC channel closed): so is the worker.
process.on('disconnect', stop);
