import { Router } from 'express';
import { ChangePasswordBody, ErrorCode, ForgotPasswordBody, IdParam, ResetPasswordBody, ResetPinBody } from '@homeport/sdk';
import { hashPassword, verifyPassword } from '../../auth/password';
import { passwordProblem } from '../../auth/passwordRules';
import { userById, userByUsername } from '../../auth/users';
import { applyGatewayPatch } from '../../cloud/applyGatewayPatch';
import { passwordResetMessage } from '../../cloud/messages';
import { endSessions, loggedOutByOther } from '../../cloud/userNotices';
import type { SimContext } from '../../context';
import { setPinHash } from '../../gateway/ops/restWrites';
import type { TokenRecord } from '../../store/cloudState';
import { ApiError, badInput, notFound } from '../../errors/apiError';
import { reserveGuess } from '../shared/guessGate';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';
import { originOf, readBody, readInput } from '../shared/readInput';
import { gatewayBySerial } from '../../store/cloudIndex';

/** docs/contracts.md "Passwords and PIN": reset links are valid 1 hour. */
export const RESET_TTL_MS = 3_600_000;

/** spec 1 §4.1: httpCode 404 means the link has expired (toast 000017); other refusals toast 000018. */
const linkExpired = () => new ApiError(404, ErrorCode.resetLinkExpired, 'This link has expired or was already used');
const resetRefused = (field: string, message: string) => new ApiError(400, ErrorCode.resetFailed, message, field);

/** POST /auth/forgotPass, resetPassword, resetPin and changePass (spec 1 §4.1, §5, §7.1). */
export function passwordRoutes(ctx: SimContext): Router {
  const router = Router();

  /** The live link of a purpose, or 404 000017. */
  const liveLink = (purpose: TokenRecord['purpose'], hash: string) => {
    const record = ctx.tokens.find(purpose, hash);
    const user = record ? userById(ctx.cloud.state, record.userId) : undefined;
    if (!record || !user || ctx.tokens.stateOf(record) !== 'live') throw linkExpired();
    return { record, user };
  };

  router.post(
    '/forgotPass',
    handle((req, res) => {
      const { email, language } = readBody(req, ForgotPasswordBody);
      const user = userByUsername(ctx.cloud.state, email);
      // spec 1 §8: forgot password for an unknown user shows the server's message.
      if (!user) throw notFound('There is no account with this e-mail address');
      const { raw } = ctx.tokens.issue('password_reset', user.id, RESET_TTL_MS, {}, true);
      ctx.outbox.send(passwordResetMessage(user, originOf(req), raw, language));
      ctx.cloud.commit();
      res.json({ data: { sent: true } });
    }),
  );

  router.post(
    '/resetPassword/:hash',
    handle(async (req, res) => {
      // An expired link says so whatever the body holds.
      const { record } = liveLink('password_reset', readInput(IdParam, req.params.hash, 'hash'));
      const { secret, confirmation } = readBody(req, ResetPasswordBody);
      if (secret !== confirmation) throw resetRefused('confirmation', 'The password and its confirmation do not match');
      const problem = passwordProblem(secret);
      if (problem) throw resetRefused('secret', problem);
      const passwordHash = await hashPassword(secret);
      // Looked up again after the await: the link may have been used meanwhile.
      const { user } = liveLink('password_reset', readInput(IdParam, req.params.hash, 'hash'));
      user.passwordHash = passwordHash;
      ctx.tokens.use(record);
      ctx.throttle.clear({ kind: 'account', id: user.username.toLowerCase() });
      // A new password ends the account's sessions (one write with the rest).
      const sessions = ctx.sessions.liveOf(user.id);
      await endSessions(ctx, sessions, 'password', loggedOutByOther(sessions));
      res.json({ data: { passwordChanged: true } });
    }),
  );

  router.post(
    '/resetPin/hash/:hash',
    handle(async (req, res) => {
      const { record } = liveLink('pin_reset', readInput(IdParam, req.params.hash, 'hash'));
      const { pin, confirmation } = readBody(req, ResetPinBody);
      if (pin !== confirmation) throw resetRefused('confirmation', 'The PIN and its confirmation do not match');
      const serial = record.data.serialNumber ?? '';
      const gateway = gatewayBySerial(ctx.cloud.state, serial);
      if (!gateway) throw linkExpired();
      const pinCodeHash = await hashPassword(pin);
      liveLink('pin_reset', readInput(IdParam, req.params.hash, 'hash'));
      // Checked again after the hash (the link may have been used meanwhile); the gateway takes the new PIN, then the link is used.
      if (!(await ctx.emulators.runIfThere(serial, setPinHash, { hash: pinCodeHash }))) throw linkExpired();
      ctx.tokens.use(record);
      ctx.cloud.commit();
      // A new PIN lifts the lock, with the events the gateway sends for it.
      await applyGatewayPatch(ctx, gateway, { cloud: {}, emulator: { pinLocked: false } });
      res.json({ data: { pinReset: true, serialNumber: serial } });
    }),
  );

  router.post(
    '/changePass',
    requireSession(ctx.sessions),
    handle(async (req, res) => {
      const { checkSecret, secret, confirmation, logoutOtherClients } = readBody(req, ChangePasswordBody);
      if (secret !== confirmation) throw badInput('confirmation', 'The new password and its confirmation do not match');
      const problem = passwordProblem(secret);
      if (problem) throw badInput('secret', problem);
      const { user, session } = callerOf(res);
      // A stolen session must not become a way round the login lock: the same account count, reserved before the check.
      const attempt = reserveGuess(ctx, req, { kind: 'account', id: user.username.toLowerCase() });
      // 400, not 401: a wrong current password must not look like a lost session.
      if (!(await attempt.verify(() => verifyPassword(checkSecret, user.passwordHash)))) throw badInput('checkSecret', 'The current password is wrong');
      user.passwordHash = await hashPassword(secret);
      const others = logoutOtherClients ? ctx.sessions.liveOf(user.id).filter((s) => s.id !== session.id) : [];
      await endSessions(ctx, others, 'password', loggedOutByOther(others));
      res.json({ data: { passwordChanged: true } });
    }),
  );

  return router;
}
