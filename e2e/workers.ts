import { inject } from 'vitest';

export interface WorkerSimulator {
  baseUrl: string;
  mqttTcpUrl: string;
  controlToken: string;
}

/** The simulator of the worker running this spec file (vitest numbers its workers from 1 in VITEST_POOL_ID). */
export function workerSimulator(): WorkerSimulator {
  const simulators = inject('simulators');
  const id = Number(process.env.VITEST_POOL_ID ?? 1);
  return simulators[(Math.max(id, 1) - 1) % simulators.length]!;
}
