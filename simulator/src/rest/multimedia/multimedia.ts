import { Router } from 'express';
import { isAdmin } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { readCamera } from '../../gateway/ops/cloudReads';
import { canReachGateway } from '../../auth/gatewayAccess';
import { randomToken } from '../../auth/digest';
import { ApiError } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';
import { originOf } from '../shared/readInput';
import { cspNonceOf } from '../../http/securityHeaders';
import { gatewayBySerial } from '../../store/cloudIndex';
import { userByIdIndexed } from '../../store/cloudIndex';

/** An access token for the camera views lives this long. */
export const MEDIA_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Tokens kept in memory (SimContext.mediaTokens): a restart asks for a new one, as a real media service would. */
const tokens = (ctx: SimContext): SimContext['mediaTokens'] => ctx.mediaTokens;

/** spec 2 §6: admins cannot open camera streams. */
const accessDeniedCamera = () => new ApiError(403, 'ACCESS_DENIED_CAMERA', 'Administrators cannot open camera streams');

/**
 * GET /multimedia/user/getAccessToken (spec 2 §7): a token for the external
 * camera views (live view, event list, camera settings) that the simulator
 * serves at /sim-media. Admins get 403 ACCESS_DENIED_CAMERA.
 */
export function multimediaRoutes(ctx: SimContext): Router {
  const router = Router();
  router.get(
    '/user/getAccessToken',
    requireSession(ctx.sessions),
    handle((req, res) => {
      const { user } = callerOf(res);
      if (isAdmin(user)) throw accessDeniedCamera();
      const accessToken = randomToken();
      tokens(ctx).set(accessToken, { userId: user.id, expiresAt: ctx.now() + MEDIA_TOKEN_TTL_MS });
      res.json({ data: { accessToken, expiresIn: MEDIA_TOKEN_TTL_MS / 1000, mediaBase: `${originOf(req)}/sim-media` } });
    }),
  );
  return router;
}

const VIEWS = { live: 'Live view', events: 'Event list', settings: 'Camera settings' } as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page, its <style> stamped with the answer's CSP nonce when sent (securityHeaders.ts). */
function page(title: string, body: string, status = 200) {
  return {
    status,
    html: (nonce: string) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:2rem;color:#1b2430}table{border-collapse:collapse}td,th{padding:.3rem .8rem;border-bottom:1px solid #cfd6e1;text-align:left}</style></head><body>${body}</body></html>`,
  };
}

/**
 * The external camera views at /sim-media/{serial}/{deviceId}/{view}?token=…:
 * small pages standing in for the multimedia service. The token must be live
 * and its user must reach the gateway; a camera device must exist.
 */
export function mediaPages(ctx: SimContext): Router {
  const router = Router();
  router.get(
    '/:serial/:deviceId/:view',
    handle(async (req, res) => {
      const send = ({ status, html }: ReturnType<typeof page>) =>
        res
          .status(status)
          .type('html')
          .send(html(cspNonceOf(res)));
      const token = typeof req.query.token === 'string' ? tokens(ctx).get(req.query.token) : undefined;
      if (!token || token.expiresAt <= ctx.now()) return send(page('Access denied', '<h1>Access denied</h1><p>The link has expired. Open it again from the portal.</p>', 403));
      const user = userByIdIndexed(ctx.cloud.state, token.userId);
      const gateway = gatewayBySerial(ctx.cloud.state, String(req.params.serial).toUpperCase());
      if (!user || !gateway || !canReachGateway(user, gateway)) return send(page('Access denied', '<h1>Access denied</h1><p>This camera is not yours.</p>', 403));
      const view = req.params.view as keyof typeof VIEWS;
      const device = (await ctx.emulators.runIfThere(gateway.serialNumber, readCamera, { deviceId: Number(req.params.deviceId) }))?.device;
      if (!device || !Object.hasOwn(VIEWS, view)) return send(page('Not found', '<h1>Not found</h1>', 404));
      const title = `${device.device_name}: ${VIEWS[view]}`;
      const props = device.service_list.flatMap((s) => s.property_list);
      if (view === 'live') {
        const stamp = new Date(ctx.now()).toISOString().replace('T', ' ').slice(0, 19);
        return send(
          page(
            title,
            `<h1>${escape(title)}</h1><svg role="img" aria-label="Live picture of ${escape(device.device_name)}" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#2b3442"/><circle cx="320" cy="170" r="60" fill="#4b5870"/><text x="20" y="340" fill="#fff" font-size="18">${escape(stamp)} UTC · ${escape(device.device_name)}</text></svg>`,
          ),
        );
      }
      if (view === 'events') {
        const rows = [5, 17, 42, 95, 180]
          .map(
            (minutes, i) =>
              `<tr><td>${new Date(ctx.now() - minutes * 60_000).toISOString().slice(0, 16).replace('T', ' ')}</td><td>${i % 2 ? 'Person detected' : 'Motion detected'}</td></tr>`,
          )
          .join('');
        return send(
          page(title, `<h1>${escape(title)}</h1><table><caption>Recent events</caption><thead><tr><th>Time (UTC)</th><th>Event</th></tr></thead><tbody>${rows}</tbody></table>`),
        );
      }
      const rows = props
        .filter((p) => !p.readonly)
        .map((p) => `<tr><th scope="row">${escape(p.name)}</th><td>${escape(String(p.value))}</td></tr>`)
        .join('');
      return send(page(title, `<h1>${escape(title)}</h1><table><caption>Settings</caption><tbody>${rows}</tbody></table>`));
    }),
  );
  return router;
}
