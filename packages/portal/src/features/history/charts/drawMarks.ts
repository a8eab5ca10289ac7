import { useLayoutEffect, useRef } from 'react';

/** The User Timing measure of a history page's charts drawn from a new answer (read by `npm run bench -- history-render`). */
export const HISTORY_RENDER_MEASURE = 'hp-history-render';

const canMeasure = () => typeof performance !== 'undefined' && typeof performance.measure === 'function';

/**
 * Measures from the render that first sees `value` (a new answer) to the
 * commit of that render (its layout effect: every node in the document),
 * as a performance measure `name` whose detail is `detail()`. Re-renders
 * with the same value are not measured again.
 */
export function useDrawMeasure(name: string, value: unknown, detail: () => unknown): void {
  const start = useRef<{ value: unknown; at: number; done: boolean } | null>(null);
  if (start.current?.value !== value) start.current = { value, at: canMeasure() ? performance.now() : 0, done: false };
  useLayoutEffect(() => {
    const pending = start.current;
    if (!pending || pending.done || !canMeasure()) return;
    pending.done = true;
    performance.measure(name, { start: pending.at, end: performance.now(), detail: detail() });
  });
}
