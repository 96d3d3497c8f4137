import type { Hono } from 'hono';
import type { LocusEnv } from '../http/locus-env';
import type { ReverseGeocodeQuery, WorldServices } from '../world-services-types';
import { createApp, type AppOptions } from '../app';
import { parseConfig, type Env, type LocusConfig } from '../config';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { facePoolFor } from '../domain/face-pool';
import type { FullAddrItem } from '../domain/address-search';
import { createPoiIndex, reverseLabelAt } from '../domain/poi-index';
import { createRegionIndex } from '../domain/region-index';
import { roadLinksOf } from '../domain/road-links';

/** Test support: an app on an in-memory database with a stub world. */

export const TEST_KEY = 'test-key';
export const TEST_APP_ID = 'test-app';
export const BASE = 'http://localhost';

const stubPois = createPoiIndex([{ id: '40189', name: '서울특별시청', lon: 126.978, lat: 37.5665, category: 'government' }]);

/** A world with one address inside lon 126.9–127.1, lat 37.4–37.7 and nothing elsewhere. */
export function stubWorld(calls: ReverseGeocodeQuery[] = []): WorldServices {
  return {
    // One straight east-west link along lat 37.5665 from lon 126.97 to 126.99.
    nearestRoad({ lon, lat, radiusM }) {
      const distanceM = Math.abs(lat - 37.5665) * 111_000;
      if (lon < 126.97 || lon > 126.99 || distanceM > radiusM) return null;
      return {
        header: { totalDistance: 1765, idxName: '37126978', linkId: '10000001', speed: 60, tollLink: 0, roadName: '세종대로', lane: 8, laneType: 2, roadCategory: 5, linkFacil: 0 },
        linkPoints: [
          { location: { latitude: 37.5665, longitude: 126.97 } },
          { location: { latitude: 37.5665, longitude: 126.99 } },
        ],
      };
    },
    // One POI at City Hall, looked up by the emulator's own reach rule (50 m at level 19 … 800 m at 15).
    reverseLabel(query) {
      const poi = reverseLabelAt(stubPois, query);
      return poi && { id: poi.id, name: poi.name, lat: poi.lat, lon: poi.lon };
    },
    reverseGeocode(query) {
      calls.push(query);
      const { lon, lat } = query;
      if (lon < 126.9 || lon > 127.1 || lat < 37.4 || lat > 37.7) return null;
      return {
        fullAddress: '서울특별시 중구 명동,서울특별시 중구 명동2가 33-1,서울특별시 중구 명동길 74 "명동성당"',
        addressType: query.addressType,
        city_do: '서울특별시',
        gu_gun: '중구',
        eup_myun: '',
        adminDong: '명동',
        adminDongCode: '1114055000',
        legalDong: '명동2가',
        legalDongCode: '1114012400',
        ri: '',
        bunji: '33-1',
        roadName: '명동길',
        buildingIndex: '74',
        buildingName: '명동성당',
        mappingDistance: '12.5',
        roadCode: '111403101004',
      };
    },
    // The map: the one link and the one POI.
    mapRoads: ({ box, maxCategory }) =>
      roadLinksOf(
        maxCategory >= 5 && box[0] <= 126.99 && box[2] >= 126.97 && box[1] <= 37.5665 && box[3] >= 37.5665
          ? [{ name: '세종대로', roadCategory: 5, lanes: 8, oneway: 0, coordinates: [[126.97, 37.5665], [126.99, 37.5665]] }]
          : [],
      ),
    mapPois: ({ box }) =>
      stubPois.pois
        .filter((p) => p.lon >= box[0] && p.lon <= box[2] && p.lat >= box[1] && p.lat <= box[3])
        .map(({ id, name, category, lon, lat }) => ({ id, name, category, lon, lat })),
    mapWater: () => [],
    mapBuildings: () => [],
    isDemoRegion: () => true,
    dataVersion: () => 'stub',
    // Address search: one address, City Hall, found by '세종대로 110' (or its lot '태평로1가 77-3').
    geocode(query, format) {
      if (!`${query.dong} ${query.bunji ?? ''}`.includes('110') && !`${query.bunji ?? ''}`.includes('77-3')) return null;
      const p = format([126.978404, 37.5667]);
      return {
        matchFlag: '', lat: '', lon: '', city_do: '서울특별시', gu_gun: '중구', eup_myun: '', legalDong: '태평로1가',
        legalDongCode: '1114010300', adminDong: '명동', adminDongCode: '1114055000', ri: '', bunji: '77-3',
        newMatchFlag: 'N51', newLat: p.lat, newLon: p.lon, newRoadName: '세종대로', newBuildngIndex: '110',
        newBuildngName: '서울특별시청', newBuildngCateName: '', remainder: '',
      };
    },
    fullAddrGeo({ text }, format) {
      if (!text.includes('세종대로')) return { totalCount: 0, items: [] };
      const p = format([126.978404, 37.5667]);
      return { totalCount: 1, items: [stubItem(p)] };
    },
    postcode({ text }, format) {
      if (!text.includes('세종대로') && text.trim() !== '04510') return { totalCount: 0, items: [] };
      const p = format([126.978404, 37.5667]);
      const { lat, lon } = p;
      return {
        totalCount: 1,
        items: [{ lat, lon, latEntr: '', lonEntr: '', city_do: '서울특별시', gu_gun: '중구', eup_myun: '', legalDong: '태평로1가', adminDong: '명동', ri: '', bunji: '77-3', buildingName: '서울특별시청', buildingDong: '', newRoadName: '세종대로', newBuildingIndex: '110', zipcode: '04510' }],
      };
    },
    regions: () => createRegionIndex([]),
    convertAddress(query, format) {
      if (!query.reqAdd.includes('세종대로 110') && !query.reqAdd.includes('77-3')) return null;
      const p = format([126.978404, 37.5667]);
      return {
        resCount: '1', resMulti: query.reqMulti, reqAddress: query.searchTypCd === 'NtoO' ? 'N' : 'O', upperDistCode: '1100000000',
        upperDistName: '서울특별시', middleDistCode: '1114000000', middleDistName: '중구', legalLowerDistCode: '1114010300',
        legalLowerDistName: '태평로1가', legalDetailCode: '', legalDetailName: '', adminLowerDistCode: '1114055000', adminDistName: '명동',
        primary: '77', secondary: '3', mlClass: '1', oldLat: p.lat, oldLon: p.lon,
        newAddressList: { newAddress: [{ roadName: '세종대로', bldNo1: '110', bldNo2: '0', roadId: '111402005001', newLat: p.lat, newLon: p.lon }] },
      };
    },
  };
}

