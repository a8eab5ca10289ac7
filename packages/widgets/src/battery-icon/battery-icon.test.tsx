import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BatteryIcon, batteryBand } from './battery-icon';

afterEach(cleanup);

describe('batteryBand (spec 2 §9)', () => {
  it.each([
    [254, 100, 100, 'ok', false],
    [100, 100, 100, 'ok', false],
    [95, 95, 100, 'ok', false],
    [94, 94, 85, 'ok', false],
    [85, 85, 85, 'ok', false],
    [54, 54, 45, 'ok', false],
    [45, 45, 45, 'ok', false],
    [44, 44, 44, 'warning', false],
    [15, 15, 15, 'warning', false],
    [14, 14, 14, 'danger', false],
    [6, 6, 6, 'danger', false],
    [5, 5, 5, 'danger', true],
    [4, 4, 4, 'danger', true],
    [0, 0, 0, 'danger', true],
  ])('level %i shows %i, step %i, tone %s, critical %s', (level, shown, step, tone, critical) => {
    expect(batteryBand(level)).toEqual({ shown, step, tone, critical });
  });
});

describe('BatteryIcon', () => {
  it('is an image named by its level, 254 read as 100', () => {
    render(<BatteryIcon level={254} />);
    expect(screen.getByRole('img', { name: 'Battery 100 %' })).toBeTruthy();
  });

  it('says critical at 5 % and below', () => {
    render(<BatteryIcon level={3} />);
    expect(screen.getByRole('img', { name: 'Battery critical: 3 %' }).getAttribute('data-tone')).toBe('danger');
  });

  it('says unknown when never reported', () => {
    render(<BatteryIcon level={null} />);
    expect(screen.getByRole('img', { name: 'Battery level unknown' })).toBeTruthy();
  });
});
