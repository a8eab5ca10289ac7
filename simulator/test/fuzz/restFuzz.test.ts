// Property-based fuzzing of every REST route of the simulator (fast-check):
// arbitrary bodies, path segments and query strings, sent as the demo home
// user and as the admin-support admin. Whatever comes in, the answer is never
// a 500 and every refusal has the spec's `[{errorCode, message}]` shape; an
// input refused as invalid (400) writes nothing to the data folder; and the
// simulator logs no failure. The routes are read from the app itself
// (access/restRoutes.ts), so a new route is fuzzed without a line here.
import fc from 'fast-check';
import { MAX_JSON_DEPTH } from '@homeport/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, simulatorJsonParsers, simulatorRoutes, type AppRoute } from '../access/restRoutes';
import { adminAccount, demoAccount, DEMO_ONLINE_SERIAL } from '../../src/seed/accounts';
import { loginAs, startTestSim, testClock, type TestSim } from '../harness/simHarness';
import { changedFiles, deepObjectText, folderState, FUZZ_SEED, fuzzRuns, jsonInput, nestedText, pathSegment, queryString, rawText } from './fuzzInput';

const ROUTES = simulatorRoutes().filter(
  (route) => route.path.startsWith('/api/') && !route.path.startsWith('/api/__') && ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/**
 * The JSON parser that reads each route's body (access/restRoutes.ts): the
 * depth limit is a parser's, refused before any route sees the body, so a
 * deep body is sent once a parser rather than once a route. A route no
 * JSON parser stands before (a multipart upload) is sent one itself.
 */
const JSON_PARSERS = simulatorJsonParsers();
const parserOf = (route: AppRoute) => JSON_PARSERS.get(routeKey(route)) ?? null;
const PARSER_GROUPS = new Map<number, AppRoute[]>();
for (const route of ROUTES) {
  const parser = parserOf(route);
  if (WITH_BODY.has(route.method) && parser !== null) PARSER_GROUPS.set(parser, [...(PARSER_GROUPS.get(parser) ?? []), route]);
}
const WHO = ['owner', 'support'] as const;
type Who = (typeof WHO)[number];

let t: TestSim;
/** The data folder as read after the last call (callChecked), or null when something may have written since. */
let lastFolder: Map<string, string> | null = null;
const sessions: Partial<Record<Who, { userId: string; sessionId: string }>> = {};

async function session(who: Who): Promise<{ userId: string; sessionId: string }> {
  const held = sessions[who];
  if (held) return held;
  const login = await loginAs(t.sim, who === 'owner' ? demoAccount : adminAccount);
  sessions[who] = { userId: login.userId, sessionId: login.sessionId };
  // A login writes the session: the folder is no longer as last read.
  lastFolder = null;
  return sessions[who];
}

/** The route's path with every parameter filled: real values (the demo's gateway, the caller's own ids), or the fuzzed segment. */
function fill(route: AppRoute, who: { userId: string; sessionId: string }, segment?: string): string {
  const known: Record<string, string> = { sn: DEMO_ONLINE_SERIAL, serial: DEMO_ONLINE_SERIAL, userId: who.userId, sessionId: who.sessionId };
  return route.path.replace(/^\/api/, '').replace(/:([A-Za-z_]+)/g, (_all, name: string) => segment ?? known[name] ?? '1');
}

/** RFC 6749 §5.2: the token endpoint answers OAuth's own error shape, not the spec's (docs/contracts.md "OAuth2 provider"). */
const OAUTH_ERROR_SHAPE = new Set(['/api/oauth2/token', '/api/oauth2_v2/token']);

/** One call as a client makes it; the body read as JSON when it says it is (a page or a file is text). */
async function call(method: string, path: string, sessionId: string, init: { body?: unknown; rawBody?: string }): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { sessionId };
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${t.sim.httpUrl}/api${path}`, { method, headers, body });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json') ?? false;
    return { status: response.status, body: json && text ? (JSON.parse(text) as unknown) : text };
  } catch (error) {
    return { status: -1, body: String(error) };
  }
}

/** The refusal of a call in a session that is gone: not found (00003) or ended by an administrator (000622), whatever the status. */
const sessionEnded = (body: unknown) => Array.isArray(body) && ['00003', '000622'].includes(String((body[0] as { errorCode?: unknown } | undefined)?.errorCode));

const failures = () => t.logs.filter((line) => / failed: /.test(line));

/** One call and what must hold for its answer, whatever was sent; the answer, for what a property adds. */
async function callChecked(route: AppRoute, path: string, who: Who, init: { body?: unknown; rawBody?: string }): Promise<{ status: number; body: unknown }> {
  const { sessionId } = await session(who);
  const before = lastFolder ?? folderState(t.dataDir);
  lastFolder = null;
  const answer = await call(route.method, path, sessionId, init);
  const what = `${route.method} ${path} as ${who} with ${JSON.stringify(init).slice(0, 300)}`;
  expect(answer.status, `${what}: answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeGreaterThan(0);
  expect(answer.status, `${what}: answered 500 ${JSON.stringify(answer.body).slice(0, 300)}`).not.toBe(500);
  // A fuzzed call may have ended the session (a logout that matched): the next call signs in again. A
  // refusal for the role or the owner (403 000403) leaves the session live: it is used on.
  if (answer.status === 401 || sessionEnded(answer.body)) delete sessions[who];
  if (answer.status >= 400 && OAUTH_ERROR_SHAPE.has(route.path)) {
    expect(answer.body, `${what}: not RFC 6749's error shape`).toEqual(expect.objectContaining({ error: expect.any(String) }));
  } else if (answer.status >= 400) {
    expect(answer.body, `${what}: a refusal without the errorCode shape`).toEqual([expect.objectContaining({ errorCode: expect.any(String), message: expect.any(String) })]);
  }
  // Every write is on disk before its answer and the clock stands still: the folder as read now is as the next call finds it.
  const after = folderState(t.dataDir);
  if (answer.status === 400) {
    expect(changedFiles(before, after), `${what}: refused as invalid, yet written`).toEqual([]);
  }
  lastFolder = after;
  expect(failures(), `${what}: the simulator logged a failure`).toEqual([]);
  return answer;
}

