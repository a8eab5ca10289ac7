import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS } from '@homeport/sdk';

const localeOf = (language: string) => language.replace('_', '-');

/**
 * Times in the reader's language. History days are UTC days of the
 * server's clock (rules/history.ts), so dates and times are shown in UTC
 * too: the day a reader picks is the day the server reads.
 */
export function useHistoryFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const times = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const hours = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return {
      time: (ms: number) => times.format(new Date(ms)),
      day: (ms: number) => days.format(new Date(ms)),
      number: (value: number) => numbers.format(value),
      tick: (ms: number, span: number) => (span <= DAY_MS + 1 ? hours.format(new Date(ms)) : dayMonth.format(new Date(ms))),
    };
  }, [language]);
}

export type HistoryFormat = ReturnType<typeof useHistoryFormat>;

/** yyyy-mm-dd of a time (UTC), as a date input holds it. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The start (UTC) of a yyyy-mm-dd day, or null. */
export const dayStart = (value: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) ? ms : null;
};
