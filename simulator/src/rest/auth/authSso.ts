import { Router } from 'express';
import { ErrorCode, SsoCodeBody } from '@homeport/sdk';
import { isActive, userById } from '../../auth/users';
import type { SimContext } from '../../context';
import { PORTAL_CLIENT_ID } from '../../seed/clients';
import { ApiError, notActivated } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { startSession } from './startSession';
import { originOf, readBody } from '../shared/readInput';

/** The identity provider the simulator hosts (http/simIdp.ts). */
export const SIM_IDP_PATH = '/sim-idp';
export const SSO_REALM = 'homeport';

const refused = () => new ApiError(401, ErrorCode.wrongCredentials, 'The sign-in code is unknown, used or expired');

/** GET /auth/getRealmConfig and POST /auth/retrieveSSOTokens (spec 1 §2.1 /ssoredirect, §7.1). */
export function ssoRoutes(ctx: SimContext): Router {
  const router = Router();

  router.get(
    '/getRealmConfig',
    handle((req, res) => {
      const authServerUrl = `${originOf(req)}${SIM_IDP_PATH}`;
      res.json({
        data: { realm: SSO_REALM, clientId: PORTAL_CLIENT_ID, authServerUrl, authorizationEndpoint: `${authServerUrl}/auth`, responseType: 'code' },
      });
    }),
  );

  router.post(
    '/retrieveSSOTokens',
    handle(async (req, res) => {
      const { code, state, session_state: sessionState } = readBody(req, SsoCodeBody);
      const record = ctx.tokens.find('sso_code', code);
      if (!record || ctx.tokens.stateOf(record) !== 'live') throw refused();
      // The code answers only the login it was issued for.
      if (record.data.state !== state || record.data.sessionState !== sessionState) throw refused();
      const user = userById(ctx.cloud.state, record.userId);
      if (!user) throw refused();
      if (!isActive(user)) throw notActivated();
      ctx.tokens.use(record);
      ctx.cloud.commitPart('tokens');
      res.json({ data: await startSession(ctx, user, req.get('user-agent')) });
    }),
  );

  return router;
}
