/**
 * What one connection probe means: the pure reading of what the browser observed while asking
 * one area of the service one cheap question (Settings → Test connection).
 *
 * A browser cannot see why a fetch failed. What it can tell apart:
 * - the page's own Content-Security-Policy refused the URL (a `securitypolicyviolation` names it);
 * - the browser is offline (navigator.onLine);
 * - a CORS-mode fetch failed but a `no-cors` fetch of the same host got an (opaque) answer: the
 *   host is up and refused this page's origin (CORS);
 * - both failed: the host could not be reached at all (DNS, connection refused, TLS certificate).
 * An answer is read by status and envelope: keys, paths, limits, and bodies that are not the
 * service's (a static host's fallback page answers 200 HTML to any path).
 */
import type { ErrorEnvelope } from '../api/errors';
import { looksLikeWebPage } from '../api/service-identity';

export type ProbeArea = 'tmap' | 'zones' | 'faces';

/** Who serves the console's page: the emulator (its CSP comes from LOCUS_CONNECT_SRC) or another host. */
export type ConsoleHost = 'emulator' | 'static';

export type ProbeOutcome =
  | {
      type: 'answered';
      status: number;
      latencyMs: number;
      /** The body as text (redacted), to tell a web page from the service's JSON. */
      body: string;
      /** The error envelope the client decoded, if any. */
      envelope?: ErrorEnvelope | undefined;
      /** A 2xx answer whose body the client could read as the operation's answer. */
      readable: boolean;
    }
  | { type: 'network'; noCors: 'reached' | 'failed' | 'skipped'; cspBlockedOrigin?: string | undefined }
  | { type: 'timeout'; timeoutMs: number };

export interface ProbeObservation {
  online: boolean;
  pageOrigin: string;
  serviceOrigin: string;
  consoleHost: ConsoleHost;
  outcome: ProbeOutcome;
}

type DiagnosisKind =
  | 'ok'
  | 'offline'
  | 'cspEmulator'
  | 'cspStatic'
  | 'cors'
  | 'unreachable'
  | 'timeout'
  | 'keyMissing'
  | 'keyRefused'
  | 'appRefused'
  | 'ipDenied'
  | 'pathUnknown'
  | 'notService'
  | 'throttled'
  | 'quota'
  | 'serviceError';

export interface Diagnosis {
  kind: DiagnosisKind;
  ok: boolean;
  /** Values for the message (origins, status, code, latency). */
  params: Record<string, string | number>;
}

function looksLikeJson(body: string): boolean {
  const t = body.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

function diagnosis(kind: DiagnosisKind, params: Record<string, string | number> = {}): Diagnosis {
  return { kind, ok: kind === 'ok', params };
}

export function diagnoseProbe(o: ProbeObservation): Diagnosis {
  const { outcome } = o;
  const origins = { service: o.serviceOrigin, page: o.pageOrigin };
  if (outcome.type === 'network') {
    // The policy's refusal comes first: the browser never sent the request, whatever the network.
    if (outcome.cspBlockedOrigin) {
      return diagnosis(o.consoleHost === 'emulator' ? 'cspEmulator' : 'cspStatic', { ...origins, blocked: outcome.cspBlockedOrigin });
    }
    if (!o.online) return diagnosis('offline', origins);
    if (outcome.noCors === 'reached' && o.serviceOrigin !== o.pageOrigin) return diagnosis('cors', origins);
    return diagnosis('unreachable', { ...origins, tls: o.serviceOrigin.startsWith('https:') ? 'yes' : 'no' });
  }
  if (outcome.type === 'timeout') return diagnosis('timeout', { ...origins, seconds: Math.round(outcome.timeoutMs / 1000) });

  const { status, envelope, body } = outcome;
  const code = envelope && envelope.type !== 'unknown' ? String(envelope.code) : '';
  const facts = { ...origins, status, code };
  if (status >= 200 && status < 300) {
    if (outcome.readable) return diagnosis('ok', { ...origins, ms: outcome.latencyMs });
    // A 2xx whose body is not the operation's answer: a fallback page, or another service.
    if (!envelope || envelope.type === 'unknown' || !looksLikeJson(body)) return diagnosis('notService', facts);
  }
  if (looksLikeWebPage(null, body) && (!envelope || envelope.type === 'unknown')) return diagnosis('notService', facts);
  if (code === 'UNAUTHORIZED') return diagnosis('keyMissing', facts);
  if (code === 'INVALID_API_KEY') return diagnosis('keyRefused', facts);
  if (code === 'ACCESS_DENIED') return diagnosis('ipDenied', facts);
  if (code === 'MISSING_AUTHENTICATION_TOKEN' || status === 404) return diagnosis('pathUnknown', facts);
  if (code === 'THROTTLED') return diagnosis('throttled', facts);
  if (code === 'QUOTA_EXCEEDED') return diagnosis('quota', facts);
  if (envelope?.type === 'face' && code === '1000') return diagnosis('appRefused', facts);
  if (status === 401 || status === 403) return diagnosis('keyRefused', facts);
  // Not JSON at all, with an error status: something other than the service answered.
  if (!looksLikeJson(body)) return diagnosis('notService', facts);
  return diagnosis('serviceError', { ...facts, message: envelope && 'message' in envelope ? envelope.message : '' });
}
