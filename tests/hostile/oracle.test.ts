// No account oracle, no relay to strangers, no partner lockout, no live
// formulas: each attack against the real simulator (one, with a stopped
// clock and X-Forwarded-For trusted so a test can call from two addresses).
// Every test asserts the answer's shape, that nothing it must not change
// changed, and that the process still answers (docs/decisions.md "No account
// oracle", "Outside alarm recipients confirm first", "OAuth2 PKCE",
// "Guessing doors", "CSV cells").
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AlarmErrorCode, UserAccessErrorCode, type AlarmRecipient, type LoginResult } from '@homeport/sdk';
import { adminAccount, DEMO_ONLINE_SERIAL, otherAccount } from '@homeport/simulator';
import { control, DEMO, login, startHarness, type Harness } from '@homeport/test-support';

const SERIAL = DEMO_ONLINE_SERIAL;
/** docs/contracts.md "Linked accounts": at most 5 codes per target in 15 minutes. */
const CODE_LIMIT = 5;
let h: Harness;
let demo: LoginResult;

beforeAll(async () => {
  h = await startHarness({ clockRate: 0, trustProxy: true });
  demo = await login(h.sim, DEMO);
});
afterAll(() => h?.stop());

interface Answer<T> {
  status: number;
  body: T;
}
/** One REST call, as demo when `sessionId` is given. */
async function call<T = unknown>(method: string, path: string, body?: unknown, sessionId?: string): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (sessionId) headers.sessionId = sessionId;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${h.sim.httpUrl}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
const sim = async <T>(method: string, path: string, body?: unknown): Promise<Answer<T>> => {
  const response = await control(h.sim, method, path, body);
  return { status: response.status, body: (await response.json()) as T };
};
interface Message {
  kind: string;
  to: string;
  path?: string;
}
const outbox = async (filter: { to?: string; kind?: string } = {}) =>
  (await sim<{ data: Message[] }>('GET', `/outbox?${new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => e[1] !== undefined)).toString()}`)).body.data;
const advance = (ms: number) => sim('POST', '/clock', { advanceMs: ms });

/** The process still answers another request after each attack. */
afterEach(async () => {
  expect((await call('GET', '/alarm/allPriorities', undefined, demo.sessionId)).status).toBe(200);
});

const asDemo = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, body, demo.sessionId);
const setRecipient = (alarmCode: number, email: string, typeOfNotification: number[]) =>
  asDemo<{ data: AlarmRecipient[] }>('POST', '/alarm/recipients/set', { serialNumber: SERIAL, alarmCode, email, typeOfNotification });
const clearRecipients = (alarmCode: number) => asDemo('DELETE', '/alarm/recipients/delete', { serialNumber: SERIAL, alarmCode });
/** A recipient without what differs by construction (its id and address). */
const shapeOf = (r: AlarmRecipient | undefined) => (r ? { ...r, id: 'id', contact: 'address' } : r);
const ACCOUNT_FIELDS = ['firstName', 'username', 'userId', 'lastName'];

describe('alarm recipients answer the same for an account and a stranger', () => {
  it('e-mail way: a real account’s address, an admin’s and an unknown one answer alike, with no account field', async () => {
    const answers = [];
    for (const email of ['other@homeport.test', adminAccount.username, 'nobody-7@example.test']) answers.push(await setRecipient(100, email, [0]));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const list = answers[2]!.body.data;
    expect(list.map((r) => r.contact)).toEqual(['other@homeport.test', adminAccount.username, 'nobody-7@example.test']);
    expect(new Set(list.map((r) => JSON.stringify(shapeOf(r)))).size).toBe(1);
    for (const r of list) for (const field of ACCOUNT_FIELDS) expect(r).not.toHaveProperty(field);
    expect(JSON.stringify(list)).not.toContain(otherAccount.firstName);
    await clearRecipients(100);
  });

  it('push way: a real account and an unknown address both 200, the same shape (no 404 for strangers)', async () => {
    const real = await setRecipient(100, 'other@homeport.test', [1]);
    const unknown = await setRecipient(100, 'nobody-8@example.test', [1]);
    expect([real.status, unknown.status]).toEqual([200, 200]);
    const [a, b] = unknown.body.data;
    expect(shapeOf(a)).toEqual(shapeOf(b));
    expect(shapeOf(a)).toEqual({ id: 'id', contact: 'address', emailNotification: false, pushNotification: true, confirmed: false });
    // updating the ways of either answers alike too
    const updated = await asDemo<{ data: AlarmRecipient[] }>('PUT', '/alarm/recipients/update', {
      serialNumber: SERIAL,
      alarmCode: 100,
      recipientId: b!.id,
      typeOfNotification: [0, 1],
    });
    expect(updated.status).toBe(200);
    await clearRecipients(100);
  });
});

