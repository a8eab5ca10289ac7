import { Router } from 'express';
import { isAdmin, LoggedInUsersBody, LogoutOneBody, type LoggedSession } from '@homeport/sdk';
import { endSessions, loggedOutByOther } from '../../cloud/userNotices';
import type { SimContext } from '../../context';
import type { SessionRecord } from '../../store/cloudState';
import { forbidden, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';
import { bodyObject, readBody } from '../shared/readInput';
import { userByIdIndexed } from '../../store/cloudIndex';

/** POST /auth/getLoggedInUsers, logoutAll, logoutOne (spec 1 §7.1, spec 2 §7 "Sessions and clients"). */
export function sessionRoutes(ctx: SimContext): Router {
  const router = Router();
  const session = requireSession(ctx.sessions);

  // Sessions are listed by ref: an id in this answer would let its reader act as that session.
  const view = (s: SessionRecord, current: SessionRecord): LoggedSession => {
    const user = userByIdIndexed(ctx.cloud.state, s.userId);
    return {
      sessionRef: s.id,
      userId: s.userId,
      name: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      username: user?.username ?? '',
      clientType: s.clientType ?? 'api',
      deviceModel: s.deviceModel ?? 'Unknown device',
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      current: s.id === current.id,
      mqttClients: ctx.clients.countOf(s.id),
    };
  };

  router.post(
    '/getLoggedInUsers',
    session,
    handle((req, res) => {
      const caller = callerOf(res);
      const userId = readBody(req, LoggedInUsersBody).userId ?? caller.user.id;
      if (userId !== caller.user.id && !isAdmin(caller.user)) throw forbidden('You may list only your own sessions');
      res.json({ data: ctx.sessions.liveOf(userId).map((s) => view(s, caller.session)) });
    }),
  );

  // spec 1 §4.1: the other sessions are told LOGGED_OUT_BY_OTHER_USER; the calling one stays.
  router.post(
    '/logoutAll',
    session,
    handle(async (req, res) => {
      bodyObject(req);
      const caller = callerOf(res);
      const others = ctx.sessions.liveOf(caller.user.id).filter((s) => s.id !== caller.session.id);
      await endSessions(ctx, others, 'other_session', loggedOutByOther(others), 'sessions');
      res.json({ data: { loggedOut: others.length } });
    }),
  );

  router.post(
    '/logoutOne',
    session,
    handle(async (req, res) => {
      const caller = callerOf(res);
      const { sessionRef } = readBody(req, LogoutOneBody);
      const target = ctx.sessions.liveOf(caller.user.id).find((s) => s.id === sessionRef);
      if (!target) throw notFound('No such live session of yours');
      if (target.id === caller.session.id) {
        // Its own session: a plain logout, nobody else to tell.
        await endSessions(ctx, [target], 'logout', [], 'sessions');
      } else {
        await endSessions(ctx, [target], 'other_session', loggedOutByOther([target]), 'sessions');
      }
      res.json({ data: { loggedOut: 1 } });
    }),
  );

  return router;
}
