// Rules built to reach a gateway's byte limit (MAX_RULES_BYTES), for the
// limit checked at its function and the one round trip at the edge.
import type { Rule } from '@homeport/sdk';

/** 1500 bytes of description, 300 of short one: about 1.9 KB a notification, as the portal may send it. */
export const WORDY = { type: 1, desc: '€'.repeat(500), short_desc: '€'.repeat(100) } as const;

/** The bytes of the rules as get_rules answers them, in one message. */
export const bytesOf = (rules: readonly Rule[]) => Buffer.byteLength(JSON.stringify(rules));

/** A rule of one action set holding `count` wordy push notifications, counters as the commands keep them. */
export function wordyRule(id: number, name: string, count: number): Rule {
  const notifications = Array.from({ length: count }, (_, k) => ({ notification_id: id + 2 + k, ...WORDY, destination: '' }));
  const set = { id: id + 1, name: 'Action 1', delay: 0, devices: [], statuses: [], notifications, alarms: [], push_notification: count, notification: 0, alarm_notification: 0 };
  return { id, name, active: true, rule_logic: 'OR', time_triggers: [], event_triggers: [], statuses: [], scenes: [set] };
}
