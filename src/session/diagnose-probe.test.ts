import { describe, expect, it } from 'vitest';
import { diagnoseProbe, type ProbeObservation, type ProbeOutcome } from './diagnose-probe';

const PAGE = 'http://127.0.0.1:8080';
const SERVICE = 'https://gw.example.com';

function observe(outcome: ProbeOutcome, extra: Partial<ProbeObservation> = {}): ProbeObservation {
  return { online: true, pageOrigin: PAGE, serviceOrigin: SERVICE, consoleHost: 'emulator', outcome, ...extra };
}

const answered = (status: number, body: string, envelope?: Extract<ProbeOutcome, { type: 'answered' }>['envelope'], readable = false): ProbeOutcome => ({
  type: 'answered',
  status,
  latencyMs: 42,
  body,
  envelope,
  readable,
});

const gateway = (code: string) => ({ type: 'gateway' as const, id: '', category: 'gw', code, message: code });

describe('diagnoseProbe: requests that got no answer', () => {
  it('reports a CSP block with the blocked origin and the emulator setting when the emulator serves the page', () => {
    const d = diagnoseProbe(observe({ type: 'network', noCors: 'skipped', cspBlockedOrigin: SERVICE }));
    expect(d).toMatchObject({ kind: 'cspEmulator', ok: false, params: { blocked: SERVICE } });
  });

  it('reports a CSP block with the host header when another host serves the page', () => {
    const d = diagnoseProbe(observe({ type: 'network', noCors: 'failed', cspBlockedOrigin: SERVICE }, { consoleHost: 'static' }));
    expect(d.kind).toBe('cspStatic');
  });

  it('a CSP block is reported as such even while the browser says it is offline', () => {
    expect(diagnoseProbe(observe({ type: 'network', noCors: 'failed', cspBlockedOrigin: SERVICE }, { online: false })).kind).toBe('cspEmulator');
  });

  it('reports offline when the browser is offline', () => {
    expect(diagnoseProbe(observe({ type: 'network', noCors: 'failed' }, { online: false })).kind).toBe('offline');
  });

  it('reports CORS when the host answered a no-cors fetch, naming both origins', () => {
    const d = diagnoseProbe(observe({ type: 'network', noCors: 'reached' }));
    expect(d).toMatchObject({ kind: 'cors', params: { service: SERVICE, page: PAGE } });
  });

  it('does not call a same-origin failure CORS', () => {
    expect(diagnoseProbe(observe({ type: 'network', noCors: 'reached' }, { serviceOrigin: PAGE })).kind).toBe('unreachable');
  });

  it('reports an unreachable host when the no-cors fetch failed too, mentioning TLS for https', () => {
    expect(diagnoseProbe(observe({ type: 'network', noCors: 'failed' }))).toMatchObject({ kind: 'unreachable', params: { tls: 'yes' } });
    expect(diagnoseProbe(observe({ type: 'network', noCors: 'failed' }, { serviceOrigin: 'http://10.0.0.1:9' })).params.tls).toBe('no');
  });

  it('reports a timeout in seconds', () => {
    expect(diagnoseProbe(observe({ type: 'timeout', timeoutMs: 10_000 }))).toMatchObject({ kind: 'timeout', params: { seconds: 10 } });
  });
});

describe('diagnoseProbe: answers', () => {
  it('a readable answer is OK with its latency', () => {
    const d = diagnoseProbe(observe(answered(200, '{"coordinate":{"lat":"1","lon":"2"}}', undefined, true)));
    expect(d).toEqual({ kind: 'ok', ok: true, params: { service: SERVICE, page: PAGE, ms: 42 } });
  });

  it('a fallback page answering 200 HTML is not the service', () => {
    expect(diagnoseProbe(observe(answered(200, '<!doctype html><html><body><div id="root"></div>'))).kind).toBe('notService');
  });

  it('a 200 JSON body that is not the operation answer is not the service', () => {
    expect(diagnoseProbe(observe(answered(200, '{"hello":"world"}'))).kind).toBe('notService');
  });

  it('an HTML 404 from a web server is not the service; a JSON 404 is an unknown path', () => {
    expect(diagnoseProbe(observe(answered(404, '<html><h1>Not Found</h1></html>', { type: 'unknown', message: '' }))).kind).toBe('notService');
    expect(diagnoseProbe(observe(answered(404, '{"message":"no route"}', { type: 'unknown', message: 'no route' }))).kind).toBe('pathUnknown');
  });

  it('the gateway envelopes for keys, paths and limits', () => {
    const by = (status: number, code: string) =>
      diagnoseProbe(observe(answered(status, JSON.stringify({ error: { id: '', category: 'gw', code, message: code } }), gateway(code)))).kind;
    expect(by(401, 'UNAUTHORIZED')).toBe('keyMissing');
    expect(by(403, 'INVALID_API_KEY')).toBe('keyRefused');
    expect(by(403, 'MISSING_AUTHENTICATION_TOKEN')).toBe('pathUnknown');
    expect(by(403, 'ACCESS_DENIED')).toBe('ipDenied');
    expect(by(429, 'THROTTLED')).toBe('throttled');
    expect(by(429, 'QUOTA_EXCEEDED')).toBe('quota');
  });

  it("the face service's 1000 (no such app) is the app id refused", () => {
    const d = diagnoseProbe(observe(answered(400, '{"message":"apps do not exist","code":1000}', { type: 'face', code: 1000, message: 'apps do not exist' })));
    expect(d).toMatchObject({ kind: 'appRefused', params: { code: '1000' } });
  });

  it('another error from the service is its own, with code and message', () => {
    const d = diagnoseProbe(
      observe(answered(400, '{"error":{"id":"","category":"tmap","code":"9401","message":"lat is missing"}}', { type: 'tmap', id: '', category: 'tmap', code: '9401', message: 'lat is missing' })),
    );
    expect(d).toMatchObject({ kind: 'serviceError', params: { status: 400, code: '9401', message: 'lat is missing' } });
  });

  it('a 502 with a plain-text body from a proxy is not the service', () => {
    expect(diagnoseProbe(observe(answered(502, 'Bad Gateway', { type: 'unknown', message: '' }))).kind).toBe('notService');
  });
});
