import { describe, expect, it } from 'vitest';
import type { RequestEvent } from '../../../api/request-events';
import { elideDataUris, toHar } from './har';

const KEY = 'l7xx-session-key-0123456789';
const APP = 'app-secret-42';
const secrets = { appKey: KEY, appId: APP };
const creator = { name: 'Locus', version: '0.1.0' };

function event(patch: Partial<RequestEvent> = {}): RequestEvent {
  return {
    id: 1,
    phase: 'end',
    operation: 'reverseGeocoding',
    method: 'GET',
    url: 'http://localhost:8080/tmap/geo/reversegeocoding?version=1&lat=37.5665&lon=126.978&format=json&appKey=%3CAPI_KEY%3E',
    headers: { Accept: 'application/json' },
    format: 'json',
    startedAt: Date.UTC(2026, 10, 24, 5, 0, 0),
    status: 200,
    durationMs: 42,
    size: 30,
    responseBody: '{"addressInfo":{"city_do":"서울특별시"}}',
    responseHeaders: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'r1' },
    attempt: 1,
    ...patch,
  };
}

/** The fields HAR 1.2 requires of a log, an entry, its request, response, content and timings. */
function expectHarShape(har: unknown): void {
  const log = (har as { log: Record<string, unknown> }).log;
  expect(log.version).toBe('1.2');
  expect(log.creator).toEqual({ name: expect.any(String), version: expect.any(String) });
  expect(Array.isArray(log.entries)).toBe(true);
  for (const entry of log.entries as Record<string, unknown>[]) {
    expect(entry).toEqual(
      expect.objectContaining({ startedDateTime: expect.any(String), time: expect.any(Number), request: expect.any(Object), response: expect.any(Object), cache: expect.any(Object), timings: expect.any(Object) }),
    );
    expect(Number.isNaN(Date.parse(entry.startedDateTime as string))).toBe(false);
    const req = entry.request as Record<string, unknown>;
    for (const k of ['method', 'url', 'httpVersion']) expect(typeof req[k]).toBe('string');
    for (const k of ['cookies', 'headers', 'queryString']) expect(Array.isArray(req[k])).toBe(true);
    for (const k of ['headersSize', 'bodySize']) expect(typeof req[k]).toBe('number');
    const res = entry.response as Record<string, unknown>;
    for (const k of ['status', 'headersSize', 'bodySize']) expect(typeof res[k]).toBe('number');
    for (const k of ['statusText', 'httpVersion', 'redirectURL']) expect(typeof res[k]).toBe('string');
    for (const k of ['cookies', 'headers']) expect(Array.isArray(res[k])).toBe(true);
    const content = res.content as Record<string, unknown>;
    expect(typeof content.size).toBe('number');
    expect(typeof content.mimeType).toBe('string');
    const timings = entry.timings as Record<string, unknown>;
    for (const k of ['send', 'wait', 'receive']) expect(typeof timings[k]).toBe('number');
  }
}

describe('HAR export', () => {
  it('gives a HAR 1.2 log with one entry per finished call, oldest first', () => {
    const har = toHar([event({ id: 2, startedAt: event().startedAt + 1000 }), event(), event({ id: 3, phase: 'start' })], secrets, creator);
    expectHarShape(har);
    expect(har.log.entries).toHaveLength(2);
    const [first] = har.log.entries;
    expect(first?.startedDateTime).toBe('2026-11-24T05:00:00.000Z');
    expect(first?.time).toBe(42);
    expect(first?.request.queryString).toContainEqual({ name: 'lat', value: '37.5665' });
    expect(first?.response).toMatchObject({ status: 200, statusText: 'OK', content: { mimeType: 'application/json; charset=utf-8', text: '{"addressInfo":{"city_do":"서울특별시"}}' } });
    expect(first?.response.headers).toContainEqual({ name: 'x-request-id', value: 'r1' });
  });

  it('never holds the session’s key or app id, wherever a call carried them', () => {
    const leaky = event({
      operation: 'faceCreate',
      method: 'POST',
      url: `http://localhost:8080/nugufacecan/v1/face?appKey=${KEY}&x=${encodeURIComponent(KEY)}`,
      headers: { appKey: KEY, 'app-id': APP, 'Content-Type': 'application/json' },
      requestBody: JSON.stringify({ image: 'x', note: KEY }),
      responseBody: `{"message":"bad key ${KEY} for ${APP}"}`,
      responseHeaders: { 'x-echo': KEY },
      status: 400,
      error: { kind: 'http', code: '1000', message: `app ${APP} unknown` },
    });
    const text = JSON.stringify(toHar([leaky], secrets, creator));
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(encodeURIComponent(KEY));
    expect(text).not.toContain(APP);
    expect(text).toContain('<API_KEY>');
    expect(text).toContain('<APP_ID>');
    const entry = toHar([leaky], secrets, creator).log.entries[0];
    expect(entry?.request.postData?.mimeType).toBe('application/json');
    expect(entry?.request.headers).toContainEqual({ name: 'appKey', value: '<API_KEY>' });
  });

  it('leaves out images sent as data URIs', () => {
    const image = `data:image/jpeg;name=face.jpg;base64,${'A'.repeat(5000)}`;
    const har = toHar([event({ method: 'POST', requestBody: JSON.stringify({ image }) })], secrets, creator);
    const text = har.log.entries[0]?.request.postData?.text ?? '';
    expect(text).not.toContain('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(text).toContain('data:image/jpeg;name=face.jpg;base64,<5000 characters left out>');
    expect(elideDataUris('data:image/png;base64,short')).toBe('data:image/png;base64,short');
  });

  it('writes a failed call without an answer as status 0 with its error', () => {
    const har = toHar([event({ status: undefined, size: undefined, responseBody: undefined, responseHeaders: undefined, error: { kind: 'network', message: 'The service could not be reached' } })], secrets, creator);
    expectHarShape(har);
    expect(har.log.entries[0]?.response).toMatchObject({ status: 0, statusText: '', content: { size: 0, mimeType: 'application/json' } });
    expect(har.log.entries[0]?.comment).toContain('could not be reached');
  });
});
