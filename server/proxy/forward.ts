import type { Context } from 'hono';
import { nodeOutgoing } from '../http/node-listener';
import { renderJson } from '../http/render';
import { heldBytes, relayBody } from './body-relay';
import { forwardedRequestHeaders, NO_BODY_STATUSES, returnedResponseHeaders } from './forward-headers';
import type { Recorder } from './recorder';
import type { ContractCounts } from './contract-check';
import type { ContractChecker } from './contract-checker';
import { requestIdentity, type CopiedBody } from './recording-of';
import { describeCause, errorCode, originOf, upstreamFailure } from './upstream-failure';

export interface ForwardOptions {
  /** Base URL of the service (config: LOCUS_UPSTREAM, no trailing slash). */
  upstream: string;
  /** Time the service has to send its answer's headers (LOCUS_UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  /** Time an answer's body may take after its headers (LOCUS_UPSTREAM_BODY_TIMEOUT_MS). */
  bodyTimeoutMs: number;
  /** Writes each exchange (LOCUS_RECORD), or null. */
  recorder: Recorder | null;
  /**
   * The live contract check: where its counts go, and the thread that checks answers when there
   * is no recorder (with one, the recording thread checks them). Null: no check.
   */
  contract?: { counts: ContractCounts; checker: ContractChecker | null } | null;
  /** Keep images in recordings (LOCUS_RECORD_IMAGES). */
  recordImages: boolean;
  /** Where a cut or broken answer is reported, one line each. Default: console.error. */
  log?: (message: string) => void;
  now?: () => number;
}

const EMPTY: CopiedBody = { kind: 'bytes', bytes: new Uint8Array(0) };

/**
 * Forwards one API request to the service and streams its answer back: method, path and query
 * string unchanged, the caller's headers (credentials included) minus hop-by-hop ones and this
 * server's cookies, the bodies streamed both ways as they arrive, a slow client slowing the
 * service down rather than anything piling up here. Status, content type and the other safe
 * headers of the answer are kept.
 *
 * The answer's body has LOCUS_UPSTREAM_BODY_TIMEOUT_MS from its headers to its end; past that
 * the client keeps what arrived, its connection is cut (so the body reads as broken off, not
 * complete) and the log says so once. An answer the service breaks off is cut the same way.
 *
 * With a recorder, each body is copied on the side as it passes (body-relay.ts): up to
 * LOCUS_RECORD_MAX_BYTES, beyond that only its size and sha256. Once the answer has passed in
 * full the exchange goes to the recorder, which redacts and writes it on its own thread; an
 * answer that broke off is not recorded.
 *
 * Each answer relayed in full is also checked against the contract (contract-check.ts), from
 * such a copy and on another thread, after the client has it: the check never changes or delays
 * the bytes the client gets.
 */
export function forwardHandler(options: ForwardOptions): (c: Context) => Promise<Response> {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  const origin = originOf(options.upstream);
  return async (c) => {
    const incoming = c.req.raw;
    const url = new URL(incoming.url);
    const method = incoming.method.toUpperCase();
    const target = `${options.upstream}${url.pathname}${url.search}`;
    const headersOut = forwardedRequestHeaders(incoming.headers);
    const recorder = options.recorder;
    const contract = options.contract ?? null;
    const checker = recorder ? null : (contract?.checker ?? null);
    const counted = contract ? (check: Parameters<ContractCounts['add']>[0]) => contract.counts.add(check) : undefined;

    let requestBody: ReadableStream<Uint8Array> | null = method === 'GET' || method === 'HEAD' ? null : incoming.body;
    let requestCopy: Promise<CopiedBody | null> = Promise.resolve(EMPTY);
    // Ends the request body's copy if the body is not read to its end (the service answered
    // without it, or could not be reached): its bytes go back to the budget.
    const abandonRequest = new AbortController();
    if (recorder && requestBody) {
      const source = requestBody;
      requestCopy = new Promise((settle) => {
        requestBody = relayBody(source, {
          copy: { cap: recorder.maxBodyBytes, budget: recorder.budget, onEnd: settle },
          signal: abandonRequest.signal,
        });
      });
    }
    /** Gives back what an exchange that will not be recorded holds of the budget. */
    const forget = (response: CopiedBody | null): void => {
      if (!recorder) return;
      recorder.budget.give(heldBytes(response));
      abandonRequest.abort();
      void requestCopy.then((request) => recorder.budget.give(heldBytes(request)));
    };

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
        headers: headersOut,
        body: requestBody,
        redirect: 'manual',
        signal: controller.signal,
        // Node's fetch streams a request body only in half-duplex mode.
        duplex: 'half',
      } as RequestInit);
    } catch (error) {
      forget(null);
      const failure = upstreamFailure(options.upstream, error, timedOut ? { ms: options.timeoutMs } : null);
      return renderJson(failure.body, failure.status);
    } finally {
      clearTimeout(timer);
    }

    const headers = returnedResponseHeaders(answer.headers);
    const recordedAt = new Date(now()).toISOString();
    const durationMs = now() - started;
    const record = (response: CopiedBody | null): void => {
      if (!recorder) return;
      if (response === null) {
        forget(null);
        return;
      }
      // A request body still unread once the answer is complete will not be: not recorded.
      abandonRequest.abort();
      void requestCopy.then((request) => {
        if (request === null) {
          // The request body did not go out in full: no faithful recording to make.
          recorder.budget.give(heldBytes(response));
          return;
        }
        recorder.record(
          {
            upstream: options.upstream,
            recordImages: options.recordImages,
            requestUrl: url.href,
            method,
            requestHeaders: [...headersOut],
            requestBody: request,
            status: answer.status,
            responseContentType: answer.headers.get('content-type'),
            responseHeaders: [...headers],
            responseBody: response,
            recordedAt,
            durationMs,
          },
          counted,
        );
      });
    };
    /** Without a recorder: hands the answer, relayed in full, to the checking thread. */
    const check = (response: CopiedBody | null): void => {
      if (!checker || !counted || response === null) return;
      checker.check({ method, target: url.pathname + url.search, status: answer.status, body: response }, counted);
    };

    if (NO_BODY_STATUSES.has(answer.status) || method === 'HEAD' || answer.body === null) {
      answer.body?.cancel().catch(() => undefined);
      record(EMPTY);
      check(EMPTY);
      return new Response(null, { status: answer.status, headers });
    }

    // Named in the log without its query (credentials travel there).
    const what = `${method} ${requestIdentity(url, incoming.headers).path}`;
    const outgoing = nodeOutgoing(c.env);
    const body = relayBody(answer.body, {
      copy: recorder
        ? { cap: recorder.maxBodyBytes, budget: recorder.budget, onEnd: record }
        : checker
          ? { cap: checker.maxBodyBytes, budget: checker.budget, onEnd: check }
          : undefined,
      deadline: {
        ms: options.bodyTimeoutMs,
        onDeadline: (bytes) => {
          controller.abort();
          log(
            `[locus] the answer to ${what} from ${origin} was cut: its body took longer than ${options.bodyTimeoutMs / 1000} s ` +
              `after its headers (LOCUS_UPSTREAM_BODY_TIMEOUT_MS); the client got the first ${bytes} bytes`,
          );
        },
      },
      onSourceError: (error, bytes) => {
        log(`[locus] the answer to ${what} from ${origin} broke off after ${bytes} bytes: ${describeCause(errorCode(error)).words}`);
      },
      cut: outgoing ? () => outgoing.destroy() : undefined,
    });
    return new Response(body, { status: answer.status, headers });
  };
}
