import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { recordingFileName, type Recording } from './recording';

/**
 * Writes recordings (LOCUS_RECORD) one file each, off the answer's path: `record` returns at
 * once and a failure never reaches the client. The first failure is logged with the directory
 * and the reason; later ones only after a write succeeded again (no log flood).
 */
export interface Recorder {
  record(recording: Recording): void;
  /** Resolves when every write started so far has finished (tests, shutdown). */
  flush(): Promise<void>;
}

export function createRecorder(dir: string, log: (message: string) => void = (m) => console.error(m)): Recorder {
  const pending = new Set<Promise<void>>();
  let failing = false;

  async function write(recording: Recording): Promise<void> {
    const name = recordingFileName(recording);
    const text = `${JSON.stringify(recording, null, 2)}\n`;
    for (let attempt = 0; attempt < 20; attempt++) {
      const file = join(dir, attempt === 0 ? name : name.replace(/\.json$/, `-${attempt + 1}.json`));
      try {
        await writeFile(file, text, { flag: 'wx', mode: 0o600 });
        failing = false;
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw error;
      }
    }
    throw new Error('20 recordings of the same request in the same millisecond');
  }

  return {
    record(recording) {
      const job = write(recording).catch((error: unknown) => {
        if (failing) return;
        failing = true;
        log(`[locus] could not write a recording to ${dir} (LOCUS_RECORD): ${error instanceof Error ? error.message : String(error)}; answers are still served`);
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
