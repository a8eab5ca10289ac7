import { describe, expect, it } from 'vitest';
import { defaultCustomerConfig } from '../config/customerConfig';
import { displayName } from './displayName';
import { makeUser } from './testFixtures';

const shown = { flags: { ...defaultCustomerConfig.flags, HIDE_SENSITIVE_DATA: false } };
const hidden = { flags: { ...defaultCustomerConfig.flags, HIDE_SENSITIVE_DATA: true } };

const contacts = [
  { contactType: 'phone' as const, contact: '+919876500001', isDefault: true },
  { contactType: 'email' as const, contact: 'work@example.test', isDefault: false },
  { contactType: 'email' as const, contact: 'home@example.test', isDefault: true },
];

describe('displayName (spec 1 §6 HIDE_SENSITIVE_DATA)', () => {
  it('flag off: first and last name', () => {
    expect(displayName(makeUser({ firstName: 'Dana', lastName: 'Demo', contacts }), shown)).toBe('Dana Demo');
    expect(displayName(makeUser({ firstName: ' Dana ', lastName: '' }), shown)).toBe('Dana');
    expect(displayName(makeUser({ firstName: '', lastName: 'Demo' }), shown)).toBe('Demo');
  });

  it('flag off: the username when both names are blank', () => {
    expect(displayName(makeUser({ firstName: '', lastName: ' ', username: 'u@example.test' }), shown)).toBe('u@example.test');
  });

  it('flag on: the default e-mail contact, never a name', () => {
    const name = displayName(makeUser({ firstName: 'Dana', lastName: 'Demo', contacts }), hidden);
    expect(name).toBe('home@example.test');
    expect(name).not.toContain('Demo');
  });

  it('flag on: the first e-mail contact without a default one, else the username', () => {
    expect(displayName(makeUser({ contacts: [{ contactType: 'email', contact: 'only@example.test', isDefault: false }] }), hidden)).toBe('only@example.test');
    expect(displayName(makeUser({ username: 'u@example.test', contacts: [contacts[0]!] }), hidden)).toBe('u@example.test');
  });
});
