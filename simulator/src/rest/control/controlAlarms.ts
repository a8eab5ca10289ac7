import { Router } from 'express';
import { DeliveriesQuery, RaiseAlarmBody, SerialParam, type AlarmDelivery } from '@homeport/sdk';
import { notificationToWire } from '../../cloud/alarms/alarmTable';
import type { SimContext } from '../../context';
import { emitAlarm } from '../../gateway/ops/restWrites';
import { notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { readBody, readInput, readQuery } from '../shared/readInput';
import { hasGateway } from '../../store/cloudIndex';

/**
 * QA's side of alarms (docs/simulator.md "Alarms"): raise any alarm code on
 * any gateway, as one of its devices would, and read who was told what, how
 * and when (every delivery of every notification, escalations included).
 */
export function controlAlarmRoutes(ctx: SimContext): Router {
  const router = Router();

  router.post(
    '/gateways/:serial/alarms',
    handle(async (req, res) => {
      const serial = readInput(SerialParam, req.params.serial, 'serial');
      const { alarmCode, deviceId } = readBody(req, RaiseAlarmBody);
      if (!hasGateway(ctx.cloud.state, serial)) throw notFound(`No gateway ${serial}`);
      const data = ctx.alarms.raise(serial, alarmCode, { source: { kind: 'qa', ...(deviceId === undefined ? {} : { deviceId }) } });
      // On the gateway's evt topic too, as the gateway would publish it.
      if (data) await ctx.emulators.runIfThere(serial, emitAlarm, { data });
      const record = ctx.cloud.state.alarmNotifications.find((n) => n.id === data?.notificationId);
      res.status(201).json({ data: { notification: record ? notificationToWire(record) : null, deliveries: record?.deliveries ?? [] } });
    }),
  );

  router.get(
    '/alarms/deliveries',
    handle((req, res) => {
      const { serialNumber, notificationId, alarmCode } = readQuery(req, DeliveriesQuery);
      const serial = serialNumber?.toUpperCase();
      const deliveries: AlarmDelivery[] = ctx.cloud.state.alarmNotifications
        .filter(
          (n) => (serial === undefined || n.serialNumber === serial) && (notificationId === undefined || n.id === notificationId) && (alarmCode === 0 || n.alarmCode === alarmCode),
        )
        .flatMap((n) => n.deliveries)
        .sort((a, b) => a.at - b.at);
      res.json({ data: deliveries });
    }),
  );

  return router;
}
