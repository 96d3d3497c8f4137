import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { ConfigError, type ApiMode } from '../config';

/**
 * Checks the directories of the proxy modes at start-up, each failure a ConfigError naming the
 * variable: LOCUS_REPLAY must be an existing directory; LOCUS_RECORD is created when missing
 * and must be writable.
 */
export function checkModeDirs(mode: ApiMode): void {
  if (mode.kind === 'replay') {
    let isDir: boolean;
    try {
      isDir = statSync(mode.replayDir).isDirectory();
    } catch (error) {
      throw new ConfigError(`LOCUS_REPLAY=${mode.replayDir} cannot be read (${codeOf(error)}); set it to a directory of recordings (made with LOCUS_RECORD)`);
    }
    if (!isDir) throw new ConfigError(`LOCUS_REPLAY=${mode.replayDir} is not a directory; set it to a directory of recordings (made with LOCUS_RECORD)`);
  }
  if (mode.kind === 'proxy' && mode.recordDir !== null) {
    try {
      mkdirSync(mode.recordDir, { recursive: true });
      if (!statSync(mode.recordDir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
      accessSync(mode.recordDir, constants.W_OK);
    } catch (error) {
      throw new ConfigError(`LOCUS_RECORD=${mode.recordDir} is not a writable directory (${codeOf(error)}); set it to one`);
    }
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : String(error);
}
