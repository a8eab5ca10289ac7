import { describe, expect, it } from 'vitest';
import { SCENARIO_STATUS_NAMES } from '@homeport/sdk';
import type { StoredGatewayContents } from '../gateway/contents';
import { buildSeed } from '../seed/buildSeed';
import { upgradeGatewayContents } from './upgradeGatewayContents';

/** The demo home as an older simulator wrote it: no rules, statuses or id sequence. */
function beforeRules(): StoredGatewayContents {
  const { rules: _rules, scenarioStatuses: _statuses, ruleSeq: _seq, ...older } = structuredClone(buildSeed({ seed: 1, gateways: 5 }).contents[0]!);
  return older;
}

describe('upgradeGatewayContents', () => {
  it('gives a gateway from before rules none, the 20 statuses off and a fresh sequence, and says it changed', () => {
    const older = beforeRules();
    const factory = structuredClone(older.factory);
    const { contents, changed } = upgradeGatewayContents(older);
    expect(changed).toBe(true);
    expect(contents.rules).toEqual([]);
    expect(contents.scenarioStatuses.map((s) => [s.name, s.state])).toEqual(SCENARIO_STATUS_NAMES.map((name) => [name, false]));
    expect(contents.scenarioStatuses.map((s) => s.resource_id)).toEqual([...SCENARIO_STATUS_NAMES.keys()]);
    expect(contents.ruleSeq).toBe(0);
    // Its factory secrets stay.
    expect(contents.factory).toEqual(factory);
  });

  it('starts the sequence above every id a file holds without one, and leaves a current file alone', () => {
    const current = structuredClone(buildSeed({ seed: 1, gateways: 5 }).contents[0]!);
    expect(upgradeGatewayContents(current)).toEqual({ contents: current, changed: false });
    const { ruleSeq, ...withoutSeq } = current;
    const upgraded = upgradeGatewayContents(withoutSeq);
    expect(upgraded.changed).toBe(true);
    expect(upgraded.contents.ruleSeq).toBe(ruleSeq);
    expect(upgraded.contents.rules).toEqual(current.rules);
  });
});
