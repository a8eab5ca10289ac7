import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { useWidgetText } from '../i18n/widgetText';
import { Thermostat } from './thermostat';
import { ns } from './thermostat.texts';

export interface ThermostatConnectedProps extends ConnectedWidgetProps {
  /** Service holding Mode, SetPoint and CurrentTemperature. */
  service?: string;
}

/** The thermostat bound to a device's ThermostatService, following the device-status rules. */
export function ThermostatConnected({ handle, deviceId, label, service = 'ThermostatService', device, disabled }: ThermostatConnectedProps) {
  const t = useWidgetText(ns);
  const control = useDeviceControl(handle, deviceId, device);
  const mode = useDeviceProperty<number>(handle, deviceId, service, 'Mode');
  const setPoint = useDeviceProperty<number>(handle, deviceId, service, 'SetPoint');
  const temperature = useDeviceProperty<number>(handle, deviceId, service, 'CurrentTemperature');
  const ready = mode.value !== undefined && setPoint.value !== undefined;
  return (
    <Thermostat
      label={label ?? control.device?.device_name ?? t('DEFAULT_LABEL')}
      mode={mode.value ?? 0}
      setPoint={setPoint.value ?? 21}
      temperature={temperature.value ?? null}
      disabled={disabled || !ready || !control.canChange(service, 'SetPoint')}
      modeDisabled={disabled || !ready || !control.canChange(service, 'Mode')}
      onModeChange={(m) => void mode.set(m).catch(() => undefined)}
      onSetPointChange={setPoint.suppressEcho}
      onSetPointCommit={(v) => void setPoint.set(v).catch(() => undefined)}
    />
  );
}
