import type { GatewayHandle } from '@homeport/sdk';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { Thermostat } from './thermostat';

export interface ThermostatConnectedProps {
  handle: GatewayHandle;
  deviceId: number;
  label?: string;
  /** Service holding Mode, SetPoint and CurrentTemperature. */
  service?: string;
  disabled?: boolean;
}

/** The thermostat bound to a device's ThermostatService. */
export function ThermostatConnected({ handle, deviceId, label = 'Thermostat', service = 'ThermostatService', disabled }: ThermostatConnectedProps) {
  const mode = useDeviceProperty<number>(handle, deviceId, service, 'Mode');
  const setPoint = useDeviceProperty<number>(handle, deviceId, service, 'SetPoint');
  const temperature = useDeviceProperty<number>(handle, deviceId, service, 'CurrentTemperature');
  const ready = mode.value !== undefined && setPoint.value !== undefined;
  return (
    <Thermostat
      label={label}
      mode={mode.value ?? 0}
      setPoint={setPoint.value ?? 21}
      temperature={temperature.value ?? null}
      disabled={disabled || !ready}
      onModeChange={(m) => void mode.set(m).catch(() => undefined)}
      onSetPointChange={setPoint.suppressEcho}
      onSetPointCommit={(v) => void setPoint.set(v).catch(() => undefined)}
    />
  );
}
