import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { LocusEnv } from './app-types';
import { createApp } from './app';
import { parseConfig, type LocusConfig } from './config';
import { createDemoServices } from './demo-services';
import { openDatabase, type Db } from './db/open-database';
import { facePoolFor } from './domain/face-pool';
import { listen, type RunningServer } from './http/listen';
import { createNodeHandler, type NodeHandler } from './http/node-listener';

/** The project root (the folder holding package.json). */
export const PROJECT_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export interface Emulator {
  config: LocusConfig;
  app: Hono<LocusEnv>;
  db: Db;
  running: RunningServer;
  /** Closes the server, the face workers, then the database. */
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
}

/** Config, database, world and app wired together and listening. */
export async function startEmulator(options: EmulatorOptions): Promise<Emulator> {
  const config = options.config ?? parseConfig(process.env);
  const db = openDatabase(config.dbPath);
  try {
    const world = createDemoServices(db, { log: (message) => console.log(message) });
    const faces = facePoolFor(config.faces);
    const app = createApp({ config, db, world, consoleDir: options.consoleDir, faceEngine: faces });
    const handler = createNodeHandler(app.fetch, { otherPaths: options.otherPaths });
    const running = await listen(handler, config.host, config.port, options.server);
    return {
      config,
      app,
      db,
      running,
      async stop() {
        await running.close();
        await faces.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The start-up banner: where to go and the demo credentials. */
export function banner(emulator: Emulator, mode: string): string {
  const { config, running } = emulator;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${running.port}` : running.url;
  return [
    `Locus ${mode} on ${shown}`,
    `  demo appKey : ${config.apiKeys[0] ?? ''}`,
    `  demo app-id : ${config.faceApps[0]?.appId ?? ''}`,
    `  data        : ${config.dbPath}`,
    config.testMode ? '  test mode   : control endpoints under /_locus/control' : '',
  ]
    .filter((line) => line !== '')
    .join('\n');
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
