import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, scenarioJsonSchema } from './jsonSchema';

describe('the published JSON Schema of scenario files', () => {
  it('is the one generated from the sdk shapes (npm run scenario-schema -w simulator writes it)', () => {
    const checkedIn: unknown = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));
    expect(checkedIn).toEqual(scenarioJsonSchema());
  });

  it('names every action the runner knows', () => {
    const text = JSON.stringify(scenarioJsonSchema());
    for (const action of [
      'reset',
      'gateway.patch',
      'gateway.offline',
      'device.pair',
      'window.open',
      'alarm.raise',
      'firmware.campaign',
      'session.expire',
      'fault.add',
      'clock.advance',
      'wait',
    ]) {
      expect(text).toContain(`"const":"${action}"`);
    }
  });
});
