import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RequestEventStream } from '../api/request-events';
import { isApiError } from '../api/errors';
import { NOT_THE_SERVICE_CODE, NOT_THE_SERVICE_PREFIX } from '../api/errors';
import { INITIAL_HEALTH, nextHealth, type ConnectionHealth, type HealthEvent } from '../session/connection-health';
import { sessionStore } from '../session/session-store';
import { identifyAnswer } from '../api/service-identity';

/**
 * Watches the console's calls and, while the service cannot be reached, probes it on a backoff.
 * When it answers again, every active query that failed for want of a connection is fetched
 * again, so the page shows what it was asked for without a click.
 */
/** Whether a call went to the tab's own profile (compared by origin, which URLs write one way). */
function onActiveProfile(url: string): boolean {
  try {
    return new URL(url).origin === new URL(sessionStore.baseUrl() || window.location.origin, window.location.href).origin;
  } catch {
    return true;
  }
}

class ConnectionMonitor {
  private state: ConnectionHealth = INITIAL_HEALTH;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private probing = false;
  private queryClient: QueryClient | undefined;

  get = (): ConnectionHealth => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(events: RequestEventStream, queryClient: QueryClient): void {
    this.queryClient = queryClient;
    events.subscribe((e) => {
      if (e.phase !== 'end') return;
      // A call to another profile than the tab's own (Compare, a batch's second profile) says
      // nothing of this one's connection.
      if (!onActiveProfile(e.url)) return;
      if (e.error?.code === NOT_THE_SERVICE_CODE) {
        this.dispatch({ type: 'not-the-service', at: Date.now(), answeredBy: e.error.message.replace(NOT_THE_SERVICE_PREFIX, '') });
      } else if (e.status !== undefined) this.dispatch({ type: 'answered', at: Date.now() });
      else if (e.error?.kind === 'network') this.dispatch({ type: 'unreachable', at: Date.now(), reason: e.error.message });
    });
    window.addEventListener('offline', () => this.dispatch({ type: 'browser-offline', at: Date.now() }));
    window.addEventListener('online', () => void this.probeNow());
    // With the local profile, who answers on the page's origin is checked at once (and whenever
    // the profile changes): a static host's fallback page must not pass for the emulator. A remote
    // service is checked by its calls, as before; leaving a state it set starts afresh.
    let base = sessionStore.baseUrl();
    sessionStore.subscribe(() => {
      if (sessionStore.baseUrl() === base) return;
      base = sessionStore.baseUrl();
      this.dispatch({ type: 'profile-changed', at: Date.now() });
      if (base === '') void this.probeNow();
    });
    if (base === '') void this.probeNow();
  }

  /** Asks the service at once (the banner's "retry now"). */
  probeNow = async (): Promise<void> => {
    if (this.probing) return;
    this.probing = true;
    clearTimeout(this.timer);
    try {
      const outcome = await probe(sessionStore.baseUrl());
      const at = Date.now();
      if (outcome.kind === 'answered') this.dispatch({ type: 'answered', at });
      else if (outcome.kind === 'not-the-service') this.dispatch({ type: 'not-the-service', at, answeredBy: outcome.answeredBy });
      // A first check that cannot reach anything starts the offline spell; later ones back off.
      else if (this.state.status === 'offline') this.dispatch({ type: 'probe-failed', at });
      else this.dispatch({ type: 'unreachable', at, reason: outcome.reason });
    } finally {
      this.probing = false;
    }
  };

  private dispatch(event: HealthEvent): void {
    const before = this.state;
    const after = nextHealth(before, event);
    if (after === before) return;
    this.state = after;
    clearTimeout(this.timer);
    if (after.status === 'offline' && after.nextProbeAt !== undefined) {
      this.timer = setTimeout(() => void this.probeNow(), Math.max(0, after.nextProbeAt - Date.now()));
    }
    if (before.status !== 'online' && after.status === 'online') {
      void this.queryClient?.refetchQueries({
        type: 'active',
        predicate: (q) =>
          q.state.status === 'error' && isApiError(q.state.error) && (q.state.error.kind === 'network' || q.state.error.code === NOT_THE_SERVICE_CODE),
      });
    }
    for (const l of this.listeners) l();
  }
}

type ProbeOutcome = { kind: 'answered' } | { kind: 'not-the-service'; answeredBy: string } | { kind: 'unreachable'; reason: string };

/**
 * One cheap request, no credentials: the emulator's health route on the console's own origin,
 * which must answer as the emulator (a static host's fallback page answers it with 200 and its
 * index.html); or the remote service's base URL, where any answer, even an opaque one, means it
 * is reachable.
 */
async function probe(baseUrl: string): Promise<ProbeOutcome> {
  try {
    if (baseUrl === '') {
      const res = await fetch('/_locus/health', { cache: 'no-store', credentials: 'omit' });
      const identity = identifyAnswer({ status: res.status, contentType: res.headers.get('content-type'), bodyText: await res.text(), expect: 'emulator' });
      return identity.kind === 'not-the-service' ? { kind: 'not-the-service', answeredBy: identity.detail } : { kind: 'answered' };
    }
    await fetch(baseUrl, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return { kind: 'answered' };
  } catch (e) {
    return { kind: 'unreachable', reason: e instanceof Error ? e.message : String(e) };
  }
}

export const connectionMonitor = new ConnectionMonitor();

export function useConnectionHealth(): ConnectionHealth {
  return useSyncExternalStore(connectionMonitor.subscribe, connectionMonitor.get, connectionMonitor.get);
}
