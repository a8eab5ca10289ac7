import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WEATHER_SUMMARIES, Weather, roundWeather, weatherSummary } from './weather';

afterEach(cleanup);

describe('Weather', () => {
  it('knows the 17 summaries of the spec, Sunny, Cloudy, Fog, Snow, Windy and Thunderstorm among them', () => {
    expect(WEATHER_SUMMARIES).toHaveLength(17);
    expect(new Set(WEATHER_SUMMARIES).size).toBe(17);
    for (const named of ['sunny', 'cloudy', 'fog', 'snow', 'windy', 'thunderstorm']) expect(WEATHER_SUMMARIES).toContain(named);
  });

  it('names every code 0 to 16 with its own text, and anything else as no forecast', () => {
    const texts = new Set<string>();
    for (let code = 0; code < 17; code++) {
      const { unmount } = render(<Weather label="Garden" summary={code} />);
      texts.add(screen.getByRole('group', { name: 'Garden' }).querySelector('p')!.textContent!);
      unmount();
    }
    expect(texts.size).toBe(17);
    expect([weatherSummary(-1), weatherSummary(17), weatherSummary(2.5), weatherSummary(null)]).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
    render(<Weather label="Garden" summary={99} />);
    expect(screen.getByText('No forecast')).toBeTruthy();
  });

  it('rounds every value to an integer and shows its unit', () => {
    expect([roundWeather(27.4), roundWeather(27.5), roundWeather(-0.4), roundWeather(null), roundWeather(Number.NaN)]).toEqual([27, 28, -0, null, null]);
    render(<Weather label="Garden" summary={12} temperature={27.4} humidity={63.6} windSpeed={12.3} pressure={1008.6} rainfall={null} />);
    const group = within(screen.getByRole('group', { name: 'Garden' }));
    expect(group.getByText('Thunderstorm')).toBeTruthy();
    expect(group.getByText('27 °C')).toBeTruthy();
    expect(group.getByText('64 %')).toBeTruthy();
    expect(group.getByText('12 km/h')).toBeTruthy();
    expect(group.getByText('1009 hPa')).toBeTruthy();
    expect(group.getByText('–')).toBeTruthy();
  });
});
