import type { Context } from 'hono';
import { renderJson } from '../http/render';
import { forwardedRequestHeaders, returnedResponseHeaders } from './forward-headers';
import type { Recorder } from './recorder';
import { recordingOf } from './recording-of';
import { upstreamFailure } from './upstream-failure';

export interface ForwardOptions {
  /** Base URL of the service (config: LOCUS_UPSTREAM, no trailing slash). */
  upstream: string;
  /** Time the service has to send its answer's headers. */
  timeoutMs: number;
  /** Writes each exchange (LOCUS_RECORD), or null. */
  recorder: Recorder | null;
  /** Keep images in recordings (LOCUS_RECORD_IMAGES). */
  recordImages: boolean;
  now?: () => number;
}

/** Status codes whose answers carry no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * Forwards one API request to the service and streams its answer back: method, path and query
 * string unchanged, the caller's headers (credentials included) minus hop-by-hop ones and this
 * server's cookies, the body streamed both ways. Status, content type and the other safe
 * headers of the answer are kept. When a recorder is given, the request and answer bodies are
 * copied on the side (a tee) and written once the answer has been sent in full.
 */
export function forwardHandler(options: ForwardOptions): (c: Context) => Promise<Response> {
  const now = options.now ?? Date.now;
  return async (c) => {
    const incoming = c.req.raw;
    const url = new URL(incoming.url);
    const method = incoming.method.toUpperCase();
    const target = `${options.upstream}${url.pathname}${url.search}`;

    let requestBody: ReadableStream<Uint8Array> | null = method === 'GET' || method === 'HEAD' ? null : incoming.body;
    let requestCopy: Promise<Uint8Array> | undefined;
    if (options.recorder && requestBody) {
      const [toService, copy] = requestBody.tee();
      requestBody = toService;
      requestCopy = collect(copy);
    }

    const started = now();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    let answer: Response;
    try {
      answer = await fetch(target, {
        method,
        headers: forwardedRequestHeaders(incoming.headers),
        body: requestBody,
        redirect: 'manual',
        signal: controller.signal,
        // Node's fetch streams a request body only in half-duplex mode.
        duplex: 'half',
      } as RequestInit);
    } catch (error) {
      const failure = upstreamFailure(options.upstream, error, timedOut ? { ms: options.timeoutMs } : null);
      return renderJson(failure.body, failure.status);
    } finally {
      clearTimeout(timer);
    }

    const headers = returnedResponseHeaders(answer.headers);
    const bodyless = NO_BODY.has(answer.status) || method === 'HEAD';
    let responseBody: ReadableStream<Uint8Array> | null = bodyless ? null : answer.body;
    if (options.recorder) {
      let responseCopy: Promise<Uint8Array> = Promise.resolve(new Uint8Array(0));
      if (responseBody) {
        const [toClient, copy] = responseBody.tee();
        responseBody = toClient;
        responseCopy = collect(copy);
      }
      const recorder = options.recorder;
      const recordedAt = new Date(now()).toISOString();
      const durationMs = now() - started;
      void Promise.all([requestCopy ?? Promise.resolve(new Uint8Array(0)), responseCopy]).then(
        ([requestBytes, responseBytes]) => {
          recorder.record(
            recordingOf({
              upstream: options.upstream,
              recordImages: options.recordImages,
              requestUrl: url.href,
              method,
              requestHeaders: [...forwardedRequestHeaders(incoming.headers)],
              requestBody: { kind: 'bytes', bytes: requestBytes },
              status: answer.status,
              responseContentType: answer.headers.get('content-type'),
              responseHeaders: [...headers],
              responseBody: { kind: 'bytes', bytes: responseBytes },
              recordedAt,
              durationMs,
            }),
          );
        },
        // A body that broke off mid-way is not a recording: the client saw the break itself.
        () => undefined,
      );
    }
    return new Response(responseBody, { status: answer.status, headers });
  };
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
