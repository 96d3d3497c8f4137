import { gatewayErrorBody, type GatewayErrorBody } from '../../shared/contract/envelopes';

/**
 * The proxy's answer when the service cannot be reached, in the gateway's envelope:
 * 502 UPSTREAM_UNREACHABLE (DNS, refused, reset, TLS) or 504 UPSTREAM_TIMEOUT, the message
 * naming the service's origin and the cause, so the console can say what to fix.
 */
export interface UpstreamFailure {
  status: 502 | 504;
  body: GatewayErrorBody;
}

const TLS_CODE = /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH)/;

/** The error code of a failed fetch (undici puts the system error in `cause`, sometimes nested). */
export function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Plain words for a cause code. */
export function describeCause(code: string | undefined): { words: string; timeout: boolean } {
  if (code === undefined) return { words: 'the connection failed', timeout: false };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return { words: `its name could not be resolved (DNS, ${code})`, timeout: false };
  if (code === 'ECONNREFUSED') return { words: 'the connection was refused (ECONNREFUSED)', timeout: false };
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return { words: `the connection was dropped (${code})`, timeout: false };
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return { words: `no route to it (${code})`, timeout: false };
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT') {
    return { words: `the connection timed out (${code})`, timeout: true };
  }
  if (TLS_CODE.test(code)) return { words: `the TLS handshake failed: its certificate was not accepted (${code})`, timeout: false };
  return { words: `the connection failed (${code})`, timeout: false };
}

/** The answer for a fetch to `upstream` that threw `error`; `timedOut` when our own timer aborted it. */
export function upstreamFailure(upstream: string, error: unknown, timedOut: { ms: number } | null): UpstreamFailure {
  const origin = originOf(upstream);
  if (timedOut !== null) {
    const seconds = timedOut.ms / 1000;
    return {
      status: 504,
      body: gatewayErrorBody(504, 'gw', 'UPSTREAM_TIMEOUT', `The proxy got no answer from ${origin} within ${seconds} s (LOCUS_UPSTREAM_TIMEOUT_MS)`),
    };
  }
  const cause = describeCause(errorCode(error));
  const status = cause.timeout ? 504 : 502;
  const code = cause.timeout ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNREACHABLE';
  return { status, body: gatewayErrorBody(status, 'gw', code, `The proxy could not reach ${origin}: ${cause.words}`) };
}

/** The origin of the upstream's base URL, for messages (the text itself when it is no URL). */
export function originOf(upstream: string): string {
  try {
    return new URL(upstream).origin;
  } catch {
    return upstream;
  }
}
