import { describe, expect, it } from 'vitest';
import type { RequestEvent } from '../../../api/request-events';
import { evictionFor, filterHistory, historyKey, historyTotals, keysToClear, statusMatches, toEntry, type HistoryEntry } from './history';

let n = 0;
function event(patch: Partial<RequestEvent> = {}): RequestEvent {
  n += 1;
  return {
    id: n,
    phase: 'end',
    operation: 'reverseGeocoding',
    method: 'GET',
    url: `http://x/tmap/geo/reversegeocoding?lat=37.5&appKey=<API_KEY>`,
    headers: { Accept: 'application/json' },
    format: 'json',
    startedAt: 1_700_000_000_000 + n * 1000,
    status: 200,
    responseBody: '{"addressInfo":{"fullAddress":"서울특별시 중구 명동"}}',
    attempt: 1,
    ...patch,
  };
}

describe('history keys', () => {
  it('sort by time and stay unique across reloads', () => {
    const a = historyKey({ id: 1, startedAt: 1000 });
    const b = historyKey({ id: 1, startedAt: 2000 });
    expect(a).not.toBe(b);
    expect(a < b).toBe(true);
  });
});

describe('history cap', () => {
  it('evicts the oldest un-starred entries until rows and bytes fit', () => {
    const entries: HistoryEntry[] = [1, 2, 3, 4, 5].map(() => toEntry(event()));
    const [oldest, second] = entries;
    if (!oldest || !second) throw new Error('setup');
    oldest.starred = true;
    const evict = evictionFor(entries, { maxRows: 3, maxBytes: 1e9 });
    // The starred oldest stays; the next two oldest go.
    expect(evict).toEqual([second.key, entries[2]?.key]);
  });

  it('evicts by bytes as well as rows, and never a starred entry', () => {
    const big = toEntry(event({ responseBody: 'x'.repeat(10_000) }));
    const small = toEntry(event());
    expect(evictionFor([big, small], { maxRows: 10, maxBytes: 5_000 })).toEqual([big.key]);
    big.starred = true;
    expect(evictionFor([big, small], { maxRows: 10, maxBytes: 5_000 })).toEqual([small.key]);
    expect(historyTotals([big, small])).toMatchObject({ rows: 2, starred: 1 });
  });

  it('clears everything, or everything but the starred', () => {
    const a = toEntry(event(), true);
    const b = toEntry(event());
    expect(keysToClear([a, b], true)).toEqual([b.key]);
    expect(keysToClear([a, b], false)).toEqual([a.key, b.key]);
  });
});

describe('history search', () => {
  const ok = toEntry(event());
  const search = toEntry(event({ operation: 'fullAddrGeo', url: 'http://x/tmap/geo/fullAddrGeo?fullAddr=%EC%84%B8%EC%A2%85%EB%8C%80%EB%A1%9C&appKey=<API_KEY>', responseBody: '{"coordinateInfo":{}}' }));
  const throttled = toEntry(event({ status: 429, error: { kind: 'http', code: 'THROTTLED', message: 'Too Many Requests' } }));
  const all = [ok, search, throttled];

  it('finds by path, operation name, status class, exact status, failure and code', () => {
    expect(filterHistory(all, { path: 'fulladdr', status: '', text: '' })).toEqual([search]);
    expect(filterHistory(all, { path: '/tmap/geo/reverse', status: '', text: '' })).toEqual([ok, throttled]);
    expect(filterHistory(all, { path: '', status: '4xx', text: '' })).toEqual([throttled]);
    expect(filterHistory(all, { path: '', status: '200', text: '' })).toEqual([ok, search]);
    expect(filterHistory(all, { path: '', status: 'error', text: '' })).toEqual([throttled]);
    expect(statusMatches('throttled', throttled.event)).toBe(true);
    expect(statusMatches('ok', throttled.event)).toBe(false);
  });

  it('finds free text in the decoded URL and in the bodies', () => {
    expect(filterHistory(all, { path: '', status: '', text: '세종대로' })).toEqual([search]);
    const spaced = toEntry(event({ url: 'http://x/tmap/geo/fullAddrGeo?fullAddr=%EC%84%9C%EC%9A%B8+%EC%A4%91%EA%B5%AC' }));
    expect(filterHistory([spaced], { path: '', status: '', text: '서울 중구' })).toEqual([spaced]);
    expect(filterHistory(all, { path: '', status: '', text: '명동' })).toEqual([ok, throttled]);
    expect(filterHistory(all, { path: '', status: '', text: 'too many' })).toEqual([throttled]);
    expect(filterHistory(all, { path: '', status: '', text: '', starredOnly: true })).toEqual([]);
  });
});
