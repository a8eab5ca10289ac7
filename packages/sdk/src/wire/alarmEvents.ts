import * as v from 'valibot';

/**
 * alarm_notification_created (spec 2 §3 "Alarm notification"), on the
 * gateway's evt topic and its owner's user topic. The minimal shape a
 * rule's alarm action raises (docs/contracts.md "Rules (scenes)"); the
 * alarms section adds its own fields beside these.
 */
export const AlarmNotificationCreatedData = v.object({
  _id: v.string(),
  notificationId: v.string(),
  serialNumber: v.string(),
  isReacted: v.boolean(),
  /** Epoch ms (the simulator clock). */
  timeOfEventGeneration: v.number(),
  /** The alarms section adds the alarm's name and priority (0 low to 3 urgent) when the cloud knows them. */
  alarmNotifParams: v.object({ alarmCode: v.number(), alarmName: v.optional(v.string()), priority: v.optional(v.picklist([0, 1, 2, 3])) }),
  /** The device that raised it (gas detector, panic button, door lock). */
  device_id: v.optional(v.number()),
  /** The rule and run that raised it. */
  rule_id: v.optional(v.number()),
  run_id: v.optional(v.number()),
});
export type AlarmNotificationCreated = v.InferOutput<typeof AlarmNotificationCreatedData>;
