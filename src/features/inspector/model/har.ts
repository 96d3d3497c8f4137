import { redactHeaders, redactText, redactUrl, type Secrets } from '../../../api/redact';
import type { RequestEvent } from '../../../api/request-events';

/*
 * The call history as an HTTP Archive (HAR 1.2, http://www.softwareishard.com/blog/har-12-spec/),
 * for another tool or a colleague: the same redacted record the inspector keeps, redacted once
 * more with the session's credentials, and image data URIs left out.
 */

interface HarNameValue {
  name: string;
  value: string;
}

interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: never[];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: { mimeType: string; text: string };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: never[];
    headers: HarNameValue[];
    content: { size: number; mimeType: string; text?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
    _error?: string;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  comment?: string;
}

export interface Har {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    entries: HarEntry[];
  };
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const MIME_OF_FORMAT = { json: 'application/json', xml: 'application/xml', javascript: 'application/javascript' } as const;

/** Images sent or received as data URIs: kept as their type and length only. */
export function elideDataUris(text: string): string {
  return text.replace(/data:([\w.+-]+\/[\w.+-]+)((?:;[\w.+-]+=?[^;,"]*)*),([A-Za-z0-9+/=%_-]{32,})/g, (_m, type: string, params: string, data: string) => `data:${type}${params},<${data.length} characters left out>`);
}

function pairs(record: Record<string, string>): HarNameValue[] {
  return Object.entries(record).map(([name, value]) => ({ name, value }));
}

function queryOf(url: string): HarNameValue[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

function headerValue(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  const k = Object.keys(headers).find((h) => h.toLowerCase() === name);
  return k === undefined ? undefined : headers[k];
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** One recorded call as a HAR entry, every credential as its placeholder. */
function harEntry(event: RequestEvent, secrets: Secrets): HarEntry {
  const clean = (t: string) => elideDataUris(redactText(t, secrets));
  const url = redactUrl(event.url, secrets);
  const requestHeaders = redactHeaders(event.headers, secrets);
  const responseHeaders = event.responseHeaders ? redactHeaders(event.responseHeaders, secrets) : {};
  const requestType = headerValue(requestHeaders, 'content-type') ?? (event.requestBody?.trimStart().startsWith('{') ? 'application/json' : 'multipart/form-data');
  const responseType = headerValue(responseHeaders, 'content-type') ?? MIME_OF_FORMAT[event.format];
  const body = event.responseBody === undefined ? undefined : clean(event.responseBody);
  const wait = event.durationMs ?? 0;
  const entry: HarEntry = {
    startedDateTime: new Date(event.startedAt).toISOString(),
    time: wait,
    request: {
      method: event.method,
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(requestHeaders),
      queryString: queryOf(url),
      headersSize: -1,
      bodySize: event.requestBody === undefined ? 0 : -1,
    },
    response: {
      // HAR's own convention for "no response": status 0.
      status: event.status ?? 0,
      statusText: event.status === undefined ? '' : (STATUS_TEXT[event.status] ?? ''),
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(responseHeaders),
      content: { size: event.size ?? (body === undefined ? 0 : utf8Length(body)), mimeType: responseType, ...(body === undefined ? {} : { text: body }) },
      redirectURL: '',
      headersSize: -1,
      bodySize: event.size ?? -1,
    },
    cache: {},
    timings: { send: 0, wait, receive: 0 },
  };
  if (event.requestBody !== undefined) entry.request.postData = { mimeType: requestType, text: clean(event.requestBody) };
  if (event.error) {
    entry.response._error = redactText(event.error.message, secrets);
    entry.comment = `${event.operation}: ${event.error.code ? `${event.error.code} ` : ''}${redactText(event.error.message, secrets)}`;
  } else entry.comment = event.operation;
  return entry;
}

/** The calls, oldest first as HAR wants them, as one HAR 1.2 log. */
export function toHar(events: readonly RequestEvent[], secrets: Secrets, creator: { name: string; version: string }): Har {
  const finished = events.filter((e) => e.phase === 'end').sort((a, b) => a.startedAt - b.startedAt || a.id - b.id);
  return { log: { version: '1.2', creator, entries: finished.map((e) => harEntry(e, secrets)) } };
}
