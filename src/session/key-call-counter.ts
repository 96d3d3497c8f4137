import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RequestEvent } from '../api/request-events';
import { msUntilKstMidnight } from '../lib/day-counter';
import { addKeyCall, callsToday, parseKeyCallCounts, type KeyCallCounts } from '../lib/key-call-counts';
import { keyFingerprint } from '../lib/key-fingerprint';
import { StoredCounts } from '../lib/stored-counts';
import { sessionStore, useSession } from './session-store';

/**
 * Calls sent today per key, in localStorage under the key's fingerprint only (never the key):
 * the count should outlive the tab, as the quota does, and the key must not. A call counts when
 * it reached the service (it has an HTTP status), each retry included, as the gateway counts them;
 * a call sent without a key is nobody's.
 */
class KeyCallCounter extends StoredCounts<KeyCallCounts> {
  constructor() {
    super('locus.keyCalls', parseKeyCallCounts);
  }

  /** Counts a finished call for the key it was sent with (the active profile's). */
  count(event: RequestEvent, appKey = sessionStore.activeCredentials().appKey, now = Date.now()): Promise<void> {
    if (event.phase !== 'end' || event.status === undefined || appKey === '') return Promise.resolve();
    return keyFingerprint(appKey).then((fp) => this.update((stored) => addKeyCall(stored, fp, now)));
  }
}

export const keyCallCounter = new KeyCallCounter();

/** The active key's calls today, and its fingerprint (undefined without a key, or while it is computed). */
export function useCallsToday(): { calls: number; fingerprint: string | undefined } {
  const counts = useSyncExternalStore(keyCallCounter.subscribe, keyCallCounter.get, keyCallCounter.get);
  const session = useSession();
  const appKey = session.credentials[session.profileId].appKey;
  const [known, setKnown] = useState<{ key: string; fingerprint: string }>();
  useEffect(() => {
    if (appKey === '') return;
    let live = true;
    void keyFingerprint(appKey).then((fingerprint) => {
      if (live) setKnown({ key: appKey, fingerprint });
    });
    return () => {
      live = false;
    };
  }, [appKey]);
  // "Today" turns at midnight in Korea, when the quota resets.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), msUntilKstMidnight(now) + 1000);
    return () => clearTimeout(timer);
  }, [now]);
  const fingerprint = known && known.key === appKey ? known.fingerprint : undefined;
  return { calls: fingerprint ? callsToday(counts, fingerprint, now) : 0, fingerprint };
}
