import { describe, it, expect } from 'vitest';
import { createApp } from './app';
import { MEMORY_DB, openDatabase } from './db/open-database';
import { createDemoServices } from './demo-services';
import { testConfig, TEST_KEY } from './testing/test-app';

/** The app over the real demo world: a smoke test of the wiring, not of the world's contents. */
describe('createDemoServices', () => {
  it('answers reverse geocoding and the basemap from the demo world', async () => {
    const db = openDatabase(MEMORY_DB);
    const app = createApp({ config: testConfig(), db, world: createDemoServices(), consoleDir: null });
    const res = await app.fetch(
      new Request(`http://localhost/tmap/geo/reversegeocoding?version=1&lat=37.5663&lon=126.9779&appKey=${TEST_KEY}`),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { addressInfo: Record<string, unknown> };
    expect(body.addressInfo.city_do).toBe('서울특별시');
    const sea = await app.fetch(new Request(`http://localhost/tmap/geo/reversegeocoding?version=1&lat=33.0&lon=124.0&appKey=${TEST_KEY}`));
    expect(sea.status).toBe(400);
    expect(await sea.json()).toMatchObject({ error: { code: '3102' } });
    for (const layer of ['land', 'water', 'districts', 'dongs', 'labels']) {
      const geo = await app.fetch(new Request(`http://localhost/_locus/basemap/${layer}.geojson`));
      expect(geo.status).toBe(200);
      expect(await geo.json()).toMatchObject({ type: 'FeatureCollection' });
    }
    db.close();
  });
});
