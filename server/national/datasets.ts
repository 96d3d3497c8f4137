import type { Db } from '../db/open-database';

/**
 * Book-keeping shared by every imported dataset (regions, addresses, roads, POIs, water and
 * buildings): tables of migration 7.
 *
 * - `dataset_state`: one generation per dataset, bumped by the last transaction of every import
 *   or clear of it (import-runs.ts). A running emulator reads it on each request (one prepared
 *   one-row SELECT) and reloads what it holds in memory when it moved (live-dataset.ts).
 * - `data_sources`: what was imported, per dataset and file name: rows, when, the data's own
 *   version (e.g. the as-of date a file carries), and its layout. `/_locus/info` lists them.
 * - `dataset_indexes`: the spatial indexes built at import (flatbush buffers, id arrays),
 *   stored as blobs beside the rows, so a restart loads them instead of rebuilding them.
 */
export type DatasetKind = 'regions' | 'addresses' | 'roads' | 'pois' | 'water' | 'buildings';

export interface DataSource {
  kind: DatasetKind;
  /** The file's name (never its directory). */
  file: string;
  /** Rows (records, features) taken from it by its last import. */
  rows: number;
  /** ISO time of its last import. */
  importedAt: string;
  /** The data's own version or as-of date when the file says ('' when it does not). */
  version: string;
  /** The layout it was read as, e.g. 'juso navigation DB building file (CP949)'. */
  layout: string;
}

const generationReaders = new WeakMap<Db, Map<DatasetKind, () => number>>();

/** Generations read during the call withGenerationSnapshot runs (null outside one). */
let snapshot: Map<Db, Map<DatasetKind, number>> | null = null;

/**
 * Runs one call of the services (a request's answer) with each dataset's generation read at most
 * once: every live dataset the call consults checks its generation, and a reverse geocoding
 * consults several. The call then also sees one generation per dataset throughout. Nested calls
 * share the outer call's snapshot; a call that returns a promise keeps it for its synchronous part.
 */
export function withGenerationSnapshot<R>(run: () => R): R {
  if (snapshot) return run();
  snapshot = new Map();
  try {
    return run();
  } finally {
    snapshot = null;
  }
}

/** Forgets the generation a call read of a dataset (it turned out stale: live-dataset.ts retry). */
export function forgetGeneration(db: Db, kind: DatasetKind): void {
  snapshot?.get(db)?.delete(kind);
}

/** The dataset's generation (0 before any import); cheap enough for every request. */
export function datasetGeneration(db: Db, kind: DatasetKind): number {
  const seen = snapshot?.get(db)?.get(kind);
  if (seen !== undefined) return seen;
  const generation = storedGeneration(db, kind);
  if (snapshot) {
    let ofDb = snapshot.get(db);
    if (!ofDb) snapshot.set(db, (ofDb = new Map()));
    ofDb.set(kind, generation);
  }
  return generation;
}

/** The generation as stored now (inside a transaction: its snapshot of the database), never a call's snapshot. */
function storedGeneration(db: Db, kind: DatasetKind): number {
  let readers = generationReaders.get(db);
  if (!readers) {
    readers = new Map();
    generationReaders.set(db, readers);
  }
  let read = readers.get(kind);
  if (!read) {
    const statement = db.prepare('SELECT generation FROM dataset_state WHERE kind = ?').pluck();
    read = () => (statement.get(kind) as number | undefined) ?? 0;
    readers.set(kind, read);
  }
  return read();
}

/** Moves the dataset's generation on (call inside the transaction that changed it). */
export function bumpDataset(db: Db, kind: DatasetKind): number {
  db.prepare(
    `INSERT INTO dataset_state (kind, generation, updated_at) VALUES (?, 1, ?)
     ON CONFLICT (kind) DO UPDATE SET generation = generation + 1, updated_at = excluded.updated_at`,
  ).run(kind, new Date().toISOString());
  forgetGeneration(db, kind);
  return storedGeneration(db, kind);
}

/** Records (or updates) what one file brought. */
export function recordSource(db: Db, source: Omit<DataSource, 'importedAt'> & { importedAt?: string }): void {
  db.prepare(
    `INSERT INTO data_sources (kind, file, rows, imported_at, version, layout) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (kind, file) DO UPDATE SET rows = excluded.rows, imported_at = excluded.imported_at,
       version = excluded.version, layout = excluded.layout`,
  ).run(source.kind, source.file, source.rows, source.importedAt ?? new Date().toISOString(), source.version, source.layout);
}

/** Forgets every source of a kind (after a clear); returns how many there were. */
export function clearSources(db: Db, kind: DatasetKind): number {
  return db.prepare('DELETE FROM data_sources WHERE kind = ?').run(kind).changes;
}

