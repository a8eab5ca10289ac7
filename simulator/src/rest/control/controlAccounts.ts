import { Router } from 'express';
import { IdParam } from '@homeport/sdk';
import { HashTokenBody, SessionListQuery } from '@homeport/sdk/sim';
import { userById, userByUsername } from '../../auth/users';
import { deleteUser } from '../../cloud/deleteUser';
import { endSessions, expiredNotices } from '../../cloud/userNotices';
import type { SimContext } from '../../context';
import { notFound } from '../../errors/apiError';
import { HASH_PORTAL_ORIGIN } from '../auth/authLogin';
import { handle } from '../shared/handle';
import { readBody, readInput, readQuery } from '../shared/readInput';

/** docs/contracts.md: a hash link is valid 10 minutes unless QA asks otherwise. */
export const HASH_TOKEN_TTL_S = 600;

/** Control verbs over accounts and sessions (docs/contracts.md "Simulator control API"). */
export function controlAccountRoutes(ctx: SimContext): Router {
  const router = Router();

  const userOr404 = (id: string) => {
    const user = userById(ctx.cloud.state, readInput(IdParam, id, 'id'));
    if (!user) throw notFound(`No user ${id}`);
    return user;
  };

  router.get(
    '/sessions',
    handle((req, res) => {
      const { userId } = readQuery(req, SessionListQuery);
      const sessions = ctx.cloud.state.sessions.filter((s) => userId === undefined || s.userId === userId);
      res.json({
        data: sessions.map((s) => ({
          sessionRef: s.id,
          userId: s.userId,
          createdAt: s.createdAt,
          lastSeenAt: s.lastSeenAt,
          revokedAt: s.revokedAt,
          revokeReason: s.revokeReason ?? null,
          otpAuthorizedUntil: s.otpAuthorizedUntil ?? null,
          live: ctx.sessions.checkRef(s.id).status === 'live',
          mqttClients: ctx.clients.countOf(s.id),
        })),
      });
    }),
  );

  // spec 1 §4.1 client_expire_session, without waiting for the idle limit.
  router.post(
    '/sessions/:sessionRef/expire',
    handle(async (req, res) => {
      const check = ctx.sessions.checkRef(readInput(IdParam, req.params.sessionRef, 'sessionRef'));
      if (check.status !== 'live') throw notFound('No such live session');
      await endSessions(ctx, [check.session], 'expired', expiredNotices([check.session]), 'sessions');
      res.json({ data: { expired: true } });
    }),
  );

  // spec 1 §4.1 admin_deleted_your_account.
  router.delete(
    '/users/:id',
    handle(async (req, res) => {
      const user = userOr404(String(req.params.id));
      await deleteUser(ctx, user);
      res.json({ data: { deleted: true, userId: user.id } });
    }),
  );

  // spec 1 §8 000622: a forced logout shows its login-page message (docs/simulator.md).
  router.post(
    '/users/:id/force-logout',
    handle(async (req, res) => {
      const user = userOr404(String(req.params.id));
      const sessions = ctx.sessions.liveOf(user.id);
      await endSessions(ctx, sessions, 'forced', [], 'sessions');
      res.json({ data: { loggedOut: sessions.length } });
    }),
  );

  // spec 1 §2.1 /hashloginredirect: the token an external portal would hand over.
  router.post(
    '/hash-tokens',
    handle((req, res) => {
      const body = readBody(req, HashTokenBody);
      const { username } = body;
      const origin = body.origin ?? HASH_PORTAL_ORIGIN;
      const ttl = body.ttlSeconds ?? HASH_TOKEN_TTL_S;
      const user = userByUsername(ctx.cloud.state, username);
      if (!user) throw notFound(`No user ${username}`);
      const { raw, record } = ctx.tokens.issue('hash_login', user.id, ttl * 1000, { username: user.username.toLowerCase(), origin });
      ctx.cloud.commit();
      const path = `/hashloginredirect?${new URLSearchParams({ username: user.username, token: raw, origin }).toString()}`;
      res.status(201).json({ data: { token: raw, username: user.username, origin, expiresAt: record.expiresAt, path } });
    }),
  );

  return router;
}
