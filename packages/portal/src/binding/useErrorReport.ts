import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ErrorCode } from '@homeport/sdk';
import { sessionEndFor } from '../services/sessionEnd';
import { useServices } from '../services/services';
import { useDialogs } from '../components/dialogs/DialogHost';
import { useApiErrorText } from './useApiErrorText';
import { useToast } from './useToast';

/**
 * Reports a failure the page does not show in place (spec 1 §8): its
 * errorCode's text as a toast, once until the next request; 000610 opens an
 * error dialog; 00000 shows nothing; the codes that end the session are
 * left to the session end (services/sessionEnd.ts).
 */
export function useErrorReport() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { config, errorGate } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const { alert } = useDialogs();
  return useCallback(
    (error: unknown) => {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError && sessionEndFor(apiError)) return;
      const code = apiError?.errorCode ?? ErrorCode.generic;
      if (code === ErrorCode.silent) return;
      const text = errorText(error);
      if (!errorGate.admit(text)) return;
      if (code === ErrorCode.errorDialog) void alert({ title: t('DIALOG.ERROR_TITLE'), body: text });
      else toast(text, 'error');
    },
    [t, errorText, errorGate, toast, alert],
  );
}
