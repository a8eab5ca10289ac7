import type { ReactElement } from 'react';
import {
  AudioPlayerConnected,
  ColorPickerConnected,
  DoorLockConnected,
  FanModeConnected,
  GasDetectorConnected,
  HueBridgeConnected,
  IrBlasterConnected,
  IrQuickControlConnected,
  MultimediaLink,
  MultimediaLinkConnected,
  PanicButtonConnected,
  PressureSensorConnected,
  RollerShutterConnected,
  SmartMeterConnected,
  ThermostatConnected,
  WeatherConnected,
} from '@homeport/widgets';
import type { Device, DeviceKind, GatewayHandle } from '@homeport/sdk';
import { useMediaLinks } from '../../binding/useMediaLinks';

export interface KindWidgetInput {
  handle: GatewayHandle;
  device: Device;
  /** The user may not write (role, subrole): the widget is shown disabled. */
  readOnly: boolean;
  /** Opens the device's advanced page (the card's "Full control"). */
  openDevice: () => void;
}

/**
 * The one mapping from a device kind to its connected widget: on the
 * devices page's card (`card`) and leading the advanced device page
 * (`page`, with the services and properties it already shows, so the
 * generic lists below do not repeat them). A kind without a card widget
 * shows its quick properties one by one; without a page widget, its
 * services property by property.
 */
export interface KindWidgets {
  /** Services the page widget shows in full. */
  services: string[];
  /** Single properties it shows ("Service.Property"), when it does not show the whole service. */
  properties?: string[];
  page?: (input: KindWidgetInput) => ReactElement;
  card?: (input: KindWidgetInput) => ReactElement;
}

const label = (device: Device) => device.device_name;

/** options.max of a colour light's SaturationLevel (the seed's is 100; spec 2 §9 scales to 255). */
export function saturationMaxOf(device: Device): number {
  const saturation = device.service_list.find((s) => s.name === 'ColorService')?.property_list.find((p) => p.name === 'SaturationLevel');
  return typeof saturation?.options?.max === 'number' ? saturation.options.max : 100;
}

export const KIND_WIDGETS: Partial<Record<DeviceKind, KindWidgets>> = {
  thermostat: {
    services: ['ThermostatService'],
    page: ({ handle, device, readOnly }) => <ThermostatConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} />,
  },
  door_lock: {
    services: ['DoorLockService'],
    page: ({ handle, device, readOnly }) => <DoorLockConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} />,
    // The lock's own widget on the card too: a bare "Locked" switch read as a state when it was a label.
    card: ({ handle, device, readOnly }) => <DoorLockConnected handle={handle} deviceId={device.id} label={label(device)} device={device} disabled={readOnly} />,
  },
  color_light: {
    services: ['ColorService'],
    page: ({ handle, device, readOnly }) => (
      <ColorPickerConnected handle={handle} deviceId={device.id} device={device} saturationMax={saturationMaxOf(device)} disabled={readOnly} />
    ),
  },
  ir_blaster: {
    services: ['IRService'],
    page: ({ handle, device, readOnly }) => <IrBlasterConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} />,
    card: ({ handle, device, readOnly, openDevice }) => (
      <IrQuickControlConnected handle={handle} deviceId={device.id} label={label(device)} disabled={readOnly} onOpenFull={openDevice} />
    ),
  },
  roller_shutter: {
    services: ['ShutterService'],
    page: ({ handle, device, readOnly }) => <RollerShutterConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} />,
    card: ({ handle, device, readOnly }) => <RollerShutterConnected handle={handle} deviceId={device.id} label={label(device)} disabled={readOnly} />,
  },
  smart_meter: {
    services: ['MeteringService', 'Phase1Service', 'Phase2Service', 'Phase3Service', 'RelayService'],
    page: ({ handle, device, readOnly }) => <SmartMeterConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} />,
    card: ({ handle, device, readOnly }) => <SmartMeterConnected handle={handle} deviceId={device.id} label={label(device)} disabled={readOnly} />,
  },
  weather: {
    services: ['WeatherService'],
    page: ({ handle, device }) => <WeatherConnected handle={handle} deviceId={device.id} label={label(device)} />,
    card: ({ handle, device }) => <WeatherConnected handle={handle} deviceId={device.id} label={label(device)} />,
  },
  hue_bridge: {
    services: ['HueBridgeService'],
    page: ({ handle, device, readOnly }) => <HueBridgeConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} />,
    card: ({ handle, device, readOnly }) => <HueBridgeConnected handle={handle} deviceId={device.id} label={label(device)} disabled={readOnly} />,
  },
  audio: { services: ['AudioService'], page: ({ handle, device, readOnly }) => <AudioPlayerConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} /> },
  camera: { services: [], properties: ['MultimediaService.RecordingDuration'], page: (input) => <CameraLead {...input} /> },
  fan: { services: [], page: ({ handle, device, readOnly }) => <FanModeConnected handle={handle} deviceId={device.id} device={device} disabled={readOnly} /> },
  gas_detector: { services: [], card: ({ handle, device }) => <GasDetectorConnected handle={handle} deviceId={device.id} label={label(device)} /> },
  pressure_sensor: { services: [], card: ({ handle, device }) => <PressureSensorConnected handle={handle} deviceId={device.id} label={label(device)} /> },
  panic_button: { services: [], card: ({ handle, device }) => <PanicButtonConnected handle={handle} deviceId={device.id} label={label(device)} /> },
};

/** The camera's external views and recording duration; admins see access denied. */
function CameraLead({ handle, device, readOnly }: KindWidgetInput) {
  const media = useMediaLinks(device.id);
  return (
    <MultimediaLinkConnected handle={handle} deviceId={device.id} device={device} links={media.links} linksFailed={media.failed} accessDenied={media.denied} disabled={readOnly} />
  );
}

/** A camera's external views on its card, beside its quick properties (spec 2 §6: admins see access denied). */
export function CameraLinks({ device }: { device: Device }) {
  const media = useMediaLinks(device.id);
  return <MultimediaLink label={label(device)} links={media.links} linksFailed={media.failed} accessDenied={media.denied} />;
}
