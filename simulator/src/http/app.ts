import express, { type Express } from 'express';
import jsonServer from 'json-server';
import type { SimContext } from '../context';
import { localApi } from '../local/localRoutes';
import { localSpa } from '../local/localSpa';
import { apiRouter } from '../rest/api';
import { apiErrorHandler } from '../rest/shared/errorHandler';
import { jsonBody } from '../rest/shared/jsonBody';
import { rawDataAccess, requireControlToken } from './controlGate';
import { finalErrorHandler, finalNotFound } from './finalHandlers';
import { securityHeaders } from './securityHeaders';
import { simIdp } from './simIdp';
import { staticSpa } from './staticSpa';
import { mediaPages } from '../rest/multimedia/multimedia';

export interface AppOptions {
  /** A built SPA served at / with index.html fallback. */
  serveDir?: string;
  /** Trust one reverse proxy's X-Forwarded-For for req.ip (the per-client guess limit). */
  trustProxy?: boolean;
  /** The QA routes /api/__sim and /api/__db, or null: not mounted at all (404 like any unknown path). */
  control: { token: string; dbWritable: boolean } | null;
}

/**
 * The one Express app, every answer with the security headers
 * (securityHeaders.ts): the QA routes behind their token (json-server's raw
 * collections at /api/__db over the same lowdb instance as the routes, the
 * control API at /api/__sim), the REST API at /api, the identity provider
 * at /sim-idp, each gateway's local interface at /local/{serial}, and the
 * SPA when serveDir is set.
 */
export function createApp(ctx: SimContext, options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Production behaviour of Express itself (no stack in any page it writes); finalErrorHandler answers first anyway.
  app.set('env', 'production');
  // req.ip (the per-client guess limit) is the socket's peer unless one proxy hop is trusted (options.ts trustProxy).
  app.set('trust proxy', options.trustProxy ? 1 : false);
  // Repeated or bracketed query keys stay plain strings or arrays (validate.ts refuses both).
  app.set('query parser', 'simple');
  // First, so that every answer carries them: pages, /api, errors, 404s.
  app.use(securityHeaders(ctx));
  // The token before anything reads the body or acts (DESIGN.md "Access control"). It sits in
  // the same use() as what it guards: a separate path-matched gate can be stepped round (/api//__sim).
  const gate = options.control ? requireControlToken(options.control.token) : null;
  if (options.control && gate) {
    // Foreign keys off: json-server would otherwise cascade-delete every unassigned
    // gateway (userId null) the first time anything is deleted through /api/__db.
    // Our parser first (json-server's own then skips the parsed body): it refuses JSON too deep to write back.
    app.use(
      '/api/__db',
      gate,
      rawDataAccess(options.control.dbWritable),
      jsonBody({ limit: '256kb' }),
      jsonServer.router(ctx.cloud.db, { foreignKeySuffix: '__noForeignKeys' }),
      apiErrorHandler(ctx.log),
    );
  }
  app.use('/api', apiRouter(ctx, { controlGate: gate }));
  app.use('/sim-idp', simIdp(ctx));
  app.use('/sim-media', mediaPages(ctx));
  app.use('/local/:serial/api', localApi(ctx));
  app.use('/local/:serial', localSpa(ctx, options.serveDir));
  if (options.serveDir) app.use(staticSpa(options.serveDir));
  app.use(finalNotFound);
  app.use(finalErrorHandler(ctx.log));
  return app;
}
