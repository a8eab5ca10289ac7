import type { Express } from 'express';
import type { SimContext } from '../../src/context';
import { createApp } from '../../src/http/app';

/** One route of the Express app: the method and the path pattern as Express matches it. */
export interface AppRoute {
  /** GET, POST, PUT, PATCH, DELETE, ALL, or USE for a mount listed as a whole (json-server). */
  method: string;
  /** The full pattern, e.g. `/api/udm/device/:sn/rename`. */
  path: string;
}

export const routeKey = (route: AppRoute): string => `${route.method} ${route.path}`;

/** The parts of Express 4's router stack we read (express/lib/router/layer.js, route.js). */
interface Layer {
  name: string;
  regexp: RegExp & { fast_slash?: boolean; fast_star?: boolean };
  keys: Array<{ name: string | number }>;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[]; db?: unknown };
}

/**
 * The path a mounted router's layer matches, read back from its regexp:
 * Express 4 compiles `app.use('/local/:serial/api', r)` to
 * `/^\/local(?:\/([^/]+?))\/api\/?(?=\/|$)/i` and keeps the key names beside it.
 */
function mountPath(layer: Layer): string {
  if (layer.regexp.fast_slash) return '';
  const keys = layer.keys.map((k) => String(k.name));
  let source = layer.regexp.source;
  if (!source.startsWith('^') || !source.endsWith('\\/?(?=\\/|$)')) throw new Error(`cannot read the mount path of ${source}`);
  source = source.slice(1, -'\\/?(?=\\/|$)'.length);
  source = source.replace(/\(\?:\\\/\(\[\^\/\]\+\?\)\)/g, () => `/:${keys.shift() ?? '?'}`);
  const path = source.replace(/\\\//g, '/');
  if (/[\\()[\]?*+^$]/.test(path)) throw new Error(`cannot read the mount path of ${layer.regexp.source}`);
  return path;
}

/** `/api/oauth2/token` for a router's `/` under `/api/oauth2/token`, `/local/:serial/*` for its `*`. */
function joinPath(prefix: string, path: string): string {
  if (path === '/' && prefix !== '') return prefix;
  if (path === '*') return `${prefix}/*`;
  return `${prefix}${path}`;
}

function walk(stack: Layer[], prefix: string, into: AppRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const { path } = layer.route;
      if (typeof path !== 'string') throw new Error(`route under ${prefix} has a non-string path: ${String(path)}`);
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on) into.push({ method: method === '_all' ? 'ALL' : method.toUpperCase(), path: joinPath(prefix, path) });
      }
    } else if (layer.handle.db !== undefined && layer.handle.stack) {
      // json-server's router: routes made from the database's collections, listed as one mount.
      into.push({ method: 'USE', path: `${prefix}${mountPath(layer)}` });
    } else if (layer.handle.stack) {
      walk(layer.handle.stack, `${prefix}${mountPath(layer)}`, into);
    }
    // Any other layer is middleware (parsers, session checks, the 404 handler): not a route.
  }
}

/** Every route of an Express 4 app, nested routers included, in stack order, without repeats. */
export function listRoutes(app: Express): AppRoute[] {
  const router = (app as unknown as { _router?: { stack: Layer[] } })._router;
  if (!router) return [];
  const found: AppRoute[] = [];
  walk(router.stack, '', found);
  const seen = new Set<string>();
  return found.filter((r) => !seen.has(routeKey(r)) && seen.add(routeKey(r)));
}

/**
 * A context good for building the app and nothing else: routers capture the
 * services at build time and use them only while answering, and this app
 * answers nothing. Any use of a service throws, naming it. json-server is
 * given an empty database (its collection routes are listed as one mount).
 */
function listingContext(): SimContext {
  const unusable = (name: string): unknown =>
    new Proxy(() => undefined, {
      get: (_target, property) => {
        if (property === 'then') return undefined;
        throw new Error(`route listing: ${name}.${String(property)} was used while building the app`);
      },
      apply: () => {
        throw new Error(`route listing: ${name}() was called while building the app`);
      },
    });
  const known: Record<string, unknown> = { cloud: { db: {} }, product: 'homeport', log: () => undefined, now: () => 0 };
  return new Proxy(known, { get: (target, name) => (typeof name === 'string' && name in target ? target[name] : unusable(String(name))) }) as unknown as SimContext;
}

/** The app exactly as startSimulator builds it (createApp), without a served SPA. */
const simulatorApp = (): Express => createApp(listingContext(), { control: { token: 'route-listing', dbWritable: true } });

/** The simulator's routes. */
export function simulatorRoutes(): AppRoute[] {
  return listRoutes(simulatorApp());
}

/** A JSON body parser (body-parser's `jsonParser`) met on the way through the app: its number in the order met, and the path it is mounted under. */
interface MountedParser {
  index: number;
  prefix: string;
}

const under = (prefix: string, path: string) => prefix === '' || path === prefix || path.startsWith(`${prefix}/`);

function walkParsers(stack: Layer[], prefix: string, parsers: MountedParser[], into: Map<string, number | null>): void {
  for (const layer of stack) {
    if (layer.route) {
      const path = joinPath(prefix, String(layer.route.path));
      const first = parsers.find((parser) => under(parser.prefix, path));
      for (const [method, on] of Object.entries(layer.route.methods)) {
        const key = routeKey({ method: method === '_all' ? 'ALL' : method.toUpperCase(), path });
        if (on && !into.has(key)) into.set(key, first?.index ?? null);
      }
    } else if (layer.handle.db !== undefined) {
      // json-server's router parses nothing itself here: our parser stands before it (http/app.ts).
    } else if (layer.handle.stack) {
      // A router's parsers go on applying after it, to whatever follows under its path (a request goes on through).
      walkParsers(layer.handle.stack, `${prefix}${mountPath(layer)}`, parsers, into);
    } else if (layer.name === 'jsonParser') {
      parsers.push({ index: parsers.length, prefix: `${prefix}${mountPath(layer)}` });
    }
  }
}

/**
 * For each route of an app (by routeKey), the JSON body parser that reads
 * its body: the first one a request to it meets (body-parser reads a body
 * once; later parsers skip it), numbered in the order met; null for a route
 * no JSON parser stands before (a multipart upload reads its own body).
 * Parsers are told apart by where they stand, not by their options: what
 * each one does with a body is for a round trip to show.
 */
export function jsonParserOfRoutes(app: Express): Map<string, number | null> {
  const router = (app as unknown as { _router?: { stack: Layer[] } })._router;
  const found = new Map<string, number | null>();
  if (router) walkParsers(router.stack, '', [], found);
  return found;
}

/** jsonParserOfRoutes of the simulator's app. */
export function simulatorJsonParsers(): Map<string, number | null> {
  return jsonParserOfRoutes(simulatorApp());
}
