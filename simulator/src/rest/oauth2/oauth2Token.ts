import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { randomToken, sha256Hex } from '../../auth/digest';
import type { SimContext } from '../../context';
import type { ClientRecord, OAuthGrantRecord } from '../../store/cloudState';
import { bodyParsers } from '../shared/bodyParsers';
import { clientSubject } from '../../http/clientAddress';
import { beginGuess } from '../shared/guessGate';

/** docs/contracts.md "OAuth2 provider": access tokens live an hour. */
export const ACCESS_TOKEN_TTL_MS = 3_600_000;

/**
 * RFC 6749 §5.2's codes, and `temporarily_unavailable` (RFC 6749 §4.1.2.1,
 * the nearest it names) for a caller locked out by the guess limit (429).
 */
type TokenError = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'temporarily_unavailable';

/** RFC 6749 §5.2 error answer (not an errorCode array: voice-assistant clouds call this). */
class OAuthTokenError extends Error {
  constructor(
    readonly error: TokenError,
    message: string,
    readonly status = error === 'invalid_client' ? 401 : 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const text = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) throw new OAuthTokenError('invalid_request', `${name} is required`);
  return value;
};

/** Client credentials from HTTP Basic (RFC 6749 §2.3.1) or the body; a public client sends its client_id alone (secret null). */
function clientCredentials(req: Request, body: Record<string, unknown>): { id: string; secret: string | null } {
  const header = req.get('authorization');
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  const { client_id: id, client_secret: secret } = body;
  if (typeof id !== 'string' || (secret !== undefined && typeof secret !== 'string')) throw new OAuthTokenError('invalid_client', 'Client authentication failed');
  return { id, secret: secret ?? null };
}

