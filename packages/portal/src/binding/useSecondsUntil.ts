import { useEffect, useState } from 'react';

// Twice a second: the shown number changes on time without a timer per millisecond.
const TICK_MS = 500;

/** Whole seconds until `at` (epoch ms), never below 0, ticking while `at` is set; null when it is not. */
export function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
