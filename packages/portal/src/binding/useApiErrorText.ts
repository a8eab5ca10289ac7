import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@homeport/sdk';
import { errorKey } from '../i18n/createI18n';

/** The text a form shows for a failed call: network, else the errorCode's text (unknown codes: 00001). */
export function useApiErrorText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (caught: unknown) => {
      const apiError = caught instanceof ApiError ? caught : null;
      if (apiError?.status === 0) return t('ERRORS.NETWORK');
      return t(errorKey(i18n, apiError?.errorCode ?? '00001'), { seconds: apiError?.retryAfterSeconds ?? 60 });
    },
    [t, i18n],
  );
}
