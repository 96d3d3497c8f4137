import { describe, expect, it } from 'vitest';
import { fetchServerMode, readServerMode } from './server-mode';

const DEMO = { appKey: 'locus-demo-key', appId: 'locus-demo-app' };
const info = { name: 'locus-emulator', version: '1', sources: [] };

describe('what this server is, from /_locus/info', () => {
  it('an emulator, with the demo credentials it accepts (none, one or both)', () => {
    expect(readServerMode({ ...info, mode: { kind: 'emulator' }, demo: DEMO }, DEMO)).toEqual({ kind: 'emulator', demo: DEMO });
    expect(readServerMode({ ...info, mode: { kind: 'emulator' }, demo: { appKey: null, appId: null } }, DEMO)).toEqual({
      kind: 'emulator',
      demo: { appKey: null, appId: null },
    });
    // An emulator from before `mode` and `demo`: the documented demo credentials.
    expect(readServerMode(info, DEMO)).toEqual({ kind: 'emulator', demo: DEMO });
  });

  it('a proxy to a host (recording or not), or a replayer with fields added later', () => {
    expect(readServerMode({ ...info, mode: { kind: 'proxy', upstream: 'https://apis.openapi.sk.com', recording: true } }, DEMO)).toEqual({
      kind: 'proxy',
      upstream: 'https://apis.openapi.sk.com',
      recording: true,
    });
    expect(readServerMode({ ...info, mode: { kind: 'replay', recordings: 12, since: 'x' }, demo: { appKey: null, appId: null } }, DEMO)).toEqual({
      kind: 'replay',
    });
  });

  it('not this emulator: another body, a mode it does not know, a proxy without a host', () => {
    expect(readServerMode('<!doctype html>', DEMO)).toBeNull();
    expect(readServerMode({ name: 'other' }, DEMO)).toBeNull();
    expect(readServerMode(null, DEMO)).toBeNull();
    expect(readServerMode({ ...info, mode: { kind: 'mirror' } }, DEMO)).toBeNull();
    expect(readServerMode({ ...info, mode: { kind: 'proxy' } }, DEMO)).toBeNull();
  });

  it('asks the page’s own origin; a failure or a web page is null', async () => {
    const asked: string[] = [];
    const ok = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ ...info, mode: { kind: 'replay' } }));
    }) as typeof fetch;
    expect(await fetchServerMode(DEMO, ok)).toEqual({ kind: 'replay' });
    expect(asked).toEqual(['/_locus/info']);
    expect(await fetchServerMode(DEMO, (async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } })) as typeof fetch)).toBeNull();
    expect(await fetchServerMode(DEMO, (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch)).toBeNull();
    expect(await fetchServerMode(DEMO, (async () => new Response('', { status: 404 })) as typeof fetch)).toBeNull();
  });
});
