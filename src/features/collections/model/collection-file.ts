import { z } from 'zod';
import { redactText, type Secrets } from '../../../api/redact';
import { expectationSchema, newId, savedCallSchema, type Collection, type SavedCall } from './collection';
import { withoutCredentials } from './credentials';
import { MAX_IMPORT_BYTES } from './imported';

/*
 * A collection as a file, to keep or hand to a colleague:
 *   { "format": "locus-collection", "version": 1, "name": "…",
 *     "calls": [{ "operation": "reverseGeocoding", "params": { … }, "expectations": [ … ] }] }
 * Never a credential (dropped by name, and the session's key and app-id replaced by their
 * placeholders wherever they would appear) and never a photo.
 */

export const COLLECTION_FILE_FORMAT = 'locus-collection';
const COLLECTION_FILE_VERSION = 1;

const fileCall = savedCallSchema.omit({ id: true }).extend({ expectations: z.array(expectationSchema).max(100).default([]) });

const fileSchema = z.object({
  format: z.literal(COLLECTION_FILE_FORMAT),
  version: z.literal(COLLECTION_FILE_VERSION),
  name: z.string().trim().min(1).max(200),
  calls: z.array(fileCall).max(1000),
});

type FileCall = z.infer<typeof fileCall>;

/** True for a value that is (or holds) a photo: an image data URI or a long base64 run. */
function isPhoto(v: unknown): boolean {
  const text = typeof v === 'string' ? v : JSON.stringify(v) ?? '';
  return /data:image\//i.test(text) || /[A-Za-z0-9+/]{2000,}/.test(text);
}

/** The params a file may hold: no credential, no photo. */
function cleanParams(params: Record<string, unknown>): { params: Record<string, unknown>; dropped: string[] } {
  const { params: kept, dropped } = withoutCredentials(params);
  for (const [k, v] of Object.entries(kept)) {
    if (isPhoto(v)) {
      delete kept[k];
      dropped.push(k);
    }
  }
  return { params: kept, dropped };
}

/** The file's text for a collection. */
export function exportCollection(collection: Collection, secrets: Secrets): string {
  const calls: FileCall[] = collection.calls.map((c) => ({ operation: c.operation, params: cleanParams(c.params).params, expectations: c.expectations }));
  const file = { format: COLLECTION_FILE_FORMAT, version: COLLECTION_FILE_VERSION, name: collection.name, calls };
  return redactText(JSON.stringify(file, null, 2), secrets);
}

type FileProblem =
  | { kind: 'tooLarge' }
  | { kind: 'notJson' }
  | { kind: 'notCollection' }
  | { kind: 'version'; version: string }
  | { kind: 'invalid'; where: string; message: string };

export type ReadFile = { ok: true; name: string; calls: SavedCall[]; dropped: string[] } | { ok: false; problem: FileProblem };

/** Reads a collection file; a bad file is refused whole, with where and why. */
export function readCollectionFile(text: string): ReadFile {
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, problem: { kind: 'tooLarge' } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'notJson' } };
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== COLLECTION_FILE_FORMAT) {
    return { ok: false, problem: { kind: 'notCollection' } };
  }
  const version = (json as { version?: unknown }).version;
  if (version !== COLLECTION_FILE_VERSION) return { ok: false, problem: { kind: 'version', version: String(version) } };
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, problem: { kind: 'invalid', where: issue?.path.join('.') ?? '', message: issue?.message ?? '' } };
  }
  const dropped: string[] = [];
  const calls = parsed.data.calls.map((c): SavedCall => {
    const clean = cleanParams(c.params);
    for (const d of clean.dropped) if (!dropped.includes(d)) dropped.push(d);
    return { id: newId(), operation: c.operation, params: clean.params, expectations: c.expectations };
  });
  return { ok: true, name: parsed.data.name, calls, dropped };
}

/** A file name for a collection: its name, with what a file system refuses replaced. */
export function collectionFileName(name: string, suffix: string): string {
  const printable = [...name].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  const safe = printable.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'collection';
  return `${safe.slice(0, 80)}${suffix}`;
}