/** The stub's one fullAddrGeo item (a road-name match). */
function stubItem(p: { lat: string; lon: string }): FullAddrItem {
  return {
    matchFlag: '', lat: '', lon: '', latEntr: '', lonEntr: '', city_do: '서울특별시', gu_gun: '중구', eup_myun: '', legalDong: '태평로1가',
    legalDongCode: '1114010300', adminDong: '명동', adminDongCode: '1114055000', ri: '', bunji: '77-3', buildingName: '', buildingDong: '',
    newMatchFlag: 'N51', newLat: p.lat, newLon: p.lon, newLatEntr: '', newLonEntr: '', newRoadName: '세종대로', newBuildingIndex: '110',
    newBuildingName: '서울특별시청', newBuildingDong: '', newBuildingCateName: '', zipcode: '04510', remainder: '',
  };
}

export function testConfig(env: Env = {}): LocusConfig {
  // The test app-id is bound to every key the test configures, unless it binds apps itself.
  const keys = (env.LOCUS_API_KEYS ?? TEST_KEY).split(',').map((k) => k.trim()).filter((k) => k !== '');
  return parseConfig({
    LOCUS_API_KEYS: TEST_KEY,
    LOCUS_FACE_APPS: `${TEST_APP_ID}:${keys.join('+')}`,
    LOCUS_DATA_DIR: ':memory:',
    LOCUS_RATE_LIMIT_RPS: '0',
    ...env,
  });
}

export interface TestApp {
  app: Hono<LocusEnv>;
  db: Db;
  calls: ReverseGeocodeQuery[];
  errors: unknown[];
  /** app.fetch with a path relative to BASE. */
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): void;
}

export function makeTestApp(env: Env = {}, overrides: Partial<AppOptions> = {}): TestApp {
  const db = openDatabase(MEMORY_DB);
  const calls: ReverseGeocodeQuery[] = [];
  const errors: unknown[] = [];
  const config = testConfig(env);
  // The real worker pool unless a test brings its own engine; closed with the app.
  const pool = overrides.faceEngine ? undefined : facePoolFor(config.faces);
  const app = createApp({
    config,
    db,
    world: stubWorld(calls),
    consoleDir: null,
    logError: (e) => errors.push(e),
    ...(pool ? { faceEngine: pool } : {}),
    ...overrides,
  });
  return {
    app,
    db,
    calls,
    errors,
    get: async (path, init) => app.fetch(new Request(`${BASE}${path}`, init)),
    close: () => {
      void pool?.close();
      db.close();
    },
  };
}

/** A reverse-geocoding query string inside the stub world, with overrides (undefined removes). */
export function rgQuery(overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    version: '1',
    lat: '37.5636',
    lon: '126.9869',
    appKey: TEST_KEY,
    ...overrides,
  };
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, v);
  return `/tmap/geo/reversegeocoding?${search.toString()}`;
}
