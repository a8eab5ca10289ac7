import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivilegedModeError, type GatewayHandle } from '@homeport/sdk';
import { recheckLocks } from '../../state/gatewayChanges';
import { useServices } from '../../services/services';
import { setFailureText } from '../../binding/setFailureText';
import { useToast } from '../../binding/useToast';
import { sessionAtom, sessionEndAtom } from '../../state/atoms';

/**
 * One toast for each change the gateway refused or did not answer, whichever
 * widget sent it; a privileged-mode refusal also reads the gateway's locks again.
 */
export function useSetFailureToasts(handle: GatewayHandle | null): void {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const store = useStore();
  useEffect(() => {
    if (!handle) return;
    return handle.devices.onSetFailed(({ error }) => {
      const sessionLive = store.get(sessionAtom) !== null && store.get(sessionEndAtom) === null;
      if (sessionLive && error instanceof PrivilegedModeError) recheckLocks(store, handle.gateway.serial);
      const text = setFailureText(error, t, { sessionLive });
      if (text) toast(text, 'error');
    });
  }, [handle, toast, t, store]);
}
