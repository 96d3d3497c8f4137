import type { Recording } from '../proxy/recording';
import { bodyBytes } from '../proxy/body-capture';
import { apiAreaOf } from '../http/api-areas';

/** The emulator's own credentials, supplied where the recording had the service's removed. */
export interface EmulatorCredentials {
  appKey: string;
  /** The face app-id bound to appKey. */
  appId: string;
}

/** Request headers not sent again: they describe the original connection, not the call. */
const NOT_SENT = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect', 'accept-encoding']);

/** Why a recorded request cannot be sent again as it was, or undefined when it can. */
export function unsendableReason(recording: Recording): string | undefined {
  const body = recording.request.body;
  if (body.encoding === 'omitted') return 'the recorded request held an image, which recordings omit';
  if (body.encoding === 'cut') return 'the recorded request body was over the recording cap and was not kept';
  return undefined;
}

/**
 * The recorded request, addressed to an emulator at `base`, with its own credentials where the
 * area takes them: the `appKey` header (every area accepts it; the query form is the same key)
 * and, for the face service, the `app-id` header.
 */
export function emulatorRequest(recording: Recording, credentials: EmulatorCredentials, base = 'http://localhost'): Request {
  const { method, path, query, headers } = recording.request;
  const url = new URL(path, base);
  for (const [name, value] of query) url.searchParams.append(name, value);
  const sent = new Headers();
  for (const [name, value] of Object.entries(headers)) if (!NOT_SENT.has(name.toLowerCase())) sent.set(name, value);
  sent.set('appKey', credentials.appKey);
  if (apiAreaOf(path) === 'faces') sent.set('app-id', credentials.appId);
  const upper = method.toUpperCase();
  const bytes = upper === 'GET' || upper === 'HEAD' ? undefined : bodyBytes(recording.request.body);
  return new Request(url, { method: upper, headers: sent, ...(bytes && bytes.length > 0 ? { body: bytes } : {}) });
}