describe('linking names no address and tells nothing of the account', () => {
  it('a real phone and an unknown one answer alike, with no address; only the real one gets a code', async () => {
    const before = (await outbox({ kind: 'otp' })).length;
    const real = await asDemo<{ data: unknown }>('POST', '/crm/linked_accounts/create', { primUserId: demo.userId, secUserId: '919876500003' });
    const unknown = await asDemo<{ data: unknown }>('POST', '/crm/linked_accounts/create', { primUserId: demo.userId, secUserId: '919876599999' });
    expect([real.status, unknown.status]).toEqual([201, 201]);
    expect(Object.keys(real.body.data as object)).toEqual(Object.keys(unknown.body.data as object));
    expect(real.body.data).toEqual({ id: expect.any(String), verified: false });
    expect(JSON.stringify(real.body)).not.toContain('@');
    const sent = (await outbox({ kind: 'otp' })).slice(before);
    expect(sent.map((m) => m.to)).toEqual([otherAccount.username]);
    // The pending links show what was typed, nothing of the account.
    const mine = await asDemo<{ data: { items: Array<Record<string, unknown>> } }>('GET', `/crm/linked_accounts/getMySecondary/${demo.userId}`);
    const pending = mine.body.data.items.filter((l) => l.verified === false);
    expect(pending.map((l) => [l.username, l.secondaryAccountId, l.firstName, l.phone])).toEqual([
      ['919876500003', '', '', null],
      ['919876599999', '', '', null],
    ]);
    // A wrong code is refused alike.
    const wrong = await Promise.all([real, unknown].map((a) => asDemo('POST', '/crm/linked_accounts/verify', { id: (a.body.data as { id: string }).id, otp: '000000' })));
    expect(wrong.map((w) => [w.status, (w.body as Array<{ errorCode: string }>)[0]?.errorCode])).toEqual([
      [400, UserAccessErrorCode.wrongOtp],
      [400, UserAccessErrorCode.wrongOtp],
    ]);
    for (const l of pending) await asDemo('POST', '/crm/linked_accounts/delete', { id: l.id });
  });

  it('30 delete and re-create cycles send at most the resend limit of codes to the target', async () => {
    await advance(16 * 60_000);
    const before = (await outbox({ to: otherAccount.username, kind: 'otp' })).length;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const made = await asDemo<{ data?: { id: string } }>('POST', '/crm/linked_accounts/create', { primUserId: demo.userId, secUserId: otherAccount.username });
      statuses.push(made.status);
      if (made.body.data) expect((await asDemo('POST', '/crm/linked_accounts/delete', { id: made.body.data.id })).status).toBe(200);
    }
    const sent = (await outbox({ to: otherAccount.username, kind: 'otp' })).length - before;
    expect(sent).toBe(CODE_LIMIT);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CODE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - CODE_LIMIT);
    // Nothing pending is left behind by the refused ones.
    const mine = await asDemo<{ data: { items: unknown[] } }>('GET', `/crm/linked_accounts/getMySecondary/${demo.userId}`);
    expect(mine.body.data.items.filter((l) => (l as { verified: boolean }).verified === false)).toEqual([]);
  });
});

