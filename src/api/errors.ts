import type { ErrorEnvelope } from '../../shared/contract/envelopes';

/**
 * Errors are values at the transport and typed throws at the query boundary:
 * every failure of ApiClient.request is an ApiError with one of four kinds.
 */

export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http';

/** The envelope an error body arrived in, decoded by the shared envelope module. */
export type { ErrorEnvelope };

/**
 * The code given to an answer that is not the service's (a web page, most often a static host's
 * fallback page answering every path with 200): in ApiError.code and in the request event.
 */
export const NOT_THE_SERVICE_CODE = 'NOT_THE_SERVICE';
/** The start of such an error's message; what answered follows ("HTTP 200, text/html (a web page)"). */
export const NOT_THE_SERVICE_PREFIX = 'Not the service: ';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly envelope: ErrorEnvelope | undefined;
  readonly operation: string;
  readonly raw: string | undefined;
  /** Set when something other than the service answered: what it was. */
  readonly notTheService: string | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    operation: string;
    message: string;
    status?: number;
    envelope?: ErrorEnvelope;
    raw?: string;
    notTheService?: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.operation = init.operation;
    this.status = init.status;
    this.envelope = init.envelope;
    this.raw = init.raw;
    this.notTheService = init.notTheService;
  }

  /** The service's code as text (e.g. "INVALID_API_KEY", "9401", "3004"), if any. */
  get code(): string | undefined {
    if (this.notTheService !== undefined) return NOT_THE_SERVICE_CODE;
    const e = this.envelope;
    if (!e || e.type === 'unknown') return undefined;
    return String(e.code);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function isThrottled(error: unknown): boolean {
  return isApiError(error) && error.status === 429 && error.code === 'THROTTLED';
}

/**
 * The geo operations' "nothing found" (tmap 9404): the single-object answers (structured
 * geocoding, old↔new conversion, nearest road) have no empty form, so they say it as an error.
 */
export function isNothingFound(error: unknown): boolean {
  return isApiError(error) && error.envelope?.type === 'tmap' && error.code === '9404';
}
