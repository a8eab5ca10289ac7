import { GATEWAY_MESSAGES_PER_HOUR, HELD_MESSAGES_LISTED, SECURITY_OUTBOX_KINDS, USER_MESSAGES_PER_HOUR, type HeldMessage, type HeldMessages } from '@homeport/sdk/sim';
import type { CloudStore } from '../store/cloudStore';
import type { OutboxKind, OutboxRecord } from '../store/cloudState';
import { gatewayBySerial } from '../store/cloudIndex';

/** docs/contracts.md: the outbox keeps the newest 1000 messages. */
export const OUTBOX_LIMIT = 1000;

const HOUR_MS = 3_600_000;

export type OutgoingMessage = Omit<OutboxRecord, 'id' | 'seq' | 'at' | 'serial'>;
/** A message a gateway's rule or alarm sends: it keeps to the budgets. */
export type GatewayMessage = OutgoingMessage & { serial: string };

const SECURITY: ReadonlySet<OutboxKind> = new Set(SECURITY_OUTBOX_KINDS);

/** A message that keeps a person's access (a sign-in code, a reset link): never held, evicted last. */
export const isSecurityMessage = (message: Pick<OutboxRecord, 'kind'>): boolean => SECURITY.has(message.kind);

/** One budget's hour (simulator clock), from its first message. */
interface Window {
  start: number;
  count: number;
}

/**
 * Every message the simulator "sends" (OTP codes, activation and reset
 * links, later e-mail, push and WhatsApp), kept in cloud.json for QA to read
 * at GET /api/__sim/outbox. `send` changes memory only; the caller commits.
 *
 * A gateway's messages (its rules' notifications, its alarms: `serial` set)
 * keep to budgets per hour of the simulator clock, per gateway and per its
 * owner; one over either is held (not sent, counted, listed by `held()`).
 * When the outbox is full the oldest message that is not a security one
 * goes first, so rule and alarm traffic cannot push sign-in codes and reset
 * links out (docs/decisions.md "Rule and message budgets").
 */
export class Outbox {
  /** Budget windows by `gateway:{serial}` and `user:{id}`, in memory (a restart starts them afresh). */
  private readonly windows = new Map<string, Window>();
  private heldCount = { total: 0, byGateway: {} as Record<string, number>, byUser: {} as Record<string, number> };
  private recentHeld: HeldMessage[] = [];

  constructor(
    private readonly cloud: CloudStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Puts a message in the outbox; a gateway's message (`serial`) only within its budgets: null when held. */
  send(message: GatewayMessage): OutboxRecord | null;
  send(message: OutgoingMessage): OutboxRecord;
  send(message: OutgoingMessage | GatewayMessage): OutboxRecord | null {
    if ('serial' in message && !isSecurityMessage(message) && !this.withinBudget(message, message.serial)) return null;
    const state = this.cloud.state;
    const seq = (state.outbox.at(-1)?.seq ?? 0) + 1;
    const record: OutboxRecord = { id: `msg-${seq}`, seq, at: this.now(), ...message };
    state.outbox.push(record);
    if (state.outbox.length > OUTBOX_LIMIT) state.outbox = evict(state.outbox, state.outbox.length - OUTBOX_LIMIT);
    return record;
  }

  list(filter: { to?: string; kind?: string }): OutboxRecord[] {
    const to = filter.to?.toLowerCase();
    return this.cloud.state.outbox.filter((m) => (to === undefined || m.to.toLowerCase() === to) && (filter.kind === undefined || m.kind === filter.kind));
  }

  /** What the budgets held since the outbox was last emptied (GET /api/__sim/outbox `held`). */
  held(): HeldMessages {
    return { ...structuredClone(this.heldCount), recent: structuredClone(this.recentHeld) };
  }

  /** Empties the outbox; the budgets start afresh and the held count goes back to 0. */
  clear(): number {
    const state = this.cloud.state;
    const count = state.outbox.length;
    state.outbox = [];
    this.windows.clear();
    this.heldCount = { total: 0, byGateway: {}, byUser: {} };
    this.recentHeld = [];
    return count;
  }

  /** Counts the message against its gateway's and its owner's hour; false (counting nothing, recording it held) when over either. */
  private withinBudget(message: OutgoingMessage, serial: string): boolean {
    const now = this.now();
    const senderId = gatewayBySerial(this.cloud.state, serial)?.userId ?? null;
    const gateway = this.window(`gateway:${serial}`, now);
    const user = senderId === null ? null : this.window(`user:${senderId}`, now);
    const reason = gateway.count >= GATEWAY_MESSAGES_PER_HOUR ? 'gateway_hour' : user && user.count >= USER_MESSAGES_PER_HOUR ? 'user_hour' : null;
    if (reason === null) {
      gateway.count++;
      if (user) user.count++;
      return true;
    }
    const held = this.heldCount;
    held.total++;
    held.byGateway[serial] = (held.byGateway[serial] ?? 0) + 1;
    if (senderId !== null) held.byUser[senderId] = (held.byUser[senderId] ?? 0) + 1;
    this.recentHeld.push({ at: now, kind: message.kind, channel: message.channel, to: message.to, serial, senderId, reason });
    if (this.recentHeld.length > HELD_MESSAGES_LISTED) this.recentHeld.splice(0, this.recentHeld.length - HELD_MESSAGES_LISTED);
    return false;
  }

  private window(key: string, now: number): Window {
    const found = this.windows.get(key);
    if (found && now - found.start < HOUR_MS && now >= found.start) return found;
    const fresh = { start: now, count: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }
}

/** Drops `excess` messages: the oldest that are not security messages first, then (only were there too few) the oldest security ones. */
function evict(outbox: OutboxRecord[], excess: number): OutboxRecord[] {
  let bulk = Math.min(excess, outbox.filter((m) => !isSecurityMessage(m)).length);
  let security = excess - bulk;
  return outbox.filter((m) => {
    if (isSecurityMessage(m) ? security === 0 : bulk === 0) return true;
    if (isSecurityMessage(m)) security--;
    else bulk--;
    return false;
  });
}
