import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, UserAccessErrorCode } from '@homeport/sdk';
import { useApiErrorText } from '../../../binding/useApiErrorText';

const OWN_CODES = new Set<string>(Object.values(UserAccessErrorCode));

/** spec 2 §8: these calls' own codes (LINKED_USER_NOT_FOUND_ERROR...) with their texts; anything else as every call's. */
export function useAccessErrorText() {
  const { t } = useTranslation();
  const apiText = useApiErrorText();
  return useCallback(
    (caught: unknown) => (caught instanceof ApiError && OWN_CODES.has(caught.errorCode) ? t(`USER_ACCESS.ERRORS.${caught.errorCode}`) : apiText(caught)),
    [t, apiText],
  );
}
