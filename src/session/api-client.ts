import { ApiClient } from '../api/client';
import { apiEvents } from './api-events';
import { sessionStore } from './session-store';

/**
 * The console's one client. Base URL and credentials are read from the session at each call,
 * so a change in Settings applies to the next request without rebuilding anything. Its events
 * go to the session's one stream (./api-events.ts).
 */
export const apiClient = new ApiClient({
  baseUrl: () => sessionStore.baseUrl(),
  getCredentials: () => sessionStore.activeCredentials(),
  events: apiEvents,
});
