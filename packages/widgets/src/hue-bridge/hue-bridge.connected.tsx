import { useState } from 'react';
import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { useWidgetText } from '../i18n/widgetText';
import { HueBridge, type HueBridgeState } from './hue-bridge';
import { ns } from './hue-bridge.texts';

export type HueBridgeConnectedProps = ConnectedWidgetProps;

const SERVICE = 'HueBridgeService';

/** The Hue bridge bound to HueBridgeService (Paired, LightCount, BridgeAddress). */
export function HueBridgeConnected({ handle, deviceId, label, device, disabled }: HueBridgeConnectedProps) {
  const t = useWidgetText(ns);
  const control = useDeviceControl(handle, deviceId, device);
  const paired = useDeviceProperty<boolean>(handle, deviceId, SERVICE, 'Paired');
  const lights = useDeviceProperty<number>(handle, deviceId, SERVICE, 'LightCount');
  const address = useDeviceProperty<string>(handle, deviceId, SERVICE, 'BridgeAddress');
  const [failed, setFailed] = useState(false);
  const state: HueBridgeState = paired.pending ? 'pairing' : paired.value ? 'paired' : failed ? 'failed' : 'unpaired';
  const send = (next: boolean) => {
    setFailed(false);
    paired.set(next).catch(() => setFailed(next));
  };
  return (
    <HueBridge
      label={label ?? control.device?.device_name ?? t('DEFAULT_LABEL')}
      state={state}
      lightCount={lights.value ?? null}
      address={address.value ?? null}
      disabled={disabled || paired.value === undefined || !control.canChange(SERVICE, 'Paired')}
      onPair={() => send(true)}
      onUnpair={() => send(false)}
    />
  );
}
