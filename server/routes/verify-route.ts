import type { Hono } from 'hono';
import type { LocusConfig } from '../config';
import type { LocusEnv } from '../http/locus-env';
import { recordingFiles, verifyFolder, type VerifyEmulator } from '../verify/verify-folder';

/** The emulator's own error envelope (as its 404). */
function locusError(code: string, message: string, status: 404 | 409) {
  return { body: { error: { id: String(status), category: 'locus', code, message } }, status };
}

/**
 * POST /_locus/verify: replays this server's recordings folder (LOCUS_REPLAY, or LOCUS_RECORD
 * while recording) against an emulator built in this process for the run (the demo world in
 * memory; closed after), and answers the report (server/verify/verify-report.ts). The server
 * keeps answering meanwhile: the run yields after every recording. One run at a time; another
 * asked for meanwhile is refused with 409 VERIFY_RUNNING. A server without a recordings folder
 * answers 409 NO_RECORDINGS. The emulator is made by `build` (app.ts AppOptions.verifier: the
 * emulator's is verify-emulator.ts createVerifyEmulator). The folder is never named in the answer.
 */
export function registerVerifyRoute(app: Hono<LocusEnv>, config: LocusConfig, build: (() => VerifyEmulator) | undefined): void {
  const mode = config.apiMode;
  const dir = mode.kind === 'replay' ? mode.replayDir : mode.kind === 'proxy' ? mode.recordDir : null;
  let running = false;
  app.post('/_locus/verify', async (c) => {
    if (dir === null) {
      const e = locusError('NO_RECORDINGS', 'This server has no recordings to verify: start it with LOCUS_REPLAY=DIR, or LOCUS_UPSTREAM with LOCUS_RECORD=DIR', 409);
      return c.json(e.body, e.status);
    }
    if (running) {
      const e = locusError('VERIFY_RUNNING', 'A verification is already running on this server; try again when it is done', 409);
      return c.json(e.body, e.status);
    }
    if (build === undefined) {
      const e = locusError('NO_RECORDINGS', 'This server was started without verification', 409);
      return c.json(e.body, e.status);
    }
    running = true;
    let emulator: VerifyEmulator | undefined;
    try {
      try {
        await recordingFiles(dir);
      } catch (error) {
        const e = locusError('NO_RECORDINGS', `The recordings folder cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`, 409);
        return c.json(e.body, e.status);
      }
      emulator = build();
      return c.json(await verifyFolder(dir, emulator));
    } finally {
      await emulator?.close();
      running = false;
    }
  });
}
