import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GasDetector } from './gas-detector';

afterEach(cleanup);

describe('GasDetector (spec 2 §4)', () => {
  it.each([
    [0, 'Unknown gas'],
    [1, 'Carbon monoxide (CO)'],
    [2, 'Combustible gas'],
    [3, 'Carbon dioxide (CO2)'],
    [9, 'Unknown gas'],
  ])('type %i reads %s', (type, text) => {
    render(<GasDetector label="Kitchen" type={type} alarm={false} />);
    expect(screen.getByRole('group', { name: 'Kitchen' }).textContent).toContain(text);
  });

  it('announces the alarm and shows the concentration', () => {
    render(<GasDetector label="Kitchen" type={1} alarm concentration={3.456} />);
    expect(screen.getByRole('status').textContent).toBe('Gas detected');
    expect(screen.getByRole('group').textContent).toContain('3.46 ppm');
  });
});
