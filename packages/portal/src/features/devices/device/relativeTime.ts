const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * A moment as people say it ("2 minutes ago"), in the portal's language.
 * Gateways report Unix seconds; a value above 10^12 is taken as
 * milliseconds, so either reads right.
 */
export function relativeTime(timestamp: number, now: number, locale: string): string {
  const ms = timestamp > 1e12 ? timestamp : timestamp * 1000;
  const diff = ms - now;
  const format = new Intl.RelativeTimeFormat(locale.replace('_', '-'), { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(diff) >= size || unit === 'second') return format.format(Math.round(diff / size), unit);
  return format.format(0, 'second');
}
