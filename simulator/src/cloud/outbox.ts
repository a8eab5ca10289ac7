import type { CloudStore } from '../store/cloudStore';
import type { OutboxRecord } from '../store/cloudState';

/** docs/contracts.md: the outbox keeps the newest 1000 messages. */
export const OUTBOX_LIMIT = 1000;

export type OutgoingMessage = Omit<OutboxRecord, 'id' | 'seq' | 'at'>;

/**
 * Every message the simulator "sends" (OTP codes, activation and reset
 * links, later e-mail, push and WhatsApp), kept in cloud.json for QA to read
 * at GET /api/__sim/outbox. `send` changes memory only; the caller commits.
 */
export class Outbox {
  constructor(
    private readonly cloud: CloudStore,
    private readonly now: () => number = Date.now,
  ) {}

  send(message: OutgoingMessage): OutboxRecord {
    const state = this.cloud.state;
    const seq = (state.outbox.at(-1)?.seq ?? 0) + 1;
    const record: OutboxRecord = { id: `msg-${seq}`, seq, at: this.now(), ...message };
    state.outbox.push(record);
    if (state.outbox.length > OUTBOX_LIMIT) state.outbox.splice(0, state.outbox.length - OUTBOX_LIMIT);
    return record;
  }

  list(filter: { to?: string; kind?: string }): OutboxRecord[] {
    const to = filter.to?.toLowerCase();
    return this.cloud.state.outbox.filter((m) => (to === undefined || m.to.toLowerCase() === to) && (filter.kind === undefined || m.kind === filter.kind));
  }

  clear(): number {
    const state = this.cloud.state;
    const count = state.outbox.length;
    state.outbox = [];
    return count;
  }
}
