import { useSyncExternalStore } from 'react';

/**
 * A module that a page does not need to show itself, fetched when asked (`preload`: once the
 * first page is up, at the first click, when a link brings a point) and rendered once in: `use()`
 * gives it, or undefined until it is. A module that could not be fetched is thrown where it is
 * used, as a lazy page's chunk is, so the page's error boundary explains it (offline); the next
 * `preload` asks again.
 */
export interface DeferredModule<M> {
  preload(): void;
  use(): M | undefined;
}

type State<M> = { status: 'idle' | 'loading' } | { status: 'loaded'; module: M } | { status: 'failed'; error: unknown };

export function deferredModule<M>(load: () => Promise<M>): DeferredModule<M> {
  let state: State<M> = { status: 'idle' };
  const listeners = new Set<() => void>();
  const settle = (next: State<M>) => {
    state = next;
    for (const l of listeners) l();
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  const snapshot = () => state;
  return {
    preload() {
      if (state.status === 'loading' || state.status === 'loaded') return;
      settle({ status: 'loading' });
      load().then(
        (module) => settle({ status: 'loaded', module }),
        (error: unknown) => settle({ status: 'failed', error }),
      );
    },
    use() {
      const now = useSyncExternalStore(subscribe, snapshot, snapshot);
      if (now.status === 'failed') throw now.error;
      return now.status === 'loaded' ? now.module : undefined;
    },
  };
}
