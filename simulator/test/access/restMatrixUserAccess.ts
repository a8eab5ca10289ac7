import { expect } from 'vitest';
import { demoAccount, termsAccount } from '../../src/seed/accounts';
import type { HttpRequest, MatrixFixture } from './fixture';
import { OK, ROLE_REFUSED, allowed, namingDemo, ownData, refused, withSession } from './outcomes';
import type { RestRow } from './restRow';
import { isSignedIn, type Role } from './roles';

/**
 * The access matrix rows of /crm/linked_accounts and /privacy (docs/contracts.md
 * "Linked accounts, sessions, clients and data export"): lists are the
 * caller's own (admins may name anyone); a link is made, verified, re-sent
 * and deleted by its primary only (another user's link is 404, not named);
 * an export is the caller's own (start and stop need the `otp` header). The
 * link cells link demo to terms@ (no role of the matrix), so no role is the
 * secondary of the link they try.
 */

const DEMO = demoAccount.userId;
const TERMS = termsAccount.username;
/** cloud/exportTasks.ts EXPORT_DELAY_MS. */
const EXPORT_MS = 30_000;
const NOT_FOUND = refused(404, '000404');

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}, headers?: Record<string, string>): HttpRequest => ({ method: 'POST', path, body, ...(headers ? { headers } : {}) });
const ownUserId = (fx: MatrixFixture, role: Role): string => (isSignedIn(role) ? fx.userId(role) : DEMO);
/** Only demo may act on demo's link or export; everyone else is refused before anything is read. */
const primaryOnly = (other = NOT_FOUND) => withSession({ owner: OK, linked: other, stranger: other, viewer: other, support: other, supportConnected: other });

interface LinkRow {
  id: string;
  masterAccountId: string;
  secondaryAccountId: string;
  verified: boolean;
}
const demoLinks = (fx: MatrixFixture) => fx.qaOk<LinkRow[]>('GET', `/__db/linkedAccounts?masterAccountId=${DEMO}`);
const termsLink = async (fx: MatrixFixture) => (await demoLinks(fx)).find((l) => l.secondaryAccountId === termsAccount.userId);

async function lastCode(fx: MatrixFixture, to: string): Promise<string> {
  const { data } = await fx.qaOk<{ data: Array<{ code?: string }> }>('GET', `/__sim/outbox?to=${encodeURIComponent(to)}&kind=otp`);
  const code = data.at(-1)?.code;
  if (!code) throw new Error(`no code to ${to}`);
  return code;
}

/**
 * Room for one more link code to terms@: codes are limited per target over
 * every link (docs/decisions.md "No account oracle"), so when the window is
 * nearly full the clock moves past it.
 */
async function roomForCode(fx: MatrixFixture): Promise<void> {
  const tokens = await fx.qaOk<Array<{ purpose: string; createdAt: number; data: Record<string, string | null> }>>('GET', '/__db/tokens');
  const clock = await fx.qaOk<{ data: { now: number } }>('GET', '/__sim/clock');
  const since = clock.data.now - 15 * 60_000;
  const sent = tokens.filter((t) => t.purpose === 'link_otp' && t.data.target === `account:${termsAccount.userId}` && t.createdAt >= since);
  if (sent.length >= 3) await fx.qaOk('POST', '/__sim/clock', { advanceMs: 15 * 60_000 + 1000 });
}

/** demo's unverified link to terms@, made through demo when there is none. */
async function pendingTermsLink(fx: MatrixFixture): Promise<string> {
  const standing = await termsLink(fx);
  if (standing && !standing.verified) return standing.id;
  if (standing) await fx.call('owner', post('/api/crm/linked_accounts/delete', { id: standing.id }));
  await roomForCode(fx);
  const made = await fx.call('owner', post('/api/crm/linked_accounts/create', { primUserId: DEMO, secUserId: TERMS }));
  const id = (made.body as { data?: { id?: string } }).data?.id;
  if (!id) throw new Error(`no link: ${made.status} ${made.text}`);
  return id;
}

async function dropTermsLink(fx: MatrixFixture): Promise<void> {
  const standing = await termsLink(fx);
  if (standing) await fx.call('owner', post('/api/crm/linked_accounts/delete', { id: standing.id }));
}

