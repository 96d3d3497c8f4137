import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { LocusEnv, RouteDeps } from '../app-types';
import { DEMO_API_KEY, DEMO_FACE_APP_ID } from '../config';
import { listSources } from '../national/datasets';
import { EMULATOR_VERSION } from '../version';
import { BASEMAP_PMTILES_PATH, registerBasemapPmtilesRoute } from './basemap-pmtiles-route';

/**
 * The emulator's own paths (no key needed):
 * - GET /_locus/health → {status:"ok", version}
 * - GET /_locus/info → version, test mode and the demo credentials for the console's settings
 *   page: only the public demo values (locus-demo-key, locus-demo-app), and each only when the
 *   server accepts it; a configured key of one's own is never given out (null); and `sources`,
 *   the imported files (kind, file name, rows, import time, the data's version, layout)
 * - GET /_locus/basemap/{layer}.geojson → one layer of the offline basemap, computed once
 *   per process, with an ETag
 * - GET /_locus/basemap.pmtiles → the PMTiles basemap (LOCUS_BASEMAP) with HTTP ranges;
 *   `/_locus/info` says `basemap: {pmtiles: path}` when one is configured, else null
 */
export function registerEmulatorRoutes(app: Hono<LocusEnv>, { config, db, world }: RouteDeps): void {
  app.get('/_locus/health', (c) => c.json({ status: 'ok', version: EMULATOR_VERSION }));

  app.get('/_locus/info', (c) =>
    c.json({
      name: 'locus-emulator',
      version: EMULATOR_VERSION,
      testMode: config.testMode,
      demo: {
        appKey: config.apiKeys.includes(DEMO_API_KEY) ? DEMO_API_KEY : null,
        appId: config.faceApps.some((app) => app.appId === DEMO_FACE_APP_ID && app.keys.includes(DEMO_API_KEY)) ? DEMO_FACE_APP_ID : null,
      },
      basemapLayers: [...basemap().keys()],
      // A PMTiles basemap (LOCUS_BASEMAP), by its URL path only.
      basemap: config.basemapPmtiles ? { pmtiles: BASEMAP_PMTILES_PATH } : null,
      // What the emulator holds beyond the demo world: each imported file (name only).
      sources: listSources(db),
    }),
  );

  let cache: Map<string, { text: string; etag: string }> | undefined;
  function basemap(): Map<string, { text: string; etag: string }> {
    if (!cache) {
      cache = new Map();
      for (const [name, collection] of Object.entries(world.basemapLayers())) {
        const text = JSON.stringify(collection);
        cache.set(name, { text, etag: `"${createHash('sha1').update(text).digest('base64url')}"` });
      }
    }
    return cache;
  }

  registerBasemapPmtilesRoute(app, config.basemapPmtiles);

  app.get('/_locus/basemap/:file', (c) => {
    const file = c.req.param('file');
    const layer = file.endsWith('.geojson') ? basemap().get(file.slice(0, -'.geojson'.length)) : undefined;
    if (!layer) {
      return c.json({ error: { id: '404', category: 'locus', code: 'NOT_FOUND', message: `No basemap layer ${file}` } }, 404);
    }
    const headers = { ETag: layer.etag, 'Cache-Control': 'no-cache' };
    if (c.req.header('if-none-match') === layer.etag) return c.body(null, 304, headers);
    return c.body(layer.text, 200, { ...headers, 'Content-Type': 'application/geo+json; charset=utf-8' });
  });
}
