import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { RestClient } from './restClient';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records the call and answers with a canned Response. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function client(answer: () => Response | Promise<Response>, sessionId: string | null = 'sess-1', onError?: (e: ApiError) => void) {
  const { fetch, seen } = fakeFetch(answer);
  const rest = new RestClient({ apiBase: '/api/', getSessionId: () => sessionId, fetch, ...(onError ? { onError } : {}) });
  return { rest, seen };
}

describe('RestClient.request', () => {
  it('sends the sessionId header, JSON body and query, and resolves the JSON answer', async () => {
    const { rest, seen } = client(() => json(200, { data: 42 }));
    await expect(rest.request('POST', '/x/y', { query: { a: 1, b: 'two words', skip: undefined, c: true }, body: { k: 'v' } })).resolves.toEqual({ data: 42 });
    expect(seen[0]).toMatchObject({
      url: '/api/x/y?a=1&b=two+words&c=true',
      method: 'POST',
      headers: { sessionId: 'sess-1', 'content-type': 'application/json' },
      body: { k: 'v' },
    });
  });

  it('sends no sessionId header without a session, and no content-type without a body', async () => {
    const { rest, seen } = client(() => json(200, {}), null);
    await rest.request('GET', '/x');
    expect(seen[0]?.headers).not.toHaveProperty('sessionId');
    expect(seen[0]?.headers).not.toHaveProperty('content-type');
  });

  it('turns an errorCode body into an ApiError with status, code and entries', async () => {
    const { rest } = client(() =>
      json(400, [
        { errorCode: '000400', message: 'secret must be a string', field: 'secret' },
        { errorCode: '000400', message: 'b' },
      ]),
    );
    const error = await rest.request('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: '000400', message: 'secret must be a string', retryAfterSeconds: null });
    expect((error as ApiError).entries).toEqual([
      { errorCode: '000400', message: 'secret must be a string', field: 'secret' },
      { errorCode: '000400', message: 'b' },
    ]);
  });

  it('treats an errorCode body as an error even with HTTP 200 (spec 1 §8)', async () => {
    const { rest } = client(() => json(200, [{ errorCode: '000610', message: 'dialog' }]));
    await expect(rest.request('GET', '/x')).rejects.toMatchObject({ status: 200, errorCode: '000610' });
  });

  it('marks 00003 as session expired and 403 as forbidden', async () => {
    const expired = await client(() => json(401, [{ errorCode: '00003', message: 'Session not found' }]))
      .rest.request('GET', '/x')
      .catch((e: ApiError) => e);
    expect(expired).toMatchObject({ isSessionExpired: true, isForbidden: false });
    const forbidden = await client(() => json(403, [{ errorCode: 'UDM_NOT_YOUR_DEVICE', message: '' }]))
      .rest.request('GET', '/x')
      .catch((e: ApiError) => e);
    expect(forbidden).toMatchObject({ isSessionExpired: false, isForbidden: true, errorCode: 'UDM_NOT_YOUR_DEVICE' });
  });

  it('reads Retry-After on 429 as seconds, or from an HTTP date', async () => {
    const seconds = await client(() => json(429, [{ errorCode: '000429', message: 'slow down' }], { 'retry-after': '60' }))
      .rest.request('GET', '/x')
      .catch((e: ApiError) => e);
    expect(seconds).toMatchObject({ status: 429, errorCode: '000429', retryAfterSeconds: 60 });
    const date = new Date(Date.now() + 30_000).toUTCString();
    const dated = (await client(() => json(429, [{ errorCode: '000429', message: '' }], { 'retry-after': date }))
      .rest.request('GET', '/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(28);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(31);
  });

  it('resolves 881792 as a success-like value carrying the code (spec 1 §8)', async () => {
    const { rest } = client(() => json(400, [{ errorCode: '881792', message: 'already done' }]));
    await expect(rest.request('POST', '/x')).resolves.toEqual({ errorCode: '881792', message: 'already done' });
  });

  it('answers a non-JSON body with 00001 and the HTTP status', async () => {
    const { rest } = client(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(rest.request('GET', '/x')).rejects.toMatchObject({ status: 502, errorCode: '00001' });
    const ok = client(() => new Response('not json', { status: 200 }));
    await expect(ok.rest.request('GET', '/x')).rejects.toMatchObject({ status: 200, errorCode: '00001' });
  });

  it('answers a non-2xx JSON body without errorCode with 00001', async () => {
    const { rest } = client(() => json(500, { oops: true }));
    await expect(rest.request('GET', '/x')).rejects.toMatchObject({ status: 500, errorCode: '00001' });
  });

  it('answers a network failure with status 0 and 00001', async () => {
    const { rest } = client(() => Promise.reject(new TypeError('fetch failed')));
    const error = await rest.request('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, errorCode: '00001', message: 'fetch failed' });
  });

  it('resolves an empty 2xx body as undefined', async () => {
    const { rest } = client(() => new Response(null, { status: 204 }));
    await expect(rest.request('GET', '/x')).resolves.toBeUndefined();
  });

  it('reports every failure to onError once, typed, and still rejects', async () => {
    const onError = vi.fn();
    const { rest } = client(() => json(404, [{ errorCode: '000404', message: 'no' }]), 's', onError);
    await expect(rest.request('GET', '/x')).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ errorCode: '000404' });
  });
});

describe('RestClient endpoint groups (docs/contracts.md)', () => {
  const gateway = { serialNumber: 'HP1' };

  it.each([
    ['auth.login', (r: RestClient) => r.auth.login('a@b.in', 'pw'), 'POST', '/api/auth/login', { data: { sessionId: 's' } }, { sessionId: 's' }],
    ['auth.logout', (r: RestClient) => r.auth.logout(), 'GET', '/api/auth/logout', { data: { loggedOut: true } }, undefined],
    [
      'auth.readSession',
      (r: RestClient) => r.auth.readSession('s/1'),
      'GET',
      '/api/auth/session/read/s%2F1',
      { data: { sessionRef: 'r1', userId: 'u1' } },
      { sessionRef: 'r1', userId: 'u1' },
    ],
    ['profile.get', (r: RestClient) => r.profile.get('u1'), 'GET', '/api/crm/profile/u1', { data: { id: 'u1' } }, { id: 'u1' }],
    ['countries.list', (r: RestClient) => r.countries.list(), 'GET', '/api/crm/countries/list', { data: [{ name: 'India' }] }, [{ name: 'India' }]],
    [
      'gateways.list',
      (r: RestClient) => r.gateways.list({ owner: 'u1', page: 2, limit: 5 }),
      'GET',
      '/api/udm/device/list?owner=u1&page=2&limit=5',
      { data: [gateway], count: 1 },
      { data: [gateway], count: 1 },
    ],
    ['gateways.info', (r: RestClient) => r.gateways.info('HP1'), 'GET', '/api/udm/device/hg/HP1/info', { data: gateway }, gateway],
    [
      'gateways.checkConnectionStatus',
      (r: RestClient) => r.gateways.checkConnectionStatus('HP1'),
      'GET',
      '/api/udm/device/HP1/checkConnectionStatus',
      { data: { connectionStatus: 'online' } },
      { connectionStatus: 'online' },
    ],
    [
      'gateways.privilegeCheck',
      (r: RestClient) => r.gateways.privilegeCheck('HP1'),
      'GET',
      '/api/udm/device/HP1/privilegeMode/check',
      { data: { privileged: false, owner: null } },
      { privileged: false, owner: null },
    ],
    ['gateways.pinLockCheck', (r: RestClient) => r.gateways.pinLockCheck('HP1'), 'GET', '/api/udm/device/HP1/pinLock/check', { data: { locked: true } }, { locked: true }],
    [
      'gateways.adminList',
      (r: RestClient) => r.gateways.adminList({ page: 1, limit: 10, searchText: 'HP' }),
      'GET',
      '/api/udm/device/adminList?page=1&limit=10&searchText=HP',
      { data: [], count: 0 },
      { data: [], count: 0 },
    ],
    [
      'gateways.adminCount',
      (r: RestClient) => r.gateways.adminCount(),
      'GET',
      '/api/udm/device/adminCount',
      { count: 3, assign: 2, online: 1 },
      { count: 3, assign: 2, online: 1 },
    ],
  ] as const)('%s', async (_, call, method, url, answer, result) => {
    const { rest, seen } = client(() => json(200, answer));
    await expect(call(rest)).resolves.toEqual(result);
    expect(seen[0]).toMatchObject({ method, url });
  });

  it('logs in with the e-mail login type', async () => {
    const { rest, seen } = client(() => json(200, { data: {} }));
    await rest.auth.login('a@b.in', 'pw');
    expect(seen[0]?.body).toEqual({ identity: 'a@b.in', secret: 'pw', loginType: 'EMAIL' });
  });
});
