import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@homeport/sdk';
import { useApiErrorText } from '../../binding/useApiErrorText';

/**
 * The words for a failed group call: the group refusals (sdk
 * GroupErrorCode) from this feature's catalogue, which travels in its
 * chunk; any other code from the base ERRORS.
 */
export function useGroupsErrorText() {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorText();
  return useCallback(
    (caught: unknown) => {
      const code = caught instanceof ApiError ? caught.errorCode : null;
      return code && i18n.exists(`GROUPS.ERRORS.${code}`) ? t(`GROUPS.ERRORS.${code}`) : errorText(caught);
    },
    [t, i18n, errorText],
  );
}
