import { rmSync } from 'node:fs';
import { bundleSimulator, simBundleFile } from '@homeport/test-support/sim-bundle';

/**
 * Once per run: the simulator's CLI as one file, which every test that
 * starts it in a child process then runs (test-support simBundle.ts). A
 * file of this run's own, so two runs at once do not write over each other.
 */
export async function setup(): Promise<() => void> {
  if (process.env.HOMEPORT_SIM_BUNDLE) return () => undefined;
  const file = await bundleSimulator(simBundleFile(`run-${process.pid}`));
  process.env.HOMEPORT_SIM_BUNDLE = file;
  return () => {
    delete process.env.HOMEPORT_SIM_BUNDLE;
    rmSync(file, { force: true });
    rmSync(`${file}.map`, { force: true });
  };
}
