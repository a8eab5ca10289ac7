import express, { type Express } from 'express';
import jsonServer from 'json-server';
import type { SimContext } from '../context';
import { localApi } from '../local/localRoutes';
import { localSpa } from '../local/localSpa';
import { apiRouter } from '../rest/api';
import { apiErrorHandler } from '../rest/errorHandler';
import { jsonBody } from '../rest/jsonBody';
import { mediaPages } from '../rest/multimedia';
import { simIdp } from './simIdp';
import { staticSpa } from './staticSpa';

/**
 * The one Express app: json-server's raw collections at /api/__db (same lowdb
 * instance as the routes), the REST API at /api, the identity provider at
 * /sim-idp, each gateway's local interface at /local/{serial}, and the SPA
 * when serveDir is set.
 */
export function createApp(ctx: SimContext, serveDir?: string): Express {
  const app = express();
  app.disable('x-powered-by');
  // Repeated or bracketed query keys stay plain strings or arrays (validate.ts refuses both).
  app.set('query parser', 'simple');
  // Foreign keys off: json-server would otherwise cascade-delete every unassigned
  // gateway (userId null) the first time anything is deleted through /api/__db.
  // Our parser first (json-server's own then skips the parsed body): it refuses JSON too deep to write back.
  app.use('/api/__db', jsonBody({ limit: '256kb' }), jsonServer.router(ctx.cloud.db, { foreignKeySuffix: '__noForeignKeys' }), apiErrorHandler(ctx.log));
  app.use('/api', apiRouter(ctx));
  app.use('/sim-idp', simIdp(ctx));
  app.use('/sim-media', mediaPages(ctx));
  app.use('/local/:serial/api', localApi(ctx));
  app.use('/local/:serial', localSpa(ctx, serveDir));
  if (serveDir) app.use(staticSpa(serveDir));
  return app;
}
