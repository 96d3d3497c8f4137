import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { LocusConfig } from './config';
import type { Db } from './db/open-database';
import type { FaceAnalyser } from './domain/face-engine';
import type { LocusEnv } from './http/locus-env';
import type { ReplayStore } from './proxy/replay-store';
import type { VerifyEmulator } from './verify/verify-folder';
import type { RouteDeps, RouteModule } from './routes/route-module';
import type { TileBuilder } from './tiles/tile-builder';
import type { WorldServices } from './world-services-types';
import { createQuotaCounts } from './db/quota-counts';
import { facePoolFor } from './domain/face-pool';
import { inProcessTileBuilder } from './tiles/tile-build';
import { apiAnswerHeaderChanges } from './http/api-answer-headers';
import { API_PREFIXES, apiAreaOf, isLocusPath, type ApiArea } from './http/api-areas';
import { gatewayCodeBody } from '../shared/contract/envelopes';
import { ApiFailure, isApiFailure } from './http/api-failure';
import { FaultInjector, faultBody } from './http/fault-injector';
import { gatewayChecks } from './http/gateway';
import { isOddPath, requestTarget } from './http/path-guard';
import { RateLimiter } from './http/rate-limiter';
import { readFormatOrJson, renderBody, renderJson } from './http/render';
import { staticConsole } from './http/static-console';
import { registerControlRoutes } from './routes/control-routes';
import { convertAddressRoutes } from './routes/convert-address';
import { coordConvertRoutes } from './routes/coord-convert';
import { registerEmulatorRoutes } from './routes/emulator-routes';
import { registerVerifyRoute } from './routes/verify-route';
import { faceRoutes } from './routes/faces';
import { fullAddrGeoRoutes } from './routes/full-addr-geo';
import { geofencingRoutes } from './routes/geofencing';
import { geocodingRoutes } from './routes/geocoding';
import { nearToRoadRoutes } from './routes/near-to-road';
import { postcodeRoutes } from './routes/postcode';
import { reverseGeocodingRoutes } from './routes/reverse-geocoding';
import { reverseLabelRoutes } from './routes/reverse-label';
import { zoneRoutes } from './routes/zones';
import { forwardHandler } from './proxy/forward';
import { createRecorder, type Recorder } from './proxy/recorder';
import { ContractCounts, type ContractCheckStats } from './proxy/contract-check';
import { createContractChecker } from './proxy/contract-checker';
import { createReplayStore, replayHandler } from './proxy/replay';

/** API route modules served today; later areas add theirs here. */
const BUILT_IN_ROUTES: readonly RouteModule[] = [
  reverseGeocodingRoutes,
  nearToRoadRoutes,
  reverseLabelRoutes,
  geocodingRoutes,
  fullAddrGeoRoutes,
  postcodeRoutes,
  convertAddressRoutes,
  coordConvertRoutes,
  geofencingRoutes,
  zoneRoutes,
  faceRoutes,
];

export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/** Request headers the console sends across origins (dev server on another port). */
const CORS_HEADERS = [
  'appKey',
  'app-id',
  'group-id',
  'subject-id',
  'face-name',
  'allow-mask',
  'key',
  'group-name',
  'subject-name',
  'multi',
  'threshold',
  'request-id',
  'use-spoof',
  'Content-Type',
  'Accept',
];

