import { afterEach, describe, expect, it } from 'vitest';
import { convertAddressResponseSchema, fullAddrGeoResponseSchema, postcodeResponseSchema } from '../../shared/contract/geo';
import { createWorldServices } from '../world-services';
import { MEMORY_DB, openDatabase } from '../db/open-database';
import { makeTestApp, rgQuery, type TestApp } from '../testing/test-app';
import { tmapPath } from '../testing/tmap-requests';
import { BUSAN_HALL, importFixtureAddresses } from './address-fixtures';

let t: TestApp;
afterEach(() => t.close());

/** The app over the demo world with the fixture addresses imported into its own database. */
function appWithImports(): TestApp {
  const db = openDatabase(MEMORY_DB);
  importFixtureAddresses(db);
  const app = makeTestApp({}, { db, world: createWorldServices(db) });
  t = {
    ...app,
    close: () => {
      app.close();
      db.close();
    },
  };
  return t;
}

describe('imported addresses through the HTTP API', () => {
  it('reverse-geocodes a Busan point and finds its address, postcode and lot', async () => {
    const app = appWithImports();
    const rg = await app.get(rgQuery({ lon: String(BUSAN_HALL.lon), lat: String(BUSAN_HALL.lat), addressType: 'A10' }));
    expect(rg.status).toBe(200);
    expect(((await rg.json()) as { addressInfo: Record<string, string> }).addressInfo).toMatchObject({
      fullAddress: '부산광역시 연제구 연산5동,부산광역시 연제구 연산동 1000,부산광역시 연제구 중앙대로 1001 "부산광역시청"',
      buildingName: '부산광역시청',
    });

    const full = await app.get(tmapPath('/tmap/geo/fullAddrGeo', { fullAddr: '부산 연제구 중앙대로 1001' }));
    const fullBody = (await full.json()) as { coordinateInfo: { totalCount: string; coordinate: Record<string, string>[] } };
    expect(fullAddrGeoResponseSchema.safeParse(fullBody).success).toBe(true);
    expect(fullBody.coordinateInfo.totalCount).toBe('1');
    expect(fullBody.coordinateInfo.coordinate[0]).toMatchObject({ newMatchFlag: 'N51', newLat: '35.179810', newLon: '129.075090', zipcode: '47545' });

    const post = await app.get(tmapPath('/tmap/geo/postcode', { addr: '47545' }));
    const postBody = await post.json();
    expect(postcodeResponseSchema.safeParse(postBody).success).toBe(true);
    expect(JSON.stringify(postBody)).toContain('부산광역시청');

    const conv = await app.get(tmapPath('/tmap/geo/convertAddress', { searchTypCd: 'NtoO', reqAdd: '부산광역시 연제구 중앙대로 1001' }));
    const convBody = await conv.json();
    expect(convertAddressResponseSchema.safeParse(convBody).success).toBe(true);
    expect(convBody).toMatchObject({ ConvertAdd: { legalLowerDistName: '연산동', primary: '1000' } });
  });
});
