import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/**
 * The global query policy, set once: the fetch layer already retries THROTTLED GETs with
 * backoff, so queries retry only a dropped connection, once. Errors surface in the page that
 * asked (ErrorPanel); the cache logs nothing that could carry a key.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache(),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.kind === 'network',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
