import { notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';
import { timingMark } from '../lib/timing-marks';

/**
 * The global query policy, set once: the fetch layer already retries THROTTLED GETs with
 * backoff, so queries retry only a dropped connection, once. Errors surface in the page that
 * asked (ErrorPanel); the cache logs nothing that could carry a key.
 */
export function createQueryClient(): QueryClient {
  // An answer reaches the components that show it in the task it arrived in (a microtask), not
  // in a later timer task that a frame of the map (on a machine without a GPU, 150 ms of
  // software rendering) can come before. Updates made in one task are still batched.
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    queryCache: new QueryCache({
      // A query that names a timing mark in its meta (a fixed label, never its key) marks the
      // moment its answer is in the cache (src/lib/timing-marks.ts).
      onSuccess: (_data, query) => {
        const name = query.meta?.timingMark;
        if (typeof name === 'string') timingMark(`query:${name}`);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.kind === 'network',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
