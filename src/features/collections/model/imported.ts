import type { OperationId } from '../../../../shared/contract/routes';
import { matchRequest, type SeenRequest, type SkipReason } from './route-match';

/** What an import of curl commands or a HAR file gives: calls, credentials dropped, requests skipped. */
export interface ImportedCalls {
  calls: { operation: OperationId; params: Record<string, unknown> }[];
  /** Names of credentials found and left out (each once). */
  dropped: string[];
  skipped: { label: string; reason: SkipReason | { kind: 'unreadable'; detail: string } }[];
}

/** Files and texts larger than this are refused before they are read. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export function emptyImport(): ImportedCalls {
  return { calls: [], dropped: [], skipped: [] };
}

/** Adds one request to the result: as a call, or as skipped with its reason. */
export function addRequest(into: ImportedCalls, req: SeenRequest): void {
  const m = matchRequest(req);
  const label = `${req.method.toUpperCase()} ${shortUrl(req.url)}`;
  if (!m.ok) {
    into.skipped.push({ label, reason: m.reason });
    return;
  }
  into.calls.push({ operation: m.operation, params: m.params });
  for (const d of m.dropped) if (!into.dropped.includes(d)) into.dropped.push(d);
}

function shortUrl(url: string): string {
  const noQuery = url.split('?')[0] ?? url;
  return noQuery.length > 100 ? `${noQuery.slice(0, 99)}…` : noQuery;
}
