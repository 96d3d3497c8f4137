import type { Context, Hono } from 'hono';
import type { LocusEnv } from '../http/locus-env';
import type { RouteDeps } from './route-module';
import { listSources } from '../national/datasets';
import { hasImportedRegions } from '../db/imported-regions';
import { QueueFullError } from '../domain/task-queue';
import { createTileCache, tileKey, type CachedTile } from '../tiles/tile-cache';
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
 *
 * Tiles are made by `tiles` (the emulator's worker pool, tiles/tile-pool.ts): this thread
 * checks the ETag and the cache of encoded tiles, hands the tile over and sends the bytes. When
 * the pool's queue is full the answer is 503 with Retry-After at once; a waiting tile whose
 * client went away is dropped.
 */
const TILE_RETRY_AFTER_SECONDS = 1;

export function registerTileRoutes(app: Hono<LocusEnv>, { db, world, tiles }: RouteDeps): void {
  const cache = createTileCache();
  // A restart may serve other data under the same generations (another database): its ETags differ.
  const boot = `${EMULATOR_VERSION}-${Date.now().toString(36)}`;

  app.get('/_locus/tiles.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(tileJson(new URL(c.req.url).origin, listSources(db), hasImportedRegions(db)));
  });

  const etagOf = (version: string) => `"${Buffer.from(`${boot} ${version}`).toString('base64url')}"`;

  app.get('/_locus/tiles/:z/:x/:file', async (c) => {
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
    const etag = etagOf(version);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, tileHeaders(etag));

    let cached: CachedTile | undefined = cache.get(tileKey(version, tile.z, tile.x, tile.y));
    let sentEtag = etag;
    if (!cached) {
      let built;
      try {
        built = await tiles.build(tile, c.req.raw.signal);
      } catch (error) {
        if (error instanceof QueueFullError) return busy(c, error.capacity);
        // The client went away while its tile waited: nobody reads this answer.
        if (c.req.raw.signal.aborted) return c.body(null, 503);
        throw error;
      }
      cached = built.gzip ? { body: built.body, gzip: built.gzip } : { body: built.body };
      // An import finished meanwhile: the tile is of the newer data, and says so.
      cache.set(tileKey(built.version, tile.z, tile.x, tile.y), cached);
      sentEtag = etagOf(built.version);
    }
    const headers = tileHeaders(sentEtag);
    if (cached.body.byteLength === 0) return c.body(null, 204, headers);
    headers['Content-Type'] = 'application/vnd.mapbox-vector-tile';
    if (cached.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      headers['Content-Encoding'] = 'gzip';
      return c.body(cached.gzip, 200, headers);
    }
    return c.body(cached.body, 200, headers);
  });
}

function tileHeaders(etag: string): Record<string, string> {
  return { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
}

function busy(c: Context<LocusEnv>, capacity: number): Response {
  c.header('Retry-After', String(TILE_RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return c.json(locusError(503, 'BUSY', `Tiles are being made for other requests (${capacity} running or waiting); try again shortly`), 503);
}
