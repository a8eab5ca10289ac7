import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry, LoginResult } from '@homeport/sdk';
import { demoAccount } from '../../seed/accounts';
import { api, cloudOnDisk, lastMessage, outbox, startTestSim, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
beforeAll(async () => {
  t = await startTestSim({ gateways: 5 });
});
afterAll(() => t.stop());

const payload = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: "D'Souza-Rao",
  gender: 'female',
  secret: 'Asha-Pass-2026!',
  identity: 'Asha.Rao@Example.com',
  preferredLanguage: 'en_EN',
  contacts: [{ label: 'Default', contact: 'Asha.Rao@Example.com', isDefault: true, contactType: 'email' }],
  userOnBoardingSource: 'SELFCARE',
  agreeRegister: true,
  ...overrides,
});
const register = <T = unknown>(body: unknown) => api<T>(t.sim, 'POST', '/crm/profile', { body });
const usersOnDisk = () => cloudOnDisk<{ users: Array<{ username: string; active?: boolean; contacts: Array<{ contact: string }> }> }>(t.dataDir).users;

describe('existence checks', () => {
  it('checkIfExisting answers exists for a taken username in any case, and validate 409 000409', async () => {
    expect((await api(t.sim, 'POST', '/crm/profile/checkIfExisting', { body: { username: 'DEMO@homeport.test', language: 'en_EN' } })).body).toEqual({ data: { exists: true } });
    expect((await api(t.sim, 'POST', '/crm/profile/checkIfExisting', { body: { username: 'new@homeport.test' } })).body).toEqual({ data: { exists: false } });
    expect((await api(t.sim, 'PUT', '/crm/profile/validate', { body: { username: 'new@homeport.test' } })).body).toEqual({ data: { valid: true } });
    const taken = await api<ErrorEntry[]>(t.sim, 'PUT', '/crm/profile/validate', { body: { username: demoAccount.username } });
    expect(taken.status).toBe(409);
    expect(taken.body[0]).toMatchObject({ errorCode: '000409', field: 'username' });
    const bad = await api<ErrorEntry[]>(t.sim, 'POST', '/crm/profile/checkIfExisting', { body: { username: 'demo', language: 'en_EN' } });
    expect(bad.body[0]).toMatchObject({ errorCode: '000400', field: 'username' });
    expect((await api<ErrorEntry[]>(t.sim, 'POST', '/crm/profile/checkIfExisting', { body: { username: 'a@b.cd', language: 'de_DE' } })).body[0]?.field).toBe('language');
  });
});

