// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { widgetsI18n } from '../i18n/widgetText';
import { SensorValue } from './sensor-value';

afterEach(cleanup);

describe('SensorValue', () => {
  it('shows a number with its unit, at most two decimals', () => {
    render(<SensorValue label="Temperature" value={21.456} unit="°C" />);
    expect(screen.getByRole('group', { name: 'Temperature' }).textContent).toContain('21.46 °C');
  });

  it('reads booleans and missing values through its i18next catalogue', () => {
    render(<SensorValue label="Open" value={true} />);
    expect(screen.getByRole('group', { name: 'Open' }).textContent).toContain('On');
    cleanup();
    render(<SensorValue label="Key" value="" />);
    expect(screen.getByRole('group', { name: 'Key' }).textContent).toContain('Not reported');
    expect(widgetsI18n.hasResourceBundle('en_EN', 'homeport-sensor-value')).toBe(true);
  });

  it("takes the caller's texts when given", () => {
    render(<SensorValue label="Window" value={false} trueText="Open" falseText="Closed" />);
    expect(screen.getByRole('group', { name: 'Window' }).textContent).toContain('Closed');
  });
});
