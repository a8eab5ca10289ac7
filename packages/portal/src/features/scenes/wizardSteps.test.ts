import { describe, expect, it } from 'vitest';
import type { ActionSet } from '@homeport/sdk';
import { hasActions, mayLeave, nextStep, previousStep, reachableSteps } from './wizardSteps';

const set = (parts: Partial<ActionSet> = {}): ActionSet => ({
  id: 1,
  name: 'Step',
  delay: 0,
  devices: [],
  statuses: [],
  notifications: [],
  alarms: [],
  push_notification: 0,
  notification: 0,
  alarm_notification: 0,
  ...parts,
});
const empty = { scenes: [] };
const delayOnly = { scenes: [set({ delay: 10_000 })] };
const doing = { scenes: [set({ delay: 10_000 }), set({ id: 2, devices: [{ id: 1, settings: [{ service_name: 'SwitchService', property: 'State', value: true }] }] })] };

describe('the add-scene wizard’s steps', () => {
  it('counts a step as doing something only with a setting, status, notification or alarm', () => {
    expect(hasActions(empty)).toBe(false);
    expect(hasActions(delayOnly)).toBe(false);
    expect(hasActions({ scenes: [set({ devices: [{ id: 1, settings: [] }] })] })).toBe(false);
    expect(hasActions(doing)).toBe(true);
    expect(hasActions({ scenes: [set({ alarms: [{ alarm_code: 1001 }] })] })).toBe(true);
  });

  it('leaves the triggers without any; needs an action to leave the actions', () => {
    expect(mayLeave('triggers', empty)).toBe(true);
    expect(mayLeave('actions', delayOnly)).toBe(false);
    expect(mayLeave('actions', doing)).toBe(true);
  });

  it('reaches back any step, and forward only past finished ones', () => {
    expect(reachableSteps('triggers', empty)).toEqual(['triggers', 'actions']);
    expect(reachableSteps('actions', empty)).toEqual(['triggers', 'actions']);
    expect(reachableSteps('triggers', doing)).toEqual(['triggers', 'actions', 'name']);
    expect(reachableSteps('name', doing)).toEqual(['triggers', 'actions', 'name']);
  });

  it('goes on and back in order', () => {
    expect([nextStep('triggers'), nextStep('actions'), nextStep('name')]).toEqual(['actions', 'name', null]);
    expect([previousStep('triggers'), previousStep('name')]).toEqual([null, 'actions']);
  });
});
