import { describe, expect, it } from 'vitest';
import { parseSceneEvent } from './parseSceneEvent';

const event = (name: string, data: unknown) => ({ name, data, ts: 1 });

describe('parseSceneEvent', () => {
  it('reads each scene event with its schema', () => {
    expect(parseSceneEvent(event('scenario_changed', { action: 'created', rule_id: 4, name: 'Night' }))).toEqual({
      kind: 'rule',
      change: { action: 'created', rule_id: 4, name: 'Night' },
    });
    expect(parseSceneEvent(event('scenario_changed', { action: 'deleted', rule_id: 4 }))).toEqual({ kind: 'rule', change: { action: 'deleted', rule_id: 4 } });
    expect(parseSceneEvent(event('scenario_status_changed', { name: 'night', state: true, resource_id: 5 }))).toEqual({
      kind: 'status',
      status: { name: 'night', state: true, resource_id: 5 },
    });
    expect(parseSceneEvent(event('rule_run', { rule_id: 1, run_id: 2, cause: 'device', outcome: 'loop_stopped' }))).toMatchObject({
      kind: 'run',
      run: { outcome: 'loop_stopped' },
    });
    expect(parseSceneEvent(event('rule_run', { rule_id: 1, run_id: 3, cause: 'manual', outcome: 'budget_stopped' }))).toMatchObject({ run: { outcome: 'budget_stopped' } });
    const stopped = { reason: 'per_event', limit: 50, rule_ids: [1, 2], stopped: 154 };
    expect(parseSceneEvent(event('rules_stopped', stopped))).toEqual({ kind: 'stopped', stopped });
    const alarm = { _id: 'a1', notificationId: 'a1', serialNumber: 'HP1', isReacted: false, timeOfEventGeneration: 5, alarmNotifParams: { alarmCode: 100 }, rule_id: 1, run_id: 2 };
    expect(parseSceneEvent(event('alarm_notification_created', alarm))).toEqual({ kind: 'alarm', alarm });
  });

  it('names the field of a malformed payload and leaves other events alone', () => {
    expect(parseSceneEvent(event('scenario_changed', { action: 'renamed', rule_id: 4 }))).toMatchObject({ kind: 'malformed', reason: expect.stringContaining('action') });
    expect(parseSceneEvent(event('scenario_status_changed', null))).toMatchObject({ kind: 'malformed' });
    expect(parseSceneEvent(event('rule_run', { rule_id: 1, run_id: 2, cause: 'sunrise', outcome: 'started' }))).toMatchObject({
      kind: 'malformed',
      reason: expect.stringContaining('cause'),
    });
    expect(parseSceneEvent(event('rules_stopped', { reason: 'per_hour', limit: 50, rule_ids: [], stopped: 1 }))).toMatchObject({
      kind: 'malformed',
      reason: expect.stringContaining('reason'),
    });
    expect(parseSceneEvent(event('device_1_property_changed', {}))).toEqual({ kind: 'other' });
  });
});
