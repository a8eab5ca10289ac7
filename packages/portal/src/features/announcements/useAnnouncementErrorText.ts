import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@homeport/sdk';
import { useApiErrorText } from '../../binding/useApiErrorText';

/**
 * The words for a failed /asm call: the announcement refusals (sdk
 * AnnouncementErrorCode) from this feature's catalogue, which travels in its
 * chunk; any other code from the base ERRORS.
 */
export function useAnnouncementErrorText() {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorText();
  return useCallback(
    (caught: unknown) => {
      const code = caught instanceof ApiError ? caught.errorCode : null;
      return code && i18n.exists(`ANNOUNCEMENTS.ERRORS.${code}`) ? t(`ANNOUNCEMENTS.ERRORS.${code}`) : errorText(caught);
    },
    [t, i18n, errorText],
  );
}
