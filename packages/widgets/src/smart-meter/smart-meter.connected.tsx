import type { Device, GatewayHandle } from '@homeport/sdk';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { useWidgetText } from '../i18n/widgetText';
import { SmartMeter } from './smart-meter';
import { ns } from './smart-meter.texts';

export interface SmartMeterConnectedProps {
  handle: GatewayHandle;
  deviceId: number;
  label?: string;
  device?: Device;
  disabled?: boolean;
}

const PHASES = ['Phase1Service', 'Phase2Service', 'Phase3Service'] as const;
const RELAYS = ['Relay1', 'Relay2'] as const;

/**
 * The smart meter bound to MeteringService (ActivePower kW, Energy kWh),
 * Phase1..3Service (ActivePower, Voltage, RmsCurrent) and RelayService
 * (Relay1, Relay2), as docs/contracts.md describes the seeded meter.
 */
export function SmartMeterConnected({ handle, deviceId, label, device, disabled }: SmartMeterConnectedProps) {
  const t = useWidgetText(ns);
  const control = useDeviceControl(handle, deviceId, device);
  const power = useDeviceProperty<number>(handle, deviceId, 'MeteringService', 'ActivePower');
  const energy = useDeviceProperty<number>(handle, deviceId, 'MeteringService', 'Energy');
  /* eslint-disable react-hooks/rules-of-hooks -- fixed lists, fixed order: the hooks run the same way on every render. */
  const phases = PHASES.map((service) => ({
    power: useDeviceProperty<number>(handle, deviceId, service, 'ActivePower').value ?? null,
    voltage: useDeviceProperty<number>(handle, deviceId, service, 'Voltage').value ?? null,
    current: useDeviceProperty<number>(handle, deviceId, service, 'RmsCurrent').value ?? null,
  }));
  const relays = RELAYS.map((name) => useDeviceProperty<boolean>(handle, deviceId, 'RelayService', name));
  /* eslint-enable react-hooks/rules-of-hooks */
  return (
    <SmartMeter
      label={label ?? control.device?.device_name ?? t('DEFAULT_LABEL')}
      power={power.value ?? null}
      energy={energy.value ?? null}
      phases={phases}
      switches={relays.map((relay) => ({ on: relay.value === true }))}
      busy={relays.map((relay) => relay.pending)}
      disabled={disabled || !RELAYS.every((name) => control.canChange('RelayService', name))}
      onSwitchChange={(index, on) => void relays[index]?.set(on).catch(() => undefined)}
    />
  );
}
