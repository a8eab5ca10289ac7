import { ALARM_NOTIFICATION_CREATED, SystemAlarmCode, propertyChangedEventName, type PropertyChangedData } from '@homeport/sdk';
import type { EmittedEvent } from './commands/outcome';
import type { EmulatedGateway } from './emulatedGateway';

/**
 * The devices that raise alarms by themselves (spec 2 §1, docs/decisions.md
 * "Alarms and notifications"): a gas detector reporting GasService.Alarm
 * true (101), a panic button reporting PanicService.Triggered true (102), a
 * door lock unlocked while in vacation mode (103). Read from the property
 * events the gateway emits, so a command, a rule and QA's device report all
 * count. Each alarm is raised in the cloud (uplink.raiseAlarm); its event
 * follows the property event on the gateway's evt topic.
 */
export function deviceAlarms(emulator: EmulatedGateway, events: readonly EmittedEvent[]): EmittedEvent[] {
  const raised: EmittedEvent[] = [];
  for (const event of events) {
    const data = event.data as Partial<PropertyChangedData> | null;
    if (!data || typeof data.device_id !== 'number' || event.name !== propertyChangedEventName(data.device_id)) continue;
    const code = alarmCodeOf(emulator, data as PropertyChangedData);
    if (code === null) continue;
    const created = emulator.uplink.raiseAlarm(emulator.serial, code, { source: { kind: 'device', deviceId: data.device_id } });
    // From a fleet worker the cloud publishes it ('published'), after the property event already sent.
    if (created && created !== 'published') raised.push({ name: ALARM_NOTIFICATION_CREATED, data: created });
  }
  return raised;
}

function alarmCodeOf(emulator: EmulatedGateway, data: PropertyChangedData): number | null {
  const { service_name: service, property_name: property, property_value: value } = data;
  if (service === 'GasService' && property === 'Alarm' && value === true) return SystemAlarmCode.gas;
  if (service === 'PanicService' && property === 'Triggered' && value === true) return SystemAlarmCode.panic;
  if (service === 'DoorLockService' && property === 'Locked' && value === false) {
    const device = emulator.contents.devices.find((d) => d.id === data.device_id);
    const mode = device?.service_list.find((s) => s.name === 'DoorLockService')?.property_list.find((p) => p.name === 'OperatingMode')?.value;
    // OperatingMode 1 is vacation (seed/devices/safety.ts).
    if (mode === 1 || mode === '1') return SystemAlarmCode.doorLock;
  }
  return null;
}
