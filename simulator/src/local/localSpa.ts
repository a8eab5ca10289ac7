import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Router } from 'express';
import { ErrorCode } from '@homeport/sdk';
import type { SimContext } from '../context';
import { sendHtmlEntry, staticAssets } from '../http/htmlEntry';
import { hasGateway } from '../store/cloudIndex';

/** The host's entry of the local interface (docs/simulator.md). */
export const LOCAL_ENTRY = 'local.html';

/**
 * GETs under /local/{serial}/ outside /api: files of the built host, else
 * its `local.html` (client routes deep-link), else 404 JSON when the host
 * has no local entry yet or the gateway is unknown.
 */
export function localSpa(ctx: SimContext, serveDir: string | undefined): Router {
  const router = Router({ mergeParams: true });
  const root = serveDir ? resolve(serveDir) : null;
  router.use((req, res, next) => {
    const serial = String((req.params as Record<string, string | undefined>).serial ?? '').toUpperCase();
    if (!hasGateway(ctx.cloud.state, serial)) {
      res.status(404).json([{ errorCode: ErrorCode.notFound, message: `No gateway ${serial}` }]);
      return;
    }
    next();
  });
  if (root) router.use(staticAssets(root));
  router.get('*', (_req, res, next) => {
    const entry = root ? join(root, LOCAL_ENTRY) : null;
    if (entry && existsSync(entry)) {
      sendHtmlEntry(res, entry).catch(next);
      return;
    }
    res.status(404).json([{ errorCode: ErrorCode.notFound, message: 'The local interface is not built (no local.html)' }]);
  });
  return router;
}
