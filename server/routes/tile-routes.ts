import { gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import type { LocusEnv, RouteDeps } from '../app-types';
import { listSources } from '../national/datasets';
import { encodeTile } from '../tiles/encode-tile';
import { createTileCache, tileKey, type CachedTile } from '../tiles/tile-cache';
import { tileFeatures } from '../tiles/tile-features';
import { tileJson } from '../tiles/tilejson';
import { isServedTile } from '../tiles/tile-math';
import { locusError } from '../http/locus-error';
import { EMULATOR_VERSION } from '../version';

/**
 * The emulator's world as vector tiles (no key needed: public emulator data):
 * - GET /_locus/tiles.json → TileJSON 3.0.0, tile URL from the request's origin;
 * - GET /_locus/tiles/{z}/{x}/{y}.pbf → a Mapbox Vector Tile made on demand from what the
 *   emulator serves now (demo world and imports), gzip when the client accepts it; 204 for a
 *   tile with nothing in it; `Cache-Control: no-cache` and an ETag of the data version, so an
 *   import shows at the next request.
 */
export function registerTileRoutes(app: Hono<LocusEnv>, { db, world }: RouteDeps): void {
  const cache = createTileCache();
  // A restart may serve other data under the same generations (another database): its ETags differ.
  const boot = `${EMULATOR_VERSION}-${Date.now().toString(36)}`;

  app.get('/_locus/tiles.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    const importedRegions = db.prepare('SELECT EXISTS (SELECT 1 FROM imported_regions)').pluck().get() === 1;
    return c.json(tileJson(new URL(c.req.url).origin, listSources(db), importedRegions));
  });

  app.get('/_locus/tiles/:z/:x/:file', (c) => {
    const notFound = () => c.json(locusError(404, 'NOT_FOUND', 'No such tile (z 0–16, x and y within the zoom)'), 404);
    const file = c.req.param('file');
    const zText = c.req.param('z');
    const xText = c.req.param('x');
    if (!file.endsWith('.pbf')) return notFound();
    const yText = file.slice(0, -'.pbf'.length);
    const numeric = /^\d+$/;
    if (![zText, xText, yText].every((t) => numeric.test(t))) {
      return c.json(locusError(400, 'BAD_REQUEST', 'z, x and y must be whole numbers'), 400);
    }
    const tile = { z: Number(zText), x: Number(xText), y: Number(yText) };
    if (!isServedTile(tile)) return notFound();

    const version = world.dataVersion();
    const etag = `"${Buffer.from(`${boot} ${version}`).toString('base64url')}"`;
    const headers: Record<string, string> = { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);

    const key = tileKey(version, tile.z, tile.x, tile.y);
    let cached: CachedTile | undefined = cache.get(key);
    if (!cached) {
      const body = encodeTile(tileFeatures(world, tile), tile);
      cached = { body: body ? new Uint8Array(body) : new Uint8Array(0) };
      cache.set(key, cached);
    }
    if (cached.body.byteLength === 0) return c.body(null, 204, headers);
    headers['Content-Type'] = 'application/vnd.mapbox-vector-tile';
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      if (!cached.gzip) {
        cached.gzip = new Uint8Array(gzipSync(cached.body));
        // Re-set so the cache counts the added bytes.
        cache.set(key, cached);
      }
      headers['Content-Encoding'] = 'gzip';
      return c.body(cached.gzip, 200, headers);
    }
    return c.body(cached.body, 200, headers);
  });
}
