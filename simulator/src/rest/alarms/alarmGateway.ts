import { Router } from 'express';
import { OnlineOfflineNotificationsBody, SerialParam } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { forbidden } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { reachableGateway } from '../shared/reachableGateway';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody, readInput } from '../shared/readInput';
import { requireGatewayWrite } from '../shared/writeAccess';

/**
 * spec 2 §7 /alarm/gtw/enableOOnotifications (value, serialNumber, userId)
 * and GET /alarm/gtw/checkOOnotifications/{sn} (GW_OO_NOTIF): whether the
 * caller is told when the gateway goes online or offline. Each user decides
 * for themselves (`userId` must be the caller); a read-only admin changes
 * nothing (spec 1 §6). The notices themselves: cloud/onlineOfflineNotices.ts.
 */
export function alarmGatewayRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));
  const idOf = (serial: string, userId: string) => `${serial}:${userId}`;

  router.get(
    '/gtw/checkOOnotifications/:sn',
    handle((req, res) => {
      const { user } = callerOf(res);
      const gateway = reachableGateway(ctx, user, readInput(SerialParam, req.params.sn, 'sn'));
      const record = ctx.cloud.state.onlineOfflineNotices.find((r) => r.id === idOf(gateway.serialNumber, user.id));
      res.json({ data: { enabled: record?.enabled ?? false } });
    }),
  );

  router.post(
    '/gtw/enableOOnotifications',
    handle((req, res) => {
      const { user } = callerOf(res);
      const { value, serialNumber, userId } = readBody(req, OnlineOfflineNotificationsBody);
      if (userId !== user.id) throw forbidden('You may choose only your own notifications');
      const gateway = reachableGateway(ctx, user, serialNumber);
      requireGatewayWrite(user, gateway);
      const id = idOf(gateway.serialNumber, user.id);
      ctx.cloud.state.onlineOfflineNotices = [
        ...ctx.cloud.state.onlineOfflineNotices.filter((r) => r.id !== id),
        { id, serialNumber: gateway.serialNumber, userId: user.id, enabled: value },
      ];
      ctx.cloud.commit();
      res.json({ data: { enabled: value } });
    }),
  );

  return router;
}
