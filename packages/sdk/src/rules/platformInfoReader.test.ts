import { describe, expect, it } from 'vitest';
import type { PlatformInfo } from '../model/entities';
import { platformInfoAction, startPlatformInfoReader, type PlatformInfoState, type ReaderTimers } from './platformInfoReader';

/** Timers moved by hand: the test says when time passes. */
class HandTimers implements ReaderTimers {
  now = 0;
  private queue: Array<{ at: number; run: () => void; id: number }> = [];
  private seq = 0;
  setTimeout(run: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.queue.push({ at: this.now + ms, run, id });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.queue = this.queue.filter((t) => t.id !== handle);
  }
  /** Moves time on, firing each timer at its own time (a timer set by one that fires counts from then). */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = this.queue.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.now = due.at;
      this.clearTimeout(due.id);
      due.run();
      await flush();
    }
    this.now = end;
    await flush();
  }
  get pending(): number {
    return this.queue.length;
  }
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const INFO: PlatformInfo = {
  gateway: { ohm_version: '4.21.3', app_version: '2.18.8', osm_version: '1.26.1', model: 'DOC400' },
  network: { type: 'wifi', ip: '192.168.1.5' },
  lock_status: 0,
};
class Timeout extends Error {}

function reader(answers: Array<'ok' | 'timeout' | 'error'>) {
  const timers = new HandTimers();
  const states: PlatformInfoState['state'][] = [];
  let reads = 0;
  const r = startPlatformInfoReader({
    read: () => {
      const answer = answers[reads++] ?? 'ok';
      return answer === 'ok' ? Promise.resolve(INFO) : Promise.reject(answer === 'timeout' ? new Timeout() : new Error('code 3'));
    },
    onChange: (s) => states.push(s.state),
    isTimeout: (e) => e instanceof Timeout,
    firstDelayMs: 1500,
    retryMs: 60_000,
    timers,
  });
  return { r, timers, states, reads: () => reads };
}

describe('platform info reading (spec 2 §4, §9)', () => {
  it('reads first 1500 ms after it starts', async () => {
    const { timers, states, reads } = reader(['ok']);
    await timers.advance(1499);
    expect(reads()).toBe(0);
    await timers.advance(1);
    expect(reads()).toBe(1);
    expect(states).toEqual(['waiting', 'reading', 'ready']);
  });

  it('retries a time-out once after 60 s, then shows it failed', async () => {
    const { timers, states, reads } = reader(['timeout', 'timeout']);
    await timers.advance(1500);
    expect(states.at(-1)).toBe('retrying');
    await timers.advance(59_999);
    expect(reads()).toBe(1);
    await timers.advance(1);
    expect(reads()).toBe(2);
    expect(states).toEqual(['waiting', 'reading', 'retrying', 'reading', 'failed']);
    await timers.advance(600_000);
    expect(reads()).toBe(2);
    expect(timers.pending).toBe(0);
  });

  it('is ready when the retry answers', async () => {
    const { timers, states } = reader(['timeout', 'ok']);
    await timers.advance(61_500);
    expect(states.at(-1)).toBe('ready');
  });

  it('does not retry a refusal: it is failed at once', async () => {
    const { timers, states, reads } = reader(['error']);
    await timers.advance(70_000);
    expect(reads()).toBe(1);
    expect(states.at(-1)).toBe('failed');
  });

  it('clears on offline and reads again on any other update', async () => {
    const { r, timers, states, reads } = reader(['ok', 'ok']);
    await timers.advance(1500);
    r.clear();
    expect(states.at(-1)).toBe('cleared');
    r.reread();
    await flush();
    expect(reads()).toBe(2);
    expect(states.at(-1)).toBe('ready');
  });

  it('ignores an answer that arrives after a clear or a stop', async () => {
    let answer: (info: PlatformInfo) => void = () => undefined;
    const timers = new HandTimers();
    const states: string[] = [];
    const r = startPlatformInfoReader({
      read: () => new Promise<PlatformInfo>((resolve) => (answer = resolve)),
      onChange: (s) => states.push(s.state),
      isTimeout: () => false,
      firstDelayMs: 1500,
      retryMs: 60_000,
      timers,
    });
    await timers.advance(1500);
    r.clear();
    answer(INFO);
    await flush();
    expect(states).toEqual(['waiting', 'reading', 'cleared']);
    r.stop();
    r.reread();
    expect(states).toEqual(['waiting', 'reading', 'cleared']);
  });

  it('knows which events clear and which re-read', () => {
    expect(platformInfoAction({ name: 'gateway_updated', data: { serialNumber: 'X', changes: { connectionStatus: 'offline' } } })).toBe('clear');
    expect(platformInfoAction({ name: 'gateway_updated', data: { serialNumber: 'X', changes: { connectionStatus: 'online' } } })).toBe('reread');
    expect(platformInfoAction({ name: 'gateway_updated', data: { serialNumber: 'X', changes: { name: 'N' } } })).toBe('reread');
    expect(platformInfoAction({ name: 'network_interface_changed', data: {} })).toBe('reread');
    expect(platformInfoAction({ name: 'device_added', data: {} })).toBeNull();
  });
});
