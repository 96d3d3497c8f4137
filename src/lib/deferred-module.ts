import { useSyncExternalStore } from 'react';

/**
 * A module that a page does not need to show itself, fetched when asked (`preload`: once the
 * first page is up, with the first answer, at the first call) and used once in: `use()` renders
 * it, `current()` gives it to code outside React, both undefined until it is. A module that could
 * not be fetched is thrown where it is used, as a lazy page's chunk is, so the page's error
 * boundary explains it (offline); the next `preload` or `load` asks again.
 */
export interface DeferredModule<M> {
  preload(): void;
  /** The module, fetched first when it is not in yet. */
  load(): Promise<M>;
  current(): M | undefined;
  use(): M | undefined;
}

type State<M> = { status: 'idle' } | { status: 'loading'; pending: Promise<M> } | { status: 'loaded'; module: M } | { status: 'failed'; error: unknown };

export function deferredModule<M>(fetchModule: () => Promise<M>): DeferredModule<M> {
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
  const load = (): Promise<M> => {
    if (state.status === 'loaded') return Promise.resolve(state.module);
    if (state.status === 'loading') return state.pending;
    const pending = fetchModule().then(
      (module) => {
        settle({ status: 'loaded', module });
        return module;
      },
      (error: unknown) => {
        settle({ status: 'failed', error });
        throw error;
      },
    );
    settle({ status: 'loading', pending });
    return pending;
  };
  return {
    preload() {
      // A failure is kept in the state (use() throws it); nothing else waits for this promise.
      load().catch(() => undefined);
    },
    load,
    current: () => (state.status === 'loaded' ? state.module : undefined),
    use() {
      const now = useSyncExternalStore(subscribe, snapshot, snapshot);
      if (now.status === 'failed') throw now.error;
      return now.status === 'loaded' ? now.module : undefined;
    },
  };
}
