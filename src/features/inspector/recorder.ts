import type { RequestEvent, RequestEventStream } from '../../api/request-events';
import { callCounter } from './call-counter-store';
import { historyStore } from './history-store';

let recording = false;

/**
 * Feeds every finished call of a client into the saved history and the day counter: the calls
 * that ended before this code was loaded (`ended`, oldest first) and every one after. Starts
 * once; later calls do nothing.
 */
export function recordCalls(events: RequestEventStream, ended: readonly RequestEvent[] = []): void {
  if (recording) return;
  recording = true;
  void historyStore.load();
  const record = (event: RequestEvent) => {
    if (event.phase !== 'end') return;
    historyStore.record(event);
    callCounter.count(event);
  };
  for (const event of ended) record(event);
  events.subscribe(record);
}
