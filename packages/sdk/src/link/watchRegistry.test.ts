import { describe, expect, it, vi } from 'vitest';
import { WatchRegistry } from './watchRegistry';

/** A registry whose connection is up, as most tests want it. */
function registry({ online = true } = {}) {
  const io = { subscribe: vi.fn(async (_: string[]) => {}), unsubscribe: vi.fn(async (_: string[]) => {}) };
  const watches = new WatchRegistry(io);
  if (online) watches.online();
  return { io, watches };
}

/** Whether a promise has settled by now (after pending microtasks ran). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('WatchRegistry', () => {
  it('subscribes for the first holder and unsubscribes after the last', () => {
    const { io, watches } = registry();
    const a = watches.acquire('k', ['t1', 't2']);
    const b = watches.acquire('k', ['t1', 't2']);
    expect(io.subscribe).toHaveBeenCalledTimes(1);
    expect(watches.refCount('k')).toBe(2);
    a.release();
    a.release(); // idempotent: must not drop b's reference
    expect(io.unsubscribe).not.toHaveBeenCalled();
    b.release();
    expect(io.unsubscribe).toHaveBeenCalledExactlyOnceWith(['t1', 't2']);
    expect(watches.size).toBe(0);
  });

  it('subscribes again after the last holder left', () => {
    const { io, watches } = registry();
    watches.acquire('k', ['t']).release();
    watches.acquire('k', ['t']);
    expect(io.subscribe).toHaveBeenCalledTimes(2);
  });

  it('shares a refused subscription with every holder and logs it once', async () => {
    const { io, watches } = registry();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    io.subscribe.mockRejectedValueOnce(new Error('refused'));
    const a = watches.acquire('k', ['t']);
    const b = watches.acquire('k', ['t']);
    await expect(a.ready).rejects.toThrow('refused');
    await expect(b.ready).rejects.toThrow('refused');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('clear() forgets everything without unsubscribing; old handles stay harmless', () => {
    const { io, watches } = registry();
    const old = watches.acquire('k', ['t']);
    watches.clear();
    const fresh = watches.acquire('k', ['t']);
    old.release();
    expect(io.unsubscribe).not.toHaveBeenCalled();
    expect(watches.refCount('k')).toBe(1);
    fresh.release();
    expect(io.unsubscribe).toHaveBeenCalledOnce();
  });

  it('sends nothing before the first connection, then subscribes every watch once', async () => {
    const { io, watches } = registry({ online: false });
    const a = watches.acquire('a', ['ta']);
    watches.acquire('b', ['tb']).release(); // came and went offline: nothing to send for it
    expect(io.subscribe).not.toHaveBeenCalled();
    expect(io.unsubscribe).not.toHaveBeenCalled();
    expect(await settled(a.ready)).toBe(false);
    watches.online();
    expect(io.subscribe.mock.calls).toEqual([[['ta']]]);
    await expect(a.ready).resolves.toBeUndefined();
  });

  it('subscribes every watch again on each new connection; holders wait while offline', async () => {
    const { io, watches } = registry();
    const a = watches.acquire('a', ['ta']);
    const b = watches.acquire('b', ['tb']);
    await a.ready;
    watches.offline();
    expect(await settled(a.ready)).toBe(false);
    b.release(); // offline: the subscription ended with the connection, no UNSUBSCRIBE
    expect(io.unsubscribe).not.toHaveBeenCalled();
    io.subscribe.mockClear();
    watches.online();
    expect(io.subscribe.mock.calls).toEqual([[['ta']]]);
    await expect(a.ready).resolves.toBeUndefined();
  });

  it('a refusal on a new connection reaches the waiting holders, logged once and never unhandled', async () => {
    const { io, watches } = registry({ online: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = watches.acquire('a', ['ta']);
    const waiting = a.ready;
    watches.acquire('quiet', ['tq']); // nobody awaits this one: its refusal must not be unhandled
    io.subscribe.mockRejectedValue(new Error('refused'));
    watches.online();
    await expect(waiting).rejects.toThrow('refused');
    await new Promise((resolve) => setImmediate(resolve));
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('renew() subscribes a watch again on the same connection, and only a known watch while online', async () => {
    const { io, watches } = registry();
    const a = watches.acquire('a', ['ta']);
    await a.ready;
    const first = a.ready;
    watches.renew('a');
    watches.renew('unknown');
    expect(io.subscribe.mock.calls).toEqual([[['ta']], [['ta']]]);
    expect(a.ready).not.toBe(first);
    await expect(a.ready).resolves.toBeUndefined();
    watches.offline();
    watches.renew('a'); // the next connection subscribes it anyway
    expect(io.subscribe).toHaveBeenCalledTimes(2);
    expect(await settled(a.ready)).toBe(false);
  });
});
