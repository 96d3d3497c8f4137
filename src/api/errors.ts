/**
 * Errors are values at the transport and typed throws at the query boundary:
 * every failure of ApiClient.request is an ApiError with one of four kinds.
 */

export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http';

/** The envelope an error body arrived in, decoded. */
export type ErrorEnvelope =
  /** `{"error":{id,category:"gw",code,message}}` from the gateway (keys, paths, limits). */
  | { type: 'gateway'; id: string; category: string; code: string; message: string }
  /** The same envelope with category "tmap": a product error such as 9401. */
  | { type: 'tmap'; id: string; category: string; code: string; message: string }
  /** The face service's `{message, code}`. */
  | { type: 'face'; code: number; message: string }
  /** A zone envelope whose resultCode is not "200". */
  | { type: 'zone'; code: string; message: string }
  /** A non-2xx answer whose body is none of the above. */
  | { type: 'unknown'; message: string };

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

function str(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Decodes any of the platform's error envelopes from a parsed body.
 * Returns undefined when the body is not an error envelope.
 */
export function decodeErrorEnvelope(body: unknown, httpOk: boolean): ErrorEnvelope | undefined {
  if (!isRecord(body)) return httpOk ? undefined : { type: 'unknown', message: '' };
  const err = body.error;
  if (isRecord(err)) {
    const code = str(err.code);
    const category = str(err.category) ?? '';
    if (code !== undefined) {
      return {
        type: category === 'tmap' ? 'tmap' : 'gateway',
        id: str(err.id) ?? '',
        category,
        code,
        message: str(err.message) ?? '',
      };
    }
  }
  if ('resultCode' in body) {
    const code = str(body.resultCode);
    if (code !== undefined && code !== '200') {
      return { type: 'zone', code, message: str(body.resultMessage) ?? '' };
    }
    if (code === '200') return undefined;
  }
  if (!httpOk && 'message' in body && 'code' in body) {
    const n = Number(body.code);
    if (Number.isFinite(n)) return { type: 'face', code: n, message: str(body.message) ?? '' };
  }
  return httpOk ? undefined : { type: 'unknown', message: str(body.message) ?? '' };
}
