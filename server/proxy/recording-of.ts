import { bodyFingerprint, captureBody, sha256Hex, type RecordedBody } from './body-capture';
import { headersWithoutCredentials, queryWithoutCredentials, redactSecrets, secretValues } from './credentials';
import type { Recording } from './recording';

/**
 * A body as the recorder kept it: the bytes (at most the cap, LOCUS_RECORD_MAX_BYTES), or only
 * its size and hash when it was larger (the recording then says it was cut).
 */
export type CopiedBody = { kind: 'bytes'; bytes: Uint8Array } | { kind: 'cut'; size: number; sha256: string };

/**
 * One exchange as plain data (structured-cloneable, so it can be redacted off the thread that
 * answers requests): everything a recording is made of, before any redaction.
 */
export interface ExchangeForRecording {
  upstream: string;
  recordImages: boolean;
  /** The full request URL as this server received it (credentials included). */
  requestUrl: string;
  method: string;
  /** The request's headers as forwarded to the service (credentials included). */
  requestHeaders: [string, string][];
  requestBody: CopiedBody;
  status: number;
  responseContentType: string | null;
  /** The answer's headers as passed back to the client. */
  responseHeaders: [string, string][];
  responseBody: CopiedBody;
  recordedAt: string;
  durationMs: number;
}

/** Request headers that select data without being credentials: part of a recording's scope. */
export const SCOPE_HEADERS: readonly string[] = ['group-id', 'subject-id'];

/**
 * What identifies a request for recording and replay, with every credential taken out: the path
 * (a secret in a path segment replaced), the query's pairs without credentials, and the scope
 * (the face service's data-selecting headers). The replayer computes it from an incoming request
 * exactly as the recorder did, so the two always agree.
 */
export interface RequestIdentity {
  path: string;
  query: [string, string][];
  scope: Record<string, string>;
}

/**
 * The face app-id as a recording keeps it: 8 hex digits of a hash, enough to tell a folder's
 * apps apart, never the app-id itself.
 */
export function appIdTag(appId: string): string {
  return `tag:${sha256Hex(`locus app-id\n${appId.trim()}`).slice(0, 8)}`;
}

export function requestIdentity(url: URL, headers: Iterable<[string, string]>): RequestIdentity {
  const scope: Record<string, string> = {};
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (SCOPE_HEADERS.includes(lower)) scope[lower] = value;
    if (lower === 'app-id') scope[lower] = appIdTag(value);
  }
  return { path: url.pathname, query: queryWithoutCredentials(url.searchParams), scope };
}

function recordedBody(body: CopiedBody, contentType: string | null, capture: { keepImages: boolean; secrets: readonly string[] }): RecordedBody {
  if (body.kind === 'cut') return { encoding: 'cut', size: body.size, sha256: body.sha256 };
  return captureBody(body.bytes, contentType, capture);
}

/**
 * The recording of one exchange as it will be written: credentials removed by name, secret
 * values replaced wherever they appear, images replaced by placeholders (unless kept on purpose).
 */
export function recordingOf(x: ExchangeForRecording): Recording {
  const url = new URL(x.requestUrl);
  const secrets = secretValues(url.searchParams, x.requestHeaders);
  const capture = { keepImages: x.recordImages, secrets };
  const requestType = x.requestHeaders.find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? null;
  const identity = requestIdentity(url, x.requestHeaders);
  return {
    locusRecording: 1,
    recordedAt: x.recordedAt,
    upstream: x.upstream,
    durationMs: x.durationMs,
    request: {
      method: x.method,
      path: identity.path,
      query: identity.query.map(([n, v]) => [n, redactSecrets(v, secrets)]),
      headers: redactValues(headersWithoutCredentials(x.requestHeaders), secrets),
      body: recordedBody(x.requestBody, requestType, capture),
      bodySha256: x.requestBody.kind === 'cut' ? x.requestBody.sha256 : bodyFingerprint(x.requestBody.bytes, requestType),
      scope: identity.scope,
    },
    response: {
      status: x.status,
      contentType: x.responseContentType,
      headers: redactValues(headersWithoutCredentials(x.responseHeaders), secrets),
      body: recordedBody(x.responseBody, x.responseContentType, capture),
    },
  };
}

function redactValues(headers: Record<string, string>, secrets: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([n, v]) => [n, redactSecrets(v, secrets)]));
}