/** What createApp is built from. */
export interface AppOptions {
  config: LocusConfig;
  /** An open database with migrations applied (openDatabase). */
  db: Db;
  world: WorldServices;
  /**
   * Directory of the built console (index.html and assets/), served for non-API paths with an
   * index.html fallback. null serves no console (dev mode hands those paths to Vite).
   * Default: 'dist' under the working directory.
   */
  consoleDir?: string | null;
  /** Clock of the rate limiter (tests). Default Date.now. */
  now?: () => number;
  /** Extra API route modules (later areas, tests), registered after the built-in ones. */
  routes?: readonly RouteModule[];
  /** Receives unexpected errors (the client sees only a 500 envelope). Default: console.error. */
  logError?: (error: unknown) => void;
  /** The face engine (tests substitute failing ones). Default: the real one, loaded on first use. */
  faceEngine?: FaceAnalyser;
  /** Who makes vector tiles (the emulator's worker pool, tiles/tile-pool.ts). Default: in the request thread, from `world`. */
  tiles?: TileBuilder;
  /** Proxy mode: where exchanges are written. Default: files in LOCUS_RECORD, if set. */
  recorder?: Recorder;
  /** Replay mode: the recordings that answer. Default: those in LOCUS_REPLAY, watched. */
  replay?: ReplayStore;
  /**
   * Receives the one-line notices of proxy and replay modes (a recording that could not be
   * written, an answer cut at its deadline, recordings that could not be read). Default:
   * console.error.
   */
  log?: (message: string) => void;
  /** Makes the emulator POST /_locus/verify replays recordings against (server/verify/verify-emulator.ts). Default: none (the route refuses). */
  verifier?: () => VerifyEmulator;
}

/**
 * Builds the emulator: one fetch-style Hono app serving the platform's API (/tmap, /tms,
 * /nugufacecan), the emulator's own paths (/_locus) and the built console.
 *
 * Every answer under /tmap, /tms and /nugufacecan, whoever made it, is sandboxed: a CSP with
 * `sandbox`, nosniff, and `Content-Disposition: attachment` for a type a browser would render
 * as a page (http/api-answer-headers.ts).
 *
 * Order of checks for a request:
 * 1. odd paths (dot segments, backslashes, %2F, %5C, %00) → 400 INVALID_PATH;
 * 2. CORS (preflights answered here);
 * 3. body over 5 MB → 413 REQUEST_TOO_LARGE;
 * 4. test-mode latency and injected faults (API paths);
 * 5. routing: an API path or method nobody serves → 403 MISSING_AUTHENTICATION_TOKEN, before
 *    and regardless of any key, as the real gateway answers;
 * 6. for a served route: key, rate limits, face app-id (gateway.ts), then the handler.
 * In proxy mode (LOCUS_UPSTREAM) and replay mode (LOCUS_REPLAY), steps 5 and 6 are replaced:
 * every /tmap, /tms and /nugufacecan request is forwarded (server/proxy/forward.ts) or answered
 * from recordings (server/proxy/replay.ts), with no key, limit or quota checked here.
 * Errors a handler throws as ApiFailure are rendered in their envelope (tmap errors in the
 * requested format); anything else becomes 500 API_CONFIGURATION_ERROR with no detail.
 */
