// The sdk's sign-in and account calls against the real simulator (spec 1
// §4.1, §5, §7.1): every call on its happy path and its refusals, the
// messages read from the simulator's outbox as QA would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@homeport/sdk';
import { DEMO, DEMO_ONLINE, control, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

interface Message {
  kind: string;
  to: string;
  code?: string;
  path?: string;
}
async function lastMessage(to: string, kind: string): Promise<Message> {
  const answer = (await (await control(h.sim, 'GET', `/outbox?to=${encodeURIComponent(to)}&kind=${kind}`)).json()) as { data: Message[] };
  const message = answer.data.at(-1);
  if (!message) throw new Error(`no ${kind} message to ${to}`);
  return message;
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe('sign-in outcomes', () => {
  it('answers the 300 acceptance as an outcome, and signs in once both are accepted', async () => {
    const rest = restFor(h.sim);
    const terms = { identity: 'terms@homeport.test', secret: 'Terms-Pass-2026!' };
    const first = await rest.auth.signIn(terms);
    expect(first).toMatchObject({ kind: 'acceptTerms', content: { identity: 'terms@homeport.test', isPrivacyPolicyAccepted: false, areTermsOfServiceAccepted: false } });
    expect(await failure(rest.auth.login(terms.identity, terms.secret))).toMatchObject({ status: 300 });
    const accepted = await rest.auth.signIn({ ...terms, isPrivacyPolicyAccepted: true, areTermsOfServiceAccepted: true });
    expect(accepted.kind).toBe('signedIn');
  });

  it('signs in by phone with the code from the outbox; an unknown number is 404', async () => {
    const rest = restFor(h.sim);
    expect(await rest.auth.sendOtp('+91 98765 00001')).toMatchObject({ otpSent: true, expiresIn: 300 });
    const { code } = await lastMessage('+919876500001', 'otp');
    const outcome = await rest.auth.signIn({ identity: '+919876500001', secret: code!, loginType: 'OTP' });
    expect(outcome.kind === 'signedIn' && outcome.result.user.username).toBe(DEMO.identity);
    expect(await failure(rest.auth.sendOtp('+919999999999'))).toMatchObject({ status: 404, errorCode: '000404' });
    expect(await failure(rest.auth.sendOtp('not a phone'))).toMatchObject({ status: 400, errorCode: '000400' });
  });
});

describe('register, activate, reset', () => {
  it('registers a lower-cased e-mail, refuses a second time, activates once', async () => {
    const rest = restFor(h.sim);
    expect(await rest.auth.checkIfExisting('Demo@Homeport.test')).toBe(true);
    expect(await rest.auth.checkIfExisting('new.person@example.com')).toBe(false);
    const created = await rest.auth.register({ firstName: 'Asha', lastName: 'Rao', identity: 'New.Person@Example.com', secret: 'Asha-Pass-2026!', agreeRegister: true });
    expect(created).toMatchObject({ username: 'new.person@example.com', active: false });
    expect(
      await failure(rest.auth.register({ firstName: 'Asha', lastName: 'Rao', identity: 'new.person@example.com', secret: 'Asha-Pass-2026!', agreeRegister: true })),
    ).toMatchObject({ status: 409 });
    expect(await failure(rest.auth.login('new.person@example.com', 'Asha-Pass-2026!'))).toMatchObject({ status: 403, errorCode: '000406' });
    const { path } = await lastMessage('new.person@example.com', 'activation');
    const code = path!.split('/').pop()!;
    expect(await rest.auth.activate(code)).toMatchObject({ activated: true, username: 'new.person@example.com' });
    expect(await failure(rest.auth.activate(code))).toMatchObject({ status: 409, errorCode: '000409' });
    expect((await rest.auth.login('new.person@example.com', 'Asha-Pass-2026!')).user.username).toBe('new.person@example.com');
  });

  it('resets a password through the e-mailed link; a used link is 000017, a mismatch 000018', async () => {
    const rest = restFor(h.sim);
    await rest.auth.forgotPassword('other@homeport.test');
    const hash = (await lastMessage('other@homeport.test', 'password_reset')).path!.split('/').pop()!.split('?')[0]!;
    expect(await failure(rest.auth.resetPassword(hash, 'Other-Pass-2027!', 'Other-Pass-2028!'))).toMatchObject({ status: 400, errorCode: '000018' });
    await rest.auth.resetPassword(hash, 'Other-Pass-2027!', 'Other-Pass-2027!');
    expect(await failure(rest.auth.resetPassword(hash, 'Other-Pass-2027!', 'Other-Pass-2027!'))).toMatchObject({ status: 404, errorCode: '000017' });
    expect((await rest.auth.login('other@homeport.test', 'Other-Pass-2027!')).userId).toBeTruthy();
    expect(await failure(rest.auth.forgotPassword('nobody@example.com'))).toMatchObject({ status: 404 });
  });

  it('resets a gateway PIN through the link the control API sends', async () => {
    const rest = restFor(h.sim);
    await control(h.sim, 'POST', `/gateways/${DEMO_ONLINE}/pin-reset`);
    const hash = (await lastMessage(DEMO.identity, 'pin_reset')).path!.split('/').pop()!.split('?')[0]!;
    expect(await failure(rest.auth.resetPin(hash, '12a4', '12a4'))).toMatchObject({ status: 400, errorCode: '000400' });
    expect(await rest.auth.resetPin(hash, '482913', '482913')).toMatchObject({ serialNumber: DEMO_ONLINE });
    expect(await failure(rest.auth.resetPin(hash, '482913', '482913'))).toMatchObject({ errorCode: '000017' });
  });
});
