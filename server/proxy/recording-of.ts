import { bodyFingerprint, captureBody, sha256Hex, withoutImages, type RecordedBody } from './body-capture';
import { bodySecrets, MAX_BODY_SECRETS } from './body-secrets';
import { headersWithoutCredentials, namedValuesIn, queryWithoutCredentials, redactSecrets, secretList, secretValues } from './credentials';
import type { Recording } from './recording';
import { recordedContract } from './contract-check';
import type { AnswerCheck } from '../../shared/contract/answer-check';

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
const SCOPE_HEADERS: readonly string[] = ['group-id', 'subject-id'];

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

/** A request body, for the credentials it carries by name (body-secrets.ts). */
export interface IdentityBody {
  bytes: Uint8Array;
  contentType: string | null;
}

/**
 * The secrets of a request: credentials by name in its query, headers, path (`/appKey=K/`) and,
 * when given, body (credentials.ts secretValues, body-secrets.ts bodySecrets).
 */
function requestSecrets(url: URL, headers: Iterable<[string, string]>, body?: IdentityBody): string[] {
  return secretList([...secretValues(url.searchParams, headers), ...namedValuesIn(url.pathname), ...(body === undefined ? [] : bodySecrets(body.bytes, body.contentType).values)]);
}

function identityWith(url: URL, headers: readonly [string, string][], secrets: readonly string[]): RequestIdentity {
  const scope: Record<string, string> = {};
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (SCOPE_HEADERS.includes(lower)) scope[lower] = redactSecrets(value, secrets);
    if (lower === 'app-id') scope[lower] = appIdTag(value);
  }
  // Images first: a secret cut out of the middle of a base64 run would leave the rest of it unrecognised.
  const clean = (text: string) => redactSecrets(withoutImages(text), secrets);
  return {
    path: clean(url.pathname),
    query: queryWithoutCredentials(url.searchParams).map(([n, v]) => [clean(n), clean(v)]),
    scope,
  };
}

/**
 * The identity of a request, computed the same way by the recorder and the replayer: a secret
 * of the request (requestSecrets) is replaced in the path (a key as a path segment, then also
 * absent from the file name, which is made of the path), in the query values and in the scope;
 * a base64 image in the path or the query is a placeholder, always (LOCUS_RECORD_IMAGES keeps
 * bodies only), so the two sides agree. Pass the body when there is one: a key sent only in
 * the body and repeated in the path is then found too.
 */
export function requestIdentity(url: URL, headers: Iterable<[string, string]>, body?: IdentityBody): RequestIdentity {
  const list = [...headers];
  return identityWith(url, list, requestSecrets(url, list, body));
}

function recordedBody(body: CopiedBody, contentType: string | null, capture: { keepImages: boolean; secrets: readonly string[] }): RecordedBody {
  if (body.kind === 'cut') return { encoding: 'cut', size: body.size, sha256: body.sha256 };
  return captureBody(body.bytes, contentType, capture);
}

/**
 * The recording of one exchange as it will be written: credentials removed by name, secret
 * values replaced wherever they appear, images replaced by placeholders (unless kept on purpose).
 * The secrets are those of the request and those the answer carries by name (a service echoing
 * `{"appKey":…}`): all of them are replaced everywhere, identity included. With the answer's
 * contract check (contract-check.ts), the recording holds its deviations beside the body.
 */
export function recordingOf(x: ExchangeForRecording, check?: AnswerCheck): Recording {
  const url = new URL(x.requestUrl);
  const requestType = x.requestHeaders.find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? null;
  const requestBody = x.requestBody.kind === 'bytes' ? { bytes: x.requestBody.bytes, contentType: requestType } : undefined;
  const none = { values: [], overflow: false };
  const inRequest = requestBody === undefined ? none : bodySecrets(requestBody.bytes, requestBody.contentType);
  const inAnswer = x.responseBody.kind === 'bytes' ? bodySecrets(x.responseBody.bytes, x.responseContentType) : none;
  const secrets = secretList([
    ...secretValues(url.searchParams, x.requestHeaders),
    ...namedValuesIn(url.pathname),
    ...secretValues(new URLSearchParams(), x.responseHeaders),
    ...inRequest.values,
    ...inAnswer.values,
  ]);
  // Bodies naming too many credentials to look for each everywhere are not kept at all.
  const overflow = inRequest.overflow || inAnswer.overflow || inRequest.values.length + inAnswer.values.length > MAX_BODY_SECRETS;
  const capture = { keepImages: x.recordImages, secrets };
  const body = (copied: CopiedBody, contentType: string | null): RecordedBody =>
    overflow && copied.kind === 'bytes' && copied.bytes.length > 0
      ? { encoding: 'omitted', placeholder: `<body omitted: it names more than ${MAX_BODY_SECRETS} credential values>` }
      : recordedBody(copied, contentType, capture);
  const identity = identityWith(url, x.requestHeaders, secrets);
  const headers = (pairs: [string, string][]) =>
    Object.fromEntries(
      Object.entries(headersWithoutCredentials(pairs)).map(([n, v]) => [n, redactSecrets(x.recordImages ? v : withoutImages(v), secrets)]),
    );
  // What the check says of the answer is answer text too (a value it names may be a secret).
  const contract = check === undefined ? undefined : recordedContract(check, (text) => redactSecrets(x.recordImages ? text : withoutImages(text), secrets));
  return {
    locusRecording: 1,
    recordedAt: x.recordedAt,
    upstream: x.upstream,
    durationMs: x.durationMs,
    request: {
      method: x.method,
      path: identity.path,
      query: identity.query,
      headers: headers(x.requestHeaders),
      body: body(x.requestBody, requestType),
      bodySha256: x.requestBody.kind === 'cut' ? x.requestBody.sha256 : bodyFingerprint(x.requestBody.bytes, requestType),
      scope: identity.scope,
    },
    response: {
      status: x.status,
      contentType: x.responseContentType === null ? null : redactSecrets(x.responseContentType, secrets),
      headers: headers(x.responseHeaders),
      body: body(x.responseBody, x.responseContentType),
    },
    ...(contract === undefined ? {} : { contract }),
  };
}
