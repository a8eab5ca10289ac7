import { Router } from 'express';
import {
  AssignGatewayBody,
  defaultCustomerConfig,
  ErrorCode,
  gatewayNameProblem,
  GATEWAY_NAME_MAX,
  isAdmin,
  licenceKeyProblem,
  normaliseLicenceKey,
  normaliseSecureId,
  secureIdProblem,
  SerialParam,
  topics,
  type RestartKind,
} from '@homeport/sdk';
import { ownerSegment } from '../../cloud/ownerSegment';
import { notifyUser } from '../../cloud/userNotices';
import type { SimContext } from '../../context';
import { restartGateway } from '../../gateway/restartGateway';
import { LICENCE_TERM_MS } from '../../seed/licences';
import type { GatewayRecord } from '../../store/cloudState';
import { ApiError, badInput, conflict, forbidden, notFound } from '../../errors/apiError';
import { reserveGuess } from '../shared/guessGate';
import { handle } from '../shared/handle';
import { reachableGateway } from '../shared/reachableGateway';
import { callerOf } from '../shared/requireSession';
import { readBody, readInput } from '../shared/readInput';
import { gatewayView } from '../shared/views';
import { requireGatewayWrite } from '../shared/writeAccess';
import { gatewayBySerial } from '../../store/cloudIndex';

const { flags, constants } = defaultCustomerConfig;

/**
 * spec 2 §7 gateway calls of gateway settings and /new_gateway: GET
 * /udm/device/{sn}/reboot and /factoryReset (a write on the gateway: its
 * users and admin-support; it must be online, 503 000503), and PUT
 * /udm/device/{sn}/assign (a home user takes an unassigned gateway with its
 * secure id and a licence key). Runs after requireSession.
 */
export function udmSettingsRoutes(ctx: SimContext): Router {
  const router = Router();

  const restart = (kind: RestartKind) =>
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const gateway = reachableGateway(ctx, user, readInput(SerialParam, req.params.sn, 'sn'));
      requireGatewayWrite(user, gateway);
      if (gateway.connectionStatus !== 'online') throw new ApiError(503, ErrorCode.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
      res.json({ data: await restartGateway(ctx, gateway, kind) });
    });

  router.get('/device/:sn/reboot', restart('reboot'));
  router.get('/device/:sn/factoryReset', restart('factory_reset'));

  router.put(
    '/device/:sn/assign',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const body = readBody(req, AssignGatewayBody);
      const serial = readInput(SerialParam, req.params.sn, 'sn');
      // spec 1 §6: admins reach every gateway without owning one; a user assigns only to themselves.
      if (isAdmin(user)) throw forbidden('Admins reach every gateway without owning one');
      if (body.userId !== undefined && body.userId !== user.id) throw forbidden('You may assign a gateway only to yourself');
      const gateway = gatewayBySerial(ctx.cloud.state, serial);
      if (!gateway) throw notFound(`No gateway ${serial}: check the serial number on its sticker`);
      if (gateway.userId === user.id) throw conflict(`Gateway ${serial} is already yours`);
      if (gateway.userId !== null) throw conflict(`Gateway ${serial} is already assigned to another account`);
      const secureId = normaliseSecureId(body.secureId);
      if (secureIdProblem(secureId)) throw badInput('secureId', 'secureId must be 8 to 64 letters and digits');
      const name = body.name?.trim() ?? '';
      if (name !== '' && gatewayNameProblem(name)) throw badInput('name', `name must be 1 to ${GATEWAY_NAME_MAX} characters without control characters`);
      const licence = flags.LICENCE_SUPPORT ? licenceFor(ctx, user.id, body.licenceKey ?? '') : null;
      // The secure id is the sticker's secret: guesses are counted per gateway and per client, before the check.
      const attempt = reserveGuess(ctx, req, { kind: 'secureId', id: serial });
      if (!(await attempt.verify(async () => secureId === gateway.secureId.toUpperCase()))) throw badInput('secureId', 'The secure ID does not match this gateway');

      assign(ctx, gateway, user.id, name);
      if (licence) {
        licence.serialNumber = serial;
        licence.status = 'active';
        licence.activatedAt = ctx.now();
        licence.validUntil = ctx.now() + LICENCE_TERM_MS;
      }
      ctx.cloud.commit();
      await announce(ctx, gateway);
      res.json({ data: gatewayView(gateway) });
    }),
  );

  return router;
}

/** spec 2 §5 licence key: the caller's own, unused; refusals name `licenceKey`. */
function licenceFor(ctx: SimContext, userId: string, typed: string) {
  const key = normaliseLicenceKey(typed);
  const problem = licenceKeyProblem(key, constants.licenceKey);
  if (problem === 'empty') throw badInput('licenceKey', 'licenceKey is required');
  if (problem) throw badInput('licenceKey', `licenceKey must be ${constants.licenceKey.length} hexadecimal characters (0-9, A-F)`);
  const licence = ctx.cloud.state.licences.find((l) => l.id === key && l.userId === userId);
  if (!licence) throw badInput('licenceKey', 'This licence key is not one of yours');
  if (licence.status !== 'unused') throw conflict('This licence key is already used by a gateway', 'licenceKey');
  return licence;
}

/** The gateway joins the user (and the accounts linked to the user, as the seed gives them the owner's gateways). */
function assign(ctx: SimContext, gateway: GatewayRecord, userId: string, name: string): void {
  gateway.userId = userId;
  if (name !== '') gateway.name = name;
  const linked = new Set(ctx.cloud.state.linkedAccounts.filter((l) => l.masterAccountId === userId && l.verified).map((l) => l.secondaryAccountId));
  for (const holder of ctx.cloud.state.users) {
    if ((holder.id === userId || linked.has(holder.id)) && !holder.devices.includes(gateway.serialNumber)) holder.devices = [...holder.devices, gateway.serialNumber];
  }
}

/** spec 1 §4.2 "Gateway assigned ... events update the user's device list". */
async function announce(ctx: SimContext, gateway: GatewayRecord): Promise<void> {
  const data = { serialNumber: gateway.serialNumber, userId: gateway.userId };
  for (const holder of ctx.cloud.state.users.filter((u) => u.devices.includes(gateway.serialNumber))) {
    await notifyUser(ctx, { userId: holder.id, name: 'gateway_assigned', data });
  }
  const admin = topics.adminEvents(ctx.product);
  await ctx.bus.publishEvent(admin, 'gateway_assigned', data);
  await ctx.bus.publishEvent(admin, 'gateway_updated', { serialNumber: gateway.serialNumber, changes: { userId: gateway.userId, name: gateway.name } });
  await ctx.bus.publishEvent(topics.events({ product: ctx.product, owner: ownerSegment(gateway), serial: gateway.serialNumber }), 'gateway_updated', {
    serialNumber: gateway.serialNumber,
    changes: { userId: gateway.userId, name: gateway.name },
  });
}
