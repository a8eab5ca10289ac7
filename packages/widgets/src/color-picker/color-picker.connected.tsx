import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { useWidgetText } from '../i18n/widgetText';
import { ColorPicker, SATURATION_MAX, type Color } from './color-picker';
import { ns } from './color-picker.texts';
import { ColorSwatch } from './color-swatch';

/** Device saturation (0..deviceMax, the property's options.max) to the spec's 0..255 scale. */
export function saturationFromDevice(value: number, deviceMax: number): number {
  if (deviceMax <= 0) return 0;
  return Math.min(SATURATION_MAX, Math.max(0, Math.round((value * SATURATION_MAX) / deviceMax)));
}

/** The spec's 0..255 saturation back to the device's 0..deviceMax. */
export function saturationToDevice(value: number, deviceMax: number): number {
  return Math.min(deviceMax, Math.max(0, Math.round((value * deviceMax) / SATURATION_MAX)));
}

export interface ColorPickerConnectedProps extends ConnectedWidgetProps {
  service?: string;
  /**
   * options.max of the device's SaturationLevel (the seed's is 100, the
   * spec's scale is 255): pass it from the device list's property options.
   */
  saturationMax?: number;
}

/** The colour picker bound to ColorService.HueLevel (0..360) and SaturationLevel (0..saturationMax). */
export function ColorPickerConnected({ handle, deviceId, label, service = 'ColorService', saturationMax = 100, device, disabled }: ColorPickerConnectedProps) {
  const t = useWidgetText(ns);
  const control = useDeviceControl(handle, deviceId, device);
  const hue = useDeviceProperty<number>(handle, deviceId, service, 'HueLevel');
  const saturation = useDeviceProperty<number>(handle, deviceId, service, 'SaturationLevel');
  const value: Color = { hue: hue.value ?? 0, saturation: saturationFromDevice(saturation.value ?? 0, saturationMax) };
  return (
    <ColorPicker
      label={label ?? control.device?.device_name ?? t('DEFAULT_LABEL')}
      value={value}
      disabled={disabled || hue.value === undefined || saturation.value === undefined || !control.canChange(service, 'HueLevel')}
      onPick={(next) => {
        void hue.set(next.hue).catch(() => undefined);
        void saturation.set(saturationToDevice(next.saturation, saturationMax)).catch(() => undefined);
      }}
    />
  );
}

export interface ColorSwatchConnectedProps extends Pick<ConnectedWidgetProps, 'handle' | 'deviceId'> {
  service?: string;
  /** options.max of the device's SaturationLevel, as for the picker. */
  saturationMax?: number;
}

/** The light's current colour as a swatch (nothing until both levels are known). */
export function ColorSwatchConnected({ handle, deviceId, service = 'ColorService', saturationMax = 100 }: ColorSwatchConnectedProps) {
  const hue = useDeviceProperty<number>(handle, deviceId, service, 'HueLevel');
  const saturation = useDeviceProperty<number>(handle, deviceId, service, 'SaturationLevel');
  if (hue.value === undefined || saturation.value === undefined) return null;
  return <ColorSwatch value={{ hue: hue.value, saturation: saturationFromDevice(saturation.value, saturationMax) }} />;
}
