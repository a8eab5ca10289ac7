import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@homeport/sdk';
import { errorKey } from '../i18n/createI18n';

/**
 * The text a form or toast shows for a failed call: network, else the
 * errorCode's text from the catalogue's ERRORS (unknown codes: 00001).
 * `serverWords`: for a code the catalogue does not name, the server's own
 * message when it has one (the gateway's local interface, spec 2 §8).
 */
export function useApiErrorText({ serverWords = false }: { serverWords?: boolean } = {}) {
  const { t, i18n } = useTranslation();
  return useCallback(
    (caught: unknown) => {
      const apiError = caught instanceof ApiError ? caught : null;
      if (apiError?.status === 0) return t('ERRORS.NETWORK');
      const code = apiError?.errorCode ?? '00001';
      if (serverWords && apiError?.message && !i18n.exists(`ERRORS.${code}`)) return apiError.message;
      return t(errorKey(i18n, code), { seconds: apiError?.retryAfterSeconds ?? 60 });
    },
    [t, i18n, serverWords],
  );
}
