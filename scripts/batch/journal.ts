/**
 * The journal of a headless batch run (`npm run batch`): what makes a run that was stopped in
 * any way (Ctrl-C, SIGKILL, a crash, the day's quota) resume where it stopped, with every input
 * row in the output exactly once, in input order.
 *
 * JSON lines, appended only. The first line describes the run (its fingerprint and what went
 * into it, never the key); each later line is a commit `{"rows":R,"bytes":B,"failed":F}`: the
 * output's first B bytes hold its header and input rows 1..R, whole, of which F failed. The
 * output is written first and the commit after it, so whatever moment a run is killed at, the
 * last whole commit is true of the output: resuming cuts the output back to B bytes (dropping
 * rows written after the commit, and half a row) and goes on from row R+1. A line cut short by a
 * kill (no newline yet) is ignored. The last commit of a finished run says `"finished":true`.
 *
 * Pure: text in, text and plans out; the CLI does the file work.
 */
import { createHash } from 'node:crypto';
import type { ColumnMapping } from '../../src/features/batch/model/mapping';
import type { OperationConfig } from '../../src/features/batch/model/operations';

const JOURNAL_FORMAT = 'locus-batch-journal';
const VERSION = 1;

/** What the output depends on: a resume must be the same run in all of these. */
export interface RunIdentity {
  /** The input file's size and SHA-256. */
  input: { bytes: number; sha256: string };
  config: OperationConfig;
  mapping: ColumnMapping;
  hasHeader: boolean;
  /** Where requests go (a different service may answer differently). */
  baseUrl: string;
  maxAttempts: number;
}

export interface JournalHead extends RunIdentity {
  format: typeof JOURNAL_FORMAT;
  version: number;
  fingerprint: string;
  /** The input file's name, for messages. */
  inputName: string;
  /** Data rows in the input. */
  rows: number;
  /** The output's columns. */
  columns: string[];
  startedAt: string;
}

export interface Commit {
  rows: number;
  bytes: number;
  failed: number;
  finished?: boolean | undefined;
}

const NOTHING_COMMITTED: Commit = { rows: 0, bytes: 0, failed: 0 };

/** The names a mismatch message uses for each part of the identity. */
const IDENTITY_PARTS: { label: string; of: (r: RunIdentity) => unknown }[] = [
  { label: 'input file content', of: (r) => r.input },
  { label: 'operation (--op)', of: (r) => r.config.operation },
  { label: 'input system (--from)', of: (r) => r.config.fromCoord },
  { label: 'output system (--to)', of: (r) => r.config.toCoord },
  { label: 'columns (--address-col, --lat-col, --lon-col, --coord-col)', of: (r) => r.mapping },
  { label: 'header (--header, --no-header)', of: (r) => r.hasHeader },
  { label: 'base URL (--base-url, --profile)', of: (r) => r.baseUrl },
  { label: '--max-attempts', of: (r) => r.maxAttempts },
];