/** RFC 7636 §4.1: a verifier is 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** POST /oauth2/token: authorization_code and refresh_token grants (RFC 6749 §4.1.3, §6). */
export function oauthTokenEndpoint(ctx: SimContext): Router {
  const router = Router();
  router.use(bodyParsers());

  function authenticate(req: Request, body: Record<string, unknown>): ClientRecord {
    const { id, secret } = clientCredentials(req, body);
    if (secret === null) {
      // A public client has no secret to guess: what proves it is the PKCE verifier (exchangeCode).
      const open = ctx.cloud.state.clients.find((c) => c.id === id && c.isActive && c.public === true && c.redirectUris.length > 0);
      if (!open) throw new OAuthTokenError('invalid_client', 'Client authentication failed');
      return open;
    }
    const client = ctx.cloud.state.clients.find((c) => c.id === id && c.isActive && c.secretHash !== null);
    // A client secret is a guessable word for the seeded clients: counted per client and caller's address
    // together, and per caller (docs/decisions.md "Guessing doors"): wrong secrets from one address never
    // lock the client out for the partner calling from another. Codes and tokens are 192 random bits: not counted.
    const reservation = beginGuess(ctx, req, client ? [{ kind: 'oauthClient', id: `${client.id}@${clientSubject(req).id}` }] : []);
    if (!reservation.ok) {
      throw new OAuthTokenError('temporarily_unavailable', 'Too many failed attempts, try again later', 429, { 'Retry-After': String(reservation.retryAfterSeconds) });
    }
    const given = Buffer.from(sha256Hex(secret.slice(0, 256)), 'hex');
    const ok = client?.secretHash ? timingSafeEqual(given, Buffer.from(client.secretHash, 'hex')) : false;
    if (!client || !ok) {
      reservation.attempt.failed();
      throw new OAuthTokenError('invalid_client', 'Client authentication failed');
    }
    reservation.attempt.succeeded();
    return client;
  }

  function answer(res: Response, grant: OAuthGrantRecord, accessToken: string, refreshToken: string): void {
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' }).json({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: Math.round((grant.expiresAt - ctx.now()) / 1000),
      refresh_token: refreshToken,
      scope: grant.scope.join(' '),
    });
  }

  function exchangeCode(res: Response, client: ClientRecord, body: Record<string, unknown>): void {
    const code = text(body, 'code');
    const redirectUri = text(body, 'redirect_uri');
    const record = ctx.tokens.find('oauth_code', code);
    const state = ctx.cloud.state;
    if (record && ctx.tokens.stateOf(record) === 'used') {
      // RFC 6749 §4.1.2: a code used twice revokes the tokens it gave.
      const revoked = state.oauthGrants.filter((g) => g.codeId === record.id).map((g) => g.id);
      state.oauthGrants = state.oauthGrants.filter((g) => g.codeId !== record.id);
      ctx.cloud.commitRecords('oauthGrants', [], revoked);
      throw new OAuthTokenError('invalid_grant', 'The code was already used');
    }
    if (!record || ctx.tokens.stateOf(record) !== 'live' || record.data.clientId !== client.id) throw new OAuthTokenError('invalid_grant', 'The code is unknown or expired');
    if (record.data.redirectUri !== redirectUri) throw new OAuthTokenError('invalid_grant', 'redirect_uri differs from the authorization request');
    // RFC 7636 §4.6: the verifier whose S256 is the code's challenge; none without a challenge.
    const challenge = record.data.codeChallenge ?? null;
    const verifier = body.code_verifier;
    if (challenge === null) {
      if (verifier !== undefined) throw new OAuthTokenError('invalid_grant', 'code_verifier given for a code asked without code_challenge');
      if (client.public === true) throw new OAuthTokenError('invalid_grant', 'A public client’s code needs PKCE');
    } else {
      if (typeof verifier !== 'string' || !VERIFIER.test(verifier)) throw new OAuthTokenError('invalid_request', 'code_verifier is required (43 to 128 characters)');
      if (createHash('sha256').update(verifier).digest('base64url') !== challenge) {
        // A wrong verifier spends the code: it is not left to be tried again.
        ctx.tokens.use(record);
        ctx.cloud.commitPart('tokens');
        throw new OAuthTokenError('invalid_grant', 'code_verifier does not match code_challenge');
      }
    }
    const serialNumber = record.data.serialNumber ?? '';
    ctx.tokens.use(record);
    const accessToken = `hpat_${randomToken()}`;
    const refreshToken = `hprt_${randomToken()}`;
    const now = ctx.now();
    const grant: OAuthGrantRecord = {
      id: randomBytes(12).toString('hex'),
      userId: record.userId,
      clientId: client.id,
      serialNumber,
      scope: (record.data.scope ?? '').split(' ').filter(Boolean),
      accessTokenHash: sha256Hex(accessToken),
      refreshTokenHash: sha256Hex(refreshToken),
      codeId: record.id,
      createdAt: now,
      expiresAt: now + ACCESS_TOKEN_TTL_MS,
    };
    // One grant per user, client and gateway: a new link replaces the old one.
    const replaced = (g: OAuthGrantRecord) => g.userId === grant.userId && g.clientId === client.id && g.serialNumber === serialNumber;
    const removed = state.oauthGrants.filter(replaced).map((g) => g.id);
    state.oauthGrants = state.oauthGrants.filter((g) => !replaced(g));
    state.oauthGrants.push(grant);
    // The used code (its log), then the grant: a kill in between leaves the code used and no grant, never a grant twice.
    ctx.cloud.commitPart('tokens');
    ctx.cloud.commitRecords('oauthGrants', [grant], removed);
    answer(res, grant, accessToken, refreshToken);
  }

  function refresh(res: Response, client: ClientRecord, body: Record<string, unknown>): void {
    const refreshToken = text(body, 'refresh_token');
    const hash = sha256Hex(refreshToken);
    const grant = ctx.cloud.state.oauthGrants.find((g) => g.refreshTokenHash === hash && g.clientId === client.id);
    if (!grant) throw new OAuthTokenError('invalid_grant', 'The refresh token is unknown or revoked');
    const accessToken = `hpat_${randomToken()}`;
    grant.accessTokenHash = sha256Hex(accessToken);
    grant.expiresAt = ctx.now() + ACCESS_TOKEN_TTL_MS;
    ctx.cloud.commitRecords('oauthGrants', [grant]);
    answer(res, grant, accessToken, refreshToken);
  }

  router.post('/', (req, res, next) => {
    const body = (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {}) as Record<string, unknown>;
    try {
      const client = authenticate(req, body);
      const grantType = body.grant_type;
      if (grantType === undefined) throw new OAuthTokenError('invalid_request', 'grant_type is required');
      if (grantType === 'authorization_code') exchangeCode(res, client, body);
      else if (grantType === 'refresh_token') refresh(res, client, body);
      else throw new OAuthTokenError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
    } catch (error) {
      next(error);
    }
  });

  const tokenErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (error instanceof OAuthTokenError) {
      if (error.status === 401 && req.get('authorization')?.startsWith('Basic ')) res.set('WWW-Authenticate', 'Basic realm="homeport"');
      res
        .status(error.status)
        .set({ ...error.headers, 'Cache-Control': 'no-store' })
        .json({ error: error.error, error_description: error.message });
      return;
    }
    // A body the parsers refuse (malformed, too large, nested deeper than jsonBody.ts allows) is a malformed request, in the same RFC shape.
    if (typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string') {
      res.status(400).json({ error: 'invalid_request', error_description: 'Malformed body' });
      return;
    }
    next(error);
  };
  router.use(tokenErrors);
  return router;
}
