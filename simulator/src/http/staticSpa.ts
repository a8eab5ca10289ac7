import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { Router } from 'express';

/**
 * The built host app (DESIGN.md "Running it"): static files, and index.html
 * for every other GET that is not /api or /mqtt, so client routes deep-link.
 */
export function staticSpa(dir: string): Router {
  const root = resolve(dir);
  const index = join(root, 'index.html');
  const router = Router();
  router.use(express.static(root, { index: 'index.html' }));
  router.get('*', (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/mqtt') || !existsSync(index)) {
      next();
      return;
    }
    res.sendFile(index);
  });
  return router;
}
