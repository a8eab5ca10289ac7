import { useEffect, useState } from 'react';
import type { Device, GatewayHandle } from '@homeport/sdk';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { useWidgetText } from '../i18n/widgetText';
import { IrBlaster } from './ir-blaster';
import { ns } from './ir-blaster.texts';
import { IrDeviceSelect } from './ir-device-select';
import { IrQuickControl } from './ir-quick-control';
import { IR_LEARN_STATUS } from './irRules';

interface IrConnectedProps {
  handle: GatewayHandle;
  deviceId: number;
  label?: string;
  service?: string;
  device?: Device;
  disabled?: boolean;
}

/** IRService's properties for one device, and whether each may be changed now. */
function useIrService(handle: GatewayHandle, deviceId: number, service: string, device: Device | undefined) {
  const control = useDeviceControl(handle, deviceId, device);
  return {
    control,
    type: useDeviceProperty<number>(handle, deviceId, service, 'DeviceType'),
    state: useDeviceProperty<number>(handle, deviceId, service, 'DeviceState'),
    key: useDeviceProperty<string>(handle, deviceId, service, 'Key'),
    learningMode: useDeviceProperty<boolean>(handle, deviceId, service, 'LearningMode'),
    learnStatus: useDeviceProperty<number>(handle, deviceId, service, 'LearnStatus'),
  };
}

const quiet = (promise: Promise<void>) => void promise.catch(() => undefined);

/** Full control bound to IRService; an unassigned controller shows the device-selection step first. */
export function IrBlasterConnected({ handle, deviceId, label, service = 'IRService', device, disabled }: IrConnectedProps) {
  const t = useWidgetText(ns);
  const ir = useIrService(handle, deviceId, service, device);
  const [learning, setLearning] = useState(false);
  const [learningKey, setLearningKey] = useState<string | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  useEffect(() => {
    if (!learningKey) return;
    // After a learn starts, every status the device reports is the key's.
    return handle.devices.subscribe(deviceId, service, 'LearnStatus', () => {
      const reported = handle.devices.getProperty(deviceId, service, 'LearnStatus').value;
      if (typeof reported === 'number') setStatus(reported);
    });
  }, [handle, deviceId, service, learningKey]);

  const name = label ?? ir.control.device?.device_name ?? t('DEFAULT_LABEL');
  const canSend = (property: string) => !disabled && ir.control.canChange(service, property);
  if (ir.type.value === 0) {
    return <IrDeviceSelect label={name} disabled={!canSend('DeviceType')} onSelect={(type) => quiet(ir.type.set(type))} />;
  }
  return (
    <IrBlaster
      label={name}
      deviceType={ir.type.value ?? 0}
      state={ir.state.value ?? null}
      disabled={ir.type.value === undefined || !canSend('Key')}
      onStateChange={(code) => quiet(ir.state.set(code))}
      onKey={(key) => quiet(ir.key.set(key))}
      learning={learning}
      onLearningChange={(next) => {
        setLearning(next);
        if (!next && ir.learningMode.value) quiet(ir.learningMode.set(false));
      }}
      onLearnKey={(key) => {
        setLearningKey(key);
        setStatus(IR_LEARN_STATUS.inProgress);
        quiet(ir.key.set(key).then(() => ir.learningMode.set(true)));
      }}
      learningKey={learningKey}
      learnStatus={status}
    />
  );
}

/** Quick control bound to IRService (power and the keys of its kind). */
export function IrQuickControlConnected({ handle, deviceId, label, service = 'IRService', device, disabled, onOpenFull }: IrConnectedProps & { onOpenFull?: () => void }) {
  const t = useWidgetText(ns);
  const ir = useIrService(handle, deviceId, service, device);
  return (
    <IrQuickControl
      label={label ?? ir.control.device?.device_name ?? t('DEFAULT_LABEL')}
      deviceType={ir.type.value ?? 0}
      state={ir.state.value ?? null}
      disabled={disabled || ir.type.value === undefined || !ir.control.canChange(service, 'Key')}
      onStateChange={(code) => quiet(ir.state.set(code))}
      onKey={(key) => quiet(ir.key.set(key))}
      onOpenFull={onOpenFull}
    />
  );
}
