import { RequestEventStream } from '../api/request-events';
import { keyCallCounter } from './key-call-counter';
import { requestLog } from './request-log';

/**
 * Every call's events (started, ended; redacted by the client), for the request log, the calls
 * counted per key, the connection monitor and the inspector. Apart from the client: what listens
 * is set up at start, the client's own code comes later (./api-calls.ts).
 */
export const apiEvents = new RequestEventStream();

apiEvents.subscribe((event) => requestLog.record(event));
// Calls sent today per key (under a fingerprint of the key), for the status bar.
apiEvents.subscribe((event) => void keyCallCounter.count(event));
