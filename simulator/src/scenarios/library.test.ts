import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScenario } from '@homeport/sdk/sim';
import { startTestSim, type TestSim } from '../../test/harness/simHarness';
import { libraryScenarios, readScenarioText } from './scenarioFile';

// Every scenario of simulator/scenarios/ runs against the real simulator and passes.
const library = libraryScenarios();

describe('the scenario library', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim();
  }, 120_000);
  afterAll(async () => {
    await t.stop();
  });

  it('holds the five scenarios QA starts from', () => {
    expect(library.map((s) => s.file)).toEqual(['alarm-escalation.yaml', 'door-lock-and-window.yaml', 'firmware-campaign.yaml', 'gateway-replacement.yaml', 'power-cut.yaml']);
  });

  it.each(library)('$file is a valid scenario', ({ scenario }) => {
    const parsed = parseScenario(scenario);
    expect(parsed.ok ? null : parsed.message).toBeNull();
  });

  it('the example of docs/simulator.md "Scenarios" passes', async () => {
    const docs = readFileSync(new URL('../../../docs/simulator.md', import.meta.url), 'utf8');
    const section = docs.slice(docs.indexOf('### Scenarios'));
    const example = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
    expect(example).toBeDefined();
    const report = await t.sim.scenarios.run(readScenarioText(example!, 'docs example'));
    expect(report.failure).toBeNull();
    expect(report.simulatedMs - report.steps[0]!.atMs!).toBeGreaterThanOrEqual(125 * 60_000);
  }, 120_000);

  it.each(library)(
    '$file passes',
    async ({ scenario }) => {
      const report = await t.sim.scenarios.run(scenario);
      expect(report.failure).toBeNull();
      expect(report.status).toBe('passed');
      expect(report.stepsDone).toBe(report.stepsTotal);
      expect(Object.keys(report.events).length).toBeGreaterThan(0);
    },
    120_000,
  );
});