describe('contacts', () => {
  it('another account’s e-mail is added as a fresh address is: same status, same shape', async () => {
    const add = (contact: string) =>
      asDemo<{ data: { contacts: Array<Record<string, unknown>> } }>('POST', `/crm/profile/${demo.userId}/contact`, { contactType: 'email', contact });
    const taken = await add(otherAccount.username);
    const fresh = await add('fresh-contact@example.test');
    expect([taken.status, fresh.status]).toEqual([201, 201]);
    const shape = (c: Record<string, unknown> | undefined) => (c ? { ...c, _id: 'id', contact: 'value' } : c);
    const contacts = fresh.body.data.contacts;
    expect(shape(contacts.find((c) => c.contact === otherAccount.username))).toEqual(shape(contacts.find((c) => c.contact === 'fresh-contact@example.test')));
    // It names no account: other’s address still makes other, not demo, a gateway user’s push target; demo's login is unchanged.
    for (const c of contacts.filter((c) => c.contact === otherAccount.username || c.contact === 'fresh-contact@example.test')) {
      expect((await asDemo('DELETE', `/crm/profile/${demo.userId}/contact/${c._id as string}`)).status).toBe(200);
    }
  });
});

describe('outside alarm recipients confirm first', () => {
  const OUTSIDER = 'outsider@example.test';
  const alarmMails = async () => (await outbox({ to: OUTSIDER })).filter((m) => m.kind === 'alarm');
  const confirmations = async () => (await outbox({ to: OUTSIDER })).filter((m) => m.kind === 'email');
  const raise = async () => {
    const raised = await sim<{ data: { notification: { notificationId: string } } }>('POST', `/gateways/${SERIAL}/alarms`, { alarmCode: 102 });
    expect(raised.status).toBe(201);
    return raised.body.data.notification.notificationId;
  };

  it('gets one confirmation e-mail, ever, and no alarm until it opens the link', async () => {
    expect((await setRecipient(102, OUTSIDER, [0])).body.data.map((r) => [r.contact, r.confirmed])).toEqual([[OUTSIDER, false]]);
    await clearRecipients(102);
    await setRecipient(101, OUTSIDER, [0]);
    await clearRecipients(101);
    await setRecipient(102, OUTSIDER, [0]);
    const sent = await confirmations();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toMatch(/^\/api\/alarm\/recipients\/confirm\?token=[A-Za-z0-9_-]+$/);

    // Raised and unanswered: the escalation passes the outsider silently.
    const first = await raise();
    await advance(61 * 60_000);
    expect(await alarmMails()).toEqual([]);
    await asDemo('POST', '/alarm/notification/react', { userId: demo.userId, notificationId: first, responseMsg: 'seen' });

    // A forged token changes nothing.
    const forged = await call<Array<{ errorCode: string }>>('GET', '/alarm/recipients/confirm?token=forged-token-000000000');
    expect([forged.status, forged.body[0]?.errorCode]).toEqual([404, AlarmErrorCode.confirmationNotFound]);
    expect((await asDemo<{ data: AlarmRecipient[] }>('POST', '/alarm/recipients/list', { serialNumber: SERIAL, alarmCode: 102 })).body.data[0]?.confirmed).toBe(false);

    // The link (no session) confirms; again is the same answer.
    for (let i = 0; i < 2; i += 1) {
      const confirmed = await fetch(`${h.sim.httpUrl}${sent[0]!.path!}`);
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({ data: { confirmed: true } });
    }
    expect((await asDemo<{ data: AlarmRecipient[] }>('POST', '/alarm/recipients/list', { serialNumber: SERIAL, alarmCode: 102 })).body.data[0]?.confirmed).toBe(true);
    await raise();
    await advance(61 * 60_000);
    expect((await alarmMails()).length).toBe(1);
    expect(await confirmations()).toHaveLength(1);
    await clearRecipients(102);
  });
});

