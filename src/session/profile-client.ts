import { ApiClient, type Credentials } from '../api/client';
import { apiEvents } from './api-events';
import { profileBaseUrl } from './profiles';
import type { CompareSide } from './compare-link';
import { sessionStore } from './session-store';

/**
 * A client for a profile other than the tab's own (Compare, a batch run against two profiles):
 * the same client as the console's one (./api-client.ts), pointed at that profile's base URL
 * and reading that profile's credentials from the session at each call. Its events go to the
 * session's one stream, redacted as every call's.
 */
export function profileClient(side: CompareSide): ApiClient {
  return new ApiClient({
    baseUrl: () => sideBaseUrl(side),
    getCredentials: () => sideCredentials(side),
    events: apiEvents,
  });
}

function sideBaseUrl(side: CompareSide): string {
  return profileBaseUrl(side.profileId, side.profileId === 'custom' ? (side.base ?? '') : '');
}

function sideCredentials(side: CompareSide): Credentials {
  return sessionStore.get().credentials[side.profileId];
}
