import type { TFunction } from 'i18next';
import {
  formatTriggerTime,
  scenarioStatusName,
  type ActionSet,
  type Device,
  type DeviceProperty,
  type DeviceTrigger,
  type PropertyValue,
  type StatusTrigger,
  type TimeTrigger,
} from '@homeport/sdk';
import { delayText } from './delayChoice';

/** Looks a device up by id (the device store's list). */
export type DeviceLookup = (id: number) => Device | undefined;

/** A property's name as the device pages show it. */
export const propertyText = (t: TFunction, name: string): string => t([`DEVICE_PROPERTY.${name}`, `PROPERTY.${name}`], { defaultValue: name });

/** A scenario status's name (spec 2 §3), or the gateway's own name for one the portal does not know. */
export const statusText = (t: TFunction, resourceId: number, fallback = ''): string => {
  const name = scenarioStatusName(resourceId);
  return name ? t(`SCENES.STATUS.${name}`) : fallback || t('SCENES.STATUS_UNKNOWN', { id: resourceId });
};

function findProperty(device: Device | undefined, service: string, property: string): DeviceProperty | undefined {
  return device?.service_list.find((s) => s.name === service)?.property_list.find((p) => p.name === property);
}

/** A value in words: on/off for switches, an option's label, a number with its unit. */
export function valueText(t: TFunction, value: PropertyValue, property?: Pick<DeviceProperty, 'type' | 'options'>): string {
  if (value === null) return t('SCENES.VALUE_NONE');
  if (typeof value === 'boolean') return t(value ? 'DEVICES.ON' : 'DEVICES.OFF');
  if (property?.type === 'option') {
    const label = property.options?.values?.[String(value)];
    if (label) return t(`VALUE.${label}`, { defaultValue: label });
  }
  const unit = property?.options?.unit;
  return unit ? `${value} ${unit}` : String(value);
}

const deviceName = (t: TFunction, devices: DeviceLookup, id: number) => devices(id)?.device_name ?? t('SCENES.UNKNOWN_DEVICE', { id });

/** "At 07:30:00 on 25-12-2026", or "At 07:30:00 every Mon, Sat". */
export function timeTriggerText(t: TFunction, trigger: TimeTrigger): string {
  const [date, time] = formatTriggerTime(trigger).split(' ');
  const days = trigger.repeat.flatMap((on, day) => (on ? [t(`SCENES.DAY_${day}`)] : []));
  return days.length ? t('SCENES.TIME_REPEAT', { time, days: days.join(', ') }) : t('SCENES.TIME_ONCE', { time, date });
}

/** "Bedroom Window: Open is On", "… above 25 °C", with "held 10 s" when it has a delay. */
export function deviceTriggerText(t: TFunction, trigger: DeviceTrigger, devices: DeviceLookup): string {
  const property = findProperty(devices(trigger.event_source), trigger.service_name, trigger.property_name);
  const text = t(`SCENES.COMPARE_TEXT_${trigger.compare_type}`, {
    device: deviceName(t, devices, trigger.event_source),
    property: propertyText(t, trigger.property_name),
    value: valueText(t, trigger.value, property),
  });
  return trigger.delay > 0 ? t('SCENES.HELD_FOR', { text, delay: delayText(t, trigger.delay) }) : text;
}

/** "Status Away turns on". */
export function statusTriggerText(t: TFunction, trigger: StatusTrigger): string {
  return t(trigger.state ? 'SCENES.STATUS_TURNS_ON' : 'SCENES.STATUS_TURNS_OFF', { status: statusText(t, trigger.resource_id, trigger.name) });
}

/** One action of a set, in words, with what removing it takes. */
export interface ActionItem {
  key: string;
  text: string;
  remove: { name: string; params: Record<string, unknown> };
}

/** The actions of a set in the order the gateway runs them: device settings, statuses, notifications, alarms. */
export function actionItems(t: TFunction, set: ActionSet, devices: DeviceLookup): ActionItem[] {
  const at = { action_set_id: set.id };
  return [
    ...set.devices.flatMap((d) =>
      d.settings.map((s) => ({
        key: `device-${d.id}-${s.service_name}-${s.property}`,
        text: t('SCENES.ACTION_DEVICE', {
          device: deviceName(t, devices, d.id),
          property: propertyText(t, s.property),
          value: valueText(t, s.value, findProperty(devices(d.id), s.service_name, s.property)),
        }),
        remove: { name: 'remove_action_device', params: { ...at, device: d.id, service: s.service_name, property: s.property } },
      })),
    ),
    ...set.statuses.map((s) => ({
      key: `status-${s.resource_id}`,
      text: t(s.enabled ? 'SCENES.ACTION_STATUS_ON' : 'SCENES.ACTION_STATUS_OFF', { status: statusText(t, s.resource_id, s.name) }),
      remove: { name: 'remove_action_status', params: { ...at, resource_id: s.resource_id } },
    })),
    ...set.notifications.map((n) => ({
      key: `notification-${n.notification_id}`,
      text:
        n.type === 0 ? t('SCENES.ACTION_EMAIL', { destination: n.destination, text: n.desc }) : t(n.type === 1 ? 'SCENES.ACTION_PUSH' : 'SCENES.ACTION_OTHER', { text: n.desc }),
      remove: { name: 'remove_action_notification', params: { ...at, notification_id: n.notification_id } },
    })),
    ...set.alarms.map((a) => ({
      key: `alarm-${a.alarm_code}`,
      text: t('SCENES.ACTION_ALARM', { code: a.alarm_code }),
      remove: { name: 'remove_action_alarm', params: { ...at, alarm_code: a.alarm_code } },
    })),
  ];
}
