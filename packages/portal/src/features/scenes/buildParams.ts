import {
  AddActionAlarmParams,
  AddActionDeviceParams,
  AddActionNotificationParams,
  AddActionSetParams,
  AddActionStatusParams,
  AddDeviceTriggerParams,
  AddStatusTriggerParams,
  AddTimeTriggerParams,
  CreateRuleParams,
  formatTriggerTime,
  parseWire,
  UpdateActionSetParams,
  UpdateRuleParams,
  UpdateTimeTriggerParams,
  type CompareType,
  type PropertyValue,
  type TriggerTimeParts,
  type WireOutput,
  type WireSchema,
} from '@homeport/sdk';

/**
 * The params of each rule command the pages send, checked with the sdk's
 * schema of that command before they leave (the gateway checks them
 * again). A form checks its fields in words first; this is the last guard,
 * and what it finds is shown with the field it names.
 */
export type Params<P = Record<string, unknown>> = { ok: true; params: P } | { ok: false; field: string; message: string };

function checked<S extends WireSchema>(schema: S, params: Record<string, unknown>): Params<WireOutput<S>> {
  const read = parseWire(schema, params);
  // The sent params are the form's own (with the schema's defaults filled in), never reshaped.
  return read.ok ? { ok: true, params: read.value } : read;
}

export const createRuleParams = (name: string) => checked(CreateRuleParams, { name, active: false, rule_logic: 'OR' });

export const updateRuleParams = (ruleId: number, change: { name?: string; active?: boolean; rule_logic?: 'OR' | 'AND' }) =>
  checked(UpdateRuleParams, { rule_id: ruleId, ...change });

/** spec 2 §7: the time as DD-MM-YYYY HH:mm:ss plus seven repeat flags, Monday first. */
export function timeTriggerParams(ruleId: number, value: TriggerTimeParts & { repeat: readonly boolean[] }, triggerId?: number): Params {
  const params = { rule_id: ruleId, time: formatTriggerTime(value), repeat: [...value.repeat] };
  return triggerId === undefined ? checked(AddTimeTriggerParams, params) : checked(UpdateTimeTriggerParams, { ...params, trigger_id: triggerId });
}

export interface DeviceTriggerForm {
  device: number;
  service: string;
  property: string;
  value: PropertyValue;
  compareType: CompareType;
  delayMs: number;
}

export const deviceTriggerParams = (ruleId: number, form: DeviceTriggerForm) =>
  checked(AddDeviceTriggerParams, {
    rule_id: ruleId,
    device: form.device,
    service: form.service,
    property: form.property,
    value: form.value,
    compare_type: form.compareType,
    delay: form.delayMs,
  });

export const statusTriggerParams = (ruleId: number, resourceId: number, state: boolean) => checked(AddStatusTriggerParams, { rule_id: ruleId, resource_id: resourceId, state });

export const addActionSetParams = (ruleId: number, delayMs: number) => checked(AddActionSetParams, { rule_id: ruleId, delay: delayMs });

export const actionSetDelayParams = (ruleId: number, actionSetId: number, delayMs: number) =>
  checked(UpdateActionSetParams, { rule_id: ruleId, action_set_id: actionSetId, delay: delayMs });

export const actionDeviceParams = (ruleId: number, actionSetId: number, setting: { device: number; service: string; property: string; value: PropertyValue }) =>
  checked(AddActionDeviceParams, { rule_id: ruleId, action_set_id: actionSetId, ...setting });

export const actionStatusParams = (ruleId: number, actionSetId: number, resourceId: number, enabled: boolean) =>
  checked(AddActionStatusParams, { rule_id: ruleId, action_set_id: actionSetId, resource_id: resourceId, enabled });

export interface NotificationForm {
  type: 0 | 1 | 2;
  desc: string;
  shortDesc: string;
  destination: string;
}

/** spec 2 §3: e-mail (0) to an address, push (1) to the owner's phones, other (2); only e-mail keeps a destination. */
export const actionNotificationParams = (ruleId: number, actionSetId: number, form: NotificationForm) =>
  checked(AddActionNotificationParams, {
    rule_id: ruleId,
    action_set_id: actionSetId,
    type: form.type,
    desc: form.desc.trim(),
    // The short text defaults to the message's start: the schema's default ('') fails its own 1-character minimum.
    short_desc: (form.shortDesc.trim() || form.desc.trim()).slice(0, 100),
    ...(form.type === 0 ? { destination: form.destination } : {}),
  });

export const actionAlarmParams = (ruleId: number, actionSetId: number, alarmCode: number) =>
  checked(AddActionAlarmParams, { rule_id: ruleId, action_set_id: actionSetId, alarm_code: alarmCode });