/** SHA-256 of the identity's parts, in a fixed order. */
export function fingerprintOf(identity: RunIdentity): string {
  const parts = IDENTITY_PARTS.map((p) => p.of(identity));
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export function journalHead(identity: RunIdentity, extra: { inputName: string; rows: number; columns: string[]; startedAt: string }): JournalHead {
  return { format: JOURNAL_FORMAT, version: VERSION, fingerprint: fingerprintOf(identity), ...extra, ...identity };
}

export function headLine(head: JournalHead): string {
  return `${JSON.stringify(head)}\n`;
}

export function commitLine(commit: Commit): string {
  return `${JSON.stringify(commit.finished ? commit : { rows: commit.rows, bytes: commit.bytes, failed: commit.failed })}\n`;
}

export type JournalRead = { ok: true; head: JournalHead; commit: Commit } | { ok: false; problem: string };

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The journal's head and last whole commit; a last line without its newline (cut by a kill) is left out. */
export function readJournal(text: string): JournalRead {
  const lines = text.split('\n');
  // The last piece is '' after a final newline, or a line cut short: either way not a line.
  lines.pop();
  const [first, ...rest] = lines;
  let head: JournalHead;
  try {
    head = JSON.parse(first ?? '') as JournalHead;
  } catch {
    return { ok: false, problem: 'it is not a batch journal' };
  }
  if (head.format !== JOURNAL_FORMAT) return { ok: false, problem: 'it is not a batch journal' };
  if (head.version !== VERSION) return { ok: false, problem: `it is a journal of version ${String(head.version)}, not ${VERSION}` };
  let commit = NOTHING_COMMITTED;
  for (const [i, line] of rest.entries()) {
    let c: Partial<Commit>;
    try {
      c = JSON.parse(line) as Partial<Commit>;
    } catch {
      return { ok: false, problem: `line ${i + 2} is not JSON` };
    }
    if (!isCount(c.rows) || !isCount(c.bytes) || !isCount(c.failed) || c.rows < commit.rows || c.bytes < commit.bytes) {
      return { ok: false, problem: `line ${i + 2} is not a commit after line ${i + 1}` };
    }
    commit = { rows: c.rows, bytes: c.bytes, failed: c.failed, finished: c.finished === true ? true : undefined };
  }
  return { ok: true, head, commit };
}

export type ResumePlan =
  /** Start from the first row: write the output's header, then the head of a new journal. */
  | { kind: 'fresh' }
  /** Cut the output to `commit.bytes` (0: write its header again) and go on after row `commit.rows`. */
  | { kind: 'resume'; head: JournalHead; commit: Commit }
  /** The journal's run had ended: nothing to send. */
  | { kind: 'finished'; head: JournalHead; commit: Commit }
  | { kind: 'refuse'; message: string };

export interface ResumeFacts {
  /** The journal's text, or undefined when there is no journal. */
  journal: string | undefined;
  journalPath: string;
  /** The output's size, or undefined when there is no output. */
  outputBytes: number | undefined;
  outputPath: string;
  /** This command's run. */
  identity: RunIdentity;
  /** --overwrite: an output without a journal may be replaced. */
  overwrite: boolean;
}

/** What to do with what an earlier run left (or did not). */
export function planResume(f: ResumeFacts): ResumePlan {
  const startOver = `delete ${f.journalPath} and ${f.outputPath} to start over`;
  if (f.journal === undefined) {
    if (f.outputBytes !== undefined && !f.overwrite) {
      return { kind: 'refuse', message: `${f.outputPath} exists and has no journal (${f.journalPath}), so it is not a run to resume. Pass --overwrite to replace it, or choose another --out.` };
    }
    return { kind: 'fresh' };
  }
  const read = readJournal(f.journal);
  if (!read.ok) return { kind: 'refuse', message: `Cannot resume from ${f.journalPath}: ${read.problem}. ${capitalised(startOver)}.` };
  const { head, commit } = read;
  if (head.fingerprint !== fingerprintOf(f.identity)) {
    const differ = IDENTITY_PARTS.filter((p) => JSON.stringify(p.of(head)) !== JSON.stringify(p.of(f.identity))).map((p) => p.label);
    return {
      kind: 'refuse',
      message: `${f.journalPath} belongs to a different run (${differ.length > 0 ? differ.join(', ') : 'its fingerprint'} differ${differ.length === 1 ? 's' : ''}). Run the same command as before to resume it, or ${startOver}.`,
    };
  }
  if (commit.bytes > 0 && (f.outputBytes ?? 0) < commit.bytes) {
    return { kind: 'refuse', message: `${f.outputPath} is shorter than ${f.journalPath} says (${f.outputBytes ?? 0} of ${commit.bytes} bytes): it was changed or removed since. ${capitalised(startOver)}.` };
  }
  return commit.finished ? { kind: 'finished', head, commit } : { kind: 'resume', head, commit };
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
