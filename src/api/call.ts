import type { z } from 'zod';
import { operationRoutes } from '../../shared/contract/routes';
import type { OperationContracts, ResponseOf } from '../../shared/contract/operations';
import { requestSpecFor } from './request-spec';
import { wireParts } from './wire-parts';
import type { ApiResponse, CallOptions, OperationId, RequestSender } from './types';

/** What a caller passes for an operation: its params schema's input (numbers or numeric strings, optional fields left out). */
export type ParamsOf<K extends OperationId> = z.input<OperationContracts[K]['params']>;

/**
 * Calls one operation of the platform: its route comes from the registry, its params travel as
 * its area wants them (./wire-parts), and the answer is checked against its response schema.
 * `call(client, 'reverseGeocoding', { lat, lon }, { signal })`.
 */
export async function call<K extends OperationId>(
  client: RequestSender,
  id: K,
  params: ParamsOf<K>,
  options?: CallOptions,
): Promise<ApiResponse<ResponseOf<K>>> {
  const parts = await wireParts(operationRoutes[id], params as Record<string, unknown>);
  const spec = requestSpecFor(id, options?.format === undefined ? parts : { ...parts, format: options.format });
  return client.request(spec, options);
}
