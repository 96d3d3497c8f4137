import { readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { matchKey, pickRecording, recordingSchema, type Recording } from './recording';
import type { RequestIdentity } from './recording-of';

/** A recording as replay holds it, with the file it came from. */
export interface Loaded extends Recording {
  file: string;
}

interface ReplayStats {
  /** Recordings that answer requests. */
  recordings: number;
  /** `.json` files that are not recordings (not JSON, or not the recording's shape). */
  invalid: number;
  /** Files over the size limit, listed but not read. */
  tooLarge: number;
}

interface ReplayMatch {
  recording: Loaded | undefined;
  /** No recording of this scope, but some of the same request for another group, subject or app. */
  otherScopes: boolean;
}

export interface ReplayStore {
  /** The recording answering a request, from the index in memory (the folder is never read here). */
  find(method: string, identity: RequestIdentity, bodySha256: string | null): ReplayMatch;
  stats(): ReplayStats;
  /** Folder scans and files parsed since start (tests, the benchmark). */
  activity(): { scans: number; parsed: number };
  /** Brings the index up to date with the folder now; resolves with the new counts. */
  reload(): Promise<ReplayStats>;
  /** Stops watching the folder. */
  close(): void;
}

export interface ReplayStoreOptions {
  /** Files larger than this are listed as too large and never read (config: from LOCUS_RECORD_MAX_BYTES). */
  maxFileBytes: number;
  /** Where problems are reported, one line each. Default: console.error. */
  log?: (message: string) => void;
  /** Watch the folder for changes (default true). */
  watch?: boolean;
  /** Quiet time after the last change before the folder is read again (default 200 ms). */
  debounceMs?: number;
  /** A file changed more recently than this is still being written: read in a later pass (default 1 s). */
  settleMs?: number;
}

interface Entry {
  size: number;
  mtimeMs: number;
  state: 'ok' | 'invalid' | 'large';
  recording?: Loaded;
}

/** Size and modification time of a file, as stat gives them. */
interface FileInfo {
  size: number;
  mtimeMs: number;
}

/** Problem files found in one pass, reported together. */
interface Problems {
  invalid: { file: string; mtimeMs: number; text: string }[];
  large: { file: string; mtimeMs: number; size: number }[];
}

/** Names listed in one log line at most; the rest are counted. */
const NAMES_SHOWN = 20;

function namesOf(items: readonly string[]): string {
  const shown = items.slice(0, NAMES_SHOWN).join(', ');
  return items.length > NAMES_SHOWN ? `${shown} and ${items.length - NAMES_SHOWN} more` : shown;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function mebibytes(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}

/** Scope headers as a key: the same names and values, in any order. */
function scopeKey(scope: Record<string, string>): string {
  return JSON.stringify(Object.entries(scope).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The recordings of a folder (LOCUS_REPLAY), indexed by match key (recording.ts).
 *
 * The folder is read once at start: every `.json` file up to the size limit is parsed; one
 * that is not a recording is skipped, one over the limit is not read at all, and each kind is
 * reported in one log line naming the files. From then on requests are answered from the index
 * in memory, hit or miss. The folder is watched: after a change (and a quiet moment) it is
 * listed again and only new or changed files are read, asynchronously; files still being
 * written (changed within the last second) wait for the next pass. `reload()` (POST
 * /_locus/replay/reload) does the same at once, for folders that cannot be watched.
 *
 * Matching: method, path and query without credentials (matchKey), then the scope, the
 * data-selecting headers group-id, subject-id and the face app-id's tag (recording-of.ts
 * requestIdentity). A recording with a scope answers only a request with the same scope; an
 * older recording without one (made before scopes were recorded) answers any scope, after one
 * of the exact scope. Of several, pickRecording decides (same body, then 2xx, then newest).
 */
export function createReplayStore(dir: string, options: ReplayStoreOptions): ReplayStore {
  const log = options.log ?? ((message: string) => console.error(message));
  const debounceMs = options.debounceMs ?? 200;
  const settleMs = options.settleMs ?? 1000;
  const entries = new Map<string, Entry>();
  const byKey = new Map<string, Loaded[]>();
  /** Problem files already reported (name and modification time): each is told once. */
  const reported = new Set<string>();
  let scans = 0;
  let parsed = 0;
  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** A pass asked for while one runs (its waitForWrites), or null. */
  let queued: boolean | null = null;
  let folderFailing = false;
  let closed = false;

  const keyOf = (r: Recording): string => matchKey(r.request.method, r.request.path, r.request.query);

  function index(file: string, entry: Entry): void {
    unindex(file);
    entries.set(file, entry);
    if (entry.recording) {
      const key = keyOf(entry.recording);
      byKey.set(key, [...(byKey.get(key) ?? []), entry.recording]);
    }
  }

  function unindex(file: string): void {
    const old = entries.get(file);
    entries.delete(file);
    if (!old?.recording) return;
    const key = keyOf(old.recording);
    const rest = (byKey.get(key) ?? []).filter((r) => r.file !== file);
    if (rest.length === 0) byKey.delete(key);
    else byKey.set(key, rest);
  }

  function parse(file: string, text: string, size: number, mtimeMs: number): { entry: Entry; problem?: string } {
    parsed++;
    try {
      const result = recordingSchema.safeParse(JSON.parse(text));
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'not a recording');
      return { entry: { size, mtimeMs, state: 'ok', recording: { ...(result.data as Recording), file } } };
    } catch (error) {
      return { entry: { size, mtimeMs, state: 'invalid' }, problem: `${file} (${reasonOf(error)})` };
    }
  }

  /** Indexes a file over the size limit as such, without reading it; true when it was. */
  function indexedTooLarge(file: string, info: FileInfo, problems: Problems): boolean {
    if (info.size <= options.maxFileBytes) return false;
    index(file, { size: info.size, mtimeMs: info.mtimeMs, state: 'large' });
    problems.large.push({ file, mtimeMs: info.mtimeMs, size: info.size });
    return true;
  }

  /** Indexes a file read as text: a recording, or a problem to report. */
  function indexText(file: string, info: FileInfo, text: string, problems: Problems): void {
    const { entry, problem } = parse(file, text, info.size, info.mtimeMs);
    index(file, entry);
    if (problem !== undefined) problems.invalid.push({ file, mtimeMs: info.mtimeMs, text: problem });
  }

  /** Reports problem files not reported before, one line per kind. */
  function report({ invalid, large }: Problems): void {
    const fresh = <T extends { file: string; mtimeMs: number }>(items: T[]): T[] =>
      items.filter((item) => {
        const id = `${item.file}\n${item.mtimeMs}`;
        if (reported.has(id)) return false;
        reported.add(id);
        return true;
      });
    const newInvalid = fresh(invalid);
    const newLarge = fresh(large);
    if (newInvalid.length > 0) {
      log(`[locus] LOCUS_REPLAY: ${newInvalid.length} file(s) in ${dir} are not recordings and were skipped: ${namesOf(newInvalid.map((i) => i.text))}`);
    }
    if (newLarge.length > 0) {
      log(
        `[locus] LOCUS_REPLAY: ${newLarge.length} file(s) in ${dir} are larger than ${mebibytes(options.maxFileBytes)} ` +
          `(4 × LOCUS_RECORD_MAX_BYTES + 1 MiB) and were not read: ${namesOf(newLarge.map((l) => `${l.file} (${mebibytes(l.size)})`))}`,
      );
    }
  }

  function isCandidate(name: string): boolean {
    return name.endsWith('.json') && !name.startsWith('.');
  }

  /** The first index, before the server answers anything. */
  function loadNow(): void {
    scans++;
    const problems: Problems = { invalid: [], large: [] };
    for (const file of readdirSync(dir).filter(isCandidate).sort()) {
      const path = join(dir, file);
      try {
        const info = statSync(path);
        if (!info.isFile() || indexedTooLarge(file, info, problems)) continue;
        indexText(file, info, readFileSync(path, 'utf8'), problems);
      } catch (error) {
        index(file, { size: -1, mtimeMs: -1, state: 'invalid' });
        problems.invalid.push({ file, mtimeMs: -1, text: `${file} (${reasonOf(error)})` });
      }
    }
    report(problems);
  }

  /** One incremental pass: list the folder, read what is new or changed, drop what is gone. */
  async function pass(waitForWrites: boolean): Promise<void> {
    scans++;
    let names: string[];
    try {
      names = (await readdir(dir)).filter(isCandidate).sort();
    } catch (error) {
      if (!folderFailing) {
        folderFailing = true;
        log(`[locus] LOCUS_REPLAY: ${dir} cannot be read (${reasonOf(error)}); answering from the ${stats().recordings} recordings read before`);
      }
      return;
    }
    folderFailing = false;
    const problems: Problems = { invalid: [], large: [] };
    let unsettled = false;
    const present = new Set(names);
    for (const file of [...entries.keys()]) if (!present.has(file)) unindex(file);
    for (const file of names) {
      const path = join(dir, file);
      try {
        const info = await stat(path);
        if (!info.isFile()) continue;
        const known = entries.get(file);
        if (known && known.size === info.size && known.mtimeMs === info.mtimeMs) continue;
        if (waitForWrites && Date.now() - info.mtimeMs < settleMs) {
          unsettled = true;
          continue;
        }
        if (indexedTooLarge(file, info, problems)) continue;
        indexText(file, info, await readFile(path, 'utf8'), problems);
      } catch (error) {
        // Removed between the listing and the read: gone. Otherwise not readable.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') unindex(file);
        else problems.invalid.push({ file, mtimeMs: -1, text: `${file} (${reasonOf(error)})` });
      }
    }
    report(problems);
    if (unsettled) schedule(settleMs);
  }

  /**
   * Runs a pass now, or right after the one running (a change during a pass is not missed);
   * resolves when that pass is done. A pass asked for by reload reads files still being written.
   */
  function run(waitForWrites: boolean): Promise<void> {
    if (running) {
      queued = queued === null ? waitForWrites : queued && waitForWrites;
      return running;
    }
    running = (async () => {
      try {
        let next: boolean | null = waitForWrites;
        while (next !== null && !closed) {
          queued = null;
          await pass(next);
          next = queued;
        }
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  function schedule(delayMs: number = debounceMs): void {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(true), delayMs);
    timer.unref();
  }

  function stats(): ReplayStats {
    let recordings = 0;
    let invalid = 0;
    let tooLarge = 0;
    for (const entry of entries.values()) {
      if (entry.state === 'ok') recordings++;
      else if (entry.state === 'invalid') invalid++;
      else tooLarge++;
    }
    return { recordings, invalid, tooLarge };
  }

  loadNow();
  if (options.watch ?? true) {
    const stopWatching = (error: unknown): void => {
      watcher?.close();
      watcher = undefined;
      log(`[locus] LOCUS_REPLAY: ${dir} is no longer watched (${reasonOf(error)}); POST /_locus/replay/reload reads it again`);
    };
    try {
      watcher = watch(dir, { persistent: false }, () => schedule());
      watcher.on('error', stopWatching);
    } catch (error) {
      stopWatching(error);
    }
  }

  return {
    find(method, identity, bodySha256) {
      const candidates = byKey.get(matchKey(method, identity.path, identity.query)) ?? [];
      const wanted = scopeKey(identity.scope);
      const exact = candidates.filter((r) => r.request.scope !== undefined && scopeKey(r.request.scope) === wanted);
      const pool = exact.length > 0 ? exact : candidates.filter((r) => r.request.scope === undefined);
      const recording = pickRecording(pool, bodySha256);
      return { recording, otherScopes: recording === undefined && candidates.length > 0 };
    },
    stats,
    activity: () => ({ scans, parsed }),
    async reload() {
      clearTimeout(timer);
      // A pass already running may have listed the folder before the change: one more runs after it.
      await run(false);
      return stats();
    },
    close() {
      closed = true;
      clearTimeout(timer);
      watcher?.close();
      watcher = undefined;
    },
  };
}