/** As callChecked, for a property (which fails on anything returned but true or undefined). */
async function callAndCheck(route: AppRoute, path: string, who: Who, init: { body?: unknown; rawBody?: string }): Promise<void> {
  await callChecked(route, path, who, init);
}

beforeAll(async () => {
  // A stopped clock: nothing changes on its own while the folder is compared.
  t = await startTestSim({ clock: testClock({ rate: 0 }) });
}, 60_000);
afterAll(async () => t?.stop());

/**
 * Bodies nested thousands deep to `route` are refused, never a 500: by the
 * depth check (400 on body; OAuth2's token endpoint in RFC 6749's shape),
 * past a size limit, or before the body is read at all (an admin route's 403).
 */
async function refusesDeepBodies(route: AppRoute, numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...WHO), deepObjectText, async (who, rawBody) => {
      const path = fill(route, await session(who));
      const answer = await callChecked(route, path, who, { rawBody });
      expect(answer.status, `${route.method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${route.method} ${path}`).toBeLessThan(500);
      if (answer.status === 400 && !OAUTH_ERROR_SHAPE.has(route.path))
        expect(answer.body, `${route.method} ${path}`).toEqual([expect.objectContaining({ errorCode: '000400', field: 'body' })]);
    }),
    { seed: FUZZ_SEED, numRuns },
  );
}

describe.each(
  [...PARSER_GROUPS.values()].map(
    (routes) => [`${routeKey(routes[0]!)} for the ${routes.length === 1 ? 'route' : `${routes.length} routes`} its JSON parser reads for`, routes] as const,
  ),
)('%s', (_name, routes) => {
  const route = routes[0]!;
  it('refuses a body nested thousands deep (400 on body, 413 past its size, or a refusal before the body is read), writing nothing', () => refusesDeepBodies(route, fuzzRuns(4)));

  it('has the depth check: one level past the limit, small enough for any size limit, is 400 on body for whoever reaches the parser', async () => {
    const rawBody = `{"a":${nestedText(MAX_JSON_DEPTH, 'array')}}`;
    const answers = [];
    for (const who of WHO) answers.push(await callChecked(route, fill(route, await session(who)), who, { rawBody }));
    const onBody = (body: unknown) =>
      Array.isArray(body) && (body[0] as { errorCode?: unknown; field?: unknown } | undefined)?.errorCode === '000400' && (body[0] as { field?: unknown }).field === 'body';
    const refusedOnBody = answers.filter((answer) => answer.status === 400 && (OAUTH_ERROR_SHAPE.has(route.path) || onBody(answer.body)));
    expect(refusedOnBody.length, JSON.stringify(answers).slice(0, 600)).toBeGreaterThan(0);
  });
});

describe.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
  if (WITH_BODY.has(route.method)) {
    it('answers any JSON body without a 500, and writes nothing when it refuses it', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...WHO), jsonInput, async (who, body) => callAndCheck(route, fill(route, await session(who)), who, { body })),
        { seed: FUZZ_SEED, numRuns: fuzzRuns(12) },
      );
    });
    if (parserOf(route) === null) {
      it('refuses a body nested thousands deep (400 on body, or a refusal before the body is read), writing nothing', () => refusesDeepBodies(route, fuzzRuns(2)));
    }
    it('answers a body that is not JSON with 400', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...WHO), rawText, async (who, rawBody) => callAndCheck(route, fill(route, await session(who)), who, { rawBody })),
        { seed: FUZZ_SEED, numRuns: fuzzRuns(4) },
      );
    });
  }
  if (route.path.includes(':')) {
    it('answers any path parameter without a 500', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...WHO), pathSegment, async (who, segment) => callAndCheck(route, fill(route, await session(who), segment), who, {})),
        { seed: FUZZ_SEED, numRuns: fuzzRuns(6) },
      );
    });
  }
  {
    it('answers any query string without a 500', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...WHO), queryString, async (who, query) => callAndCheck(route, `${fill(route, await session(who))}?${query}`, who, {})),
        { seed: FUZZ_SEED, numRuns: fuzzRuns(5) },
      );
    });
  }
});
