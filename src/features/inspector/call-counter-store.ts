import { useSyncExternalStore } from 'react';
import type { RequestEvent } from '../../api/request-events';
import { addCall, parseCounts, type DayCounts } from '../../lib/day-counter';
import { StoredCounts } from '../../lib/stored-counts';

/**
 * Calls per operation per Korean day, in localStorage (counts are not secret and should survive
 * the tab, like a quota does). A call counts when it reached the service (it has an HTTP status),
 * each retry included, as the gateway counts them.
 */
class CallCounterStore extends StoredCounts<DayCounts> {
  constructor() {
    super('locus.callCounts', parseCounts);
  }

  count(event: RequestEvent, now = Date.now()): void {
    if (event.phase !== 'end' || event.status === undefined) return;
    this.update((stored) => addCall(stored, event.operation, now));
  }
}

export const callCounter = new CallCounterStore();

export function useCallCounts(): DayCounts {
  return useSyncExternalStore(callCounter.subscribe, callCounter.get, callCounter.get);
}
