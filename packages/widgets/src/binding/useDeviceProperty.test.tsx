// @vitest-environment jsdom
// The hook against an in-memory GatewayHandle: a test double of the transport
// interface only. The real broker path is driven by e2e/partner.e2e.ts and
// bench/widgetRenders.ts.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayEvent, GatewayHandle } from '@homeport/sdk';
import { ECHO_SUPPRESS_MS, useDeviceProperty } from './useDeviceProperty';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function memoryGateway(initial: unknown) {
  let stored = initial;
  const listeners = new Set<(event: GatewayEvent) => void>();
  const emit = (value: unknown) =>
    listeners.forEach((l) =>
      l({ name: 'device_3_property_changed', ts: Date.now(), data: { device_id: 3, service_name: 'S', property_name: 'P', property_value: value } }),
    );
  const handle: GatewayHandle = {
    gateway: { owner: 'o', serial: 's' },
    request: vi.fn(async (name: string, params?: Record<string, unknown>) => {
      if (name === 'get_service_property_value') return { value: stored } as never;
      if (params?.value === 'refuse') throw new Error('refused');
      stored = params?.value;
      return { value: stored } as never;
    }),
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { handle, emit, listeners };
}

describe('useDeviceProperty', () => {
  it('reads the value, follows events for its property only, and unsubscribes on unmount', async () => {
    const g = memoryGateway(20);
    const { result, unmount } = renderHook(() => useDeviceProperty<number>(g.handle, 3, 'S', 'P'));
    await waitFor(() => expect(result.current.value).toBe(20));
    act(() => g.emit(21));
    expect(result.current.value).toBe(21);
    act(() =>
      g.listeners.forEach((l) => l({ name: 'device_3_property_changed', ts: 0, data: { device_id: 3, service_name: 'S', property_name: 'Other', property_value: 99 } })),
    );
    expect(result.current.value).toBe(21);
    unmount();
    expect(g.listeners.size).toBe(0);
  });

  it('ignores echoes for 1.1 s after suppressEcho, then accepts events again', async () => {
    const g = memoryGateway(20);
    const { result } = renderHook(() => useDeviceProperty<number>(g.handle, 3, 'S', 'P', { initial: 20 }));
    vi.useFakeTimers({ toFake: ['Date'] });
    act(() => result.current.suppressEcho());
    act(() => g.emit(25));
    expect(result.current.value).toBe(20);
    vi.setSystemTime(Date.now() + ECHO_SUPPRESS_MS + 1);
    act(() => g.emit(26));
    expect(result.current.value).toBe(26);
  });

  it('keeps the confirmed value on set and reports a refusal', async () => {
    const g = memoryGateway('a');
    const { result } = renderHook(() => useDeviceProperty<string>(g.handle, 3, 'S', 'P', { initial: 'a' }));
    await act(() => result.current.set('b'));
    expect(result.current.value).toBe('b');
    await act(async () => {
      await expect(result.current.set('refuse')).rejects.toThrow('refused');
    });
    expect(result.current.value).toBe('b');
    expect(result.current.error?.message).toBe('refused');
  });
});
