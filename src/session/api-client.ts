import { ApiClient } from '../api/client';
import { keyCallCounter } from './key-call-counter';
import { requestLog } from './request-log';
import { sessionStore } from './session-store';

/**
 * The console's one client. Base URL and credentials are read from the session at each call,
 * so a change in Settings applies to the next request without rebuilding anything.
 */
export const apiClient = new ApiClient({
  baseUrl: () => sessionStore.baseUrl(),
  getCredentials: () => sessionStore.activeCredentials(),
});

apiClient.events.subscribe((event) => requestLog.record(event));
// Calls sent today per key (under a fingerprint of the key), for the status bar.
apiClient.events.subscribe((event) => void keyCallCounter.count(event));
