import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient } from './client';
import { ApiError, NOT_THE_SERVICE_CODE } from './errors';
import type { RequestEvent } from './request-events';

const INDEX_HTML = '<!doctype html>\n<html lang="ko"><head><meta charset="UTF-8" /><title>Locus</title></head><body><div id="root"></div></body></html>';

function clientAnswering(response: Response) {
  const c = new ApiClient({
    baseUrl: 'http://static.test',
    getCredentials: () => ({ appKey: 'secret-key-123', appId: '', groupId: '', subjectId: '' }),
    fetch: (async () => response) as typeof fetch,
    sleep: async () => undefined,
  });
  const events: RequestEvent[] = [];
  c.events.subscribe((e) => events.push(e));
  const call = () =>
    c.request({ operation: 'reverseGeocoding', area: 'tmap', method: 'GET', path: '/tmap/geo/reversegeocoding', query: { lat: 37.5665, lon: 126.978 }, schema: z.object({}) });
  return { call, events };
}

describe('an answer from something other than the service', () => {
  it("a static host's fallback page (200, index.html) is reported as a web page, not as an unreadable body", async () => {
    const { call, events } = clientAnswering(new Response(INDEX_HTML, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.code).toBe(NOT_THE_SERVICE_CODE);
    expect(e.message).toBe('Not the service: HTTP 200, text/html (a web page)');
    // The inspector and the connection state see the same.
    expect(events.at(-1)?.error).toEqual({ kind: 'http', code: NOT_THE_SERVICE_CODE, message: 'Not the service: HTTP 200, text/html (a web page)' });
  });

  it('a body the service sent broken is still one that could not be read', async () => {
    const { call } = clientAnswering(new Response('{"addressInfo":', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const e = (await call().catch((x: unknown) => x)) as ApiError;
    expect(e.code).toBeUndefined();
    expect(e.message).toMatch(/^The response body could not be read \(JSON error at line 1, column 16, byte 15\)$/);
  });
});
