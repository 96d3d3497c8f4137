import type { Hono } from 'hono';
import type { LocusEnv } from '../http/locus-env';
import type { RouteDeps } from './route-module';
import { DEMO_API_KEY, DEMO_FACE_APP_ID } from '../config';
import { listSources } from '../national/datasets';
import { registerOpenApiRoutes } from '../openapi/openapi-routes';
import { EMULATOR_VERSION } from '../version';
import { BASEMAP_PMTILES_PATH, registerBasemapPmtilesRoute } from './basemap-pmtiles-route';
import { registerTileRoutes } from './tile-routes';
import { ONLINE_STYLES_PATH } from '../../shared/basemap-choice';
import type { ContractCheckStats } from '../proxy/contract-check';

/**
 * The emulator's own paths (no key needed):
 * - GET /_locus/health → {status:"ok", service:"locus-emulator", version}: the name tells the console
 *   that the emulator answered, not a static host's fallback page (src/api/service-identity.ts)
 * - GET /_locus/info → version, test mode and the demo credentials for the console's settings
 *   page: only the public demo values (locus-demo-key, locus-demo-app), and each only when the
 *   server accepts it; a configured key of one's own is never given out (null); and `sources`,
 *   the imported files (kind, file name, rows, import time, the data's version, layout);
 *   `tiles`, the TileJSON of the offline basemap's vector tiles (tile-routes.ts); `basemap`,
 *   `{pmtiles: path}` when a PMTiles basemap is configured, else null; `dailyQuota`, the calls
 *   per appKey per Korean day (LOCUS_DAILY_QUOTA) or null; `basemapStyle`, `{light, dark}`: the
 *   online vector basemap's style URLs (LOCUS_BASEMAP_STYLE, _DARK), each null when `off`;
 *   `mode`, who answers the
 *   API paths: `{kind:"emulator"}`, `{kind:"proxy", upstream, recording}` (LOCUS_UPSTREAM: the
 *   service's base URL, whether exchanges are recorded) or `{kind:"replay", recordings, invalid,
 *   tooLarge}` (LOCUS_REPLAY: the files read as recordings, those that are not recordings, those
 *   over the size limit; `modeStats`); directories are never named. In proxy and replay modes `demo` is null (no demo key works there);
 *   `contractCheck` (proxy mode, else null): the live contract check of the service's answers,
 *   `{operations: {<operation>: {checked, deviating, kinds: {missing, type, unknownCode,
 *   repairedJson, other}}}, skipped: {<reason>: n}}` (server/proxy/contract-check.ts)
 * - GET /_locus/tiles.json, /_locus/tiles/{z}/{x}/{y}.pbf → the offline basemap (tile-routes.ts)
 * - GET /_locus/basemap.pmtiles → the PMTiles basemap (LOCUS_BASEMAP) with HTTP ranges
 * - GET /_locus/openapi.json, /_locus/docs → the API reference (server/openapi/openapi-routes.ts)
 */
export function registerEmulatorRoutes(
  app: Hono<LocusEnv>,
  deps: RouteDeps,
  modeStats?: () => Record<string, number>,
  contractStats?: () => ContractCheckStats,
): void {
  const { config, db } = deps;
  app.get('/_locus/health', (c) => c.json({ status: 'ok', service: 'locus-emulator', version: EMULATOR_VERSION }));

  const mode = config.apiMode;
  const modeInfo =
    mode.kind === 'proxy' ? { kind: 'proxy', upstream: mode.upstream, recording: mode.recordDir !== null } : { kind: mode.kind };
  app.get('/_locus/info', (c) =>
    c.json({
      name: 'locus-emulator',
      version: EMULATOR_VERSION,
      testMode: config.testMode,
      mode: { ...modeInfo, ...modeStats?.() },
      // The proxy's live contract check of the service's answers: counts only, never a value.
      contractCheck: contractStats?.() ?? null,
      demo:
        mode.kind === 'emulator'
          ? {
              appKey: config.apiKeys.includes(DEMO_API_KEY) ? DEMO_API_KEY : null,
              appId: config.faceApps.some((app) => app.appId === DEMO_FACE_APP_ID && app.keys.includes(DEMO_API_KEY)) ? DEMO_FACE_APP_ID : null,
            }
          : { appKey: null, appId: null },
      // A PMTiles basemap (LOCUS_BASEMAP), by its URL path only.
      basemap: config.basemapPmtiles ? { pmtiles: BASEMAP_PMTILES_PATH } : null,
      tiles: '/_locus/tiles.json',
      // The online vector basemap's style URLs (LOCUS_BASEMAP_STYLE, _DARK), null when switched off.
      basemapStyle: config.onlineStyles,
      // Calls per appKey per Korean day (LOCUS_DAILY_QUOTA), or null when there is no quota.
      dailyQuota: config.dailyQuota > 0 ? config.dailyQuota : null,
      // What the emulator holds beyond the demo world: each imported file (name only).
      sources: listSources(db),
    }),
  );

  // The online basemap's styles on a path of their own: the console asks its own host for them
  // whatever the API profile, and /_locus/info stays a question for the emulator alone.
  app.get(ONLINE_STYLES_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ name: 'locus-emulator', basemapStyle: config.onlineStyles });
  });

  registerBasemapPmtilesRoute(app, config.basemapPmtiles);
  registerTileRoutes(app, deps);
  registerOpenApiRoutes(app);
}
