/**
 * Whether the service answers, as the console has seen it: pure state and its transitions.
 *
 * - A call that could not reach the service (a dropped connection, a refused port) makes the
 *   console offline; a timeout or an HTTP error does not (the service is there, it is slow or it
 *   said no).
 * - Any answer with an HTTP status, or a successful probe, makes it online again; the change is
 *   remembered as `recoveredAt` so the page can say "back" for a moment and refetch what failed.
 * - While offline, the console probes on a backoff (2 s, 4 s, 8 s … capped at 15 s); the browser
 *   saying it is online again probes at once.
 * - Something that answers but is not the service (a static host's fallback page answering every
 *   path with 200 and its index.html) is its own state, 'not-the-service', with what answered:
 *   the console is not connected, however many 200s arrive.
 */
type HealthStatus = 'online' | 'offline' | 'not-the-service';

export interface ConnectionHealth {
  status: HealthStatus;
  /** When the current status began (ms since epoch); 0 at start. */
  since: number;
  /** Failed probes since going offline. */
  failedProbes: number;
  /** When the next probe is due while offline. */
  nextProbeAt?: number;
  /** Set when the console came back online; cleared by the next offline spell. */
  recoveredAt?: number;
  /** The last network error's message, for the banner. */
  reason?: string;
  /** While 'not-the-service': what answered instead ("HTTP 200, text/html (a web page)"). */
  answeredBy?: string;
}

export type HealthEvent =
  | { type: 'unreachable'; at: number; reason: string }
  | { type: 'answered'; at: number }
  | { type: 'not-the-service'; at: number; answeredBy: string }
  /** Another profile or base URL: what was learnt about the last one no longer holds. */
  | { type: 'profile-changed'; at: number }
  | { type: 'probe-failed'; at: number }
  | { type: 'browser-offline'; at: number };

export const INITIAL_HEALTH: ConnectionHealth = { status: 'online', since: 0, failedProbes: 0 };

const FIRST_PROBE_MS = 2_000;
const MAX_PROBE_MS = 15_000;

/** Delay before the next probe after `failedProbes` failures. */
export function probeDelay(failedProbes: number): number {
  return Math.min(MAX_PROBE_MS, FIRST_PROBE_MS * 2 ** Math.max(0, failedProbes));
}

export function nextHealth(state: ConnectionHealth, event: HealthEvent): ConnectionHealth {
  switch (event.type) {
    case 'unreachable':
    case 'browser-offline': {
      const reason = event.type === 'unreachable' ? event.reason : 'browser offline';
      if (state.status === 'offline') return { ...state, reason };
      return { status: 'offline', since: event.at, failedProbes: 0, nextProbeAt: event.at + probeDelay(0), reason };
    }
    case 'probe-failed': {
      if (state.status !== 'offline') return state;
      const failedProbes = state.failedProbes + 1;
      return { ...state, failedProbes, nextProbeAt: event.at + probeDelay(failedProbes) };
    }
    case 'profile-changed':
      return state.status === 'online' ? state : { status: 'online', since: event.at, failedProbes: 0 };
    case 'not-the-service':
      if (state.status === 'not-the-service' && state.answeredBy === event.answeredBy) return state;
      return { status: 'not-the-service', since: state.status === 'not-the-service' ? state.since : event.at, failedProbes: 0, answeredBy: event.answeredBy };
    case 'answered':
      if (state.status === 'online') return state;
      return { status: 'online', since: event.at, failedProbes: 0, recoveredAt: event.at };
  }
}
