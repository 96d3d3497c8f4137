import { useEffect, type RefObject } from 'react';

/** Smoothly, unless the user's system asks for reduced motion (then at once). */
function behavior(): ScrollBehavior {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'auto' : 'smooth';
}

/**
 * Brings feedback where the eye is: each time `key` takes a new value other than undefined (a
 * result that arrived, a region opened), the element is scrolled into view within the panel, by
 * the least scrolling that shows it (its top when it is taller than the panel). An element already
 * in view does not move.
 */
export function useScrollIntoView(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    if (key === undefined) return;
    ref.current?.scrollIntoView({ behavior: behavior(), block: 'nearest', inline: 'nearest' });
  }, [ref, key]);
}