export function createApp(options: AppOptions): Hono<LocusEnv> {
  const { config, db, world } = options;
  const logError = options.logError ?? ((error: unknown) => console.error('[locus] unexpected error:', error));
  const log = options.log ?? ((message: string) => console.error(message));
  const deps: RouteDeps = {
    config,
    db,
    world,
    faceEngine: options.faceEngine ?? facePoolFor(config.faces),
    tiles: options.tiles ?? inProcessTileBuilder(world),
    logError,
  };
  const limiter = new RateLimiter({ rps: config.rateLimitRps, dailyQuota: config.dailyQuota }, options.now, createQuotaCounts(db));
  const faults = new FaultInjector();
  const consoleDir = options.consoleDir === undefined ? 'dist' : options.consoleDir;
  const site = consoleDir === null ? undefined : staticConsole(consoleDir, config.connectSrc, config.onlineStyles);

  const app = new Hono<LocusEnv>();

  // Outermost: every API answer, refusals included, is sandboxed (api-answer-headers.ts).
  app.use('*', async (c, next) => {
    await next();
    if (apiAreaOf(c.req.path) === undefined) return;
    for (const [name, value] of Object.entries(apiAnswerHeaderChanges(c.res.headers))) c.header(name, value);
  });

  app.use('*', async (c, next) => {
    if (isOddPath(requestTarget(c.req.url))) throw ApiFailure.gateway('INVALID_PATH');
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
  });

  app.use(
    '*',
    cors({
      origin: config.corsOrigins,
      allowHeaders: CORS_HEADERS,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );

  app.use(
    '*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: () => {
        throw ApiFailure.gateway('REQUEST_TOO_LARGE');
      },
    }),
  );

  app.use('*', async (c, next) => {
    if (apiAreaOf(c.req.path) !== undefined) {
      if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs));
      const fault = faults.take(c.req.path);
      if (fault) return renderJson(faultBody(fault), fault.status);
    }
    await next();
  });

  const mode = config.apiMode;
  /** Counts /_locus/info adds to its `mode` (replay: the recordings read). */
  let modeStats: (() => Record<string, number>) | undefined;
  /** The proxy's live contract check, counted per operation (/_locus/info `contractCheck`). */
  let contractStats: (() => ContractCheckStats) | undefined;
  if (mode.kind === 'proxy') {
    const recorder =
      options.recorder ?? (mode.recordDir === null ? null : createRecorder(mode.recordDir, { maxBodyBytes: mode.recordMaxBytes, log }));
    const counts = new ContractCounts();
    contractStats = () => counts.stats();
    // With a recorder the recording thread checks the answers; without one, a thread of its own does.
    const checker = recorder ? null : createContractChecker({ maxBodyBytes: mode.recordMaxBytes });
    const forward = forwardHandler({
      upstream: mode.upstream,
      timeoutMs: mode.timeoutMs,
      bodyTimeoutMs: mode.bodyTimeoutMs,
      recorder,
      contract: { counts, checker },
      recordImages: mode.recordImages,
      log,
    });
    for (const prefix of Object.values(API_PREFIXES)) app.all(`${prefix}/*`, forward);
  } else if (mode.kind === 'replay') {
    const store = options.replay ?? createReplayStore(mode.replayDir, { maxFileBytes: mode.maxFileBytes, log });
    modeStats = () => ({ ...store.stats() });
    for (const [area, prefix] of Object.entries(API_PREFIXES) as [ApiArea, string][]) app.all(`${prefix}/*`, replayHandler(store, area));
    // Reads the folder again now (new or changed files only), for folders that cannot be watched.
    app.post('/_locus/replay/reload', async (c) => c.json(await store.reload()));
  } else {
    for (const module of [...BUILT_IN_ROUTES, ...(options.routes ?? [])]) {
      for (const route of module(deps)) {
        const prefix = API_PREFIXES[route.area];
        if (!route.path.startsWith(`${prefix}/`)) {
          throw new Error(`Route ${route.method} ${route.path} is outside its area prefix ${prefix}`);
        }
        app.on(route.method, route.path, gatewayChecks(route.area, config, limiter), (c) => route.handle(c));
      }
    }
  }

  registerEmulatorRoutes(app, deps, modeStats, contractStats);
  registerVerifyRoute(app, config, options.verifier);
  if (config.testMode) registerControlRoutes(app, { db, limiter, faults });

  if (site) {
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      if (apiAreaOf(c.req.path) !== undefined || isLocusPath(c.req.path)) return next();
      // The raw (still percent-encoded) path: the console server decodes it exactly once.
      const res = await site.serve(new URL(c.req.url).pathname, c.req.header('cookie'));
      return res ?? next();
    });
  }

  app.notFound((c) => {
    if (apiAreaOf(c.req.path) !== undefined) return renderJson(gatewayCodeBody('MISSING_AUTHENTICATION_TOKEN'), 403);
    return renderJson({ error: { id: '404', category: 'locus', code: 'NOT_FOUND', message: 'Not Found' } }, 404);
  });

  app.onError((error, c) => {
    if (isApiFailure(error)) return renderFailure(error, c);
    if (error instanceof HTTPException && error.status === 413) {
      return renderJson(gatewayCodeBody('REQUEST_TOO_LARGE'), 413);
    }
    logError(error);
    return renderJson(gatewayCodeBody('API_CONFIGURATION_ERROR'), 500);
  });

  return app;
}

/** tmap product errors follow the requested format; gateway and face errors are always JSON. */
function renderFailure(failure: ApiFailure, c: Context<LocusEnv>): Response {
  if (failure.kind === 'tmap' && apiAreaOf(c.req.path) === 'tmap') {
    return renderBody(failure.body, readFormatOrJson((name) => c.req.query(name)), failure.status);
  }
  return renderJson(failure.body, failure.status);
}
