import { queryValue } from './coordinate-param';
import { decodeErrorEnvelope } from '../../shared/contract/envelopes';
import { issueDeviations, repairedDeviation } from '../../shared/contract/deviations';
import { ApiError, isThrottled, NOT_THE_SERVICE_CODE, NOT_THE_SERVICE_PREFIX } from './errors';
import { identifyAnswer } from './service-identity';
import { callbackDeviation, decodeBody, type XmlDecoder } from './formats';
import { fillMissing } from './fill-missing';
import { timingMark } from '../lib/timing-marks';
import type { TextPosition } from '../../shared/contract/text-position';
import { redactFormSummary, redactHeaders, redactResponseHeaders, redactText, redactUrl, type Secrets } from './redact';
import { RequestEventStream, type RequestEvent } from './request-events';
import type { z } from 'zod';
import type {
  ApiResponse,
  Area,
  CallOptions,
  ContractDeviation,
  RequestSender,
  RequestSpec,
  ResponseFormat,
} from './types';

/** What the session holds; only appKey is needed outside the face area. */
export interface Credentials {
  appKey: string;
  appId?: string;
  groupId?: string;
  subjectId?: string;
}

type Placement = 'query' | 'header';

/**
 * Where each area wants its credentials: the one table the whole client reads.
 * zones: header appKey · address/road/geofencing: query appKey and version=1 ·
 * faces: headers appKey, app-id, group-id, subject-id.
 */
const KEY_PLACEMENT: Record<
  Area,
  { appKey: Placement; version: boolean; appId: boolean; scope: boolean; formats: boolean }
> = {
  zones: { appKey: 'header', version: false, appId: false, scope: false, formats: false },
  tmap: { appKey: 'query', version: true, appId: false, scope: false, formats: true },
  faces: { appKey: 'header', version: false, appId: true, scope: true, formats: false },
};

const API_VERSION = '1';
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_CALLBACK = 'locusCallback';

interface RetryPolicy {
  /** Total attempts for a GET answered THROTTLED (1 = no retry). */
  maxAttempts: number;
  baseDelayMs: number;
}

export interface ClientConfig {
  /** '' means the page's own origin (the local emulator); a function is read at each call. */
  baseUrl: string | (() => string);
  getCredentials: () => Credentials;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retry?: RetryPolicy;
  /** Injected for tests; defaults to setTimeout. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  events?: RequestEventStream;
}

const BODY_PREVIEW_LIMIT = 64 * 1024;

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function resolveBase(baseUrl: string): string {
  if (baseUrl) return baseUrl.replace(/\/+$/, '');
  if (typeof window !== 'undefined' && window.location) return window.location.origin;
  throw new Error('A base URL is required outside the browser');
}

/** The registry's response schemas, once loaded (with the schema library, by the first call). */
let registry: typeof import('../../shared/contract/operations') | undefined;

/**
 * The schema an answer is checked against: the spec's own, or the registry's for its operation.
 * The registry loads with the schema library the first time a call starts, while its request is
 * on the wire; afterwards the schema is at hand at once, so an answer is checked in the task it
 * arrives in.
 */
function schemaOf<T>(spec: RequestSpec<T>): z.ZodType<T> | Promise<z.ZodType<T>> {
  if (spec.schema) return spec.schema;
  // The registry's schema for this operation parses to ResponseOf<operation>, which is the T the
  // generic call put in its spec (requestSpecFor ties them); TypeScript cannot see that here.
  if (registry) return registry.responseSchemaOf(spec.operation) as unknown as z.ZodType<T>;
  return import('../../shared/contract/operations').then((loaded) => {
    registry = loaded;
    return loaded.responseSchemaOf(spec.operation) as unknown as z.ZodType<T>;
  });
}

/** Stands in for the XML decoder when the answer was not asked for as XML (never called then). */
const notXml: XmlDecoder = () => {
  throw new SyntaxError('XML decoder not loaded');
};

let nextEventId = 1;

export class ApiClient implements RequestSender {
  readonly events: RequestEventStream;
  private readonly config: ClientConfig;

  constructor(config: ClientConfig) {
    this.config = config;
    this.events = config.events ?? new RequestEventStream();
  }