describe('OAuth2', () => {
  const REDIRECT = 'http://localhost:4444/oauth-callback';
  const base = { client_id: 'qa-partner', redirect_uri: REDIRECT, response_type: 'code', scope: 'devices', state: 'hostile' };
  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };
  const authorize = (extra: Record<string, string>) => asDemo<{ data: { code: string } }>('POST', '/oauth2/authorize', { ...base, ...extra, serial_number: SERIAL });
  const token = (fields: Record<string, string>, from = '198.51.100.1') =>
    fetch(`${h.sim.httpUrl}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'x-forwarded-for': from },
      body: new URLSearchParams({ client_id: 'qa-partner', client_secret: 'qa-partner-secret', ...fields }),
    });

  it('PKCE S256: the code needs its verifier; missing is invalid_request, wrong spends the code, right gives tokens', async () => {
    const { verifier, challenge } = pkce();
    const asked = await authorize({ code_challenge: challenge, code_challenge_method: 'S256' });
    expect(asked.status).toBe(200);
    const code = asked.body.data.code;
    const missing = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    expect([missing.status, ((await missing.json()) as { error: string }).error]).toEqual([400, 'invalid_request']);
    const right = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ token_type: 'Bearer' });

    const other = await authorize({ code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    const wrong = await token({ grant_type: 'authorization_code', code: other.body.data.code, redirect_uri: REDIRECT, code_verifier: verifier });
    expect([wrong.status, ((await wrong.json()) as { error: string }).error]).toEqual([400, 'invalid_grant']);
  });

  it('refuses plain, a method without a challenge, and a redirect to port 0', async () => {
    const plain = await authorize({ code_challenge: pkce().verifier, code_challenge_method: 'plain' });
    expect([plain.status, (plain.body as unknown as Array<{ field: string }>)[0]?.field]).toEqual([400, 'code_challenge_method']);
    const noMethod = await authorize({ code_challenge: pkce().challenge });
    expect(noMethod.status).toBe(400);
    const port0 = await call<Array<{ field: string }>>(
      'GET',
      `/oauth2/authorize?${new URLSearchParams({ ...base, redirect_uri: 'http://localhost:0/oauth-callback' }).toString()}`,
    );
    expect([port0.status, port0.body[0]?.field]).toEqual([400, 'redirect_uri']);
  });

  it('wrong secrets from one address lock that address only: the partner from another address still gets in', async () => {
    const attacker = '198.51.100.66';
    const partner = '203.0.113.10';
    const wrong = [];
    for (let i = 0; i < 6; i += 1) wrong.push((await token({ client_secret: `guess-${i}`, grant_type: 'refresh_token', refresh_token: 'x' }, attacker)).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
    // The partner, right secret, another address: checked (the refresh token is what is wrong), not locked.
    const real = await token({ grant_type: 'refresh_token', refresh_token: 'not-a-token' }, partner);
    expect([real.status, ((await real.json()) as { error: string }).error]).toEqual([400, 'invalid_grant']);
    const locked = await token({ grant_type: 'refresh_token', refresh_token: 'not-a-token' }, attacker);
    expect(locked.status).toBe(429);
    await advance(60_000);
  });
});

describe('history CSV', () => {
  it("writes text values that are formulas as text (quoted, a ' first), and a negative number as a number", async () => {
    const now = h.sim.clock.now();
    const key = `${SERIAL}:2:LevelService`;
    const imported = await sim('POST', '/history/samples', {
      key,
      property: 'Level',
      samples: [
        [now - 3_000_000, -3.5],
        [now - 1_500_000, '=HYPERLINK("evil.example/x";"open")'],
        [now - 1_400_000, '+cmd|calc'],
      ],
    });
    expect(imported.status).toBe(200);
    const response = await fetch(`${h.sim.httpUrl}/api/node_history/node`, {
      method: 'POST',
      headers: { sessionId: demo.sessionId, 'content-type': 'application/json' },
      body: JSON.stringify({ key, from: now - 3_600_000, to: now, csv: true }),
    });
    expect(response.status).toBe(200);
    const rows = (await response.text()).split('\r\n').slice(1, -1);
    expect(rows.map((row) => row.split(',')[3])).toEqual(['-3.5', `"'=HYPERLINK(""evil.example/x"";""open"")"`, `"'+cmd|calc"`]);
    // No cell of any row starts a formula; the negative number stays a number.
    for (const row of rows) expect(row.split(',').some((cell) => /^[=+@\t]/.test(cell))).toBe(false);
  });
});
