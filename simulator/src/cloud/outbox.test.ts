// The outbox's message budgets and eviction at its function, over an
// in-memory cloud state with two gateways of one owner and a clock the test moves.
import { GATEWAY_MESSAGES_PER_HOUR, USER_MESSAGES_PER_HOUR } from '@homeport/sdk/sim';
import { describe, expect, it } from 'vitest';
import type { CloudStore } from '../store/cloudStore';
import type { CloudState, GatewayRecord } from '../store/cloudState';
import { OUTBOX_LIMIT, Outbox, type GatewayMessage } from './outbox';

function outbox() {
  const gateways = ['HP1', 'HP2', 'HP3'].map((serialNumber) => ({ serialNumber, userId: 'owner' }) as GatewayRecord);
  const state = { outbox: [], gateways } as unknown as CloudState;
  let now = 1_000_000;
  const box = new Outbox({ state } as CloudStore, () => now);
  return { box, state, advance: (ms: number) => (now += ms) };
}

const mail = (serial: string, n: number): GatewayMessage => ({ kind: 'email', channel: 'email', to: `x${n}@example.org`, userId: 'owner', subject: 'Hi', text: 'Hi', serial });
const code = (n: number) => ({ kind: 'otp' as const, channel: 'sms' as const, to: '+910000000', userId: 'u', subject: 'Code', text: `${n}`, code: `${n}` });

describe('the outbox', () => {
  it(`holds a gateway's messages over ${GATEWAY_MESSAGES_PER_HOUR} an hour, counts them, and takes them again the next hour`, () => {
    const { box, state, advance } = outbox();
    const sent = Array.from({ length: GATEWAY_MESSAGES_PER_HOUR + 5 }, (_, n) => box.send(mail('HP1', n)));
    expect(sent.filter((m) => m !== null)).toHaveLength(GATEWAY_MESSAGES_PER_HOUR);
    expect(state.outbox).toHaveLength(GATEWAY_MESSAGES_PER_HOUR);
    const held = box.held();
    expect(held).toMatchObject({ total: 5, byGateway: { HP1: 5 }, byUser: { owner: 5 } });
    expect(held.recent[0]).toMatchObject({ kind: 'email', to: `x${GATEWAY_MESSAGES_PER_HOUR}@example.org`, serial: 'HP1', senderId: 'owner', reason: 'gateway_hour' });
    // A security message is never held.
    expect(box.send(code(1))).not.toBeNull();
    advance(3_600_000);
    expect(box.send(mail('HP1', 0))).not.toBeNull();
  });

  it(`holds an owner's messages over ${USER_MESSAGES_PER_HOUR} an hour, all their gateways together`, () => {
    const { box } = outbox();
    const results = ['HP1', 'HP2', 'HP3'].flatMap((serial) => Array.from({ length: GATEWAY_MESSAGES_PER_HOUR }, (_, n) => box.send(mail(serial, n))));
    expect(results.filter((m) => m !== null)).toHaveLength(USER_MESSAGES_PER_HOUR);
    expect(box.held()).toMatchObject({ total: 3 * GATEWAY_MESSAGES_PER_HOUR - USER_MESSAGES_PER_HOUR, byGateway: { HP3: GATEWAY_MESSAGES_PER_HOUR } });
    expect(box.held().recent.at(-1)!.reason).toBe('user_hour');
  });

  it('lets the oldest bulk messages go first when full, so sign-in codes stay', () => {
    const { box, state } = outbox();
    box.send(code(1));
    // Messages without a gateway (announcements) keep to no budget: they fill the outbox.
    for (let n = 0; n < OUTBOX_LIMIT + 10; n++) box.send({ kind: 'push', channel: 'push', to: 'a@example.org', userId: null, subject: 's', text: `${n}` });
    expect(state.outbox).toHaveLength(OUTBOX_LIMIT);
    expect(state.outbox[0]).toMatchObject({ kind: 'otp', code: '1' });
    expect(state.outbox[1]!.text).toBe('11');
    // Nothing but security messages: the oldest goes.
    state.outbox = [];
    for (let n = 0; n < OUTBOX_LIMIT + 1; n++) box.send(code(n));
    expect(state.outbox[0]!.code).toBe('1');
  });
});
