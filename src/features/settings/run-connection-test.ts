import { call } from '../../api/call';
import { isApiError } from '../../api/errors';
import type { ApiResponse, CallOptions, RequestSender } from '../../api/types';
import type { CspViolation } from '../../session/csp-violations';
import { diagnoseProbe, type ConsoleHost, type Diagnosis, type ProbeArea, type ProbeOutcome } from '../../session/diagnose-probe';

export const PROBE_AREAS: readonly ProbeArea[] = ['tmap', 'zones', 'faces'];
const PROBE_TIMEOUT_MS = 10_000;
/** How long to wait for the browser's CSP report after a refused fetch (it is queued as a task). */
const CSP_REPORT_WAIT_MS = 500;

/** One harmless question per area: a conversion of City Hall's point, the zone list, the group list. */
const QUESTIONS: Record<ProbeArea, (client: RequestSender, options: CallOptions) => Promise<ApiResponse<unknown>>> = {
  tmap: (client, options) => call(client, 'coordConvert', { lat: 37.5665, lon: 126.978, fromCoord: 'WGS84GEO', toCoord: 'EPSG3857' }, options),
  zones: (client, options) => call(client, 'zoneList', {}, options),
  faces: (client, options) => call(client, 'groupList', {}, options),
};

/**
 * Whether a 2xx body is this area's answer at all (a fallback page or another service answers 200
 * too). Only the answer's outline is asked: a real answer that breaks the contract in a field is
 * still the service's (the page shows it with its deviations).
 */
const LOOKS_LIKE: Record<ProbeArea, (data: unknown) => boolean> = {
  tmap: (data) => typeof data === 'object' && data !== null && 'coordinate' in data,
  zones: (data) => typeof data === 'object' && data !== null && 'resultCode' in data,
  faces: (data) => Array.isArray(data),
};

export interface ProbeDeps {
  /** The console's one client (so the inspector records the probes and redaction applies). */
  client: RequestSender;
  /** The active profile's base URL ('' = the page's own origin). */
  baseUrl: string;
  pageOrigin: string;
  consoleHost: ConsoleHost;
  online: () => boolean;
  /** Resolves with the CSP violation for `origin` reported since `since`, waiting a little for it. */
  waitForViolation: (origin: string, since: number, waitMs: number) => Promise<CspViolation | undefined>;
  /** Whether a `no-cors` fetch of the URL got any answer (an opaque one counts). */
  reach: (url: string) => Promise<boolean>;
}

/** A `no-cors` GET without credentials: it succeeds when the host answers, whatever its CORS policy. */
export async function reachNoCors(url: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function observe(area: ProbeArea, deps: ProbeDeps, serviceOrigin: string, reachUrl: string): Promise<ProbeOutcome> {
  const since = Date.now();
  const started = performance.now();
  try {
    const res = await QUESTIONS[area](deps.client, { retry: false, timeoutMs: PROBE_TIMEOUT_MS });
    return { type: 'answered', status: res.status, latencyMs: Math.round(performance.now() - started), body: res.raw, readable: LOOKS_LIKE[area](res.data) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.kind === 'timeout') return { type: 'timeout', timeoutMs: PROBE_TIMEOUT_MS };
    if (error.kind === 'http') {
      return {
        type: 'answered',
        status: error.status ?? 0,
        latencyMs: Math.round(performance.now() - started),
        body: error.raw ?? '',
        envelope: error.envelope,
        readable: false,
      };
    }
    // No answer: the page's policy, the network, or the host's CORS policy.
    const csp = await deps.waitForViolation(serviceOrigin, since, CSP_REPORT_WAIT_MS);
    if (csp) return { type: 'network', noCors: 'skipped', cspBlockedOrigin: csp.blockedOrigin };
    const reached = await deps.reach(reachUrl);
    return { type: 'network', noCors: reached ? 'reached' : 'failed' };
  }
}

/** Asks one area its question and says what happened. */
export async function probeArea(area: ProbeArea, deps: ProbeDeps): Promise<Diagnosis> {
  const reachUrl = deps.baseUrl === '' ? `${deps.pageOrigin}/` : deps.baseUrl;
  const serviceOrigin = new URL(reachUrl).origin;
  const outcome = await observe(area, deps, serviceOrigin, reachUrl);
  return diagnoseProbe({ online: deps.online(), pageOrigin: deps.pageOrigin, serviceOrigin, consoleHost: deps.consoleHost, outcome });
}
