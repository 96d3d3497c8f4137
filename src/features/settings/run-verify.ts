import type { VerifyReport } from '../../../shared/compare/verify-report-shape';

/** The failure of a verification run, with the server's message. */
class VerifyError extends Error {
  override readonly name = 'VerifyError';
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: { message?: unknown } }).error;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/**
 * Asks this server to verify its recordings (POST /_locus/verify, same origin, no key) and
 * resolves with the report; rejects with the server's message when it refuses (no recordings
 * folder, a run already going) or answers something else.
 */
export async function runVerify(fetchImpl: typeof fetch = fetch): Promise<VerifyReport> {
  const res = await fetchImpl('/_locus/verify', { method: 'POST', cache: 'no-store', credentials: 'omit' });
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw new VerifyError(messageOf(body) ?? `HTTP ${res.status}`);
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { operations?: unknown }).operations)) {
    throw new VerifyError('the answer is not a verification report');
  }
  return body as VerifyReport;
}
