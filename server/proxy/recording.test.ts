import { describe, expect, it } from 'vitest';
import { matchKey, pickRecording, recordingFileName, type Recording } from './recording';

function rec(recordedAt: string, status = 200, bodySha256: string | null = null, path = '/tmap/geo/reversegeocoding'): Recording {
  return {
    locusRecording: 1,
    recordedAt,
    upstream: 'https://apis.openapi.sk.com',
    durationMs: 12,
    request: { method: 'GET', path, query: [['lat', '37.5'], ['lon', '126.9']], headers: {}, body: { encoding: 'none' }, bodySha256 },
    response: { status, contentType: 'application/json', headers: {}, body: { encoding: 'utf8', text: '{}' } },
  };
}

describe('matchKey', () => {
  it('does not depend on the order of the query', () => {
    expect(matchKey('get', '/tmap/a', [['lon', '1'], ['lat', '2']])).toBe(matchKey('GET', '/tmap/a', [['lat', '2'], ['lon', '1']]));
    expect(matchKey('GET', '/tmap/a', [['lat', '2']])).not.toBe(matchKey('GET', '/tmap/a', [['lat', '3']]));
    expect(matchKey('POST', '/tms/zoneList', [])).toBe('POST /tms/zoneList');
  });
});

describe('recordingFileName', () => {
  it('sorts by time and names the method and path', () => {
    const name = recordingFileName(rec('2026-11-24T13:25:01.123Z'));
    expect(name).toMatch(/^20261124T132501123Z-GET-tmap-geo-reversegeocoding-[0-9a-f]{8}\.json$/);
    expect(recordingFileName(rec('2026-11-24T13:25:01.123Z', 200, 'abc'))).not.toBe(name);
  });
});

describe('pickRecording', () => {
  it('prefers the same request body, then a success, then the newest', () => {
    const old = rec('2026-01-01T00:00:00.000Z');
    const refused = rec('2026-01-02T00:00:00.000Z', 403);
    const newer = rec('2026-01-03T00:00:00.000Z');
    const sameBody = rec('2025-01-01T00:00:00.000Z', 400, 'b1');
    expect(pickRecording([old, refused, newer], null)).toBe(newer);
    expect(pickRecording([old, refused], null)).toBe(old);
    expect(pickRecording([old, sameBody, newer], 'b1')).toBe(sameBody);
    expect(pickRecording([], null)).toBeUndefined();
  });
});
