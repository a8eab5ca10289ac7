import { SystemAlarmCode, USER_ALARM_CODE_FLOOR, type Alarm, type AlarmNotification, type AlarmPriorityCode, type AlarmTable, type WayOfNotify } from '@homeport/sdk';
import { recipientToWire } from './recipientConfirmations';
import type { AlarmNotificationRecord, AlarmRecord, AlarmTableRecord, CloudState } from '../../store/cloudState';

/**
 * A gateway's alarm table in cloud.json (docs/contracts.md "Alarms and
 * notifications"): made on first use with the gateway's own alarms (codes
 * 1000 and below: what its devices and scenes raise), then user alarms
 * above 1000. In memory: the caller commits.
 */

/** Escalation seconds per priority until the user changes them (docs/decisions.md). */
export const DEFAULT_ESCALATION: AlarmTableRecord['escalation'] = { '0': 3600, '1': 900, '2': 300, '3': 60 };

const ways = (SMS = false): WayOfNotify => ({ pushNotification: true, emailNotification: true, SMS, call: false });

/** The gateway's own alarms (sdk SystemAlarmCode). */
const SYSTEM_ALARMS: ReadonlyArray<{ code: number; name: string; description: string; priority: AlarmPriorityCode; ways: WayOfNotify }> = [
  { code: SystemAlarmCode.scene, name: 'Scene alarm', description: 'A scene raised an alarm', priority: 1, ways: ways() },
  { code: SystemAlarmCode.gas, name: 'Gas detected', description: 'A gas detector sensed gas', priority: 3, ways: ways(true) },
  { code: SystemAlarmCode.panic, name: 'Panic button', description: 'A panic button was pressed', priority: 3, ways: ways(true) },
  { code: SystemAlarmCode.doorLock, name: 'Door unlocked in vacation mode', description: 'A door lock was opened while in vacation mode', priority: 2, ways: ways() },
];

export const alarmIdOf = (serial: string, code: number): string => `alarm-${serial}-${code}`;

/** The table record of a gateway, made (with its own alarms) on first use. Answers whether it was made. */
export function ensureTable(state: CloudState, serial: string, now: number): { table: AlarmTableRecord; created: boolean } {
  const found = state.alarmTables.find((t) => t.id === serial);
  if (found) return { table: found, created: false };
  const table: AlarmTableRecord = { id: serial, version: 1, sentVersion: 1, sentAt: null, escalation: { ...DEFAULT_ESCALATION }, nextUserCode: USER_ALARM_CODE_FLOOR + 1 };
  state.alarmTables.push(table);
  for (const a of SYSTEM_ALARMS) {
    if (state.alarms.some((r) => r.serialNumber === serial && r.alarmCode === a.code)) continue;
    state.alarms.push({
      id: alarmIdOf(serial, a.code),
      serialNumber: serial,
      alarmCode: a.code,
      name: a.name,
      description: a.description,
      alarmPriorityCode: a.priority,
      wayOfNotify: { ...a.ways },
      recipients: [],
      system: true,
      createdAt: now,
      updatedAt: now,
    });
  }
  return { table, created: true };
}

export const alarmsOf = (state: CloudState, serial: string): AlarmRecord[] => state.alarms.filter((a) => a.serialNumber === serial).sort((a, b) => a.alarmCode - b.alarmCode);

/** A change to the table: the gateway has an older one until it is refreshed. */
export function tableChanged(table: AlarmTableRecord): void {
  table.version += 1;
}

export function alarmToWire(state: CloudState, alarm: AlarmRecord, table: AlarmTableRecord): Alarm {
  return {
    _id: alarm.id,
    serialNumber: alarm.serialNumber,
    alarmCode: alarm.alarmCode,
    alarmName: [{ name: alarm.name, lang: 'en_EN', desc: alarm.description }],
    alarmPriority: { alarmPriorityCode: alarm.alarmPriorityCode },
    wayOfNotify: { ...alarm.wayOfNotify },
    recipients: alarm.recipients.map((r) => recipientToWire(state, alarm.serialNumber, r)),
    escalationTime: table.escalation[String(alarm.alarmPriorityCode) as '0'],
    system: alarm.system,
    updatedAt: alarm.updatedAt,
  };
}

export function tableToWire(state: CloudState, table: AlarmTableRecord): AlarmTable {
  return {
    alarmId: `${table.id}-v${table.version}`,
    serialNumber: table.id,
    alarmList: alarmsOf(state, table.id).map((a) => alarmToWire(state, a, table)),
    sent: table.sentVersion >= table.version,
  };
}

export function notificationToWire(n: AlarmNotificationRecord): AlarmNotification {
  return {
    _id: n.id,
    notificationId: n.id,
    serialNumber: n.serialNumber,
    isReacted: n.isReacted,
    responseMsg: n.responseMsg,
    reactedBy: n.reactedBy,
    timeOfEventGeneration: n.timeOfEventGeneration,
    timeOfEventAcknowledge: n.timeOfEventAcknowledge,
    alarmNotifParams: { alarmCode: n.alarmCode, alarmName: n.alarmName, priority: n.priority },
    source: { ...n.source },
    escalationStep: n.escalationStep,
    nextEscalationAt: n.nextEscalationAt,
  };
}
