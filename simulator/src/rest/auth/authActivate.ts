import { Router } from 'express';
import { IdParam } from '@homeport/sdk';
import { userById } from '../../auth/users';
import type { SimContext } from '../../context';
import { conflict, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { readInput } from '../shared/readInput';

/** GET /auth/activate/{code} (spec 1 §4.1: conflict 409 returns to login; success toasts activated). */
export function activateRoutes(ctx: SimContext): Router {
  const router = Router();

  router.get(
    '/activate/:code',
    handle((req, res) => {
      const code = readInput(IdParam, req.params.code, 'code');
      const record = ctx.tokens.find('activation', code);
      const user = record ? userById(ctx.cloud.state, record.userId) : undefined;
      if (!record || !user) throw notFound('Unknown activation link');
      const state = ctx.tokens.stateOf(record);
      if (state === 'used' || user.active !== false) throw conflict('This account is already activated');
      if (state === 'expired') throw notFound('This activation link has expired');
      user.active = true;
      ctx.tokens.use(record);
      ctx.cloud.commit();
      res.json({ data: { activated: true, username: user.username } });
    }),
  );

  return router;
}
