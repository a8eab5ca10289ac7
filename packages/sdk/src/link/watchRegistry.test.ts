import { describe, expect, it, vi } from 'vitest';
import { WatchRegistry } from './watchRegistry';

function registry() {
  const io = { subscribe: vi.fn(async (_: string[]) => {}), unsubscribe: vi.fn(async (_: string[]) => {}) };
  return { io, watches: new WatchRegistry(io) };
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
});
