import { Router } from 'express';
import { ErrorCode, holdsPrivilege, isAdmin, PinUnlockBody, PrivilegeActivateBody, SerialParam } from '@homeport/sdk';
import { requireGatewayWrite } from '../shared/writeAccess';
import { verifyPassword } from '../../auth/password';
import { applyGatewayPatch } from '../../cloud/applyGatewayPatch';
import type { SimContext } from '../../context';
import { readLocks } from '../../gateway/ops/cloudReads';
import { pinHash } from '../../gateway/ops/restWrites';
import type { GatewayRecord } from '../../store/cloudState';
import { ApiError, badInput, conflict } from '../../errors/apiError';
import { reserveGuess } from '../shared/guessGate';
import { handle } from '../shared/handle';
import { reachableGateway } from '../shared/reachableGateway';
import { callerOf } from '../shared/requireSession';
import { bodyObject, readBody, readInput } from '../shared/readInput';

/**
 * spec 1 §7.3 "GET and POST per serial for privilege-mode and PIN-lock
 * check, activate and deactivate (exact suffixes not shown)": the POSTs.
 * The gateway itself holds both states, so it must be online (503 000503).
 * Runs after requireSession; each change publishes the gateway's events.
 */
export function udmLockRoutes(ctx: SimContext): Router {
  const router = Router();

  /** Every route here changes the gateway: reachable, written by this role, then online. */
  const onlineGateway = (res: Parameters<typeof callerOf>[0], sn: string | undefined): GatewayRecord => {
    const { user } = callerOf(res);
    const gateway = reachableGateway(ctx, user, readInput(SerialParam, sn, 'sn'));
    requireGatewayWrite(user, gateway);
    if (gateway.connectionStatus !== 'online') throw new ApiError(503, ErrorCode.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
    return gateway;
  };
  /** Who holds privileged mode, as the gateway says. */
  const holderOf = async (gateway: GatewayRecord) => (await ctx.emulators.run(gateway.serialNumber, readLocks, undefined)).privilegedBy;

  router.post(
    '/device/:sn/pinLock/activate',
    handle(async (req, res) => {
      const gateway = onlineGateway(res, req.params.sn);
      await applyGatewayPatch(ctx, gateway, { cloud: {}, emulator: { pinLocked: true } }, 'records');
      res.json({ data: { locked: true } });
    }),
  );

  // The PIN dialog of /gateway-locked (spec 1 §5: the code must be non-empty).
  router.post(
    '/device/:sn/pinLock/deactivate',
    handle(async (req, res) => {
      const gateway = onlineGateway(res, req.params.sn);
      const { pin } = readBody(req, PinUnlockBody);
      // Counted per gateway and per client, reserved before the check (docs/decisions.md "Guessing doors"):
      // a PIN of a million values must not be tried as fast as the server answers.
      const attempt = reserveGuess(ctx, req, { kind: 'pin', id: gateway.serialNumber });
      const right = await attempt.verify(async () => verifyPassword(pin, (await ctx.emulators.run(gateway.serialNumber, pinHash, undefined)).hash));
      if (!right) throw badInput('pin', 'Wrong PIN');
      await applyGatewayPatch(ctx, gateway, { cloud: {}, emulator: { pinLocked: false } });
      res.json({ data: { locked: false } });
    }),
  );

  // spec 1 §4.2: the owner string is "{userId}" or "{userId}:{client}"; its prefix says who holds it.
  router.post(
    '/device/:sn/privilegeMode/activate',
    handle(async (req, res) => {
      const gateway = onlineGateway(res, req.params.sn);
      const { client } = readBody(req, PrivilegeActivateBody);
      const { user } = callerOf(res);
      const holder = await holderOf(gateway);
      if (holder !== null && !holdsPrivilege(holder, user.id)) throw conflict('Another party holds privileged mode on this gateway');
      const owner = client === undefined ? user.id : `${user.id}:${client}`;
      await applyGatewayPatch(ctx, gateway, { cloud: {}, emulator: { privilegedBy: owner } }, 'records');
      res.json({ data: { privileged: true, owner } });
    }),
  );

  router.post(
    '/device/:sn/privilegeMode/deactivate',
    handle(async (req, res) => {
      const gateway = onlineGateway(res, req.params.sn);
      bodyObject(req);
      const { user } = callerOf(res);
      const holder = await holderOf(gateway);
      // Only its holder (or an admin) ends privileged mode.
      if (holder !== null && !holdsPrivilege(holder, user.id) && !isAdmin(user)) throw conflict('Another party holds privileged mode on this gateway');
      await applyGatewayPatch(ctx, gateway, { cloud: {}, emulator: { privilegedBy: null } }, 'records');
      res.json({ data: { privileged: false, owner: null } });
    }),
  );

  return router;
}
