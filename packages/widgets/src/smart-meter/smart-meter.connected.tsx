import type { PropertyRef } from '@homeport/sdk';
import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperties } from '../binding/useDeviceProperties';
import { useWidgetText } from '../i18n/widgetText';
import { SmartMeter } from './smart-meter';
import { ns } from './smart-meter.texts';

export type SmartMeterConnectedProps = ConnectedWidgetProps;

const PHASES = ['Phase1Service', 'Phase2Service', 'Phase3Service'] as const;
const PHASE_READINGS = ['ActivePower', 'Voltage', 'RmsCurrent'] as const;
const RELAYS = ['Relay1', 'Relay2'] as const;

/** Everything the meter shows, in one fixed order: the totals, each phase's readings, the relays. */
const READINGS: readonly PropertyRef[] = [
  { service: 'MeteringService', property: 'ActivePower' },
  { service: 'MeteringService', property: 'Energy' },
  ...PHASES.flatMap((service) => PHASE_READINGS.map((property) => ({ service, property }))),
  ...RELAYS.map((property) => ({ service: 'RelayService', property })),
];
const RELAYS_AT = 2 + PHASES.length * PHASE_READINGS.length;

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The smart meter bound to MeteringService (ActivePower kW, Energy kWh),
 * Phase1..3Service (ActivePower, Voltage, RmsCurrent) and RelayService
 * (Relay1, Relay2), as docs/contracts.md describes the seeded meter.
 */
export function SmartMeterConnected({ handle, deviceId, label, device, disabled }: SmartMeterConnectedProps) {
  const t = useWidgetText(ns);
  const control = useDeviceControl(handle, deviceId, device);
  const cells = useDeviceProperties(handle, deviceId, READINGS);
  const phases = PHASES.map((_, p) => {
    const at = 2 + p * PHASE_READINGS.length;
    return { power: num(cells[at]?.value), voltage: num(cells[at + 1]?.value), current: num(cells[at + 2]?.value) };
  });
  const relays = RELAYS.map((_, r) => cells[RELAYS_AT + r]);
  return (
    <SmartMeter
      label={label ?? control.device?.device_name ?? t('DEFAULT_LABEL')}
      power={num(cells[0]?.value)}
      energy={num(cells[1]?.value)}
      phases={phases}
      switches={relays.map((relay) => ({ on: relay?.value === true }))}
      busy={relays.map((relay) => relay?.pending === true)}
      disabled={disabled || !RELAYS.every((name) => control.canChange('RelayService', name))}
      onSwitchChange={(index, on) => {
        const relay = RELAYS[index];
        if (relay) void handle.devices.set(deviceId, 'RelayService', relay, on).catch(() => undefined);
      }}
    />
  );
}
