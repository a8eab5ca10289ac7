import { describe, expect, it } from 'vitest';
import type { Device } from '@homeport/sdk';
import { actionChoices, choiceKey, devicesToChoose, findChoice, triggerChoices } from './deviceChoices';

const meter = {
  id: 9,
  device_name: 'Smart Meter',
  status: 2,
  service_list: [
    {
      name: 'MeteringService',
      type: 'sensory',
      property_list: [
        { name: 'ActivePower', type: 'number', value: 1, readonly: true },
        { name: 'Energy', type: 'number', value: 1, readonly: true },
        { name: 'PowerLimit', type: 'number', value: 1, readonly: false },
        { name: 'Calibrate', type: 'bool', value: false, readonly: false },
      ],
    },
    { name: 'SwitchService', type: 'control', property_list: [{ name: 'State', type: 'bool', value: true, readonly: false }] },
  ],
} as unknown as Device;

describe('what the trigger and action dialogs offer', () => {
  it('only online devices (spec 2 §4)', () => {
    const devices = [0, 1, 2, 3, 5, 7].map((status, id) => ({ ...meter, id, status })) as Device[];
    expect(devicesToChoose(devices).map((d) => d.status)).toEqual([2]);
  });

  it('triggers: every property but LimitValue, PowerLimit, ActivePower and Calibrate (spec 2 §5)', () => {
    expect(triggerChoices(meter).map((c) => `${c.service.name}.${c.property.name}`)).toEqual(['MeteringService.Energy', 'SwitchService.State']);
  });

  it('actions: writable properties only (spec 2 §5)', () => {
    expect(actionChoices(meter).map((c) => c.property.name)).toEqual(['PowerLimit', 'Calibrate', 'State']);
  });

  it('finds a choice by its select value', () => {
    const choices = actionChoices(meter);
    expect(findChoice(choices, choiceKey('SwitchService', 'State'))?.property.name).toBe('State');
    expect(findChoice(choices, choiceKey('SwitchService', 'Energy'))).toBeUndefined();
  });
});
