import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PanicButton, panicType } from './panic-button';

afterEach(cleanup);

describe('PanicButton (spec 2 §4)', () => {
  it('maps type codes to Arm, Emergency, Fire, Panic', () => {
    expect([0, 1, 2, 3, 9].map(panicType)).toEqual(['Arm', 'Emergency', 'Fire', 'Panic', 'Panic']);
  });

  it('names its icon by type and announces a trigger', () => {
    render(<PanicButton label="Bedside" type={2} triggered />);
    expect(screen.getByRole('img', { name: 'Fire' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Triggered');
  });
});
