import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A moment in the portal's language, short date and time. */
export function useWhen() {
  const { i18n } = useTranslation();
  return useCallback((epoch: number) => new Date(epoch).toLocaleString(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
}
