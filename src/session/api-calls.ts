import type { ResponseOf } from '../../shared/contract/operations';
import type { ParamsOf } from '../api/call';
import type { ApiResponse, CallOptions, OperationId } from '../api/types';
import { deferredModule } from '../lib/deferred-module';

/**
 * The client's code (the client, the contract's routes, the formats, the redaction) for the first
 * page, which shows itself without it: fetched once the first map is idle (`preloadApi`), or at
 * the first call if that comes sooner. Pages loaded later import the client itself.
 */
const api = deferredModule(() =>
  Promise.all([import('../api/call'), import('./api-client')]).then(([{ call }, { apiClient }]) => ({ call, apiClient })),
);

export const preloadApi = (): void => api.preload();

/**
 * `call(apiClient, id, params, options)`: sent in the caller's own task once the client's code is
 * in (a map click's lookup leaves before the page renders the click), else as soon as it arrives.
 * A client that could not be fetched fails the call with the fetch's own error, which the page
 * explains as a chunk that did not load.
 */
export function callApi<K extends OperationId>(id: K, params: ParamsOf<K>, options?: CallOptions): Promise<ApiResponse<ResponseOf<K>>> {
  const now = api.current();
  if (now) return now.call(now.apiClient, id, params, options);
  return api.load().then(({ call, apiClient }) => call(apiClient, id, params, options));
}