describe('POST /crm/profile', () => {
  it('refuses each bad field with 400 000400 naming it, and writes nothing', async () => {
    const usersBefore = usersOnDisk().length;
    const messagesBefore = (await outbox(t.sim)).length;
    const cases: Array<[overrides: Record<string, unknown>, field: string]> = [
      [{ identity: 'not-an-email' }, 'identity'],
      [{ secret: 'short-1A!' }, 'secret'],
      [{ secret: 'no-digits-Here!' }, 'secret'],
      [{ secret: 'NO-LOWER-2026!' }, 'secret'],
      [{ secret: 'no-upper-2026!' }, 'secret'],
      [{ secret: 'NoSpecial2026xx' }, 'secret'],
      [{ secret: `Aa1!${'x'.repeat(35)}` }, 'secret'],
      [{ firstName: 'R2D2' }, 'firstName'],
      [{ lastName: '' }, 'lastName'],
      [{ gender: 'robot' }, 'gender'],
      [{ preferredLanguage: 'fr_FR' }, 'preferredLanguage'],
      [{ contacts: [{ contact: 'x@y.zz', isDefault: false, contactType: 'email' }] }, 'contacts'],
      [{ contacts: [{ contact: 'phone?', isDefault: true, contactType: 'phone' }] }, 'contacts'],
      [{ contacts: [{ contact: 'x@y.zz', isDefault: true, contactType: 'fax' }] }, 'contacts'],
      [{ contacts: 'x@y.zz' }, 'contacts'],
      [{ userOnBoardingSource: 'self care' }, 'userOnBoardingSource'],
      [{ agreeRegister: false }, 'agreeRegister'],
      [{ agreeRegister: 'yes' }, 'agreeRegister'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await register<ErrorEntry[]>(payload(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body[0], JSON.stringify(overrides)).toMatchObject({ errorCode: '000400', field });
    }
    const { agreeRegister: _agree, ...withoutAgreement } = payload();
    expect((await register<ErrorEntry[]>(withoutAgreement)).body[0]?.field).toBe('agreeRegister');
    expect((await register<ErrorEntry[]>([payload()])).body[0]?.field).toBe('body');
    expect(usersOnDisk()).toHaveLength(usersBefore);
    expect(await outbox(t.sim)).toHaveLength(messagesBefore);
  });

  it('names the broken password rules in the message', async () => {
    const answer = await register<ErrorEntry[]>(payload({ secret: 'abc' }));
    expect(answer.body[0]?.message).toBe('The password needs at least 10 characters, an upper-case letter, a digit, a special character');
  });

  it('registers with the e-mail lower-cased, inactive, and mails an activation link', async () => {
    const answer = await register<{ data: { id: string; username: string; active: boolean } }>(payload());
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ username: 'asha.rao@example.com', active: false, id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const stored = usersOnDisk().find((u) => u.username === 'asha.rao@example.com');
    expect(stored).toMatchObject({ active: false, contacts: [{ contact: 'asha.rao@example.com' }] });
    const message = await lastMessage(t.sim, 'asha.rao@example.com', 'activation');
    expect(message.path).toMatch(/^\/activate\/[A-Za-z0-9_-]{32}$/);
    // The link is on the origin the call was made to.
    expect(message.link).toBe(`${t.sim.httpUrl}${message.path}`);
  });

  it('refuses a taken username or phone with 409 000409 and writes nothing', async () => {
    const before = usersOnDisk().length;
    const again = await register<ErrorEntry[]>(payload({ identity: 'ASHA.RAO@example.com' }));
    expect(again.status).toBe(409);
    expect(again.body[0]).toMatchObject({ errorCode: '000409', field: 'identity' });
    const phone = await register<ErrorEntry[]>(
      payload({
        identity: 'someone@example.com',
        contacts: [
          { label: 'Default', contact: 'someone@example.com', isDefault: true, contactType: 'email' },
          { label: 'Mobile', contact: demoAccount.phone, isDefault: false, contactType: 'phone' },
        ],
      }),
    );
    expect(phone.status).toBe(409);
    expect(phone.body[0]).toMatchObject({ errorCode: '000409', field: 'contacts' });
    expect(usersOnDisk()).toHaveLength(before);
  });
});

describe('activation', () => {
  it('refuses login before activation with 403 000406, activates once, then 409 000409', async () => {
    const credentials = { identity: 'asha.rao@example.com', secret: 'Asha-Pass-2026!' };
    const early = await api<ErrorEntry[]>(t.sim, 'POST', '/auth/login', { body: credentials });
    expect(early.status).toBe(403);
    expect(early.body[0]?.errorCode).toBe('000406');
    const { path } = await lastMessage(t.sim, 'asha.rao@example.com', 'activation');
    const code = path!.split('/').at(-1)!;
    expect(await api(t.sim, 'GET', `/auth/activate/${code}`)).toMatchObject({ status: 200, body: { data: { activated: true, username: 'asha.rao@example.com' } } });
    const twice = await api<ErrorEntry[]>(t.sim, 'GET', `/auth/activate/${code}`);
    expect(twice.status).toBe(409);
    expect(twice.body[0]?.errorCode).toBe('000409');
    const unknown = await api<ErrorEntry[]>(t.sim, 'GET', '/auth/activate/no-such-code');
    expect(unknown.status).toBe(404);
    expect(unknown.body[0]?.errorCode).toBe('000404');
    const login = await api<{ data: LoginResult }>(t.sim, 'POST', '/auth/login', { body: credentials });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ username: 'asha.rao@example.com', firstName: 'Asha', groups: ['users'], devices: [] });
    // spec 1 §3 user details and the User fields of spec 2 §3 (user settings): never hashes or bookkeeping.
    expect(Object.keys(login.body.data.user).sort()).toEqual([
      '_id',
      'addresses',
      'contacts',
      'devices',
      'firstName',
      'groups',
      'id',
      'isProfileMarkedForDeletion',
      'lastName',
      'onBoardingType',
      'parentsIds',
      'preferredLanguage',
      'receiveAnnouncementsBy',
      'username',
    ]);
  });
});
