import { topics } from '@homeport/sdk';
import type { GatewayUplink } from '../gateway/uplink';
import type { Log } from '../log';
import type { AlarmService } from './alarms/alarmService';
import type { CloudStore } from '../store/cloudStore';
import type { CloudBus } from './cloudBus';
import type { Outbox } from './outbox';
import { ownerSegment } from './ownerSegment';
import { gatewayBySerial } from '../store/cloudIndex';
import { userByIdIndexed } from '../store/cloudIndex';

/**
 * The emulated gateways' way out (gateway/uplink.ts), over the cloud's MQTT
 * client: every response and event of every gateway on one connection, so
 * they reach subscribers in the order they were made. The owner segment of
 * a gateway's topics is read from its cloud record at each publish, so an
 * owner change applies at once. Publishing never throws; failures are logged.
 */
export function gatewayUplink({
  product,
  cloud,
  bus,
  outbox,
  log,
  alarms,
}: {
  product: string;
  cloud: CloudStore;
  bus: CloudBus;
  outbox: Outbox;
  log: Log;
  alarms: AlarmService;
}): GatewayUplink {
  const gatewayOf = (serial: string) => gatewayBySerial(cloud.state, serial);
  const failed = (what: string) => (error: unknown) => log(`${what}: publish failed: ${String(error)}`);
  return {
    async events(serial, events) {
      const gateway = gatewayOf(serial);
      if (!gateway) {
        log(`gateway ${serial}: events dropped, no such gateway in the cloud`);
        return;
      }
      const topic = topics.events({ product, owner: ownerSegment(gateway), serial });
      // Every publish is queued before the first is awaited: they leave in this order.
      await Promise.all(events.map((event) => bus.publishEvent(topic, event.name, event.data))).catch(failed(`gateway ${serial}`));
    },
    async message(topic, message) {
      await bus.publish(topic, message).catch(failed(topic));
    },
    async userEvent(userId, name, data) {
      await bus.publishEvent(topics.userEvents(product, userId), name, data).catch(failed(`user ${userId}`));
    },
    owner(serial) {
      const userId = gatewayOf(serial)?.userId;
      const user = userId ? userByIdIndexed(cloud.state, userId) : undefined;
      return user ? { userId: user.id, username: user.username } : null;
    },
    raiseAlarm(serial, alarmCode, options) {
      try {
        return alarms.raise(serial, alarmCode, options);
      } catch (error) {
        log(`gateway ${serial}: alarm ${alarmCode} not raised: ${String(error)}`);
        return null;
      }
    },
    send(message) {
      if (!outbox.send(message)) {
        log(`gateway ${message.serial ?? '?'}: ${message.kind} to ${message.to} held: over the gateway's or its owner's messages an hour`);
        return;
      }
      // Only the outbox changed: its log is rewritten (1,000 lines at most), not the cloud.
      cloud.commitPart('outbox');
    },
    log,
  };
}