  /** Builds the URL and headers of a call. Exposed for the inspector's "copy as curl". */
  buildRequest<T>(spec: RequestSpec<T>, options: CallOptions = {}): { url: URL; init: RequestInit; format: ResponseFormat } {
    const creds = this.config.getCredentials();
    const placement = KEY_PLACEMENT[spec.area];
    const base = typeof this.config.baseUrl === 'function' ? this.config.baseUrl() : this.config.baseUrl;
    const url = new URL(resolveBase(base) + spec.path);
    const format: ResponseFormat = placement.formats ? (options.format ?? spec.format ?? 'json') : 'json';

    if (placement.version) url.searchParams.set('version', API_VERSION);
    for (const [k, v] of Object.entries(spec.query ?? {})) {
      if (v === undefined || v === null || v === '') continue;
      url.searchParams.set(k, queryValue(k, v));
    }
    if (placement.formats) {
      url.searchParams.set('format', format);
      if (format === 'javascript') url.searchParams.set('callback', options.callback ?? DEFAULT_CALLBACK);
    }
    if (placement.appKey === 'query') url.searchParams.set('appKey', creds.appKey);

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (placement.appKey === 'header') headers.appKey = creds.appKey;
    if (placement.appId && creds.appId) headers['app-id'] = creds.appId;
    if (placement.scope) {
      if (creds.groupId) headers['group-id'] = creds.groupId;
      if (creds.subjectId) headers['subject-id'] = creds.subjectId;
    }
    for (const [k, v] of Object.entries(spec.headers ?? {})) {
      if (v !== undefined) headers[k] = v;
    }

    let body: BodyInit | undefined;
    if (spec.body?.kind === 'json') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.body.value);
    } else if (spec.body?.kind === 'form') {
      body = spec.body.value; // the browser sets the multipart boundary
    }
    return { url, init: { method: spec.method, headers, body }, format };
  }

  async request<T>(spec: RequestSpec<T>, options: CallOptions = {}): Promise<ApiResponse<T>> {
    const retry = this.config.retry ?? { maxAttempts: 3, baseDelayMs: 500 };
    const attempts = spec.method === 'GET' && options.retry !== false ? Math.max(1, retry.maxAttempts) : 1;
    const sleep = this.config.sleep ?? defaultSleep;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(spec, options, attempt);
      } catch (error) {
        if (attempt >= attempts || !isThrottled(error)) throw error;
        const delay = retry.baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5);
        try {
          await sleep(delay, options.signal);
        } catch (cause) {
          throw new ApiError({ kind: 'aborted', operation: spec.operation, message: 'Request aborted', cause });
        }
      }
    }
  }

  private async once<T>(spec: RequestSpec<T>, options: CallOptions, attempt: number): Promise<ApiResponse<T>> {
    const { url, init, format } = this.buildRequest(spec, options);
    const creds = this.config.getCredentials();
    const secrets: Secrets = { appKey: creds.appKey, appId: creds.appId };
    const fetchImpl = this.config.fetch ?? globalThis.fetch.bind(globalThis);
    const timeoutMs = options.timeoutMs ?? this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('Timed out', 'TimeoutError'));
    }, timeoutMs);
    const onOuterAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) onOuterAbort();
    else options.signal?.addEventListener('abort', onOuterAbort, { once: true });

    const base: RequestEvent = {
      id: nextEventId++,
      phase: 'start',
      operation: spec.operation,
      method: spec.method,
      url: redactUrl(url.toString(), secrets),
      headers: redactHeaders(init.headers as Record<string, string>, secrets),
      requestBody: describeBody(spec, secrets),
      format,
      startedAt: Date.now(),
      attempt,
    };
    this.events.emit(base);
    const schemaAsked = schemaOf(spec);
    // A failed load is reported where the schema is awaited, after the answer, as before.
    if (schemaAsked instanceof Promise) schemaAsked.catch(() => undefined);
    const started = performance.now();
    const finish = (extra: Partial<RequestEvent>) =>
      this.events.emit({ ...base, ...extra, phase: 'end', durationMs: Math.round(performance.now() - started) });

    let response: Response;
    let text: string;
    try {
      timingMark(`call:${spec.operation}:sent`);
      response = await fetchImpl(url, { ...init, signal: controller.signal });
      text = await response.text();
      timingMark(`call:${spec.operation}:received`);
    } catch (cause) {
      const kind = timedOut ? 'timeout' : options.signal?.aborted ? 'aborted' : 'network';
      const message =
        kind === 'timeout' ? `No answer within ${timeoutMs} ms` : kind === 'aborted' ? 'Request aborted' : 'The service could not be reached';
      finish({ error: { kind, message } });
      throw new ApiError({ kind, operation: spec.operation, message, cause });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }

    const durationMs = Math.round(performance.now() - started);
    const responseHeaders = redactResponseHeaders(response.headers, secrets);
    const size = new TextEncoder().encode(text).length;
    const responseBody = redactText(text.length > BODY_PREVIEW_LIMIT ? text.slice(0, BODY_PREVIEW_LIMIT) + '…' : text, secrets);

    const schema = schemaAsked instanceof Promise ? await schemaAsked : schemaAsked;
    let decoded: unknown;
    let repairedAt: TextPosition[] | undefined;
    let repairing: typeof import('./decode-repairing') | undefined;
    try {
      // The XML parser is its own chunk, fetched the first time an XML answer arrives.
      const xml = format === 'xml' ? (await import('./xml-decode')).decodeXml : notXml;
      try {
        decoded = decodeBody(text, format, schema, xml);
      } catch {
        // A body that does not parse: the quote repair is its own chunk too, fetched only then.
        repairing = await import('./decode-repairing');
        ({ value: decoded, repairedAt } = repairing.decodeBodyRepairing(text, format, schema, xml));
      }
    } catch (cause) {
      const at = repairing && cause instanceof repairing.UnreadableBody ? cause.at : undefined;
      const where = at ? ` (JSON error at line ${at.line}, column ${at.column}, byte ${at.byteOffset})` : '';
      const envelope = response.ok ? undefined : ({ type: 'unknown', message: redactText(text.slice(0, 200), secrets) } as const);
      // A web page (a static host's fallback page) is not a broken answer of the service.
      const identity = identifyAnswer({ status: response.status, contentType: response.headers.get('content-type'), bodyText: text, expect: 'service' });
      const notTheService = identity.webPage ? identity.detail : undefined;
      const code = notTheService === undefined ? undefined : NOT_THE_SERVICE_CODE;
      const message =
        notTheService !== undefined ? NOT_THE_SERVICE_PREFIX + notTheService : response.ok ? `The response body could not be read${where}` : `HTTP ${response.status}`;
      finish({ status: response.status, size, responseBody, responseHeaders, error: { kind: 'http', code, message } });
      throw new ApiError({ kind: 'http', operation: spec.operation, status: response.status, message, envelope, raw: redactText(text, secrets), notTheService, cause });
    }

    timingMark(`call:${spec.operation}:decoded`);
    const decodedEnvelope = decodeErrorEnvelope(decoded, response.ok);
    // A service that echoes the key in its message must not carry it into the UI or logs.
    const envelope = decodedEnvelope && { ...decodedEnvelope, message: redactText(decodedEnvelope.message, secrets) };
    if (envelope) {
      const message = envelope.message || `HTTP ${response.status}`;
      const code = envelope.type === 'unknown' ? undefined : String(envelope.code);
      finish({ status: response.status, size, responseBody, responseHeaders, repairedJson: repairedAt, error: { kind: 'http', code, message } });
      throw new ApiError({ kind: 'http', operation: spec.operation, status: response.status, message, envelope, raw: redactText(text, secrets) });
    }

    const parsed = schema.safeParse(decoded);
    const deviations: ContractDeviation[] = parsed.success ? [] : issueDeviations(parsed.error.issues, decoded);
    if (repairedAt) deviations.unshift(repairedDeviation(repairedAt));
    // The JavaScript form must call the function asked for.
    const wrongCallback = format === 'javascript' ? callbackDeviation(url.searchParams.get('callback') ?? DEFAULT_CALLBACK, text) : undefined;
    if (wrongCallback) deviations.unshift(wrongCallback);
    // A body that breaks the contract is still used as far as it goes; the deviations say where.
    // A list or object it lacks is given as empty, so a page reading it shows nothing rather than crash.
    let data: T;
    if (parsed.success) data = parsed.data;
    else {
      const filled = fillMissing(decoded, parsed.error.issues);
      const again = filled === decoded ? undefined : schema.safeParse(filled);
      data = again?.success ? again.data : (filled as T);
    }
    timingMark(`call:${spec.operation}:checked`);
    finish({ status: response.status, size, responseBody, responseHeaders, repairedJson: repairedAt });
    timingMark(`call:${spec.operation}:recorded`);
    return { data, status: response.status, format, raw: text, deviations, durationMs };
  }
}

function describeBody<T>(spec: RequestSpec<T>, secrets: Secrets): string | undefined {
  if (!spec.body) return undefined;
  if (spec.body.kind === 'form') {
    const parts: string[] = [];
    spec.body.value.forEach((v, k) => parts.push(typeof v === 'string' ? `${k}=${v.slice(0, 80)}` : `${k}=<file ${v.size} B>`));
    return redactFormSummary(parts.join('&'), secrets);
  }
  const text = JSON.stringify(spec.body.value) ?? '';
  // Images as data URIs are large: keep the inspector readable.
  const short = text.replace(/data:([\w/+.-]+)[^"]{200,}/g, (_m, type: string) => `data:${type};base64,<${_m.length} chars>`);
  return redactText(short.length > BODY_PREVIEW_LIMIT ? short.slice(0, BODY_PREVIEW_LIMIT) + '…' : short, secrets);
}
