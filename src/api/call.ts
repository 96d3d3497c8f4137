import type { z } from 'zod';
import { operationRoutes } from '../../shared/contract/routes';
import type { OperationContracts, ResponseOf } from '../../shared/contract/operations';
import { requestSpecFor, type RequestParts } from './request-spec';
import { wireParts } from './wire-parts';
import type { ApiResponse, CallOptions, OperationId, RequestSender } from './types';

/** What a caller passes for an operation: its params schema's input (numbers or numeric strings, optional fields left out). */
export type ParamsOf<K extends OperationId> = z.input<OperationContracts[K]['params']>;

/**
 * Calls one operation of the platform: its route comes from the registry, its params travel as
 * its area wants them (./wire-parts), and the answer is checked against its response schema.
 * `call(client, 'reverseGeocoding', { lat, lon }, { signal })`.
 *
 * The request leaves in the caller's own task when nothing has to be loaded first (every call
 * but a face image upload): a map click's lookup is on the wire before the page renders the click.
 */
export function call<K extends OperationId>(
  client: RequestSender,
  id: K,
  params: ParamsOf<K>,
  options?: CallOptions,
): Promise<ApiResponse<ResponseOf<K>>> {
  const send = (parts: RequestParts) =>
    client.request(requestSpecFor(id, options?.format === undefined ? parts : { ...parts, format: options.format }), options);
  try {
    const parts = wireParts(operationRoutes[id], params as Record<string, unknown>);
    return parts instanceof Promise ? parts.then(send) : send(parts);
  } catch (error) {
    // As an async function would: a call that cannot be built is a rejected promise, not a throw.
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
