import { useEffect, useSyncExternalStore } from 'react';
import { fetchServerMode, type ServerMode } from '../api/server-mode';
import { DEMO_CREDENTIALS } from './profiles';
import { settleProfile } from './server-profile';
import { sessionStore } from './session-store';

/** What is known of this server's mode: not asked yet, on its way, or known (null: not this emulator). */
export type ServerModeState = { status: 'unknown' } | { status: 'loading' } | { status: 'known'; mode: ServerMode | null };

/**
 * The mode of the server that serves the console (/_locus/info), asked once per page load, and
 * only while a profile that talks to this server is active (a real service is never asked). Once
 * known, the session is settled on it (server-profile.ts: a proxy or replayer is never the local
 * emulator) and stays settled when a link or Settings changes the profile later.
 */
class ServerModeStore {
  private state: ServerModeState = { status: 'unknown' };
  private pending: Promise<ServerMode | null> | undefined;
  private settledAtStart: Promise<void> | undefined;
  private readonly listeners = new Set<() => void>();

  get = (): ServerModeState => this.state;

  /** The mode when known, else undefined. */
  mode = (): ServerMode | null | undefined => (this.state.status === 'known' ? this.state.mode : undefined);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Asks the server (once); settles the session when the answer arrives. */
  load(fetchImpl: typeof fetch = fetch): Promise<ServerMode | null> {
    if (this.pending) return this.pending;
    this.set({ status: 'loading' });
    this.pending = fetchServerMode(DEMO_CREDENTIALS, fetchImpl).then((mode) => {
      this.set({ status: 'known', mode });
      this.settle();
      return mode;
    });
    sessionStore.subscribe(() => this.settle());
    return this.pending;
  }

  /**
   * Resolves once the mode is known, or `ms` after the first call when it is not by then (at once
   * when it was never asked: a profile that talks to another service). One promise for every
   * caller: what the first render and the first basemap plan wait for.
   */
  settledOrAfter = (ms = 3000): Promise<void> =>
    (this.settledAtStart ??= Promise.race([this.pending ?? Promise.resolve(null), new Promise((resolve) => setTimeout(resolve, ms))]).then(() => undefined));

  private settle(): void {
    if (this.state.status !== 'known') return;
    const session = sessionStore.get();
    const settled = settleProfile(session, this.state.mode);
    if (settled !== session) sessionStore.set(settled);
  }

  private set(next: ServerModeState): void {
    this.state = next;
    for (const l of this.listeners) l();
  }
}

export const serverModeStore = new ServerModeStore();

/**
 * This server's mode for a component: asked when `needed` (a profile that talks to this server),
 * undefined until known, null when the page's host is not this emulator.
 */
export function useServerMode(needed = true): { state: ServerModeState; mode: ServerMode | null | undefined } {
  const state = useSyncExternalStore(serverModeStore.subscribe, serverModeStore.get, serverModeStore.get);
  useEffect(() => {
    if (needed) void serverModeStore.load();
  }, [needed]);
  return { state, mode: state.status === 'known' ? state.mode : undefined };
}
