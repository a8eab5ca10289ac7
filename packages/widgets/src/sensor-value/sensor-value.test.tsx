import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WidgetTextsProvider } from '../i18n/WidgetTextsProvider';
import { SensorValue } from './sensor-value';

afterEach(cleanup);

describe('SensorValue', () => {
  it('shows a number with its unit, at most two decimals', () => {
    render(<SensorValue label="Temperature" value={21.456} unit="°C" />);
    expect(screen.getByRole('group', { name: 'Temperature' }).textContent).toContain('21.46 °C');
  });

  it('reads booleans and missing values from its texts, English by default', () => {
    render(<SensorValue label="Open" value={true} />);
    expect(screen.getByRole('group', { name: 'Open' }).textContent).toContain('On');
    cleanup();
    render(<SensorValue label="Key" value="" />);
    expect(screen.getByRole('group', { name: 'Key' }).textContent).toContain('Not reported');
  });

  it("shows the page's translation under its namespace", () => {
    render(
      <WidgetTextsProvider locale="de" texts={{ 'homeport-sensor-value': { ON: 'Ein' } }}>
        <SensorValue label="Open" value={true} />
      </WidgetTextsProvider>,
    );
    expect(screen.getByRole('group', { name: 'Open' }).textContent).toContain('Ein');
  });

  it("takes the caller's texts when given", () => {
    render(<SensorValue label="Window" value={false} trueText="Open" falseText="Closed" />);
    expect(screen.getByRole('group', { name: 'Window' }).textContent).toContain('Closed');
  });
});
