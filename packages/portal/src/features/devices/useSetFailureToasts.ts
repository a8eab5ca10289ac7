import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GatewayRequestError, GatewayTimeoutError, type GatewayHandle } from '@homeport/sdk';
import { useServices } from '../../app/services';
import { useToast } from '../../binding/useToast';

/** One toast for each change the gateway refused or did not answer, whichever widget sent it. */
export function useSetFailureToasts(handle: GatewayHandle | null): void {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  useEffect(() => {
    if (!handle) return;
    return handle.devices.onSetFailed(({ error }) => {
      const text =
        error instanceof GatewayTimeoutError
          ? t('ERRORS.GATEWAY_TIMEOUT')
          : error instanceof GatewayRequestError
            ? t('ERRORS.GATEWAY_REJECTED', { message: error.message })
            : t('DEVICES.SEND_FAILED');
      toast(text, 'error');
    });
  }, [handle, toast, t]);
}
