import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayHandle } from '@homeport/sdk';
import { useServices } from '../../app/services';
import { setFailureText } from '../../binding/setFailureText';
import { useToast } from '../../binding/useToast';
import { sessionAtom, sessionEndAtom } from '../../state/atoms';

/** One toast for each change the gateway refused or did not answer, whichever widget sent it. */
export function useSetFailureToasts(handle: GatewayHandle | null): void {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const store = useStore();
  useEffect(() => {
    if (!handle) return;
    return handle.devices.onSetFailed(({ error }) => {
      const sessionLive = store.get(sessionAtom) !== null && store.get(sessionEndAtom) === null;
      const text = setFailureText(error, t, { sessionLive });
      if (text) toast(text, 'error');
    });
  }, [handle, toast, t, store]);
}
