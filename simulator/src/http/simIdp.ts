import express, { Router, type Request, type Response } from 'express';
import { randomToken } from '../auth/digest';
import { verifyPassword } from '../auth/password';
import { isActive, userByUsername } from '../auth/users';
import type { SimContext } from '../context';
import { SSO_REALM } from '../rest/auth/authSso';
import { beginGuess } from '../rest/shared/guessGate';
import { cspNonceOf } from './securityHeaders';
import { PORTAL_CLIENT_ID } from '../seed/clients';

/** docs/contracts.md "Single sign-on": an SSO code is valid 60 s, once. */
export const SSO_CODE_TTL_MS = 60_000;

interface AuthRequest {
  redirectUri: URL;
  state: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
        // The answer's CSP nonce (securityHeaders.ts): style-src takes no inline style without it.
        `<style nonce="${cspNonceOf(res)}">body{font-family:system-ui,sans-serif;max-width:22rem;margin:4rem auto}label,input,button{display:block;width:100%;margin:.4rem 0}</style>` +
        `</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

/** The OAuth parameters the portal sends (GET query or POST form); a message when they are wrong. */
function readAuthRequest(source: Record<string, unknown>): AuthRequest | string {
  const { client_id: clientId, redirect_uri: redirect, response_type: responseType, state } = source;
  if (clientId !== PORTAL_CLIENT_ID) return `client_id must be ${PORTAL_CLIENT_ID}`;
  if (responseType !== 'code') return 'response_type must be code';
  if (typeof state !== 'string' || state.length < 1 || state.length > 512) return 'state must be 1 to 512 characters';
  if (typeof redirect !== 'string' || redirect.length > 2048) return 'redirect_uri is required';
  let redirectUri: URL;
  try {
    redirectUri = new URL(redirect);
  } catch {
    return 'redirect_uri must be an absolute URL';
  }
  // spec 1 §2.1: the portal's /ssoredirect receives the answer; /login-failed beside it the failures.
  if (!/^https?:$/.test(redirectUri.protocol) || !redirectUri.pathname.endsWith('/ssoredirect')) return 'redirect_uri must be the portal’s /ssoredirect';
  return { redirectUri, state };
}

function redirectTo(res: Response, base: URL, params: Record<string, string>): void {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  res.redirect(302, url.toString());
}

/** spec 1 §2.1 /login-failed: state, session_state, code, access_token, error_msg. */
function fail(res: Response, request: AuthRequest, sessionState: string, message: string): void {
  const failed = new URL(request.redirectUri);
  failed.pathname = failed.pathname.replace(/\/ssoredirect$/, '/login-failed');
  failed.search = '';
  redirectTo(res, failed, { state: request.state, session_state: sessionState, code: '', access_token: '', error_msg: message });
}

function loginForm(request: AuthRequest, error?: string): string {
  const hidden = { client_id: PORTAL_CLIENT_ID, redirect_uri: request.redirectUri.toString(), response_type: 'code', state: request.state };
  return (
    `<p>Realm ${SSO_REALM}: sign in to continue to Homeport.</p>` +
    (error ? `<p role="alert">${escapeHtml(error)}</p>` : '') +
    '<form method="post" action="auth">' +
    Object.entries(hidden)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('') +
    '<label for="username">Username</label><input id="username" name="username" autocomplete="username" required>' +
    '<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">' +
    '<button type="submit" name="action" value="login">Sign in</button>' +
    '<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>' +
    '</form>'
  );
}

/**
 * The small identity provider of spec 1 §2.1 single sign-on, at /sim-idp:
 * an HTML login form over the simulator's accounts that answers the portal's
 * /ssoredirect with state, session_state and a code (or /login-failed with
 * error_msg); the portal trades the code at POST /api/auth/retrieveSSOTokens.
 */
export function simIdp(ctx: SimContext): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '16kb' }));

  router.get('/auth', (req: Request, res: Response) => {
    const request = readAuthRequest(req.query);
    if (typeof request === 'string') {
      page(res, 400, 'Invalid sign-in request', `<p role="alert">${escapeHtml(request)}</p>`);
      return;
    }
    page(res, 200, 'Homeport sign-in', loginForm(request));
  });

  router.post('/auth', (req: Request, res: Response, next) => {
    const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const request = readAuthRequest(form);
    if (typeof request === 'string') {
      page(res, 400, 'Invalid sign-in request', `<p role="alert">${escapeHtml(request)}</p>`);
      return;
    }
    signIn(ctx, req, request, form).then(
      (outcome) => (outcome.ok ? redirectTo(res, request.redirectUri, outcome.params) : fail(res, request, outcome.sessionState, outcome.message)),
      next,
    );
  });

  router.get('/', (_req, res) => page(res, 200, 'Homeport identity provider', `<p>Realm ${SSO_REALM}. Sign-in starts at <code>/sim-idp/auth</code>.</p>`));
  return router;
}

type SignIn = { ok: true; params: Record<string, string> } | { ok: false; sessionState: string; message: string };

async function signIn(ctx: SimContext, req: Request, request: AuthRequest, form: Record<string, unknown>): Promise<SignIn> {
  const sessionState = randomToken(16);
  if (form.action === 'cancel') return { ok: false, sessionState, message: 'The sign-in was cancelled' };
  const username = typeof form.username === 'string' ? form.username.trim().toLowerCase().slice(0, 254) : '';
  const password = typeof form.password === 'string' ? form.password.slice(0, 128) : '';
  // The same door as POST /api/auth/login: the account's and the client's count, reserved before the check.
  const reservation = beginGuess(ctx, req, username ? [{ kind: 'account', id: username }] : []);
  if (!reservation.ok) return { ok: false, sessionState, message: 'Too many failed logins, try again later' };
  const user = await reservation.attempt.verify(async () => {
    const found = userByUsername(ctx.cloud.state, username);
    // Checked against a decoy hash when unknown, so both cost the same time.
    return (await verifyPassword(password, found?.passwordHash ?? null)) ? found : undefined;
  });
  if (!user) return { ok: false, sessionState, message: 'Invalid username or password' };
  if (!isActive(user)) return { ok: false, sessionState, message: 'Your account is not activated yet' };
  const { raw } = ctx.tokens.issue('sso_code', user.id, SSO_CODE_TTL_MS, { state: request.state, sessionState, redirectUri: request.redirectUri.toString() });
  ctx.cloud.commit();
  return { ok: true, params: { state: request.state, session_state: sessionState, code: raw } };
}
