// User settings on the real simulator: profile, language, announcement
// opt-in, addresses, deletion request, e-mail and phone contacts (with the
// alarms reading the same contacts), the external portal, and the change of
// password that logs out the other clients. Every refusal is checked to
// change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ErrorCode, type AlarmDelivery, type LoginResult, type RestClient, type UserDetails } from '@homeport/sdk';
import { control, DEMO, DEMO_ONLINE, FAMILY, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let demo: LoginResult;
let family: LoginResult;
let rest: RestClient;
let familyRest: RestClient;

beforeAll(async () => {
  h = await startHarness({ clockRate: 0, dbWritable: true });
  [demo, family] = await Promise.all([login(h.sim, DEMO), login(h.sim, FAMILY)]);
  rest = restFor(h.sim, demo);
  familyRest = restFor(h.sim, family);
});
afterAll(async () => {
  await h?.stop();
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, code: error.errorCode, field: error.entries[0]?.field };
};
const db = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${h.sim.httpUrl}/api/__db${path}`, {
    method,
    headers: { authorization: `Bearer ${h.sim.controlToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return response.json() as Promise<unknown>;
};
const profile = () => rest.profile.get(demo.userId);
const phones = (user: UserDetails) => user.contacts.filter((c) => c.contactType === 'phone');

describe('the profile (spec 2 §2, §3 User)', () => {
  it('reads with contact ids, the onboarding type and the defaults of the new fields', async () => {
    const user = await profile();
    expect(user.contacts.every((c) => typeof c._id === 'string' && c._id.length > 0)).toBe(true);
    expect(user).toMatchObject({ onBoardingType: 'email', receiveAnnouncementsBy: [], isProfileMarkedForDeletion: false, addresses: [] });
  });

  it('updates the names of an e-mail onboarded account; refuses a bad name and another user’s profile, changing nothing', async () => {
    const renamed = await rest.profile.update(demo.userId, { firstName: 'Dana', lastName: 'D’Arcy-Demo' });
    expect([renamed.firstName, renamed.lastName]).toEqual(['Dana', 'D’Arcy-Demo']);
    expect(await refusal(rest.profile.update(demo.userId, { firstName: 'R2D2' }))).toMatchObject({ status: 400, code: ErrorCode.invalidInput, field: 'firstName' });
    expect(await refusal(familyRest.profile.update(demo.userId, { firstName: 'Mallory' }))).toMatchObject({ status: 403, code: ErrorCode.forbidden });
    expect((await profile()).firstName).toBe('Dana');
  });

  it('PROFILE_EDIT off: a uid onboarded account may not change its names (but may change the rest)', async () => {
    await db('PATCH', `/users/${family.userId}`, { onBoardingType: 'uid' });
    expect(await refusal(familyRest.profile.update(family.userId, { firstName: 'Renamed' }))).toMatchObject({ status: 403, code: ErrorCode.profileEditNotAllowed });
    const after = await familyRest.profile.update(family.userId, { receiveAnnouncementsBy: [{ contactType: 'whatsapp', sendAnnouncements: true }] });
    expect(after.firstName).not.toBe('Renamed');
    expect(after.receiveAnnouncementsBy).toEqual([{ contactType: 'whatsapp', sendAnnouncements: true }]);
  });

  it('keeps the announcement opt-in per channel (e-mail, pushMobile, WhatsApp); a channel twice is refused', async () => {
    await rest.profile.update(demo.userId, { receiveAnnouncementsBy: [{ contactType: 'email', sendAnnouncements: true }] });
    const user = await rest.profile.update(demo.userId, { receiveAnnouncementsBy: [{ contactType: 'pushMobile', sendAnnouncements: true }] });
    expect(user.receiveAnnouncementsBy).toEqual([
      { contactType: 'email', sendAnnouncements: true },
      { contactType: 'pushMobile', sendAnnouncements: true },
    ]);
    const twice = [
      { contactType: 'email' as const, sendAnnouncements: false },
      { contactType: 'email' as const, sendAnnouncements: true },
    ];
    expect(await refusal(rest.profile.update(demo.userId, { receiveAnnouncementsBy: twice }))).toMatchObject({ status: 400, field: 'receiveAnnouncementsBy' });
    expect((await profile()).receiveAnnouncementsBy).toEqual(user.receiveAnnouncementsBy);
  });

  it('keeps the address list with ids; an address with symbols is refused', async () => {
    const first = await rest.profile.update(demo.userId, { addresses: [{ line1: 'Main street 1', city: 'Pune', zip: '411001', country: 'India' }] });
    const id = first.addresses![0]!._id;
    const second = await rest.profile.update(demo.userId, { addresses: [{ ...first.addresses![0]! }, { line1: 'Lake road 7', city: 'Mumbai', country: 'India' }] });
    expect(second.addresses!.map((a) => [a._id, a.city])).toEqual([
      [id, 'Pune'],
      [expect.not.stringMatching(new RegExp(`^${id}$`)), 'Mumbai'],
    ]);
    expect(await refusal(rest.profile.update(demo.userId, { addresses: [{ line1: 'Main st. #1', city: 'Pune', country: 'India' }] }))).toMatchObject({ status: 400 });
    expect((await profile()).addresses).toEqual(second.addresses);
  });

  it('sets the language (setLangUser); an unsupported one is refused', async () => {
    expect((await rest.profile.setLanguage(demo.userId, 'en_EN')).preferredLanguage).toBe('en_EN');
    expect(await refusal(rest.profile.setLanguage(demo.userId, 'fr_FR'))).toMatchObject({ status: 400, field: 'language' });
    expect(await refusal(familyRest.profile.setLanguage(demo.userId, 'en_EN'))).toMatchObject({ status: 403 });
  });

  it('answers the external portal link, and the page it names opens', async () => {
    const { url } = await rest.profile.externalPortal();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('External portal');
  });
});

describe('contacts (spec 2 §5: exists check, USER_CAN_ADD_EMAIL_ADDRESS)', () => {
  it('adds a phone (normalised, notification on) and an e-mail; the first of a type stays default', async () => {
    const user = await rest.profile.addContact(demo.userId, { contactType: 'phone', contact: '98765 00042', label: 'Work' });
    const added = phones(user).find((c) => c.contact === '+919876500042')!;
    expect(added).toMatchObject({ label: 'Work', isDefault: false, sendNotification: true });
    const withEmail = await rest.profile.addContact(demo.userId, { contactType: 'email', contact: 'Dana.Work@Example.test', label: 'Office' });
    expect(withEmail.contacts.find((c) => c.contact === 'dana.work@example.test')).toMatchObject({ isDefault: false, label: 'Office' });
    expect(withEmail.contacts.find((c) => c.contactType === 'email' && c.isDefault)?.contact).toBe(DEMO.identity);
  });

  it('adds another account’s contact as it adds a free one (no answer tells the value is taken), and it names no account', async () => {
    const taken = await rest.profile.addContact(demo.userId, { contactType: 'phone', contact: '+919876500003', label: 'Taken' });
    const free = await rest.profile.addContact(demo.userId, { contactType: 'phone', contact: '+919876500091', label: 'Free' });
    const shape = (c: (typeof taken.contacts)[number] | undefined) => (c ? { ...c, _id: 'id', contact: 'value', label: 'label' } : c);
    expect(shape(taken.contacts.find((c) => c.contact === '+919876500003'))).toEqual(shape(free.contacts.find((c) => c.contact === '+919876500091')));
    // The phone still signs in to its own account.
    const otp = await fetch(`${h.sim.httpUrl}/api/auth/sendotp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: '+919876500003' }),
    });
    expect(otp.status).toBe(200);
    for (const c of (await profile()).contacts.filter((c) => c.label === 'Taken' || c.label === 'Free')) await rest.profile.deleteContact(demo.userId, c._id!);
  });

  it('refuses malformed and duplicate contacts, and another user’s profile, changing nothing', async () => {
    const before = await profile();
    const add = (contactType: 'email' | 'phone', contact: string, client = rest, id = demo.userId) => refusal(client.profile.addContact(id, { contactType, contact }));
    expect(await add('email', 'not-an-email')).toMatchObject({ status: 400, code: ErrorCode.invalidInput, field: 'contact' });
    expect(await add('phone', 'call me')).toMatchObject({ status: 400, code: ErrorCode.invalidInput, field: 'contact' });
    expect(await add('phone', '+91 98765-00042')).toMatchObject({ status: 409, code: ErrorCode.contactExists });
    expect(await add('email', 'DANA.WORK@example.test')).toMatchObject({ status: 409, code: ErrorCode.contactExists });
    expect(await add('phone', '+919876500077', familyRest)).toMatchObject({ status: 403, code: ErrorCode.forbidden });
    const demoContact = before.contacts.find((c) => c.contactType === 'phone')!._id!;
    expect(await refusal(familyRest.profile.deleteContact(demo.userId, demoContact))).toMatchObject({ status: 403 });
    expect(await refusal(familyRest.profile.deleteContact(family.userId, demoContact))).toMatchObject({ status: 404, code: ErrorCode.notFound });
    const defaultEmail = before.contacts.find((c) => c.contactType === 'email' && c.isDefault)!._id!;
    expect(await refusal(rest.profile.deleteContact(demo.userId, defaultEmail))).toMatchObject({ status: 409, code: ErrorCode.defaultContactRequired });
    const work = before.contacts.find((c) => c.contact === 'dana.work@example.test')!._id!;
    expect(await refusal(rest.profile.updateContact(demo.userId, work, { contact: DEMO.identity }))).toMatchObject({ status: 409, code: ErrorCode.contactExists });
    expect(await profile()).toEqual(before);
  });

  it('edits a label, moves the default, toggles notifications and deletes', async () => {
    const before = await profile();
    const work = before.contacts.find((c) => c.contact === 'dana.work@example.test')!._id!;
    const labelled = await rest.profile.updateContact(demo.userId, work, { label: 'Office mail', isDefault: true });
    const emails = labelled.contacts.filter((c) => c.contactType === 'email');
    expect(emails.filter((c) => c.isDefault).map((c) => [c.contact, c.label])).toEqual([['dana.work@example.test', 'Office mail']]);
    const back = emails.find((c) => c.contact === DEMO.identity)!._id!;
    await rest.profile.updateContact(demo.userId, back, { isDefault: true });
    const phone = (await profile()).contacts.find((c) => c.contact === '+919876500042')!._id!;
    expect((await rest.profile.setContactNotification(demo.userId, phone, false)).contacts.find((c) => c._id === phone)?.sendNotification).toBe(false);
    await rest.profile.setContactNotification(demo.userId, phone, true);
    const gone = await rest.profile.deleteContact(demo.userId, work);
    expect(gone.contacts.some((c) => c._id === work)).toBe(false);
  });

  it('alarms read the same contacts: SMS reaches each phone whose notification toggle is on', async () => {
    const user = await profile();
    const seeded = user.contacts.find((c) => c.contact === '+919876500001')!._id!;
    await rest.profile.setContactNotification(demo.userId, seeded, false);
    const answer = await control(h.sim, 'POST', `/gateways/${DEMO_ONLINE}/alarms`, { alarmCode: 101 });
    const { deliveries } = ((await answer.json()) as { data: { deliveries: AlarmDelivery[] } }).data;
    const sms = deliveries.filter((d) => d.channel === 'sms' && d.userId === demo.userId).map((d) => d.to);
    expect(sms).toEqual(['+919876500042']);
    await rest.profile.setContactNotification(demo.userId, seeded, true);
  });
});

describe('change password and delete account', () => {
  it('a wrong current password changes nothing; a right one logs out the other clients when asked', async () => {
    const second = await login(h.sim, FAMILY);
    const body = { checkSecret: 'Wrong-Pass-2026!', secret: 'Family-Pass-2027!', confirmation: 'Family-Pass-2027!', logoutOtherClients: true };
    expect(await refusal(familyRest.profile.changePassword(body))).toMatchObject({ status: 400, field: 'checkSecret' });
    expect((await restFor(h.sim, second).profile.get(family.userId)).id).toBe(family.userId);
    await familyRest.profile.changePassword({ ...body, checkSecret: FAMILY.secret });
    expect(await refusal(restFor(h.sim, second).profile.get(family.userId))).toMatchObject({ status: 401 });
    expect((await familyRest.profile.get(family.userId)).id).toBe(family.userId);
    await expect(login(h.sim, { identity: FAMILY.identity, secret: 'Family-Pass-2027!' })).resolves.toMatchObject({ userId: family.userId });
  });

  it('marks the profile for deletion (and only ever sets it)', async () => {
    expect((await rest.profile.update(demo.userId, { isProfileMarkedForDeletion: true })).isProfileMarkedForDeletion).toBe(true);
    expect(await refusal(rest.profile.update(demo.userId, { isProfileMarkedForDeletion: false as true }))).toMatchObject({ status: 400 });
    expect((await profile()).isProfileMarkedForDeletion).toBe(true);
  });
});
