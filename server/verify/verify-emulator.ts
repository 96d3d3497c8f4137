import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../app';
import { DEMO_API_KEY, DEMO_FACE_APP_ID, parseConfig } from '../config';
import { MEMORY_DB, openDatabase } from '../db/open-database';
import { facePoolFor } from '../domain/face-pool';
import { createWorldServices } from '../world-services';
import type { VerifyEmulator } from './verify-folder';

export type { VerifyEmulator } from './verify-folder';

/**
 * An emulator in this process, answered through app.fetch (no socket, no console): the one
 * the recordings are replayed against, the demo world on an in-memory
 * database, or the database of an emulator data directory (LOCUS_DATA_DIR, with what was
 * imported into it) when `dataDir` is given. Its key is the demo key; no rate limit or quota
 * applies. Throws an Error naming the folder when it holds no emulator database.
 */
export function createVerifyEmulator(options: { dataDir?: string } = {}): VerifyEmulator {
  const dataDir = options.dataDir;
  if (dataDir !== undefined) {
    if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) throw new Error(`--data-dir ${dataDir}: no such folder`);
    if (!existsSync(join(dataDir, 'locus.db'))) throw new Error(`--data-dir ${dataDir}: no emulator database (locus.db) in it`);
  }
  const config = parseConfig({
    LOCUS_DATA_DIR: dataDir ?? MEMORY_DB,
    LOCUS_API_KEYS: DEMO_API_KEY,
    LOCUS_FACE_APPS: `${DEMO_FACE_APP_ID}:${DEMO_API_KEY}`,
    LOCUS_RATE_LIMIT_RPS: '0',
    LOCUS_DAILY_QUOTA: '0',
  });
  const db = openDatabase(config.dbPath);
  try {
    const world = createWorldServices(db);
    const faces = facePoolFor(config.faces);
    const errors: unknown[] = [];
    const app = createApp({ config, db, world, consoleDir: null, faceEngine: faces, logError: (e) => errors.push(e), log: () => {} });
    return {
      fetch: async (request) => app.fetch(request),
      credentials: { appKey: DEMO_API_KEY, appId: DEMO_FACE_APP_ID },
      async close() {
        await faces.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
