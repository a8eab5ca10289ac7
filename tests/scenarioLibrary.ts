// The ready scenarios of simulator/scenarios/, run whole against a simulator: the
// tests of the simulator on an external broker run each of them there.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator, SimulatorOptions } from '@homeport/simulator';
import { deadPort, startHarness, type Harness } from '@homeport/test-support';
import { requireMosquitto, startMosquitto, type Mosquitto } from '@homeport/test-support/mosquitto';

const LIBRARY = join(dirname(fileURLToPath(import.meta.url)), '../simulator/scenarios');

/** The library's scenario files, by name. */
const libraryScenarios = (): string[] => readdirSync(LIBRARY).filter((file) => file.endsWith('.yaml'));

/** Runs one library scenario to its end: it passes, and saw events on the way. */
async function expectScenarioPasses(sim: Simulator, file: string): Promise<void> {
  const report = await sim.scenarios.run(parseYaml(readFileSync(join(LIBRARY, file), 'utf8')) as unknown);
  expect(report.failure).toBeNull();
  expect(report.status).toBe('passed');
  expect(Object.keys(report.events).length).toBeGreaterThan(0);
}

/**
 * Every library scenario on a simulator in this process whose fleet and
 * cloud are on a real Mosquitto started for it (`--broker`), with `options`
 * besides (two fleet workers, say).
 */
export function describeLibraryOnMosquitto(title: string, options: Partial<SimulatorOptions> = {}): void {
  describe(title, () => {
    const dir = mkdtempSync(join(tmpdir(), 'homeport-broker-scenarios-'));
    let mosquitto: Mosquitto;
    let harness: Harness;

    beforeAll(async () => {
      requireMosquitto();
      mosquitto = await startMosquitto(await deadPort(), dir);
      harness = await startHarness({ ...options, broker: mosquitto.url });
      expect(harness.sim.externalBroker).toBe(mosquitto.url);
    }, 180_000);

    afterAll(async () => {
      await harness?.stop();
      await mosquitto?.stop();
      rmSync(dir, { recursive: true, force: true });
    }, 120_000);

    it.each(libraryScenarios())('%s passes', (file) => expectScenarioPasses(harness.sim, file), 120_000);
  });
}
