import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PressureSensor } from './pressure-sensor';

afterEach(cleanup);

describe('PressureSensor (spec 2 §4)', () => {
  it.each([
    [0, 'Absolute'],
    [1, 'Gauge'],
    [2, 'Vacuum'],
    [3, 'Differential'],
    [4, 'Sealed'],
    [5, 'Unknown type'],
  ])('type %i reads %s', (type, text) => {
    render(<PressureSensor label="Boiler" type={type} value={1.6} />);
    expect(screen.getByRole('group', { name: 'Boiler' }).textContent).toContain(text);
  });

  it('rounds to two decimals and says when nothing was reported', () => {
    render(<PressureSensor label="A" type={1} value={1.23456} />);
    expect(screen.getByRole('group', { name: 'A' }).textContent).toContain('1.23 bar');
    render(<PressureSensor label="B" type={1} value={null} />);
    expect(screen.getByRole('group', { name: 'B' }).textContent).toContain('Not reported');
  });
});
