import { createServer as createHttpServer } from 'node:http';
import { join } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { parseConfig, type LocusConfig } from './config';
import { banner, PROJECT_ROOT, startEmulator, stopOnSignals } from './emulator';
import { exitOnStartupFailure, preflight } from './startup-failure';

let config: LocusConfig | undefined;

/**
 * `npm run dev`: the emulator with Vite in middleware mode on the same port. /tmap, /tms,
 * /nugufacecan and /_locus go to the emulator, everything else (the console, with HMR over
 * the same server) to Vite. The console's HTML gets no CSP here: Vite's dev client needs
 * inline scripts.
 */
async function main(): Promise<void> {
  config = parseConfig(process.env);
  await preflight(config);
  const server = createHttpServer();
  const vite = await createViteServer({
    root: PROJECT_ROOT,
    configFile: join(PROJECT_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server } },
    appType: 'spa',
  });
  const emulator = await startEmulator({
    config,
    consoleDir: null,
    server,
    otherPaths: (req, res) => vite.middlewares(req, res),
  });
  stopOnSignals(async () => {
    await vite.close();
    await emulator.stop();
  });
  console.log(banner(emulator, 'dev server (Vite middleware)'));
}

main().catch((error: unknown) => exitOnStartupFailure(error, config));
