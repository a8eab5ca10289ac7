import { ALARM_NOTIFICATION_CREATED, type AlarmNotificationCreated, type PropertyValue } from '@homeport/sdk';
import { badInput, notFound } from '../../errors/apiError';
import { acceptValue } from '../acceptValue';
import { propertyChanged } from '../propertyEvents';
import { findProperty } from '../findProperty';
import { gatewayOp } from '../gatewayOps';
import { pinHashOf } from '../gatewayPin';

/**
 * Small changes the cloud's REST routes make on one gateway, run where its
 * emulator lives (gateway/gatewayOps.ts). Each checks what needs the
 * gateway's state first (a refusal changes nothing), saves, then emits.
 */

export interface ReportArgs {
  device: number;
  service: string;
  property: string;
  value: unknown;
}

/**
 * A device reports a value by itself (QA's control API): the property is
 * found (404) and the value accepted by its type and options (400), then
 * saved and announced with device_{id}_property_changed through the
 * gateway's emit, where its rules see it. Answers what was stored.
 */
export const reportValue = gatewayOp<ReportArgs, { device: number; service: string; property: string; value: PropertyValue }>(
  'reportValue',
  async (emulator, { device, service, property, value }) => {
    let found;
    try {
      found = findProperty(emulator.contents, { device, service, property });
    } catch (error) {
      throw notFound(error instanceof Error ? error.message : String(error));
    }
    let accepted;
    try {
      accepted = acceptValue(found.property, value);
    } catch (error) {
      throw badInput('value', error instanceof Error ? error.message : String(error));
    }
    found.property.value = accepted;
    emulator.save();
    await emulator.emit([propertyChanged(found.device, found.service, found.property.name, accepted)]);
    return { device, service: found.service.name, property: found.property.name, value: accepted };
  },
);

/** The salted hash of the gateway's PIN, made from the factory PIN and saved the first time (gateway/gatewayPin.ts). */
export const pinHash = gatewayOp<void, { hash: string }>('pinHash', async (emulator) => ({ hash: await pinHashOf(emulator) }));

/** A new PIN (its hash made by the cloud): saved on the gateway. */
export const setPinHash = gatewayOp<{ hash: string }, { saved: true }>('setPinHash', (emulator, { hash }) => {
  emulator.contents.pinCodeHash = hash;
  emulator.save();
  return { saved: true };
});

/** An alarm the cloud raised, published on the gateway's evt topic as the gateway would (alarm_notification_created). */
export const emitAlarm = gatewayOp<{ data: AlarmNotificationCreated }, { emitted: true }>('emitAlarm', async (emulator, { data }) => {
  await emulator.emit([{ name: ALARM_NOTIFICATION_CREATED, data }]);
  return { emitted: true };
});
