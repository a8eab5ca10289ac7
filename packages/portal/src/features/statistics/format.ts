import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const localeOf = (language: string) => language.replace('_', '-');

/**
 * Numbers, times and durations in the reader's language: figures with at
 * most two decimals (spec 3 §9), times with date and time, uptimes in
 * days, hours and minutes.
 */
export function useStatisticsFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 });
    const times = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
    const number = (value: number) => numbers.format(value);
    return {
      number,
      percent: (value: number) => `${numbers.format(value)} %`,
      time: (ms: number | null | undefined) => (ms === null || ms === undefined ? '–' : times.format(new Date(ms))),
      uptime: (ms: number) => {
        const minutes = Math.floor(ms / 60_000);
        const hours = Math.floor(minutes / 60);
        const days = Math.floor(hours / 24);
        if (days > 0) return t('STATISTICS.UPTIME.DAYS', { days, hours: hours % 24 });
        if (hours > 0) return t('STATISTICS.UPTIME.HOURS', { hours, minutes: minutes % 60 });
        return t('STATISTICS.UPTIME.MINUTES', { minutes });
      },
    };
  }, [t, language]);
}
