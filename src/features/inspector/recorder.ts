import type { RequestEventStream } from '../../api/request-events';
import { callCounter } from './call-counter-store';
import { historyStore } from './history-store';

/** Feeds every finished call of a client into the saved history and the day counter. */
export function recordCalls(events: RequestEventStream): () => void {
  void historyStore.load();
  return events.subscribe((event) => {
    if (event.phase !== 'end') return;
    historyStore.record(event);
    callCounter.count(event);
  });
}
