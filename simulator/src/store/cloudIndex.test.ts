import { describe, expect, it } from 'vitest';
import type { GatewayRecord, UserRecord } from './cloudState';
import { bumpCloudGeneration, gatewayBySerial, gatewaysOwnedBy, gatewaysSortedBySerial, hasGateway, searchGatewaysIndexed, userByUsernameIndexed } from './cloudIndex';

const gateway = (serialNumber: string, userId: string | null) => ({ id: serialNumber, serialNumber, userId }) as GatewayRecord;
const user = (id: string, username: string) => ({ id, username }) as UserRecord;
const named = (serialNumber: string, name: string, userId: string | null) => ({ ...gateway(serialNumber, userId), name }) as GatewayRecord;

describe('cloud indexes', () => {
  it('answer as a scan would after pushes, removals, replacements and renames', () => {
    const state = { gateways: [gateway('HP3', 'u1'), gateway('HP1', null), gateway('HP2', 'u1')] };
    expect(gatewayBySerial(state, 'HP1')?.userId).toBeNull();
    expect(hasGateway(state, 'HP9')).toBe(false);
    state.gateways.push(gateway('HP9', 'u2'));
    expect(gatewayBySerial(state, 'HP9')?.userId).toBe('u2');
    // Removed in place: its position now holds another record.
    state.gateways.splice(1, 1);
    expect(hasGateway(state, 'HP1')).toBe(false);
    expect(gatewayBySerial(state, 'HP2')?.serialNumber).toBe('HP2');
    // Replaced by a new object (json-server's PUT), same length.
    state.gateways[0] = gateway('HP3', 'u3');
    expect(gatewayBySerial(state, 'HP3')?.userId).toBe('u3');
    // The collection reassigned (a filter) gets an index of its own.
    state.gateways = state.gateways.filter((g) => g.serialNumber !== 'HP9');
    expect(hasGateway(state, 'HP9')).toBe(false);
  });

  it('keep owners and the serial order right across writes', () => {
    const state = { gateways: [gateway('HP3', 'u1'), gateway('HP1', null), gateway('HP2', 'u1')] };
    expect(gatewaysOwnedBy(state, 'u1').map((g) => g.serialNumber)).toEqual(['HP3', 'HP2']);
    expect(gatewaysSortedBySerial(state).map((g) => g.serialNumber)).toEqual(['HP1', 'HP2', 'HP3']);
    // Given away in place: left out at once, seen by the new owner after the write.
    state.gateways[0]!.userId = 'u2';
    expect(gatewaysOwnedBy(state, 'u1').map((g) => g.serialNumber)).toEqual(['HP2']);
    bumpCloudGeneration();
    expect(gatewaysOwnedBy(state, 'u2').map((g) => g.serialNumber)).toEqual(['HP3']);
    state.gateways.push(gateway('HP0', null));
    expect(gatewaysSortedBySerial(state).map((g) => g.serialNumber)).toEqual(['HP0', 'HP1', 'HP2', 'HP3']);
  });

  it('find users by username case-insensitively, and not under an old one after a rename', () => {
    const state = { users: [user('u1', 'Demo@Homeport.test'), user('u2', 'other@homeport.test')] };
    expect(userByUsernameIndexed(state, 'demo@homeport.test')?.id).toBe('u1');
    state.users[0]!.username = 'new@homeport.test';
    expect(userByUsernameIndexed(state, 'demo@homeport.test')).toBeUndefined();
    bumpCloudGeneration();
    expect(userByUsernameIndexed(state, 'new@homeport.test')?.id).toBe('u1');
  });

  it('search serial, name and owner as a scan would, while typing on, and after writes', () => {
    const users = [user('u1', 'Anna@Example.test'), user('u2', 'bob@example.test')];
    const list = [named('HP1000000001', 'Kitchen', 'u1'), named('HP1000000002', 'Annex', null), named('HP1000000012', 'Garage', 'u2')];
    const scan = (needle: string) =>
      list.filter((g) => [g.serialNumber, g.name, users.find((u) => u.id === g.userId)?.username ?? ''].some((f) => f.toLowerCase().includes(needle)));
    const serials = (found: readonly GatewayRecord[]) => found.map((g) => g.serialNumber);
    // Typing on narrows the last answer; deleting a letter widens it again from the whole list.
    for (const needle of ['a', 'an', 'ann', 'anna@', 'an', '000001', '0000000', 'zzz']) {
      expect(serials(searchGatewaysIndexed(list, users, needle)), needle).toEqual(serials(scan(needle)));
    }
    // A rename and a new owner are seen after the write that saves them.
    list[2]!.name = 'Annual';
    list[1]!.userId = 'u2';
    bumpCloudGeneration();
    expect(serials(searchGatewaysIndexed(list, users, 'ann'))).toEqual(['HP1000000001', 'HP1000000002', 'HP1000000012']);
    expect(serials(searchGatewaysIndexed(list, users, 'bob'))).toEqual(['HP1000000002', 'HP1000000012']);
    // A gateway pushed onto the list is searched at once.
    list.push(named('HP1000000099', 'Annexe', null));
    expect(serials(searchGatewaysIndexed(list, users, 'ann'))).toEqual(serials(scan('ann')));
  });
});