interface TaskRow {
  id: string;
  status: string;
}
const demoTasks = (fx: MatrixFixture) => fx.qaOk<TaskRow[]>('GET', `/__db/exportTasks?userId=${DEMO}`);

/** A fresh action code of demo's (only the owner's cells spend one; the others are refused before the header is read). */
async function demoCode(fx: MatrixFixture, role: Role): Promise<string> {
  if (role !== 'owner') return '123456';
  const sent = await fx.call('owner', post('/api/auth/otp/authorize/send'));
  if (sent.status !== 200) throw new Error(`no code for demo: ${sent.status} ${sent.text}`);
  return lastCode(fx, demoAccount.username);
}

/** Completes any pending export of demo's on the clock. */
const settleExports = async (fx: MatrixFixture) => {
  if ((await demoTasks(fx)).some((t) => t.status === 'pending' || t.status === 'in_progress')) await fx.qaOk('POST', '/__sim/clock', { advanceMs: EXPORT_MS });
};

/** demo's pending export, started through demo when there is none. */
async function pendingExport(fx: MatrixFixture): Promise<string> {
  const pending = (await demoTasks(fx)).find((t) => t.status === 'pending');
  if (pending) return pending.id;
  const code = await demoCode(fx, 'owner');
  const started = await fx.call('owner', post('/api/privacy/export/start', { userId: DEMO }, { otp: code }));
  const id = (started.body as { data?: { _id?: string } }).data?._id;
  if (!id) throw new Error(`no export: ${started.status} ${started.text}`);
  return id;
}

/** demo's completed export, made and completed on the clock when there is none. */
async function completedExport(fx: MatrixFixture): Promise<string> {
  const done = (await demoTasks(fx)).find((t) => t.status === 'completed');
  if (done) return done.id;
  await pendingExport(fx);
  await settleExports(fx);
  const made = (await demoTasks(fx)).find((t) => t.status === 'completed');
  if (!made) throw new Error('the matrix export did not complete');
  return made.id;
}

let linkId = 'none';
let otp = '000000';
let taskId = 'none';