export function listSources(db: Db): DataSource[] {
  const rows = db.prepare('SELECT kind, file, rows, imported_at, version, layout FROM data_sources ORDER BY kind, file').all() as {
    kind: DatasetKind;
    file: string;
    rows: number;
    imported_at: string;
    version: string;
    layout: string;
  }[];
  return rows.map((r) => ({ kind: r.kind, file: r.file, rows: r.rows, importedAt: r.imported_at, version: r.version, layout: r.layout }));
}

/** A typed array or buffer to store; stored as its bytes. */
export type IndexPart = ArrayBufferView | ArrayBuffer;

/** Replaces the stored index parts of a dataset (call inside the import's last transaction). */
export function saveIndex(db: Db, kind: DatasetKind, parts: Record<string, IndexPart>): void {
  db.prepare('DELETE FROM dataset_indexes WHERE kind = ?').run(kind);
  const insert = db.prepare('INSERT INTO dataset_indexes (kind, part, data) VALUES (?, ?, ?)');
  for (const [part, value] of Object.entries(parts)) {
    const bytes = value instanceof ArrayBuffer ? Buffer.from(value) : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    insert.run(kind, part, bytes);
  }
}

/**
 * The stored index parts of a dataset, each as an ArrayBuffer of its own (offset 0, so typed
 * arrays and Flatbush.from can view it directly), or null when none are stored.
 */
export function loadIndex(db: Db, kind: DatasetKind): Map<string, ArrayBuffer> | null {
  return loadIndexLazily(db, kind, () => true)?.eager ?? null;
}

/** Parts as loadIndex gives them back once stored (each an ArrayBuffer of its own), for data built in memory and served at once. */
export function partsAsLoaded(parts: Record<string, IndexPart>): Map<string, ArrayBuffer> {
  const loaded = new Map<string, ArrayBuffer>();
  for (const [part, value] of Object.entries(parts)) {
    loaded.set(part, value instanceof ArrayBuffer ? value : ownBuffer(Buffer.from(value.buffer, value.byteOffset, value.byteLength)));
  }
  return loaded;
}

/** A part read later was stored by a newer change of its dataset than the parts already loaded. */
export class StaleIndexError extends Error {
  constructor(kind: DatasetKind) {
    super(`the ${kind} changed while their index was being read`);
  }
}

/** Stored parts read when first asked for (what only some queries need), with the generation they belong to. */
export interface LazyIndex {
  /** The generation of the parts read at load. */
  readonly generation: number;
  /** The parts read at load. */
  readonly eager: Map<string, ArrayBuffer>;
  /** Whether a part is stored (read or not). */
  has(name: string): boolean;
  /**
   * A part, read on its first call and kept, or null when it is not stored; throws
   * StaleIndexError when the dataset changed since the load (the caller's live dataset then loads
   * the new generation: live-dataset.ts retry).
   */
  part(name: string): ArrayBuffer | null;
}

/**
 * The stored parts of a dataset, those `now` keeps read at once and the others on first use, or
 * null when none are stored. The generation and the eager parts are read in one transaction (one
 * snapshot of the database), and each later part with a check that the generation is still it.
 */
export function loadIndexLazily(db: Db, kind: DatasetKind, now: (part: string) => boolean): LazyIndex | null {
  const names = db.prepare('SELECT part FROM dataset_indexes WHERE kind = ?').pluck();
  const read = db.prepare('SELECT data FROM dataset_indexes WHERE kind = ? AND part = ?').pluck();
  const loaded = db.transaction(() => {
    const generation = storedGeneration(db, kind);
    const eager = new Map<string, ArrayBuffer>();
    const all = names.all(kind) as string[];
    for (const name of all) if (now(name)) eager.set(name, ownBuffer(read.get(kind, name) as Buffer));
    return { generation, eager, all: new Set(all) };
  })();
  if (loaded.all.size === 0) return null;
  const later = new Map<string, ArrayBuffer>();
  return {
    generation: loaded.generation,
    eager: loaded.eager,
    has: (name) => loaded.all.has(name),
    part(name) {
      const known = loaded.eager.get(name) ?? later.get(name);
      if (known) return known;
      if (!loaded.all.has(name)) return null;
      const data = db.transaction(() => {
        if (storedGeneration(db, kind) !== loaded.generation) throw new StaleIndexError(kind);
        return read.get(kind, name) as Buffer | undefined;
      })();
      if (!data) throw new StaleIndexError(kind);
      const buffer = ownBuffer(data);
      later.set(name, buffer);
      return buffer;
    },
  };
}

function ownBuffer(data: Buffer): ArrayBuffer {
  if (data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer) return data.buffer;
  const copy = new ArrayBuffer(data.byteLength);
  new Uint8Array(copy).set(data);
  return copy;
}
