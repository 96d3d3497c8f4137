import { z } from 'zod';
import { OPERATION_IDS, type OperationId } from '../../../../shared/contract/routes';

/*
 * Collections: named lists of saved calls, each with what its answer is expected to hold. A saved
 * call is an operation id and its parameters, never a credential (./credentials.ts strips them on
 * the way in). The same zod schemas read the stored records and an imported file.
 */

/** A parameter value as a call takes it (text, number or flag); nested values for JSON bodies. */
const paramValue: z.ZodType<unknown> = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()), z.record(z.string(), z.unknown())]);

const operationId = z.enum(OPERATION_IDS as [OperationId, ...OperationId[]]);
const dottedPath = z.string().trim().min(1).max(300);

export const expectationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), status: z.number().int().min(100).max(599) }),
  z.object({ kind: z.literal('equals'), path: dottedPath, value: z.union([z.string(), z.number(), z.boolean(), z.null()]) }),
  z.object({ kind: z.literal('exists'), path: dottedPath }),
  z.object({
    kind: z.literal('near'),
    /** The latitude field; its longitude is the field beside it (`longitudeKey`). */
    path: dottedPath,
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    metres: z.number().positive().max(20_000_000),
  }),
]);
export type Expectation = z.infer<typeof expectationSchema>;
export type ExpectationKind = Expectation['kind'];

export const savedCallSchema = z.object({
  id: z.string().min(1).max(100),
  operation: operationId,
  params: z.record(z.string(), paramValue),
  expectations: z.array(expectationSchema).max(100),
});
export type SavedCall = z.infer<typeof savedCallSchema>;

export const collectionSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  calls: z.array(savedCallSchema).max(1000),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Collection = z.infer<typeof collectionSchema>;

/** A fresh id for a collection or a call. */
export function newId(): string {
  return globalThis.crypto.randomUUID();
}

export function emptyCollection(name: string, now = Date.now()): Collection {
  return { id: newId(), name: name.trim(), calls: [], createdAt: now, updatedAt: now };
}

/** Moves the call at `from` by `delta` places (clamped); the same array when nothing moves. */
export function moveCall(calls: readonly SavedCall[], from: number, delta: number): SavedCall[] {
  const to = Math.max(0, Math.min(calls.length - 1, from + delta));
  if (to === from || from < 0 || from >= calls.length) return [...calls];
  const out = [...calls];
  const [moved] = out.splice(from, 1);
  if (moved) out.splice(to, 0, moved);
  return out;
}

/** A name not yet taken: `name`, or `name (2)`, `name (3)` … */
export function freeName(name: string, taken: readonly string[]): string {
  const base = name.trim();
  if (!taken.includes(base)) return base;
  for (let i = 2; ; i++) if (!taken.includes(`${base} (${i})`)) return `${base} (${i})`;
}