export const USER_ACCESS_ROWS: RestRow[] = [
  ...(['getMySecondary', 'getWhereIAmSecondary', 'getParentIds'] as const).flatMap((name) => [
    row({
      service: 'crm',
      method: 'GET',
      route: `/api/crm/linked_accounts/${name}/:id`,
      variant: 'own',
      why: 'spec 2 §7; docs/contracts.md "Linked accounts": own id',
      expect: ownData(),
      request: (fx, role) => get(`/api/crm/linked_accounts/${name}/${ownUserId(fx, role)}`),
    }),
    row({
      service: 'crm',
      method: 'GET',
      route: `/api/crm/linked_accounts/${name}/:id`,
      variant: 'naming demo',
      why: 'docs/contracts.md "Linked accounts": own id, admins any; another user 000403',
      expect: namingDemo,
      request: () => get(`/api/crm/linked_accounts/${name}/${DEMO}`),
    }),
  ]),
  ...(['create', 'support'] as const).map((name) =>
    row({
      service: 'crm',
      method: 'POST',
      route: `/api/crm/linked_accounts/${name}`,
      variant: 'demo as primary',
      why: 'spec 2 §7: primUserId is the caller; anyone else (admins too) 000403',
      expect: withSession({ owner: allowed(201), linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: ROLE_REFUSED, support: ROLE_REFUSED, supportConnected: ROLE_REFUSED }),
      prepare: async (fx) => {
        await dropTermsLink(fx);
        await roomForCode(fx);
      },
      request: () => post(`/api/crm/linked_accounts/${name}`, { primUserId: DEMO, secUserId: TERMS }),
      observe: async (fx) => (await demoLinks(fx)).length,
      effect: (after, before) => expect(after, "demo's links").toBe(before + 1),
      restore: dropTermsLink,
    }),
  ),
  row({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/linked_accounts/verify',
    variant: "demo's pending link, its code",
    why: 'spec 2 §4: the primary enters the code; another user 404 000404 (the link is not named)',
    expect: primaryOnly(),
    prepare: async (fx) => {
      // A fresh link: a standing one's code may have expired while the clock moved on.
      await dropTermsLink(fx);
      linkId = await pendingTermsLink(fx);
      otp = await lastCode(fx, TERMS);
    },
    request: () => post('/api/crm/linked_accounts/verify', { id: linkId, otp }),
    observe: async (fx) => (await termsLink(fx))?.verified ?? null,
    effect: (after) => expect(after, 'verified').toBe(true),
    restore: dropTermsLink,
  }),
  row({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/linked_accounts/resendOTP/:id',
    variant: "demo's pending link",
    why: 'spec 2 §2 "OTP verify and resend": the primary only; another user 404 000404',
    expect: primaryOnly(),
    prepare: async (fx) => {
      linkId = await pendingTermsLink(fx);
      await roomForCode(fx);
    },
    request: () => post(`/api/crm/linked_accounts/resendOTP/${linkId}`),
    observe: async (fx) => (await fx.qaOk<{ data: unknown[] }>('GET', `/__sim/outbox?to=${encodeURIComponent(TERMS)}&kind=otp`)).data.length,
    effect: (after, before) => expect(after, 'codes sent to the secondary').toBe(before + 1),
    restore: dropTermsLink,
  }),
  row({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/linked_accounts/delete',
    variant: "demo's link to terms@",
    why: 'docs/contracts.md "Linked accounts": either side of the link; anyone else 404 000404',
    expect: primaryOnly(),
    prepare: async (fx) => {
      linkId = await pendingTermsLink(fx);
    },
    request: () => post('/api/crm/linked_accounts/delete', { id: linkId }),
    observe: async (fx) => (await demoLinks(fx)).length,
    effect: (after, before) => expect(after, "demo's links").toBe(before - 1),
    restore: dropTermsLink,
  }),
  row({
    service: 'privacy',
    method: 'GET',
    route: '/api/privacy/user/:id',
    variant: 'own',
    why: 'spec 2 §7 "Privacy export": own id',
    expect: ownData(),
    request: (fx, role) => get(`/api/privacy/user/${ownUserId(fx, role)}`),
  }),
  row({
    service: 'privacy',
    method: 'GET',
    route: '/api/privacy/user/:id',
    variant: 'naming demo',
    why: 'docs/contracts.md "Data export": own id, admins any; another user 000403',
    expect: namingDemo,
    request: () => get(`/api/privacy/user/${DEMO}`),
  }),
  row({
    service: 'privacy',
    method: 'POST',
    route: '/api/privacy/export/start',
    variant: "demo's data, demo's code",
    why: "spec 2 §7: the caller's own data only (admins too 000403); the otp header is checked after that",
    expect: withSession({ owner: allowed(201), linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: ROLE_REFUSED, support: ROLE_REFUSED, supportConnected: ROLE_REFUSED }),
    prepare: async (fx, role) => {
      await settleExports(fx);
      otp = await demoCode(fx, role);
    },
    request: () => post('/api/privacy/export/start', { userId: DEMO }, { otp }),
    observe: async (fx) => (await demoTasks(fx)).length,
    effect: (after, before) => expect(after, "demo's exports").toBe(before + 1),
    restore: settleExports,
  }),
  row({
    service: 'privacy',
    method: 'POST',
    route: '/api/privacy/export/stop',
    variant: "demo's pending export, demo's code",
    why: 'spec 2 §7: the owner of the export only; another user 404 000404 (the export is not named)',
    expect: primaryOnly(),
    prepare: async (fx, role) => {
      taskId = await pendingExport(fx);
      otp = await demoCode(fx, role);
    },
    request: () => post('/api/privacy/export/stop', { id: taskId }, { otp }),
    observe: async (fx) => (await demoTasks(fx)).find((t) => t.id === taskId)?.status ?? null,
    effect: (after) => expect(after, 'status').toBe('canceled'),
    // The pending export stays for the next role's cell (each code sent counts against demo's send limit).
  }),
  row({
    service: 'privacy',
    method: 'GET',
    route: '/api/privacy/export/download/:id',
    variant: "demo's completed export",
    why: 'spec 2 §4: download when completed, by its owner only; another user 404 000404',
    expect: primaryOnly(),
    prepare: async (fx) => {
      taskId = await completedExport(fx);
    },
    request: () => get(`/api/privacy/export/download/${taskId}`),
    answer: (body) => expect((body as { profile?: { username?: string } }).profile?.username).toBe(demoAccount.username),
  }),
];
