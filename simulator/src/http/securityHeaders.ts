import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { SimContext } from '../context';
import { redirectSource, webSocketSources } from './cspSources';

/** The nonce of this answer: HTML entries (htmlEntry.ts) and the simulator's own pages stamp their <style> with it. */
export const cspNonceOf = (res: ServerResponse): string => (res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce;

const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonceOf(res)}'`;

/**
 * Where forms may send the browser. The portal's OAuth2 dialog posts to
 * /api/oauth2/authorize, which redirects to the partner's registered
 * callback, and browsers check form-action along the redirect; the
 * identity provider's login form likewise ends at the portal's
 * /ssoredirect, on whatever origin its redirect_uri names.
 */
function formTargets(ctx: SimContext, req: IncomingMessage): string[] {
  const targets = new Set(ctx.cloud.state.clients.flatMap((c) => c.redirectUris.map(redirectSource)).filter((s): s is string => s !== null));
  const url = new URL(req.url ?? '/', 'http://x');
  const ssoRedirect = url.pathname.startsWith('/sim-idp/') ? url.searchParams.get('redirect_uri') : null;
  const sso = ssoRedirect ? redirectSource(ssoRedirect) : null;
  if (sso) targets.add(sso);
  return [...targets];
}

/**
 * Headers on every answer (docs/simulator.md "HTTP hardening"), through
 * helmet: a Content-Security-Policy that allows only this origin's
 * scripts, styles by file or by this answer's nonce, MQTT over WebSocket
 * to this host, mqtt.js's timer worker (a blob: URL), no framing, no
 * plugins; nosniff; no Referer (OAuth2 and SSO codes travel in URLs);
 * X-Frame-Options DENY. No HSTS: the simulator speaks plain HTTP.
 */
export function securityHeaders(ctx: SimContext): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", nonceSource],
        imgSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", (req) => webSocketSources(req.headers.host).join(' ')],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", (req) => formTargets(ctx, req).join(' ')],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  return [nonce, headers];
}
