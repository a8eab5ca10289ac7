import { describe, expect, it } from 'vitest';
import { AccountEvent, accountEventAction } from './accountEvents';

const me = { userId: 'u1', sessionId: 's1.secret' };

describe('accountEventAction (spec 1 §4.1)', () => {
  it('ends this session on logout_user and client_expire_session only when the session is its own', () => {
    expect(accountEventAction({ name: AccountEvent.logout, data: { userId: 'u1', sessionRef: 's1', reason: 'LOGGED_OUT_BY_OTHER_USER' } }, me)).toEqual({
      kind: 'sessionEnded',
      reason: 'otherSession',
    });
    expect(accountEventAction({ name: AccountEvent.logout, data: { userId: 'u1', sessionRef: 's2' } }, me)).toEqual({ kind: 'none' });
    expect(accountEventAction({ name: AccountEvent.expired, data: { userId: 'u1', sessionRef: 's1' } }, me)).toEqual({ kind: 'sessionEnded', reason: 'expired' });
    expect(accountEventAction({ name: AccountEvent.expired, data: { userId: 'u2', sessionRef: 's1' } }, me)).toEqual({ kind: 'none' });
  });

  it('ends every session of a deleted account', () => {
    expect(accountEventAction({ name: AccountEvent.accountDeleted, data: { userId: 'u1' } }, me)).toEqual({ kind: 'sessionEnded', reason: 'accountDeleted' });
    expect(accountEventAction({ name: AccountEvent.accountDeleted, data: { userId: 'u9' } }, me)).toEqual({ kind: 'none' });
  });

  it('names the removed gateway, and ignores malformed or unknown events', () => {
    expect(accountEventAction({ name: AccountEvent.gatewayRemoved, data: { serialNumber: 'HP1' } }, me)).toEqual({ kind: 'gatewayRemoved', serialNumber: 'HP1' });
    expect(accountEventAction({ name: AccountEvent.gatewayRemoved, data: { serialNumber: 7 } }, me)).toEqual({ kind: 'none' });
    expect(accountEventAction({ name: AccountEvent.logout, data: null }, me)).toEqual({ kind: 'none' });
    expect(accountEventAction({ name: AccountEvent.login, data: { userId: 'u1', sessionRef: 's9' } }, me)).toEqual({ kind: 'none' });
    expect(accountEventAction({ name: 'whatever', data: [] }, me)).toEqual({ kind: 'none' });
  });

  it('never matches on the session id itself, which events do not carry', () => {
    expect(accountEventAction({ name: AccountEvent.logout, data: { userId: 'u1', sessionId: 's1.secret' } }, me)).toEqual({ kind: 'none' });
  });
});
