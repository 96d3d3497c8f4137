import { useSyncExternalStore } from 'react';
import type { RequestEvent } from '../../api/request-events';
import { addCall, parseCounts, type DayCounts } from '../../lib/day-counter';

/**
 * Calls per operation per Korean day, in localStorage (counts are not secret and should survive
 * the tab, like a quota does). A call counts when it reached the service (it has an HTTP status),
 * each retry included, as the gateway counts them.
 */
const KEY = 'locus.callCounts';

function read(): DayCounts {
  try {
    return parseCounts(typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY));
  } catch {
    return {};
  }
}

class CallCounterStore {
  private counts: DayCounts = read();
  private readonly listeners = new Set<() => void>();

  get = (): DayCounts => this.counts;

  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  count(event: RequestEvent, now = Date.now()): void {
    if (event.phase !== 'end' || event.status === undefined) return;
    // Another tab may have counted too: start from what is stored.
    this.counts = addCall(read(), event.operation, now);
    try {
      // eslint-disable-next-line no-restricted-properties -- call counts are not secret (see above)
      localStorage.setItem(KEY, JSON.stringify(this.counts));
    } catch {
      // Storage full or disabled: the count lives in memory.
    }
    for (const l of this.listeners) l();
  }
}

export const callCounter = new CallCounterStore();

export function useCallCounts(): DayCounts {
  return useSyncExternalStore(callCounter.subscribe, callCounter.get, callCounter.get);
}
