import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GasDetector, HueBridge, IrQuickControl, MultimediaLink, PanicButton, PressureSensor, RollerShutter, SmartMeter, Weather } from '@homeport/widgets';
import { isControlEnabled, routePath, type Device, type DeviceKind, type PropertyValue } from '@homeport/sdk';
import { useMediaLinks } from '../../binding/useMediaLinks';
import { useSetProperty } from '../../binding/useSetProperty';

/** A property's value by service and name, or undefined. */
export function propertyValue(device: Device, service: string, property: string): PropertyValue | undefined {
  return device.service_list.find((s) => s.name === service)?.property_list.find((p) => p.name === property)?.value;
}

const num = (v: PropertyValue | undefined): number | null => (typeof v === 'number' ? v : null);

/** Device kinds whose card is one widget of their own; the others show property by property. */
const KIND_WIDGETS: ReadonlySet<DeviceKind> = new Set(['gas_detector', 'pressure_sensor', 'panic_button', 'roller_shutter', 'weather', 'smart_meter', 'hue_bridge', 'ir_blaster']);

export function hasKindWidget(device: Device): boolean {
  return KIND_WIDGETS.has(device.kind);
}

interface KindProps {
  device: Device;
  canWrite: boolean;
}

/** The card body of a kind with a widget of its own, fed by the device atom. */
export function KindWidget({ device, canWrite }: KindProps) {
  const setProperty = useSetProperty();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const label = device.device_name;
  // spec 2 §4: controls by device status; write access by role (spec 1 §6).
  const can = (service: string, property: string) => {
    const definition = device.service_list.find((s) => s.name === service)?.property_list.find((p) => p.name === property);
    return canWrite && definition !== undefined && isControlEnabled(device.status, definition);
  };
  const send = (service: string, property: string, value: PropertyValue) => {
    setBusy(true);
    void setProperty(device.id, service, property, value).finally(() => setBusy(false));
  };

  switch (device.kind) {
    case 'gas_detector':
      return (
        <GasDetector
          label={label}
          type={num(propertyValue(device, 'GasService', 'GasType')) ?? 0}
          alarm={propertyValue(device, 'GasService', 'Alarm') === true}
          concentration={num(propertyValue(device, 'GasService', 'Concentration'))}
        />
      );
    case 'pressure_sensor':
      return <PressureSensor label={label} type={num(propertyValue(device, 'PressureService', 'PressureType')) ?? -1} value={num(propertyValue(device, 'PressureService', 'Pressure'))} />;
    case 'panic_button':
      return <PanicButton label={label} type={num(propertyValue(device, 'PanicService', 'Type')) ?? 3} triggered={propertyValue(device, 'PanicService', 'Triggered') === true} />;
    case 'roller_shutter':
      return (
        <RollerShutter
          label={label}
          value={num(propertyValue(device, 'ShutterService', 'Level')) ?? 0}
          disabled={!can('ShutterService', 'Level')}
          onValueCommit={(level) => send('ShutterService', 'Level', level)}
          onStop={can('ShutterService', 'Command') ? () => send('ShutterService', 'Command', 0) : undefined}
        />
      );
    case 'weather':
      return (
        <Weather
          label={label}
          summary={num(propertyValue(device, 'WeatherService', 'Summary'))}
          temperature={num(propertyValue(device, 'WeatherService', 'Temperature'))}
          humidity={num(propertyValue(device, 'WeatherService', 'Humidity'))}
          windSpeed={num(propertyValue(device, 'WeatherService', 'WindSpeed'))}
        />
      );
    case 'smart_meter': {
      const phases = [1, 2, 3].map((n) => ({
        power: num(propertyValue(device, `Phase${n}Service`, 'ActivePower')),
        voltage: num(propertyValue(device, `Phase${n}Service`, 'Voltage')),
        current: num(propertyValue(device, `Phase${n}Service`, 'RmsCurrent')),
      }));
      const relays = ['Relay1', 'Relay2'];
      return (
        <SmartMeter
          label={label}
          power={num(propertyValue(device, 'MeteringService', 'ActivePower'))}
          energy={num(propertyValue(device, 'MeteringService', 'Energy'))}
          phases={phases}
          switches={relays.map((relay) => ({ on: propertyValue(device, 'RelayService', relay) === true }))}
          disabled={busy || !relays.every((relay) => can('RelayService', relay))}
          onSwitchChange={(index, on) => send('RelayService', relays[index]!, on)}
        />
      );
    }
    case 'hue_bridge':
      return (
        <HueBridge
          label={label}
          state={busy ? 'pairing' : propertyValue(device, 'HueBridgeService', 'Paired') === true ? 'paired' : 'unpaired'}
          lightCount={num(propertyValue(device, 'HueBridgeService', 'LightCount'))}
          disabled={!can('HueBridgeService', 'Paired')}
          onPair={() => send('HueBridgeService', 'Paired', true)}
          onUnpair={() => send('HueBridgeService', 'Paired', false)}
        />
      );
    case 'ir_blaster':
      return (
        <IrQuickControl
          label={label}
          deviceType={num(propertyValue(device, 'IRService', 'DeviceType')) ?? 0}
          state={num(propertyValue(device, 'IRService', 'DeviceState'))}
          disabled={!can('IRService', 'Key')}
          onStateChange={(code) => send('IRService', 'DeviceState', code)}
          onKey={(key) => send('IRService', 'Key', key)}
          onOpenFull={() => navigate(routePath('device', { id: device.id }))}
        />
      );
    default:
      return null;
  }
}

/** A camera's external views on its card; admins see access denied (spec 2 §6). */
export function CameraLinks({ device }: { device: Device }) {
  const media = useMediaLinks(device.id);
  return <MultimediaLink label={device.device_name} links={media.links} linksFailed={media.failed} accessDenied={media.denied} />;
}
