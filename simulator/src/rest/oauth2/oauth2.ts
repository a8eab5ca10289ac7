import { Router, type Request } from 'express';
import { ErrorCode, SerialParam } from '@homeport/sdk';
import { readOAuthRequest, type AuthorizeError } from '../../auth/oauthRequest';
import type { SimContext } from '../../context';
import { ApiError, badInput, forcedLogout, notFound, notYourDevice, sessionNotFound } from '../../errors/apiError';
import { gatewaysOf } from '../shared/gatewayQuery';
import { bodyParsers } from '../shared/bodyParsers';
import { handle } from '../shared/handle';
import { oauthTokenEndpoint } from './oauth2Token';
import { bodyObject, readInput } from '../shared/readInput';
import { gatewayBySerial } from '../../store/cloudIndex';

/** docs/contracts.md "OAuth2 provider": authorization codes are valid 10 minutes, once. */
export const OAUTH_CODE_TTL_MS = 10 * 60_000;

const isForm = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));

function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * /oauth2: the provider side of voice-assistant linking (spec 1 §2.1 /login
 * with client_id, §7.1 GET and POST /oauth2/authorize). Mounted before the
 * API's JSON parser: the authorize POST is a browser form post as well.
 */
export function oauth2Routes(ctx: SimContext): Router {
  const router = Router();
  // First: the token endpoint reads its own bodies and answers in RFC 6749 shape.
  router.use('/token', oauthTokenEndpoint(ctx));
  router.use(bodyParsers());

  router.get(
    '/authorize',
    handle((req, res) => {
      const result = readOAuthRequest(ctx.cloud.state, req.query);
      if (!result.ok) throw badInput(result.field, result.message);
      const { client, redirectUri, scope, state, codeChallenge } = result.request;
      if (req.accepts(['json', 'html']) === 'html') {
        // A browser following the partner's link: the portal's login page carries the flow on.
        const query = new URLSearchParams({ client_id: client.id, state, redirect_uri: redirectUri, response_type: 'code', scope: scope.join(' ') });
        if (codeChallenge !== null) {
          query.set('code_challenge', codeChallenge);
          query.set('code_challenge_method', 'S256');
        }
        res.redirect(302, `/login?${query.toString()}`);
        return;
      }
      res.json({ data: { clientId: client.id, brand: client.brand, environment: client.environment, redirectUri, scope, state } });
    }),
  );

  router.post(
    '/authorize',
    handle((req, res) => {
      const form = isForm(req);
      const body = bodyObject(req);
      const result = readOAuthRequest(ctx.cloud.state, body);
      /** RFC 6749 §4.1.2.1: a form post goes back to a known client with the error; JSON gets the errorCode. */
      const refuse = (redirectUri: string | null, error: AuthorizeError, apiError: ApiError, state?: string): void => {
        if (!form || redirectUri === null) throw apiError;
        const params: Record<string, string> = { error, error_description: apiError.message };
        if (state) params.state = state;
        res.redirect(302, withParams(redirectUri, params));
      };
      if (!result.ok) {
        const state = typeof body.state === 'string' && body.state.length <= 512 ? body.state : undefined;
        refuse(result.redirectUri, result.error, badInput(result.field, result.message), state);
        return;
      }
      const { client, redirectUri, scope, state, codeChallenge } = result.request;
      const denied = (apiError: ApiError) => refuse(redirectUri, 'access_denied', apiError, state);

      const sessionId = req.get('sessionId') ?? (typeof body.sessionId === 'string' ? body.sessionId : undefined);
      const check = sessionId ? ctx.sessions.check(sessionId) : null;
      if (check?.status !== 'live') {
        denied(check?.status === 'ended' && check.session.revokeReason === 'forced' ? forcedLogout() : sessionNotFound());
        return;
      }
      ctx.sessions.touch(check.session);
      let serial: string;
      try {
        serial = readInput(SerialParam, body.serial_number, 'serial_number');
      } catch (error) {
        refuse(redirectUri, 'invalid_request', error as ApiError, state);
        return;
      }
      const gateway = gatewayBySerial(ctx.cloud.state, serial);
      if (!gateway) return denied(notFound(`No gateway ${serial}`));
      // spec 1 §7.1: the dialog lists only the user's online gateways; the server holds to the same.
      if (!gatewaysOf(check.user, ctx.cloud.state).includes(gateway)) return denied(notYourDevice(serial));
      if (gateway.connectionStatus !== 'online') return denied(new ApiError(503, ErrorCode.gatewayOffline, `Gateway ${serial} is offline`));

      const { raw } = ctx.tokens.issue('oauth_code', check.user.id, OAUTH_CODE_TTL_MS, {
        clientId: client.id,
        redirectUri,
        serialNumber: serial,
        scope: scope.join(' '),
        codeChallenge,
      });
      // The code alone changed: the tokens' log, not the whole cloud.
      ctx.cloud.commitPart('tokens');
      const redirectUrl = withParams(redirectUri, { code: raw, state });
      if (form) res.redirect(302, redirectUrl);
      else res.json({ data: { redirectUrl, code: raw, state } });
    }),
  );

  return router;
}
