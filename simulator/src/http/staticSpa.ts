import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Router } from 'express';
import { sendHtmlEntry, staticAssets } from './htmlEntry';

/**
 * The built host app (DESIGN.md "Running it"): static files, and index.html
 * for every other GET that is not /api or /mqtt, so client routes deep-link.
 * HTML entries go through sendHtmlEntry, for their CSP nonce.
 */
export function staticSpa(dir: string): Router {
  const root = resolve(dir);
  const index = join(root, 'index.html');
  const router = Router();
  router.get(/^\/[^/]*\.html$/, (req, res, next) => {
    const entry = join(root, req.path.slice(1));
    if (!existsSync(entry)) {
      next();
      return;
    }
    sendHtmlEntry(res, entry).catch(next);
  });
  router.use(staticAssets(root));
  router.get('*', (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/mqtt') || !existsSync(index)) {
      next();
      return;
    }
    sendHtmlEntry(res, index).catch(next);
  });
  return router;
}
