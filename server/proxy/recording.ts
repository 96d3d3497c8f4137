import { z } from 'zod';
import type { RecordedBody } from './body-capture';
import { fnv1a32 } from '../domain/hash';
import { DEVIATION_KINDS } from '../../shared/contract/deviations';
import { SKIP_REASONS } from '../../shared/contract/answer-check';
import type { RecordedContract } from './contract-check';

/**
 * One recorded exchange, one JSON file (LOCUS_RECORD writes them, LOCUS_REPLAY reads them).
 * Credentials never appear: the query and headers are stored with every credential removed
 * (credentials.ts), and any secret value in a body is replaced by `<REDACTED>`.
 */
export interface Recording {
  locusRecording: 1;
  /** ISO time the answer's headers arrived. */
  recordedAt: string;
  /** The base URL the exchange went to. */
  upstream: string;
  durationMs: number;
  request: {
    method: string;
    path: string;
    /** The query's pairs in the order sent, credentials removed. */
    query: [string, string][];
    /** Lower-case names, credentials removed. */
    headers: Record<string, string>;
    body: RecordedBody;
    /** body-capture.ts bodyFingerprint of the original body: tells apart recordings of one request. */
    bodySha256: string | null;
    /**
     * The data-selecting headers (recording-of.ts requestIdentity): `group-id` and `subject-id`
     * as sent, the face `app-id` only as a short tag. Older recordings have none.
     */
    scope?: Record<string, string>;
  };
  response: {
    status: number;
    contentType: string | null;
    headers: Record<string, string>;
    body: RecordedBody;
  };
  /**
   * The live contract check of the answer (contract-check.ts): its operation and how it deviated
   * from the contract (none: it conforms), or why it was not checked. Older recordings have none.
   */
  contract?: RecordedContract;
}

const bodySchema = z.discriminatedUnion('encoding', [
  z.object({ encoding: z.literal('none') }),
  z.object({ encoding: z.literal('utf8'), text: z.string() }),
  z.object({ encoding: z.literal('base64'), data: z.string() }),
  z.object({ encoding: z.literal('omitted'), placeholder: z.string() }),
  z.object({ encoding: z.literal('cut'), size: z.number().int().nonnegative(), sha256: z.string() }),
]);

export const recordingSchema = z.object({
  locusRecording: z.literal(1),
  recordedAt: z.string(),
  upstream: z.string(),
  durationMs: z.number(),
  request: z.object({
    method: z.string(),
    path: z.string().startsWith('/'),
    query: z.array(z.tuple([z.string(), z.string()])),
    headers: z.record(z.string(), z.string()),
    body: bodySchema,
    bodySha256: z.string().nullable(),
    scope: z.record(z.string(), z.string()).optional(),
  }),
  response: z.object({
    // A final answer (a Response cannot carry 1xx).
    status: z.number().int().min(200).max(599),
    contentType: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
    body: bodySchema,
  }),
  contract: z
    .object({
      operation: z.string(),
      deviations: z.array(z.object({ kind: z.enum(DEVIATION_KINDS), field: z.string(), expected: z.string(), got: z.string() })),
      more: z.number().int().positive().optional(),
      skipped: z.enum(SKIP_REASONS).optional(),
    })
    .optional(),
});

/**
 * What a replayed request must share with a recording: method, path and the query minus
 * credentials, in any order (`GET /tmap/geo/reversegeocoding?lat=37.5&lon=126.9&version=1`).
 */
export function matchKey(method: string, path: string, query: readonly (readonly [string, string])[]): string {
  const sorted = [...query].sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const search = new URLSearchParams(sorted.map(([n, v]): [string, string] => [n, v]));
  const text = search.toString();
  return `${method.toUpperCase()} ${path}${text ? `?${text}` : ''}`;
}

/**
 * A file name that sorts by time and reads as what it holds:
 * `20261124T132501123Z-GET-tmap-geo-reversegeocoding-1a2b3c4d.json` (hash of the match key and body).
 */
export function recordingFileName(recording: Recording): string {
  const time = recording.recordedAt.replace(/[-:.]/g, '');
  const slug =
    recording.request.path
      .replace(/^\/+/, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'root';
  const key = matchKey(recording.request.method, recording.request.path, recording.request.query);
  const hash = fnv1a32(`${key}\n${recording.request.bodySha256 ?? ''}`).toString(16).padStart(8, '0');
  return `${time}-${recording.request.method.toUpperCase()}-${slug}-${hash}.json`;
}

/**
 * Of the recordings matching a request, the one to answer with: one whose request body has the
 * same fingerprint, then one the service answered with success (2xx: a call refused for a
 * mistyped key, then sent again with the right one, is answered as it finally was), then the
 * newest; ties go to the later in the list.
 */
export function pickRecording<T extends Pick<Recording, 'recordedAt' | 'request' | 'response'>>(
  candidates: readonly T[],
  bodySha256: string | null,
): T | undefined {
  const rank = (r: T): [number, number, string] => [
    r.request.bodySha256 === bodySha256 ? 1 : 0,
    r.response.status >= 200 && r.response.status < 300 ? 1 : 0,
    r.recordedAt,
  ];
  let best: T | undefined;
  let bestRank: [number, number, string] | undefined;
  for (const r of candidates) {
    const k = rank(r);
    if (bestRank === undefined || k[0] > bestRank[0] || (k[0] === bestRank[0] && (k[1] > bestRank[1] || (k[1] === bestRank[1] && k[2] >= bestRank[2])))) {
      best = r;
      bestRank = k;
    }
  }
  return best;
}
