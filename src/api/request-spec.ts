import { fillPath, operationRoutes, type OperationRoute } from '../../shared/contract/routes';
import type { ResponseOf } from '../../shared/contract/operations';
import type { OperationId, QueryValue, RequestBody, RequestSpec, ResponseFormat } from './types';

/** The parts of a request that the generic call (./call.ts) supplies; the rest comes from the registry. */
export interface RequestParts {
  /** Values of the path template's variables (encoded here). */
  pathValues?: Record<string, string | number | undefined>;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string | undefined>;
  body?: RequestBody;
  format?: ResponseFormat;
}

/**
 * Builds the RequestSpec of an operation from its route (area, method, path) and the parts the
 * call supplies. Credentials and version are the client's business and never
 * appear here; the response schema is looked up by the client from the operation id.
 */
export function requestSpecFor<K extends OperationId>(id: K, parts: RequestParts = {}): RequestSpec<ResponseOf<K>> {
  const route: OperationRoute = operationRoutes[id];
  const spec: RequestSpec<ResponseOf<K>> = {
    operation: id,
    area: route.area,
    method: route.method,
    path: fillPath(route.path, parts.pathValues ?? {}),
  };
  if (parts.query !== undefined) spec.query = parts.query;
  if (parts.headers !== undefined) spec.headers = parts.headers;
  if (parts.body !== undefined) spec.body = parts.body;
  if (parts.format !== undefined && route.formats.includes(parts.format)) spec.format = parts.format;
  return spec;
}
