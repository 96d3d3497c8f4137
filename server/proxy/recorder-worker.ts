/**
 * The recording thread's task (recorder.ts): turns one exchange into its recording (credentials
 * and images taken out: recording-of.ts, CPU-heavy on megabytes of text) and writes it as one
 * JSON file, away from the thread that answers requests.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { recordingFileName, type Recording } from './recording';
import { recordingOf, type ExchangeForRecording } from './recording-of';
import { checkExchangeAnswer, type AnswerForCheck } from './contract-check';
import type { AnswerCheck } from '../../shared/contract/answer-check';

export interface RecordJob {
  dir: string;
  exchange: ExchangeForRecording;
}

/** The answer of an exchange as the contract check reads it. */
function answerOf(x: ExchangeForRecording): AnswerForCheck {
  const url = new URL(x.requestUrl);
  return { method: x.method, target: url.pathname + url.search, status: x.status, body: x.responseBody };
}

/** Checks the answer of one exchange against the contract, then writes its recording with what the check found. */
export async function writeExchange(job: RecordJob): Promise<{ file: string; check: AnswerCheck }> {
  const check = checkExchangeAnswer(answerOf(job.exchange));
  return { file: await writeRecording(job.dir, recordingOf(job.exchange, check)), check };
}

/** Checks an answer against the contract, for a proxy that does not record (contract-checker.ts). */
export function checkExchange(answer: AnswerForCheck): AnswerCheck {
  return checkExchangeAnswer(answer);
}

/**
 * One file per recording, never over another: a second recording of the same request in the
 * same millisecond gets `-2`, `-3`… Written with mode 0600 (a recording is the user's traffic).
 */
async function writeRecording(dir: string, recording: Recording): Promise<string> {
  const name = recordingFileName(recording);
  const text = `${JSON.stringify(recording, null, 2)}\n`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const file = attempt === 0 ? name : name.replace(/\.json$/, `-${attempt + 1}.json`);
    try {
      await writeFile(join(dir, file), text, { flag: 'wx', mode: 0o600 });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
  }
  throw new Error('20 recordings of the same request in the same millisecond');
}
