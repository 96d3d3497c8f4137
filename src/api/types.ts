import type { z } from 'zod';
import type { OperationId } from '../../shared/contract/routes';
import type { ContractDeviation } from '../../shared/contract/deviations';
import type { Area, HttpMethod, QueryValue, ResponseFormat } from '../../shared/contract/wire';

export type { Area, ContractDeviation, HttpMethod, OperationId, QueryValue, ResponseFormat };

export type RequestBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: FormData };

/**
 * Everything the client needs to make one call. The generic call (./call.ts) builds one of
 * these from the registry and hands it to `ApiClient.request`; it never calls fetch itself.
 */
export interface RequestSpec<T> {
  /** Stable operation id, e.g. 'reverseGeocoding' (used by the inspector and call counters). */
  operation: OperationId;
  area: Area;
  method: HttpMethod;
  /** Path below the base URL, path variables already encoded, e.g. '/tmap/geo/reversegeocoding'. */
  path: string;
  /** Query parameters; undefined/null/'' values are left out. The client adds appKey/version where the area needs them. */
  query?: Record<string, QueryValue>;
  /** Extra headers (e.g. face-name, allow-mask); credentials are added by the client. */
  headers?: Record<string, string | undefined>;
  body?: RequestBody;
  /** Only meaningful for area 'tmap'. Default 'json'. */
  format?: ResponseFormat;
  /**
   * Response schema. Left out by the generic call: the client loads the registry's schema
   * for `operation` when the answer arrives (so the schema library is not on the first page's
   * load). Set it to check an answer against another schema.
   */
  schema?: z.ZodType<T>;
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Milliseconds; default from the client (15 s). */
  timeoutMs?: number;
  format?: ResponseFormat;
  /** JSONP callback name for format=javascript. */
  callback?: string;
  /** false: one attempt even for a GET answered THROTTLED; the caller owns retries (the batch runner counts them per row). */
  retry?: boolean;
}

export interface ApiResponse<T> {
  /** The parsed body: the schema's output when valid, otherwise the raw decoded object (best effort). */
  data: T;
  status: number;
  format: ResponseFormat;
  /** The body text as received. */
  raw: string;
  deviations: ContractDeviation[];
  durationMs: number;
}

/** What the generic call needs: the client instance. */
export interface RequestSender {
  request<T>(spec: RequestSpec<T>, options?: CallOptions): Promise<ApiResponse<T>>;
}
