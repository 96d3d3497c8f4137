import { describe, it, expect } from 'vitest';
import { createApp } from './app';
import { MEMORY_DB, openDatabase } from './db/open-database';
import { createWorldServices } from './world-services';
import { testConfig, TEST_KEY } from './testing/test-app';
import { decodeTile } from './tiles/tile-testing';

/** The app over the real demo world: a smoke test of the wiring, not of the world's contents. */
describe('createWorldServices', () => {
  it('answers reverse geocoding and the basemap tiles from the demo world', async () => {
    const db = openDatabase(MEMORY_DB);
    const app = createApp({ config: testConfig(), db, world: createWorldServices(), consoleDir: null });
    const res = await app.fetch(
      new Request(`http://localhost/tmap/geo/reversegeocoding?version=1&lat=37.5663&lon=126.9779&appKey=${TEST_KEY}`),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { addressInfo: Record<string, unknown> };
    expect(body.addressInfo.city_do).toBe('서울특별시');
    const sea = await app.fetch(new Request(`http://localhost/tmap/geo/reversegeocoding?version=1&lat=33.0&lon=124.0&appKey=${TEST_KEY}`));
    expect(sea.status).toBe(400);
    expect(await sea.json()).toMatchObject({ error: { code: '3102' } });
    // The basemap: a vector tile over City Hall at z 14 with the demo world's areas, roads and POIs.
    const tile = await app.fetch(new Request(`http://localhost/_locus/tiles/14/13970/6344.pbf`));
    expect(tile.status).toBe(200);
    const layers = decodeTile(new Uint8Array(await tile.arrayBuffer()));
    expect(Object.keys(layers).sort()).toEqual(['admin_district', 'admin_dong', 'admin_province', 'labels', 'land', 'pois', 'roads']);
    db.close();
  });
});
