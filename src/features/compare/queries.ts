import { queryOptions } from '@tanstack/react-query';
import { call, type ParamsOf } from '../../api/call';
import { isApiError } from '../../api/errors';
import type { CompareSide } from '../../session/compare-link';
import { profileClient } from '../../session/profile-client';
import type { CompareOperation } from './model/compare-operations';

/**
 * What one side answered: a body (the service's answer, or its error envelope, as received: the
 * decoded JSON, not the contract's parse of it, so that a number written as a string is seen),
 * or no answer at all (the error says why).
 */
export type SideAnswer =
  | { kind: 'body'; ok: boolean; status: number; body: unknown; durationMs: number }
  | { kind: 'none'; error: unknown };

function decoded(raw: string | undefined, fallback: unknown): unknown {
  if (raw === undefined) return fallback;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return fallback;
  }
}

async function sendTo(side: CompareSide, op: CompareOperation, params: Record<string, string>, signal: AbortSignal): Promise<SideAnswer> {
  const started = performance.now();
  try {
    // The form's text values: every operation's params schema reads numbers from numeric strings.
    const res = await call(profileClient(side), op, params as ParamsOf<typeof op>, { signal });
    return { kind: 'body', ok: true, status: res.status, body: decoded(res.raw, res.data), durationMs: res.durationMs };
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status !== undefined && error.raw !== undefined) {
      return { kind: 'body', ok: false, status: error.status, body: decoded(error.raw, error.raw), durationMs: Math.round(performance.now() - started) };
    }
    return { kind: 'none', error };
  }
}

/** Query factory of the Compare page: one query per side, keyed by where it goes and what it sends. */
export const compareQueries = {
  all: () => ['compare'] as const,
  side: (side: CompareSide, op: CompareOperation, params: Record<string, string>) =>
    queryOptions({
      queryKey: [...compareQueries.all(), side.profileId, side.base ?? '', op, params] as const,
      queryFn: ({ signal }) => sendTo(side, op, params, signal),
      staleTime: Infinity,
      retry: false,
    }),
};
