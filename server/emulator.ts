import type { Server } from 'node:http';
import type { Hono } from 'hono';
import type { LocusEnv } from './http/locus-env';
import { createApp } from './app';
import { DEMO_API_KEY, DEMO_FACE_APP_ID, parseConfig, type LocusConfig } from './config';
import { createWarmUp } from './national/warm-up';
import { createWorldServices } from './world-services';
import { openDatabase, type Db } from './db/open-database';
import { sweepAbandonedImports } from './national/import-runs';
import { facePoolFor } from './domain/face-pool';
import { listen, type RunningServer } from './http/listen';
import { createNodeHandler, type NodeHandler } from './http/node-listener';
import { checkBasemapFile } from './tiles/basemap-file';
import { inProcessTileBuilder } from './tiles/tile-build';
import { tilePoolFor, type TilePool } from './tiles/tile-pool';
import { checkModeDirs } from './proxy/mode-dirs';
import { createRecorder } from './proxy/recorder';
import { createVerifyEmulator } from './verify/verify-emulator';

/** The project root (the folder holding package.json). */
export { PROJECT_ROOT } from './project-root';

export interface Emulator {
  config: LocusConfig;
  app: Hono<LocusEnv>;
  db: Db;
  running: RunningServer;
  /** Closes the server, the face and tile workers, then the database. */
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  /** Serve the built console from this directory; null = don't (dev mode). */
  consoleDir: string | null;
  /** Handler for non-API paths (dev mode: Vite). */
  otherPaths?: NodeHandler;
  /** Server to attach to (dev mode shares it with Vite's HMR websocket). */
  server?: Server;
  config?: LocusConfig;
  /**
   * The tile worker pool, already started over config.dbPath (npm start starts it before loading
   * the rest of the server, so that the workers warm up meanwhile); made here when absent.
   */
  tilePool?: TilePool | null;
}

/** Config, database, world and app wired together and listening. */
export async function startEmulator(options: EmulatorOptions): Promise<Emulator> {
  const config = options.config ?? parseConfig(process.env);
  if (config.basemapPmtiles) await checkBasemapFile(config.basemapPmtiles);
  checkModeDirs(config.apiMode);
  const db = openDatabase(config.dbPath);
  sweepImports(db);
  // Tiles are made in worker threads over the database file (in this thread for :memory:). The
  // workers load their view of the data now, while this thread builds its own.
  const tilePool = options.tilePool !== undefined ? options.tilePool : tilePoolFor(config.tiles, config.dbPath);
  if (options.tilePool === undefined) void tilePool?.warm();
  try {
    // The data loads after the server listens (warm-up.ts): a restart answers within seconds.
    const log = (message: string) => console.log(message);
    const warmUp = createWarmUp(log);
    const world = createWorldServices(db, { log, warmUp });
    const faces = facePoolFor(config.faces);
    const tiles = tilePool ?? inProcessTileBuilder(world);
    // The recorder is the emulator's, not the app's, so that stopping writes what is still queued.
    const mode = config.apiMode;
    const recorder =
      mode.kind === 'proxy' && mode.recordDir !== null ? createRecorder(mode.recordDir, { maxBodyBytes: mode.recordMaxBytes }) : undefined;
    const app = createApp({ config, db, world, consoleDir: options.consoleDir, faceEngine: faces, tiles, recorder, verifier: createVerifyEmulator });
    const handler = createNodeHandler(app.fetch, {
      otherPaths: options.otherPaths,
      hosts: { bound: config.host, extra: config.allowedHosts },
    });
    const running = await listen(handler, config.host, config.port, options.server);
    let stopping = false;
    const warming = warmUp.run(() => stopping);
    return {
      config,
      app,
      db,
      running,
      async stop() {
        stopping = true;
        await warming;
        await running.close();
        // Recordings still queued are written before the process ends (a stuck disk gives up after 10 s).
        if (recorder) await Promise.race([recorder.close(), new Promise((done) => setTimeout(done, 10_000).unref())]);
        await faces.close();
        await tiles.close();
        db.close();
      },
    };
  } catch (error) {
    await tilePool?.close();
    db.close();
    throw error;
  }
}

/**
 * Sweeps the rows of imports whose process is gone (killed midway: nothing of them was served).
 * A failure (an import holding the database longer than the busy timeout) only delays that to the
 * next start or import.
 */
function sweepImports(db: Db): void {
  try {
    sweepAbandonedImports(db, (line) => console.log(line));
  } catch (error) {
    console.log(`the rows of unfinished imports are left for later: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The start-up banner: where to go and the demo credentials. */
export function banner(emulator: Emulator, mode: string): string {
  const { config, running } = emulator;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${running.port}` : running.url;
  return [
    `Locus ${mode} on ${shown}`,
    ...(config.apiMode.kind === 'emulator'
      ? [credentialLine('appKey', config.apiKeys, DEMO_API_KEY), credentialLine('app-id', config.faceApps.map((app) => app.appId), DEMO_FACE_APP_ID)]
      : []),
    `  data        : ${config.dbPath}`,
    ...modeLines(config),
    config.testMode ? '  test mode   : control endpoints under /_locus/control' : '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** What answers the API paths when it is not the emulator. */
function modeLines(config: LocusConfig): string[] {
  const mode = config.apiMode;
  if (mode.kind === 'proxy') {
    return [
      `  proxy       : /tmap, /tms, /nugufacecan → ${mode.upstream} (your key, no limits of ours)`,
      ...(mode.recordDir === null ? [] : [`  recording   : ${mode.recordDir}${mode.recordImages ? ' (images kept)' : ''}`]),
    ];
  }
  if (mode.kind === 'replay') return [`  replay      : answers from the recordings in ${mode.replayDir}`];
  return [];
}

/** The demo value in full when it is accepted, otherwise the first configured value masked. */
function credentialLine(label: string, values: readonly string[], demo: string): string {
  if (values.includes(demo)) return `  demo ${label.padEnd(6)} : ${demo}`;
  return `  ${label.padEnd(11)} : ${maskSecret(values[0] ?? '')}`;
}

/** A configured secret as a start-up log may show it: a few leading characters and its length. */
function maskSecret(value: string): string {
  const shown = value.length >= 12 ? 4 : value.length >= 6 ? 2 : 0;
  return `${value.slice(0, shown)}… (${value.length} characters)`;
}

/** Stops on SIGINT/SIGTERM; a second signal exits at once. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: shutting down`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
