import type { RequestEvent } from './request-events';

/*
 * A recorded call handed from the Inspector to Collections ("Save to collection…"): the redacted
 * request only (method, URL, headers, body summary), held in memory until the Collections page
 * takes it. Never written anywhere; a reload forgets it.
 */

export type OfferedCall = Pick<RequestEvent, 'operation' | 'method' | 'url' | 'headers' | 'requestBody'>;

let offered: OfferedCall | undefined;

export function offerCall(event: OfferedCall): void {
  offered = { operation: event.operation, method: event.method, url: event.url, headers: { ...event.headers }, requestBody: event.requestBody };
}

/** The call offered, once: taking it clears it. */
export function takeOfferedCall(): OfferedCall | undefined {
  const call = offered;
  offered = undefined;
  return call;
}
