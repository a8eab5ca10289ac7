import { describe, expect, it, vi } from 'vitest';
import { TypedEmitter } from './typedEmitter';

type Events = { tick: [n: number]; pair: [a: string, b: boolean] };

describe('TypedEmitter', () => {
  it('delivers typed arguments and unsubscribes with the returned function', () => {
    const emitter = new TypedEmitter<Events>();
    const seen: unknown[] = [];
    const off = emitter.on('pair', (a, b) => seen.push([a, b]));
    emitter.emit('pair', 'x', true);
    off();
    off(); // idempotent
    emitter.emit('pair', 'y', false);
    expect(seen).toEqual([['x', true]]);
    expect(emitter.listenerCount('pair')).toBe(0);
  });

  it('keeps delivering to the others when a listener throws', () => {
    const emitter = new TypedEmitter<Events>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    emitter.on('tick', () => {
      throw new Error('boom');
    });
    emitter.on('tick', after);
    emitter.emit('tick', 1);
    expect(after).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('lets a listener unsubscribe itself during dispatch', () => {
    const emitter = new TypedEmitter<Events>();
    const calls: number[] = [];
    const off = emitter.on('tick', (n) => {
      calls.push(n);
      off();
    });
    emitter.emit('tick', 1);
    emitter.emit('tick', 2);
    expect(calls).toEqual([1]);
  });
});
