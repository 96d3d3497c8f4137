import { useSyncExternalStore } from 'react';

/**
 * Whether the console has what its texts need to be shown (its language's messages, and this
 * server's mode or a moment's wait for it). The map stage renders before, so that the map starts
 * loading while the texts arrive; the panel, the rail and the bars render once this is true.
 */
let ready = false;
const listeners = new Set<() => void>();

export function markStartupReady(): void {
  ready = true;
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => ready;

export function useStartupReady(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
