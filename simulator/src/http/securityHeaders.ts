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
 * The browser features no page of ours uses, denied to every origin
 * (Permissions-Policy, W3C): the portal finds an address through the
 * cloud's geocoder, never the browser's geolocation, and uses no camera
 * (camera pages show the gateway's stream), microphone, payment, USB,
 * serial, HID, Bluetooth or sensors.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'ambient-light-sensor',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Headers on every answer (docs/simulator.md "HTTP hardening"), through
 * helmet: a Content-Security-Policy that allows only this origin's
 * scripts, styles by file or by this answer's nonce, MQTT over WebSocket
 * to this host, mqtt.js's timer worker (a blob: URL), no framing, no
 * plugins; nosniff; no Referer (OAuth2 and SSO codes travel in URLs);
 * X-Frame-Options DENY; the Permissions-Policy above. No HSTS: the
 * simulator speaks plain HTTP.
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
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
  return [nonce, headers, permissions];
}
