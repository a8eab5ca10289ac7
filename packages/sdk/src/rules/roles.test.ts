import { describe, expect, it } from 'vitest';
import { defaultCustomerConfig as config } from '../config/customerConfig';
import { hasWriteAccess, isAdmin, mayChangeAccount, mayWriteGateway, isGatewayOwner, isSecondaryAccount, mayManageGateway, roleOf, subroleOf } from './roles';
import { makeAdmin, makeGateway, makeUser } from './testFixtures';

describe('roleOf / subroleOf / isAdmin (spec 1 §3, §6)', () => {
  it.each([
    [['admin', 'admin-support'], 'admin', 'admin-support'],
    [['admin'], 'admin', null],
    [['users'], 'users', null],
    [['users', 'x'], 'users', 'x'],
    [['qa'], 'test', null],
    [[], 'test', null],
    [['Admin'], 'test', null],
  ])('groups %j → role %s, subrole %s', (groups, role, subrole) => {
    const user = makeUser({ groups });
    expect(roleOf(user)).toBe(role);
    expect(subroleOf(user)).toBe(subrole);
    expect(isAdmin(user)).toBe(role === 'admin');
  });

  it('reads only the first group as the role, never a later admin', () => {
    expect(isAdmin(makeUser({ groups: ['users', 'admin'] }))).toBe(false);
  });
});

describe('hasWriteAccess (spec 1 §6)', () => {
  const own = makeGateway({ userId: 'u1', serialNumber: 'HP1' });
  const linked = makeGateway({ userId: 'someone', serialNumber: 'HP1' });
  const foreign = makeGateway({ userId: 'someone', serialNumber: 'HP9' });
  const virtual = makeGateway({ model: 'VOC200' });

  it('grants users write access on their own or linked gateway only', () => {
    const user = makeUser({ devices: ['HP1'] });
    expect(hasWriteAccess(user, own, config)).toBe(true);
    expect(hasWriteAccess(user, linked, config)).toBe(true);
    expect(hasWriteAccess(user, foreign, config)).toBe(false);
  });

  it('grants admins write access only with the admin-support subrole', () => {
    expect(hasWriteAccess(makeAdmin('admin-support'), foreign, config)).toBe(true);
    expect(hasWriteAccess(makeAdmin('admin-readonly'), foreign, config)).toBe(false);
    expect(hasWriteAccess(makeAdmin(null), foreign, config)).toBe(false);
  });

  it('never on the virtual model voc200, whatever the role (case-insensitive)', () => {
    expect(hasWriteAccess(makeUser(), virtual, config)).toBe(false);
    expect(hasWriteAccess(makeAdmin('admin-support'), virtual, config)).toBe(false);
  });

  it('never for a test role or without a gateway', () => {
    expect(hasWriteAccess(makeUser({ groups: ['qa'] }), own, config)).toBe(false);
    expect(hasWriteAccess(makeUser(), null, config)).toBe(false);
  });
});

describe('mayWriteGateway: the server’s rule (spec 1 §6)', () => {
  const virtual = makeGateway({ userId: 'u1', serialNumber: 'HP1', model: 'VOC200' });

  it('is the role rule without the virtual model, which only hides controls', () => {
    expect(mayWriteGateway(makeUser(), virtual, config)).toBe(true);
    expect(mayWriteGateway(makeAdmin('admin-support'), virtual, config)).toBe(true);
    expect(mayWriteGateway(makeAdmin(null), virtual, config)).toBe(false);
    expect(mayWriteGateway(makeUser({ id: 'u2', devices: [] }), virtual, config)).toBe(false);
  });
});

describe('mayChangeAccount (spec 1 §6, spec 3 §1)', () => {
  it('lets an account change its own records, and only write-subrole admins change another’s', () => {
    expect(mayChangeAccount(makeUser({ id: 'u1' }), 'u1', config)).toBe(true);
    expect(mayChangeAccount(makeUser({ id: 'u2' }), 'u1', config)).toBe(false);
    expect(mayChangeAccount(makeAdmin('admin-support'), 'u1', config)).toBe(true);
    expect(mayChangeAccount(makeAdmin(null), 'u1', config)).toBe(false);
  });
});

describe('isGatewayOwner / isSecondaryAccount (spec 1 §6)', () => {
  const gateway = makeGateway({ userId: 'owner' });

  it('knows the owner, and an unassigned gateway has none', () => {
    expect(isGatewayOwner(makeUser({ id: 'owner' }), gateway)).toBe(true);
    expect(isGatewayOwner(makeUser({ id: 'u1' }), gateway)).toBe(false);
    expect(isGatewayOwner(makeUser(), makeGateway({ userId: null }))).toBe(false);
    expect(isGatewayOwner(makeUser(), null)).toBe(false);
  });

  it('is a secondary session for a user in group users, not support, not the owner', () => {
    const linkedUser = makeUser({ id: 'family' });
    expect(isSecondaryAccount(linkedUser, gateway)).toBe(true);
    expect(isSecondaryAccount(linkedUser, gateway, { isSupport: true })).toBe(false);
    expect(isSecondaryAccount(makeUser({ id: 'owner' }), gateway)).toBe(false);
    expect(isSecondaryAccount(makeAdmin(), gateway)).toBe(false);
    expect(isSecondaryAccount(linkedUser, null)).toBe(false);
  });
});

describe('mayManageGateway (spec 1 §6: rename and unassign are the owner’s)', () => {
  const gateway = makeGateway({ userId: 'owner', serialNumber: 'HP1' });

  it('lets the owner only', () => {
    expect(mayManageGateway(makeUser({ id: 'owner' }), gateway)).toBe(true);
  });

  it('refuses a linked (secondary) user, an admin with the write subrole, and anyone else', () => {
    expect(mayManageGateway(makeUser({ id: 'family', devices: ['HP1'] }), gateway)).toBe(false);
    expect(mayManageGateway(makeAdmin('admin-support'), gateway)).toBe(false);
    expect(mayManageGateway(makeUser({ id: 'stranger', devices: [] }), gateway)).toBe(false);
  });

  it('refuses without a user or a gateway, and on an unassigned gateway', () => {
    expect(mayManageGateway(null, gateway)).toBe(false);
    expect(mayManageGateway(makeUser({ id: 'owner' }), null)).toBe(false);
    expect(mayManageGateway(makeUser({ id: 'owner' }), makeGateway({ userId: null }))).toBe(false);
  });
});
