import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../api/client';
import type { CspViolation } from '../../session/csp-violations';
import { probeArea, type ProbeDeps } from './run-connection-test';

const PAGE = 'http://127.0.0.1:8080';
const SERVICE = 'https://gw.example.com';

/** The console's client against a fake network, and the rest of what a probe needs. */
function deps(answer: (url: string) => Response | Error, over: Partial<ProbeDeps> = {}): ProbeDeps & { asked: string[]; reached: string[] } {
  const asked: string[] = [];
  const reached: string[] = [];
  const client = new ApiClient({
    baseUrl: SERVICE,
    getCredentials: () => ({ appKey: 'secret-key', appId: 'app-1' }),
    fetch: async (input) => {
      asked.push(String(input));
      const a = answer(String(input));
      if (a instanceof Error) throw a;
      return a;
    },
  });
  return {
    client,
    baseUrl: SERVICE,
    pageOrigin: PAGE,
    consoleHost: 'emulator',
    online: () => true,
    waitForViolation: () => Promise.resolve(undefined),
    reach: async (url) => {
      reached.push(url);
      return true;
    },
    asked,
    reached,
    ...over,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('probeArea', () => {
  it('asks each area its own cheap question and reports OK', async () => {
    const d = deps((url) =>
      url.includes('/tmap/') ? json(200, { coordinate: { lat: '4518041.5', lon: '14135181.2' } }) : url.includes('/tms/') ? json(200, { resultCode: '200', resultMessage: 'OK', resultData: [] }) : json(200, { groups: [] }),
    );
    expect((await probeArea('tmap', d)).kind).toBe('ok');
    expect((await probeArea('zones', d)).kind).toBe('ok');
    expect(d.asked[0]).toContain('/tmap/geo/coordconvert');
    expect(d.asked[1]).toContain('/tms/');
  });

  it('a failed fetch that the page CSP reported is a CSP block, and the host is not asked again', async () => {
    const violation: CspViolation = { blockedOrigin: SERVICE, directive: 'connect-src', at: Date.now() };
    const d = deps(() => new TypeError('Failed to fetch'), { waitForViolation: (origin) => Promise.resolve(origin === SERVICE ? violation : undefined) });
    const r = await probeArea('zones', d);
    expect(r).toMatchObject({ kind: 'cspEmulator', params: { blocked: SERVICE } });
    expect(d.reached).toEqual([]);
  });

  it('a failed fetch whose no-cors twin reaches the host is CORS; when that fails too, unreachable', async () => {
    expect((await probeArea('tmap', deps(() => new TypeError('Failed to fetch')))).kind).toBe('cors');
    const down = deps(() => new TypeError('Failed to fetch'), { reach: () => Promise.resolve(false) });
    expect((await probeArea('tmap', down)).kind).toBe('unreachable');
  });

  it('the no-cors check asks the base URL, never a URL with the key', async () => {
    const d = deps(() => new TypeError('Failed to fetch'));
    await probeArea('tmap', d);
    expect(d.reached).toEqual([SERVICE]);
  });

  it('a static fallback page answering 200 HTML is not the service', async () => {
    const d = deps(() => new Response('<!doctype html><div id="root"></div>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    expect((await probeArea('tmap', d)).kind).toBe('notService');
  });

  it('the gateway refusing the key', async () => {
    const d = deps(() => json(403, { error: { id: '', category: 'gw', code: 'INVALID_API_KEY', message: 'Forbidden' } }));
    expect(await probeArea('faces', d)).toMatchObject({ kind: 'keyRefused', params: { status: 403, code: 'INVALID_API_KEY' } });
  });

  it('a THROTTLED answer is reported at once, not retried', async () => {
    const d = deps(() => json(429, { error: { id: '', category: 'gw', code: 'THROTTLED', message: 'Too Many Requests' } }));
    expect((await probeArea('tmap', d)).kind).toBe('throttled');
    expect(d.asked).toHaveLength(1);
  });
});

describe('probeArea: answers that break the contract', () => {
  it('a zone list without resultCount is still the service answering', async () => {
    const d = deps(() => json(200, { resultCode: '200', resultMessage: 'OK' }));
    expect((await probeArea('zones', d)).kind).toBe('ok');
  });
  it('a 200 JSON body of another shape is not the service', async () => {
    const d = deps(() => json(200, { hello: 'world' }));
    expect((await probeArea('zones', d)).kind).toBe('notService');
  });
});
