import { call } from '../../api/call';
import { ApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import { apiEvents } from '../../session/api-events';
import { profileBaseUrl, type ProfileId } from '../../session/profiles';
import { sessionStore } from '../../session/session-store';
import type { SavedCall } from './model/collection';
import { evaluate, type CallOutcome } from './model/expectations';

/** One call's run: its status, time and a verdict per expectation. */
export interface CallRun extends CallOutcome {
  callId: string;
  durationMs: number;
  /** The error's kind when no answer came (network, timeout). */
  error?: string;
}

function parseBody(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Runs the calls one after another against a profile, through the typed `call()` with that
 * profile's credentials from the session (the client puts them where each area wants them and
 * redacts them from its events, which the Inspector records as for any call).
 */
export async function runCalls(calls: readonly SavedCall[], profile: ProfileId, onProgress: (runs: CallRun[]) => void, signal?: AbortSignal): Promise<CallRun[]> {
  const client = new ApiClient({
    baseUrl: () => profileBaseUrl(profile, sessionStore.get().customBaseUrl),
    getCredentials: () => sessionStore.get().credentials[profile],
    events: apiEvents,
  });
  const runs: CallRun[] = [];
  for (const saved of calls) {
    if (signal?.aborted) break;
    const started = performance.now();
    let status: number | undefined;
    let body: unknown;
    let durationMs: number;
    let error: string | undefined;
    try {
      // The params were read against the contract when saved; the schema checks them again on the way.
      const res = await call(client, saved.operation, saved.params as never, { format: 'json', signal });
      status = res.status;
      body = res.raw === '' ? res.data : parseBody(res.raw);
      durationMs = res.durationMs;
    } catch (e) {
      durationMs = Math.round(performance.now() - started);
      if (isApiError(e)) {
        status = e.status;
        body = parseBody(e.raw);
        if (e.kind !== 'http') error = e.kind;
      } else {
        error = 'network';
      }
    }
    runs.push({ callId: saved.id, status, durationMs, verdicts: saved.expectations.map((x) => evaluate(x, status, body)), ...(error === undefined ? {} : { error }) });
    onProgress([...runs]);
  }
  return runs;
}
