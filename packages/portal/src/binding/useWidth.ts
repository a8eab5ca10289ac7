import { useEffect, useRef, useState } from 'react';

/**
 * The width of an element, followed as it changes (a phone turned, the
 * side menu opened), so a chart is drawn at its real size rather than
 * scaled: text stays the size of the page's text. Until measured (and where
 * there is no ResizeObserver) it is `fallback`.
 */
export function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
