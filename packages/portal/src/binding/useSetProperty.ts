import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GatewayRequestError, GatewayTimeoutError, type PropertyValue } from '@homeport/sdk';
import { useServices } from '../app/services';
import { gatewayAtom, linkAtom } from '../state/atoms';
import { applyPropertyValue } from '../state/devices';
import { gatewayRef } from '../state/gatewayRef';
import { useToast } from './useToast';

/**
 * Sends set_service_property_value and applies the value the gateway
 * confirms; the UI never shows a state the gateway has not confirmed.
 */
export function useSetProperty() {
  const store = useStore();
  const { t } = useTranslation();
  const { config } = useServices();
  const link = useAtomValue(linkAtom);
  const gateway = useAtomValue(gatewayAtom);
  const toast = useToast(config.constants.toastHideDelayMs);

  return useCallback(
    async (device: number, service: string, property: string, value: PropertyValue): Promise<boolean> => {
      if (!link || !gateway) return false;
      try {
        const answer = await link.request<{ value?: PropertyValue }>(gatewayRef(gateway), 'set_service_property_value', { device, service, property, value });
        applyPropertyValue(store, device, service, property, answer && 'value' in answer ? (answer.value ?? value) : value);
        return true;
      } catch (error) {
        const text =
          error instanceof GatewayTimeoutError
            ? t('ERRORS.GATEWAY_TIMEOUT')
            : error instanceof GatewayRequestError
              ? t('ERRORS.GATEWAY_REJECTED', { message: error.message })
              : t('DEVICES.SEND_FAILED');
        toast(text, 'error');
        return false;
      }
    },
    [link, gateway, store, toast, t],
  );
}
