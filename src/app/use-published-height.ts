import { useEffect, type RefObject } from 'react';

/**
 * Publishes an element's height as a CSS custom property on its parent (e.g. the request drawer's
 * on the map stage), so that what sits along the same edge (map controls, the attribution) can
 * stay clear of it, open or closed.
 */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, property: string): void {
  useEffect(() => {
    const el = ref.current;
    const parent = el?.parentElement;
    if (!el || !parent) return;
    const publish = () => parent.style.setProperty(property, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => {
      observer.disconnect();
      parent.style.removeProperty(property);
    };
  }, [ref, property]);
}
