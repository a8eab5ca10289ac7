import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Page titles come from translation keys (spec 1 §2). */
export function usePageTitle(key: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(key)} · ${t('APP.TITLE')}`;
  }, [key, t]);
}
