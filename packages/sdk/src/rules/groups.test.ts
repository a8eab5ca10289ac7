import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseWire } from '../wire/parseWire';
import { AddUsersToGroupBody, GroupCreateBody, GroupSearchQuery, GroupUpdateBody, GroupUsersQuery, UsersByGroupNamesBody } from '../wire/groups';
import { canSaveGroup, GROUP_LIMITS, GROUP_REDIRECT_AFTER_SAVE_MS, GROUP_USERS_PAGE_SIZE, groupNameKey, splitList } from './groups';

describe('splitList', () => {
  it('splits on commas, trims, drops blanks and keeps repeats once', () => {
    expect(splitList(' ann , bob,,  ,ann,carl ')).toEqual(['ann', 'bob', 'carl']);
  });
  it('takes an array, splitting each item again', () => {
    expect(splitList(['ann, bob', ' carl', '', 'bob'])).toEqual(['ann', 'bob', 'carl']);
  });
  it('gives an empty list for nothing', () => {
    expect(splitList('')).toEqual([]);
    expect(splitList(' , ,')).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
    expect(splitList(null)).toEqual([]);
  });
});

describe('canSaveGroup', () => {
  it('needs a trimmed name and description', () => {
    expect(canSaveGroup({ groupName: 'Beta testers', description: 'Early firmware' })).toBe(true);
    expect(canSaveGroup({ groupName: '   ', description: 'Early firmware' })).toBe(false);
    expect(canSaveGroup({ groupName: 'Beta', description: ' \t ' })).toBe(false);
    expect(canSaveGroup({ groupName: '', description: '' })).toBe(false);
  });
  it('refuses texts over the limits', () => {
    expect(canSaveGroup({ groupName: 'x'.repeat(GROUP_LIMITS.name), description: 'd' })).toBe(true);
    expect(canSaveGroup({ groupName: 'x'.repeat(GROUP_LIMITS.name + 1), description: 'd' })).toBe(false);
    expect(canSaveGroup({ groupName: 'n', description: 'x'.repeat(GROUP_LIMITS.description + 1) })).toBe(false);
  });
});

describe('group constants', () => {
  it('pages users by 10 and redirects after 1200 ms (spec 3 §4, §9)', () => {
    expect(GROUP_USERS_PAGE_SIZE).toBe(10);
    expect(GROUP_REDIRECT_AFTER_SAVE_MS).toBe(1200);
  });
  it('compares names without case or surrounding spaces', () => {
    expect(groupNameKey('  Beta Testers ')).toBe(groupNameKey('beta testers'));
  });
});

describe('group wire shapes', () => {
  it('trims name, description and tag; tag defaults to empty', () => {
    expect(v.parse(GroupCreateBody, { groupName: ' Beta ', description: ' Early ' })).toEqual({ groupName: 'Beta', description: 'Early', tag: '' });
    expect(v.parse(GroupUpdateBody, { _id: 'g1', groupName: 'Beta', description: 'Early', tag: ' fw ' }).tag).toBe('fw');
  });
  it('refuses blank names and descriptions, unknown fields and long texts', () => {
    expect(v.safeParse(GroupCreateBody, { groupName: '  ', description: 'd' }).success).toBe(false);
    expect(v.safeParse(GroupCreateBody, { groupName: 'n', description: '' }).success).toBe(false);
    expect(v.safeParse(GroupCreateBody, { groupName: 'n', description: 'd', owner: 'x' }).success).toBe(false);
    expect(v.safeParse(GroupCreateBody, { groupName: 'n'.repeat(GROUP_LIMITS.name + 1), description: 'd' }).success).toBe(false);
    expect(v.safeParse(GroupUpdateBody, { groupName: 'n', description: 'd' }).success).toBe(false);
  });
  it('reads usernames and serials as comma-separated strings or arrays', () => {
    expect(v.parse(AddUsersToGroupBody, { groupId: 'g1', usernames: 'ann, bob,ann' })).toEqual({ groupId: 'g1', usernames: ['ann', 'bob'], deviceSN: [] });
    expect(v.parse(AddUsersToGroupBody, { groupId: 'g1', deviceSN: ['SN1', 'SN2, SN3'] }).deviceSN).toEqual(['SN1', 'SN2', 'SN3']);
  });
  it('refuses an add naming nobody, or too many entries', () => {
    expect(v.safeParse(AddUsersToGroupBody, { groupId: 'g1' }).success).toBe(false);
    expect(v.safeParse(AddUsersToGroupBody, { groupId: 'g1', usernames: ' , ' }).success).toBe(false);
    expect(v.safeParse(AddUsersToGroupBody, { groupId: 'g1', usernames: 5 }).success).toBe(false);
    const many = Array.from({ length: GROUP_LIMITS.addEntries + 1 }, (_, i) => `u${i}`);
    expect(v.safeParse(AddUsersToGroupBody, { groupId: 'g1', usernames: many }).success).toBe(false);
    // The refusal names the field the form shows it under.
    expect(parseWire(AddUsersToGroupBody, { groupId: 'g1', usernames: '' })).toMatchObject({ ok: false, field: 'usernames' });
  });
  it('needs at least one group name', () => {
    expect(v.parse(UsersByGroupNamesBody, { groupNames: 'A, B' }).groupNames).toEqual(['A', 'B']);
    expect(v.safeParse(UsersByGroupNamesBody, { groupNames: '' }).success).toBe(false);
  });
  it('pages with defaults', () => {
    expect(v.parse(GroupUsersQuery, { groupId: 'g1' })).toEqual({ groupId: 'g1', page: 1, limit: 10 });
    expect(v.parse(GroupSearchQuery, { searchText: 'be', page: '2' })).toEqual({ searchText: 'be', page: 2, limit: 10 });
    expect(v.safeParse(GroupUsersQuery, { groupId: 'g1', limit: '0' }).success).toBe(false);
  });
});
