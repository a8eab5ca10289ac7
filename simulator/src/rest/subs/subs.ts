import { Router } from 'express';
import { SubscriptionDeactivateBody, SubscriptionQuery, type Licence, type Subscription } from '@homeport/sdk';
import { applyGatewayPatch } from '../../cloud/applyGatewayPatch';
import type { SimContext } from '../../context';
import type { GatewayRecord, LicenceRecord } from '../../store/cloudState';
import { conflict, notFound, notYourDevice } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { reachableGateway } from '../shared/reachableGateway';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody, readQuery } from '../shared/readInput';
import { gatewayBySerial } from '../../store/cloudIndex';

/** The gateway's subscription is locked at this mode when it ends (spec 1 §2.6: above 0 means locked). */
export const SUBSCRIPTION_ENDED_LOCK = 1;

const masked = (key: string) => `${'•'.repeat(Math.max(0, key.length - 4))}${key.slice(-4)}`;

/** The licence a gateway's subscription stands on: its active one, else the last it had. */
const licenceOf = (ctx: SimContext, serial: string): LicenceRecord | null =>
  ctx.cloud.state.licences.find((l) => l.serialNumber === serial && l.status === 'active') ?? ctx.cloud.state.licences.findLast((l) => l.serialNumber === serial) ?? null;

function subscriptionView(serial: string, licence: LicenceRecord | null): Subscription {
  if (!licence) return { serialNumber: serial, status: 'none', plan: null, licenceKey: null, activatedAt: null, validUntil: null };
  return {
    serialNumber: serial,
    status: licence.status === 'unused' ? 'none' : licence.status,
    plan: licence.plan,
    licenceKey: masked(licence.id),
    activatedAt: licence.activatedAt,
    validUntil: licence.validUntil,
  };
}

/**
 * spec 2 §7 "Subscription: GET /subs/getSubForGateway, POST /subs/deactivate,
 * GET /subs/licenceKeyForUser" (SUBSCRIPTION_SUPPORT, LICENCE_SUPPORT).
 * Anyone who reaches the gateway reads its subscription; only the owner
 * ends it (it is the owner's contract), and then the gateway is
 * subscription-locked (spec 1 §2.6) through the same path as any cloud change.
 */
export function subsRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));

  router.get(
    '/getSubForGateway',
    handle((req, res) => {
      const { serialNumber } = readQuery(req, SubscriptionQuery);
      const gateway = reachableGateway(ctx, callerOf(res).user, serialNumber);
      res.json({ data: subscriptionView(gateway.serialNumber, licenceOf(ctx, gateway.serialNumber)) });
    }),
  );

  router.post(
    '/deactivate',
    handle(async (req, res) => {
      const { serialNumber } = readBody(req, SubscriptionDeactivateBody);
      const { user } = callerOf(res);
      const gateway: GatewayRecord | undefined = gatewayBySerial(ctx.cloud.state, serialNumber);
      if (!gateway) throw notFound(`No gateway ${serialNumber}`);
      if (gateway.userId === null || gateway.userId !== user.id) throw notYourDevice(serialNumber);
      const licence = ctx.cloud.state.licences.find((l) => l.serialNumber === serialNumber && l.status === 'active');
      if (!licence) throw conflict(`Gateway ${serialNumber} has no active subscription`);
      licence.status = 'inactive';
      licence.validUntil = ctx.now();
      // Commits cloud.json (with the licence) and publishes gateway_updated and subscription_lock_changed.
      await applyGatewayPatch(ctx, gateway, { cloud: { subscriptionLockMode: SUBSCRIPTION_ENDED_LOCK }, emulator: {} });
      ctx.cloud.commit();
      res.json({ data: subscriptionView(serialNumber, licence) });
    }),
  );

  router.get(
    '/licenceKeyForUser',
    handle((_req, res) => {
      const { user } = callerOf(res);
      const rows: Licence[] = ctx.cloud.state.licences
        .filter((l) => l.userId === user.id)
        .map((l) => ({ licenceKey: l.id, plan: l.plan, serialNumber: l.serialNumber, status: l.status }));
      res.json({ data: rows });
    }),
  );

  return router;
}
