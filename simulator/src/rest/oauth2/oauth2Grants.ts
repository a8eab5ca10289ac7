import { Router } from 'express';
import { DeleteGrantBody, IdParam, isAdmin } from '@homeport/sdk';
import { requireAccountChange } from '../shared/writeAccess';
import type { SimContext } from '../../context';
import type { OAuthGrantRecord } from '../../store/cloudState';
import { forbidden, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';
import { bodyObject, readInput } from '../shared/readInput';

/** /oauth2_v2/token: the voice-assistant links of a user (spec 2 §7 "Sessions and clients"). */
export function oauth2GrantRoutes(ctx: SimContext): Router {
  const router = Router();
  const session = requireSession(ctx.sessions);

  const view = (g: OAuthGrantRecord) => {
    const client = ctx.cloud.state.clients.find((c) => c.id === g.clientId);
    return {
      clientId: g.clientId,
      brand: client?.brand ?? g.clientId,
      environment: client?.environment ?? null,
      serial_number: g.serialNumber,
      scope: g.scope,
      createdAt: g.createdAt,
      expiresAt: g.expiresAt,
    };
  };

  /** Own tokens only, unless admin (403 000403). */
  const mayRead = (res: Parameters<typeof callerOf>[0], userId: string) => {
    const { user } = callerOf(res);
    if (userId !== user.id && !isAdmin(user)) throw forbidden('You may manage only your own linked services');
  };

  router.get(
    '/token/getTokens/:userId',
    session,
    handle((req, res) => {
      const userId = readInput(IdParam, req.params.userId, 'userId');
      mayRead(res, userId);
      res.json({ data: ctx.cloud.state.oauthGrants.filter((g) => g.userId === userId).map(view) });
    }),
  );

  router.delete(
    '/token/deleteToken',
    session,
    handle((req, res) => {
      let body = bodyObject(req);
      // DELETE bodies are sometimes dropped on the way: the query string stands in for an empty body.
      if (Object.keys(body).length === 0) body = { ...req.query };
      const { user: userId, clientId, serial_number: serial } = readInput(DeleteGrantBody, body);
      // A read-only admin lists a user's links but removes none.
      requireAccountChange(callerOf(res).user, userId);
      const state = ctx.cloud.state;
      const matches = (g: OAuthGrantRecord) => g.userId === userId && g.clientId === clientId && (serial === undefined || g.serialNumber === serial);
      const removed = state.oauthGrants.filter(matches).map((g) => g.id);
      const deleted = removed.length;
      if (deleted === 0) throw notFound('No such linked service');
      state.oauthGrants = state.oauthGrants.filter((g) => !matches(g));
      ctx.cloud.commitRecords('oauthGrants', [], removed);
      res.json({ data: { deleted } });
    }),
  );

  return router;
}
