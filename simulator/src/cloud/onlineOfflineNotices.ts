import type { SimContext } from '../context';
import { canReachGateway } from '../auth/gatewayAccess';
import type { GatewayRecord } from '../store/cloudState';
import type { OutboxRecord } from '../store/cloudState';
import { userByIdIndexed } from '../store/cloudIndex';

/**
 * GW_OO_NOTIF: a gateway went online or offline; each user who asked
 * (/alarm/gtw/enableOOnotifications) and still reaches it gets a push
 * message (the outbox, kind `push`). In memory: the caller commits the messages answered.
 */
export function noticeConnectionChange(ctx: SimContext, gateway: GatewayRecord): OutboxRecord[] {
  const wanted = ctx.cloud.state.onlineOfflineNotices.filter((r) => r.serialNumber === gateway.serialNumber && r.enabled);
  const sent: OutboxRecord[] = [];
  for (const record of wanted) {
    const user = userByIdIndexed(ctx.cloud.state, record.userId);
    if (!user || !canReachGateway(user, gateway)) continue;
    const online = gateway.connectionStatus === 'online';
    const name = gateway.name || gateway.serialNumber;
    const message = ctx.outbox.send({
      kind: 'push',
      channel: 'push',
      to: user.username,
      userId: user.id,
      subject: online ? `${name} is back online` : `${name} is offline`,
      text: online ? `Your gateway ${name} (${gateway.serialNumber}) is connected again.` : `Your gateway ${name} (${gateway.serialNumber}) lost its connection.`,
    });
    sent.push(message);
  }
  return sent;
}
