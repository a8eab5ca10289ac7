import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_KINDS, SCENARIO_STATUS_NAMES } from '@homeport/sdk';
import { ACTION_ICONS } from './actionIcons';
import { ALARM_STATE_ICONS, DOOR_LOCK_ICONS, GAS_ICONS, PANIC_TYPE_ICONS } from './alarmIcons';
import { DEVICE_CLASS_ICONS, DEVICE_KIND_ICONS, deviceIcon, UNKNOWN_DEVICE_ICON } from './deviceIcons';
import { Icon } from './icon';
import { SCENE_STATUS_ICONS, SCENE_STATUS_PATHS, sceneStatusIcon } from './sceneStatusIcons';
import { signalBars } from './signalIcons';
import { DEVICE_STATE_ICONS, deviceState } from './stateIcons';

afterEach(cleanup);

// A drawable path: starts with a move command (what every @mdi/js export is).
const isPath = (path: unknown) => typeof path === 'string' && /^M[\d.]/.test(path);

describe('Icon', () => {
  it('is an image with its name when it carries meaning', () => {
    render(<Icon path={DOOR_LOCK_ICONS.locked} label="Locked" />);
    const icon = screen.getByRole('img', { name: 'Locked' });
    expect(icon.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(icon.getAttribute('fill')).toBe('currentColor');
    expect(icon.querySelector('path')?.getAttribute('d')).toBe(DOOR_LOCK_ICONS.locked);
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Icon path={DOOR_LOCK_ICONS.locked} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('icon maps', () => {
  it('gives every device kind and every seeded class its own drawable icon', () => {
    for (const kind of DEVICE_KINDS) expect(isPath(DEVICE_KIND_ICONS[kind]), kind).toBe(true);
    for (const cls of [
      'Access Control',
      'Audio',
      'Camera',
      'Controller',
      'Dimmer',
      'HVAC',
      'Light',
      'Outlet',
      'Remote',
      'Security',
      'Sensor',
      'Shutter',
      'Thermostat',
      'WeatherDevice',
    ])
      expect(isPath(DEVICE_CLASS_ICONS[cls]), cls).toBe(true);
    // Three classes that begin with S used to draw the same letter.
    expect(new Set([DEVICE_CLASS_ICONS.Shutter, DEVICE_CLASS_ICONS.Sensor, DEVICE_CLASS_ICONS.Security]).size).toBe(3);
  });

  it('picks a device icon by kind, then class, then a question mark', () => {
    expect(deviceIcon({ kind: 'gas_detector', class: 'Sensor' })).toBe(DEVICE_KIND_ICONS.gas_detector);
    expect(deviceIcon({ kind: 'new_kind', class: 'Shutter' })).toBe(DEVICE_CLASS_ICONS.Shutter);
    expect(deviceIcon({ kind: 'new_kind', class: 'New class' })).toBe(UNKNOWN_DEVICE_ICON);
  });

  // The widgets keep their own copy so that a plain widget does not bundle the sdk (scripts/widget-sizes.ts); it must stay the sdk's list.
  it('names the scene statuses in the order of the sdk list', () => {
    expect([...SCENE_STATUS_ICONS]).toEqual([...SCENARIO_STATUS_NAMES]);
  });

  it('has an icon for each scene status 0 to 19 and none outside', () => {
    for (let id = 0; id < 20; id++) expect(isPath(SCENE_STATUS_PATHS[sceneStatusIcon(id)!]), String(id)).toBe(true);
    expect(sceneStatusIcon(20)).toBeNull();
    expect(sceneStatusIcon(1.5)).toBeNull();
  });

  it('maps device status codes to online, offline and restricted', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(deviceState)).toEqual(['online', 'online', 'online', 'online', 'error', 'offline', 'replace', 'restricted']);
    for (const path of Object.values(DEVICE_STATE_ICONS)) expect(isPath(path)).toBe(true);
  });

  it('draws alarms, panic types, gas, door lock states and actions', () => {
    for (const map of [ALARM_STATE_ICONS, PANIC_TYPE_ICONS, GAS_ICONS, DOOR_LOCK_ICONS, ACTION_ICONS]) for (const path of Object.values(map)) expect(isPath(path)).toBe(true);
  });

  it('turns link quality 0 to 255 into 0 to 3 bars', () => {
    expect([0, 31, 32, 95, 96, 175, 176, 255, Number.NaN].map(signalBars)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 0]);
  });
});
