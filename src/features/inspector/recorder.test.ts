import { describe, expect, it } from 'vitest';
import { RequestEventStream, type RequestEvent } from '../../api/request-events';
import { historyStore } from './history-store';
import { recordCalls } from './recorder';

const call = (id: number, phase: 'start' | 'end'): RequestEvent => ({
  id,
  phase,
  operation: 'reverseGeocoding',
  method: 'GET',
  url: `http://127.0.0.1/tmap/geo/reversegeocoding?lat=37.5&lon=127.${id}&appKey=<API_KEY>`,
  headers: {},
  format: 'json',
  startedAt: 1_700_000_000_000 + id,
  attempt: 1,
  ...(phase === 'end' ? { status: 200, durationMs: 5, size: 2, responseBody: '{}' } : {}),
});

/** The calls in the history, by id. */
const recorded = () => historyStore.get().entries.map((e) => e.event.id).sort();

/*
 * The recorder's code is fetched after the first page is up: the calls that ended before are
 * handed to it (from the request log) and land in the history as the later ones do.
 */
describe('recordCalls', () => {
  it('records the calls that ended before it started, then every call that ends, once', () => {
    const events = new RequestEventStream();
    recordCalls(events, [call(1, 'end'), call(2, 'end')]);
    expect(recorded()).toEqual([1, 2]);

    events.emit(call(3, 'start'));
    expect(recorded()).toEqual([1, 2]);
    events.emit(call(3, 'end'));
    expect(recorded()).toEqual([1, 2, 3]);

    // Started a second time (the Inspector page opened first): it does not record twice.
    recordCalls(events, [call(1, 'end'), call(2, 'end'), call(3, 'end')]);
    events.emit(call(4, 'end'));
    expect(recorded()).toEqual([1, 2, 3, 4]);
  });
});
