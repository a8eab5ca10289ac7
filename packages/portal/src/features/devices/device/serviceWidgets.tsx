import type { ReactElement } from 'react';
import {
  AudioPlayerConnected,
  ColorPickerConnected,
  DoorLockConnected,
  FanModeConnected,
  HueBridgeConnected,
  MultimediaLinkConnected,
  IrBlasterConnected,
  RollerShutterConnected,
  SmartMeterConnected,
  ThermostatConnected,
  WeatherConnected,
} from '@homeport/widgets';
import type { Device, DeviceKind, GatewayHandle } from '@homeport/sdk';
import { useMediaLinks } from '../../../binding/useMediaLinks';

export interface KindWidgetInput {
  handle: GatewayHandle;
  device: Device;
  /** The user may not write (role, subrole): the widget is shown disabled. */
  readOnly: boolean;
}

/**
 * The connected widget that leads a device's advanced page, by kind, and the
 * services it already shows (so the generic lists below do not repeat them).
 * Kinds not listed here show their services property by property only.
 */
export interface KindLead {
  /** Services the widget shows in full. */
  services: string[];
  /** Single properties it shows ("Service.Property"), when it does not show the whole service. */
  properties?: string[];
  render: (input: KindWidgetInput) => ReactElement;
}

export const KIND_WIDGETS: Partial<Record<DeviceKind, KindLead>> = {
  thermostat: { services: ['ThermostatService'], render: ({ handle, device, readOnly }) => <ThermostatConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} /> },
  door_lock: { services: ['DoorLockService'], render: ({ handle, device, readOnly }) => <DoorLockConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} /> },
  color_light: {
    services: ['ColorService'],
    render: ({ handle, device, readOnly }) => {
      const saturation = device.service_list.find((s) => s.name === 'ColorService')?.property_list.find((p) => p.name === 'SaturationLevel');
      return <ColorPickerConnected handle={handle} deviceId={device.id} device={device} saturationMax={saturation?.options?.max ?? 100} disabled={readOnly} />;
    },
  },
  ir_blaster: { services: ['IRService'], render: ({ handle, device, readOnly }) => <IrBlasterConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} /> },
  roller_shutter: { services: ['ShutterService'], render: ({ handle, device, readOnly }) => <RollerShutterConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} /> },
  smart_meter: {
    services: ['MeteringService', 'Phase1Service', 'Phase2Service', 'Phase3Service', 'RelayService'],
    render: ({ handle, device, readOnly }) => <SmartMeterConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} />,
  },
  weather: { services: ['WeatherService'], render: ({ handle, device }) => <WeatherConnected handle={handle} deviceId={device.id} label={device.device_name} /> },
  hue_bridge: { services: ['HueBridgeService'], render: ({ handle, device, readOnly }) => <HueBridgeConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} /> },
  audio: { services: ['AudioService'], render: ({ handle, device, readOnly }) => <AudioPlayerConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} /> },
  camera: { services: [], properties: ['MultimediaService.RecordingDuration'], render: (input) => <CameraLead {...input} /> },
  fan: { services: [], render: ({ handle, device, readOnly }) => <FanModeConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} /> },
};

/** The camera's external views and recording duration; admins see access denied. */
function CameraLead({ handle, device, readOnly }: KindWidgetInput) {
  const media = useMediaLinks(device.id);
  return <MultimediaLinkConnected handle={handle} deviceId={device.id} device={device} links={media.links} linksFailed={media.failed} accessDenied={media.denied} disabled={readOnly} />;
}
