import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import express, { type RequestHandler, type Response } from 'express';
import { isCompressedCopy, precompressed } from './precompressed';
import { cspNonceOf } from './securityHeaders';

/** The placeholder host/vite.config.ts gives Vite's html.cspNonce. */
export const NONCE_PLACEHOLDER = 'HOMEPORT_CSP_NONCE';

/**
 * Sends a built HTML entry (index.html, local.html) with this answer's CSP
 * nonce in place of the placeholder, so the page's own <style> elements
 * pass style-src. Read at each request: a rebuilt host is served at once.
 */
export async function sendHtmlEntry(res: Response, file: string): Promise<void> {
  const html = await readFile(file, 'utf8');
  res
    .type('html')
    .set('Cache-Control', 'no-cache')
    .send(html.replaceAll(NONCE_PLACEHOLDER, cspNonceOf(res)));
}

/** Vite names every file under assets/ by a hash of its content: a changed file is a new name. */
const HASHED = '/assets/';

/**
 * The built files but the HTML ones: those go through sendHtmlEntry, or a
 * page served as a plain file would carry the placeholder for a nonce.
 * Source maps are never served (they hold the full sources): a `.map`
 * answers 404 whatever the build wrote (docs/simulator.md "HTTP hardening").
 * The hashed files are kept by the browser for a year without asking again
 * (`immutable`); the others (config.js, the deployment's settings) are asked
 * again on every use (`no-cache`, answered 304 while unchanged).
 * A file the build compressed is sent as the copy the browser accepts
 * (precompressed.ts); the copies are never served by their own names.
 */
export function staticAssets(root: string): RequestHandler {
  const files = express.static(root, {
    index: false,
    setHeaders(res, path) {
      const hashed = path.startsWith(root + HASHED);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const compressed = precompressed(root);
  return (req, res, next) => {
    if (req.path.toLowerCase().endsWith('.map') || isCompressedCopy(req.path)) {
      res.status(404).type('text/plain').send(STATUS_CODES[404]);
      return;
    }
    if (req.path.endsWith('.html')) next();
    else compressed(req, res, () => files(req, res, next));
  };
}
