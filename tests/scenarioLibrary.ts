// The ready scenarios of simulator/scenarios/, run whole against a simulator: the
// tests of the simulator on an external broker run each of them there.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { expect } from 'vitest';
import type { Simulator } from '@homeport/simulator';

const LIBRARY = join(dirname(fileURLToPath(import.meta.url)), '../simulator/scenarios');

/** The library's scenario files, by name. */
export const libraryScenarios = (): string[] => readdirSync(LIBRARY).filter((file) => file.endsWith('.yaml'));

/** Runs one library scenario to its end: it passes, and saw events on the way. */
export async function expectScenarioPasses(sim: Simulator, file: string): Promise<void> {
  const report = await sim.scenarios.run(parseYaml(readFileSync(join(LIBRARY, file), 'utf8')) as unknown);
  expect(report.failure).toBeNull();
  expect(report.status).toBe('passed');
  expect(Object.keys(report.events).length).toBeGreaterThan(0);
}
