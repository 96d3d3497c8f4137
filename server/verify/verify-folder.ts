import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { recordingSchema, type Recording } from '../proxy/recording';
import { compareAnswers, decodeEmulatorText, decodeRecordedBody, type CompareOptions } from './compare-exchange';
import { operationOf } from './operation-of';
import { emulatorRequest, unsendableReason, type EmulatorCredentials } from './replay-request';
import { createReportBuilder, type Outcome, type VerifyReport } from './verify-report';

/** Files larger than this are skipped unread (the replayer's limit for the default cap: 4 × 4 MiB + 1 MiB). */
export const MAX_FILE_BYTES = 17 * 1024 * 1024;

export interface VerifyOptions extends CompareOptions {
  /** Told after each file: how many are done of how many. */
  onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_COMPARE: CompareOptions = { tolerance: 1e-9, metresTolerance: 0.5 };

/** What answers the replayed requests. */
export interface Answerer {
  fetch(request: Request): Promise<Response>;
  credentials: EmulatorCredentials;
}

/** An emulator made for one run (verify-emulator.ts), closed after it. */
export interface VerifyEmulator extends Answerer {
  close(): Promise<void>;
}

/** The recording files of a folder, in name order (recordings are named by time: the order they were made). */
export async function recordingFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Reads one file as a recording, or says why it is not one. */
async function readRecording(path: string): Promise<{ recording: Recording } | { reason: string }> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return { reason: 'not a file' };
    if (info.size > MAX_FILE_BYTES) return { reason: `larger than ${MAX_FILE_BYTES} bytes; not read` };
    const parsed = recordingSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { reason: `not a recording: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'wrong shape'}` };
    }
    return { recording: parsed.data as Recording };
  } catch (error) {
    return { reason: error instanceof SyntaxError ? `not JSON: ${error.message}` : `cannot be read: ${reasonOf(error)}` };
  }
}

/** Replays one recording against the emulator and compares the answers. */
async function verifyRecording(file: string, recording: Recording, answerer: Answerer, options: CompareOptions): Promise<Outcome> {
  const operation = operationOf(recording.request.method, recording.request.path);
  const unsendable = unsendableReason(recording);
  if (unsendable !== undefined) return { kind: 'notCompared', file, operation, reason: unsendable };
  const recorded = decodeRecordedBody(recording.response.body, recording.response.contentType);
  if (!recorded.ok) return { kind: 'notCompared', file, operation, reason: recorded.reason };
  const response = await answerer.fetch(emulatorRequest(recording, answerer.credentials));
  const text = await response.text();
  const compared = compareAnswers(
    { status: recording.response.status, value: recorded.value },
    { status: response.status, value: decodeEmulatorText(text) },
    options,
  );
  return { kind: 'compared', file, operation, ...compared };
}

/** Lets other work run between recordings (a server answering while it verifies). */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Replays every recording of `dir` in name order against `answerer`, one at a time (one body in
 * memory at once; only the file names are listed ahead), yielding to the event loop after each,
 * and sums the outcomes. A file that is not a recording is counted as skipped with its reason.
 */
export async function verifyFolder(dir: string, answerer: Answerer, options: VerifyOptions = DEFAULT_COMPARE): Promise<VerifyReport> {
  const files = await recordingFiles(dir);
  const builder = createReportBuilder();
  let done = 0;
  for (const file of files) {
    const read = await readRecording(join(dir, file));
    if ('reason' in read) builder.add({ kind: 'skipped', file, reason: read.reason });
    else {
      try {
        builder.add(await verifyRecording(file, read.recording, answerer, options));
      } catch (error) {
        builder.add({ kind: 'skipped', file, reason: `could not be replayed: ${reasonOf(error)}` });
      }
    }
    done++;
    options.onProgress?.(done, files.length);
    await yieldTurn();
  }
  return builder.report();
}
