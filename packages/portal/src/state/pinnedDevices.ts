import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { atomFamily } from 'jotai-family';
import { useCallback, useMemo } from 'react';

/**
 * Devices pinned to the top of the quick controls (spec 2 §2 "pin to
 * dashboard", PIN_TO_DASHBOARD), one list per user and gateway, kept in
 * this browser's storage (docs/decisions.md "Pinned devices": a preference
 * of the person at this screen, like a bookmark; no server call).
 */
const storage = createJSONStorage<number[]>(() => localStorage);

const pinnedFamily = atomFamily((key: string) => atomWithStorage<number[]>(`homeport.pinned.${key}`, [], storage, { getOnInit: true }));

export interface PinnedDevices {
  /** Pinned device ids, most recently pinned first. */
  pinned: readonly number[];
  isPinned(deviceId: number): boolean;
  toggle(deviceId: number): void;
}

export function usePinnedDevices(userId: string | undefined, serial: string | undefined): PinnedDevices {
  const [pinned, setPinned] = useAtom(pinnedFamily(`${userId ?? '-'}.${serial ?? '-'}`));
  const toggle = useCallback((deviceId: number) => setPinned((now) => (now.includes(deviceId) ? now.filter((id) => id !== deviceId) : [deviceId, ...now])), [setPinned]);
  return useMemo(() => ({ pinned, isPinned: (deviceId: number) => pinned.includes(deviceId), toggle }), [pinned, toggle]);
}
