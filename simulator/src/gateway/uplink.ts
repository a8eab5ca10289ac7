import type { AlarmNotificationCreated, AlarmSource } from '@homeport/sdk';
import type { GatewayMessage } from '../cloud/outbox';
import type { EmittedEvent } from './commands/outcome';

/**
 * What an emulated gateway reaches beyond itself: the broker (its events,
 * the fleet's responses), its owner in the cloud, and the outbox its rules'
 * notifications go to. Built once in startSimulator.ts over the cloud's MQTT
 * client (ctx.bus) and handed to every emulator by the EmulatorRegistry, so
 * that every message of every gateway leaves through one connection, in the
 * order it was made.
 */
export interface GatewayUplink {
  /**
   * Publishes the gateway's events on its `evt` topic (owner segment from
   * its cloud record), in order: all are queued before this returns. The
   * promise settles once they are written; it never rejects (a failure is logged).
   */
  events(serial: string, events: readonly EmittedEvent[]): Promise<void>;
  /** Any other message of a gateway (the fleet's responses), on the same connection so it keeps its place. */
  message(topic: string, message: unknown): Promise<void>;
  /** An event on a user's own topic (`alarm_notification_created` to the owner). */
  userEvent(userId: string, name: string, data: unknown): Promise<void>;
  /** The gateway's owner in the cloud, null when it is unassigned. */
  owner(serial: string): { userId: string; username: string } | null;
  /**
   * Raises an alarm in the cloud (cloud/alarms/alarmService.ts): recorded,
   * told to the gateway's users, escalated. Answers the event data for the
   * gateway's evt topic; null when the cloud did not raise it (a device's
   * alarm still standing, or no cloud); `'published'` when the cloud is
   * another process and publishes the event itself once raised, in its
   * place after the gateway's events sent so far (a fleet worker's uplink).
   */
  raiseAlarm(serial: string, alarmCode: number, options: { source: AlarmSource; id?: string }): AlarmNotificationCreated | null | 'published';
  /** Puts a message in the outbox (and saves it); one with `serial` within that gateway's budgets, else held (cloud/outbox.ts). */
  send(message: GatewayMessage): void;
  log(message: string): void;
}

/** An uplink to nowhere (a gateway loaded outside a running simulator: a bench, a unit test). */
export const silentUplink: GatewayUplink = {
  events: () => Promise.resolve(),
  message: () => Promise.resolve(),
  userEvent: () => Promise.resolve(),
  owner: () => null,
  raiseAlarm: () => null,
  send: () => undefined,
  log: () => undefined,
};
