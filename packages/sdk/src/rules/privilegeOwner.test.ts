import { describe, expect, it } from 'vitest';
import { holdsPrivilege } from './privilegeOwner';

describe('holdsPrivilege (spec 1 §4.2)', () => {
  it('a user holds the privilege of each of its clients; a client only its own', () => {
    expect(holdsPrivilege('u1', 'u1')).toBe(true);
    expect(holdsPrivilege('u1:console', 'u1')).toBe(true);
    expect(holdsPrivilege('u1:console', 'u1:console')).toBe(true);
    expect(holdsPrivilege('u1:console', 'u1:phone')).toBe(false);
  });

  it('a prefix of another user id is not the same user, and nobody holds a free gateway', () => {
    expect(holdsPrivilege('u10', 'u1')).toBe(false);
    expect(holdsPrivilege('u10:console', 'u1')).toBe(false);
    expect(holdsPrivilege(null, 'u1')).toBe(false);
    expect(holdsPrivilege('u1', '')).toBe(false);
  });
});
