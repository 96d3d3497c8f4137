import { createServer } from 'node:net';
import { ConfigError, MEMORY_DATA_DIR, type LocusConfig } from './config';
import { openDatabase } from './db/open-database';
import { MigrationError } from './db/migrations';
import { checkBasemapFile } from './tiles/basemap-file';
import { checkModeDirs } from './proxy/mode-dirs';

/**
 * Start-up failures as one line each: what went wrong, with which path or port, and which
 * setting changes it. `npm start` and `npm run dev` print it and exit 1; anything not known
 * here is printed as it is.
 */

interface ErrorWithCode {
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as ErrorWithCode | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The one line for a start-up failure, or undefined when the error is not one this knows. */
function startupFailureMessage(error: unknown, config: LocusConfig | undefined): string | undefined {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  const code = codeOf(error);
  const port = config?.port ?? 8080;
  const host = config?.host ?? '127.0.0.1';
  const dbPath = config?.dbPath ?? 'locus.db';
  const dataDir = config?.dataDir ?? MEMORY_DATA_DIR;
  const syscall = (error as ErrorWithCode | null)?.syscall;
  if (syscall === 'listen') {
    if (code === 'EADDRINUSE') return `Cannot start: port ${port} on ${host} is already in use. Stop the other server, or set PORT to a free port (PORT=0 picks one).`;
    if (code === 'EACCES') return `Cannot start: not allowed to listen on port ${port} of ${host}. Set PORT to 1024 or above.`;
    if (code === 'EADDRNOTAVAIL') return `Cannot start: ${host} is not an address of this machine. Set HOST to one of its addresses (127.0.0.1, or 0.0.0.0 for all).`;
    return `Cannot start: listening on ${host}:${port} failed (${code ?? 'unknown error'}). Set PORT or HOST.`;
  }
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
    return `Cannot start: ${dbPath} is not a SQLite database or is damaged; it was left untouched. Move it away to start afresh, or set LOCUS_DATA_DIR to another directory.`;
  }
  if (error instanceof MigrationError) return `Cannot start: ${dbPath}: ${error.message} Use a newer emulator, or set LOCUS_DATA_DIR to another directory.`;
  if (code === 'SQLITE_CANTOPEN' || code === 'SQLITE_READONLY' || code === 'SQLITE_PERM' || code === 'SQLITE_IOERR' || code?.startsWith('SQLITE_IOERR_')) {
    return `Cannot start: the database ${dbPath} cannot be opened for writing (${code}). Set LOCUS_DATA_DIR to a writable directory.`;
  }
  if (syscall === 'mkdir' && typeof code === 'string') {
    return `Cannot start: the data directory ${dataDir} cannot be created (${code}). Set LOCUS_DATA_DIR to a writable directory.`;
  }
  return undefined;
}

/** Prints the failure (one line when known) and exits 1. */
export function exitOnStartupFailure(error: unknown, config: LocusConfig | undefined): never {
  console.error(startupFailureMessage(error, config) ?? error);
  process.exit(1);
}

/**
 * Checks what `npm start` needs before the (slow) console build: the database opens (created
 * and migrated when new; never rewritten when it is not a database) and the port is free.
 * Throws the error startupFailureMessage describes.
 */
export async function preflight(config: LocusConfig): Promise<void> {
  if (config.basemapPmtiles) await checkBasemapFile(config.basemapPmtiles);
  checkModeDirs(config.apiMode);
  openDatabase(config.dbPath).close();
  if (config.port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(config.port, config.host, () => probe.close(() => resolve()));
  });
}
