import { useCallback, useSyncExternalStore } from 'react';

/** Media queries can be asked here (not in a server render, nor in a DOM without layout such as jsdom). */
const canAsk = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a CSS media query matches now, following its changes (false where media cannot be asked). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canAsk()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canAsk() && window.matchMedia(query).matches,
    () => false,
  );
}
