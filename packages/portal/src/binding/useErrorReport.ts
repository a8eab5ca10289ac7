import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ErrorCode, PrivilegedModeError } from '@homeport/sdk';
import { sessionEndFor } from '../services/sessionEnd';
import { useServices } from '../services/services';
import { useErrorReporting, type PortalCallMeta, type ReportError } from '../services/errorReporting';
import { useDialogs } from '../components/dialogs/DialogHost';
import { currentSerialAtom } from '../state/atoms';
import { recheckLocks } from '../state/gatewayChanges';
import { useApiErrorText } from './useApiErrorText';
import { useToast } from './useToast';

/**
 * Reports a failure the page does not show in place (spec 1 §8), for every
 * query and mutation (services/errorReporting.ts): its errorCode's text as a
 * toast (in the call's own words when its `meta` names them), once until the next request; 000610 opens an error
 * dialog; 00000 shows nothing; the codes that end the session are left to
 * the session end (services/sessionEnd.ts); a gateway's "Privileged mode is
 * active" reads the gateway's locks again (the privilege-mode event).
 */
export function useErrorReport(): ReportError {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { config, errorGate } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const { alert } = useDialogs();
  const store = useStore();
  return useCallback(
    (error: unknown, meta?: PortalCallMeta) => {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError && sessionEndFor(apiError)) return;
      if (error instanceof PrivilegedModeError) {
        const serial = store.get(currentSerialAtom);
        if (serial) recheckLocks(store, serial);
      }
      const code = apiError?.errorCode ?? ErrorCode.generic;
      if (code === ErrorCode.silent) return;
      const reason = meta?.describeError?.(error) ?? errorText(error);
      const text = meta?.errorWords ? t(meta.errorWords, { reason }) : reason;
      if (!errorGate.admit(text)) return;
      if (code === ErrorCode.errorDialog) void alert({ title: t('DIALOG.ERROR_TITLE'), body: text });
      else toast(text, 'error');
    },
    [t, errorText, errorGate, toast, alert, store],
  );
}

/** Connects the one error path to the page's toasts and dialogs (PortalApp, the tests' render). */
export function ErrorReporting(): null {
  useErrorReporting(useErrorReport());
  return null;
}
