import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator';
import { pendingRows } from '../national/import-runs';
import { buildingLine, CITY_HALL, type FixtureBuilding } from '../testing/juso-fixture';
import { killWhenRowsRead, runImport, startImport } from '../testing/import-child';
import { denseNodesBlock, osmHeaderBlock, waysBlock, type PbfWay } from '../testing/osm-pbf-writer';
import { testConfig } from '../testing/test-app';
import { tmapPath } from '../testing/tmap-requests';

/**
 * An import SIGKILLed while it writes (`npm run emulator:import` as a child process, killed once
 * its progress shows rows past several committed batches) leaves nothing of itself served: an
 * emulator running through the kill, and one restarted on the data directory afterwards, answer
 * nearest road, reverse geocoding and full-text geocoding near the killed rows as before the
 * import, and /_locus/info lists the same files; the restart sweeps the killed import's rows, and
 * the next import of another file does not bring them in; running the killed import again serves
 * all of it.
 */

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'locus-import-kill-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});

async function startOn(dataDir: string): Promise<Emulator> {
  await emulator?.stop();
  emulator = await startEmulator({ consoleDir: null, config: testConfig({ HOST: '127.0.0.1', PORT: '0', LOCUS_DATA_DIR: dataDir }), tilePool: null });
  return emulator;
}

/** An answer of the running emulator: status and body text. */
async function answer(path: string): Promise<string> {
  if (!emulator) throw new Error('no emulator');
  const res = await fetch(`${emulator.running.url}${path}`);
  return `${res.status} ${await res.text()}`;
}

/** The files /_locus/info lists: kind, file and rows (the import time differs between runs). */
async function listed(): Promise<string[]> {
  if (!emulator) throw new Error('no emulator');
  const info = (await (await fetch(`${emulator.running.url}/_locus/info`)).json()) as { sources: { kind: string; file: string; rows: number }[] };
  return info.sources.map((s) => `${s.kind} ${s.file} ${s.rows}`);
}

/** The database's integrity check, and the rows still waiting in pending tables (the restart sweeps those of a killed import). */
function inspect(dataDir: string): { integrity: string; pending: number } {
  const db = new Database(join(dataDir, 'locus.db'), { readonly: true });
  try {
    return { integrity: db.pragma('integrity_check', { simple: true }) as string, pending: pendingRows(db) };
  } finally {
    db.close();
  }
}

const KILL_TIMEOUT_MS = 180_000;

describe('a roads import killed midway', () => {
  // Ways 1–3: a short street near Daejeon, imported first from GeoJSON as 옛길; the big file
  // brings them again as 새길 (first in the file, so written in its first batch), then WAYS
  // short ways on a grid further south (none of them anywhere before).
  const OLD_STREET: [number, number] = [127.385, 36.351];
  const GRID: [number, number] = [127.0, 35.0];
  const WAYS = 200_000;
  let before: string;
  let big: string;
  let other: string;

  function streetCoordinates(way: number): [number, number][] {
    const lon = OLD_STREET[0] + (way - 1) * 0.001;
    return [[lon, OLD_STREET[1]], [lon + 0.0008, OLD_STREET[1]]];
  }

  function lineFeature(id: number, name: string, coordinates: [number, number][]): string {
    return JSON.stringify({ type: 'Feature', id: `way/${id}`, properties: { highway: 'residential', name }, geometry: { type: 'LineString', coordinates } });
  }

  function bigRoadsFile(): Buffer {
    const blocks: Buffer[] = [osmHeaderBlock()];
    const per = 20_000;
    // Nodes: 1–6 for the street, then two per grid way.
    const street = [1, 2, 3].flatMap((w) => streetCoordinates(w));
    blocks.push(denseNodesBlock([1, 2, 3, 4, 5, 6], street.map((p) => p[0]), street.map((p) => p[1])));
    for (let from = 0; from < WAYS; from += per) {
      const ids: number[] = [];
      const lons: number[] = [];
      const lats: number[] = [];
      for (let w = from; w < Math.min(WAYS, from + per); w++) {
        const lon = GRID[0] + (w % 500) * 0.0005;
        const lat = GRID[1] + Math.floor(w / 500) * 0.0005;
        ids.push(7 + 2 * w, 8 + 2 * w);
        lons.push(lon, lon + 0.0003);
        lats.push(lat, lat);
      }
      blocks.push(denseNodesBlock(ids, lons, lats));
    }
    blocks.push(waysBlock([1, 2, 3].map((w) => ({ id: w, refs: [2 * w - 1, 2 * w], tags: { highway: 'residential', name: '새길' } }))));
    for (let from = 0; from < WAYS; from += per) {
      const ways: PbfWay[] = [];
      for (let w = from; w < Math.min(WAYS, from + per); w++) ways.push({ id: 10 + w, refs: [7 + 2 * w, 8 + 2 * w], tags: { highway: 'residential', name: '격자로' } });
      blocks.push(waysBlock(ways));
    }
    return Buffer.concat(blocks);
  }

  beforeAll(() => {
    before = join(dir, 'roads-before.geojson');
    const features = [1, 2, 3].map((w) => lineFeature(w, '옛길', streetCoordinates(w)));
    writeFileSync(before, `{"type":"FeatureCollection","features":[\n${features.join(',\n')}\n]}\n`);
    other = join(dir, 'roads-other.geojson');
    writeFileSync(other, `{"type":"FeatureCollection","features":[\n${lineFeature(900_000_001, '딴길', [[128.0, 36.0], [128.001, 36.0]])}\n]}\n`);
    big = join(dir, 'roads-big.osm.pbf');
    writeFileSync(big, bigRoadsFile());
  }, 60_000);

  const near = (lon: number, lat: number) => tmapPath('/tmap/road/nearToRoad', { lon: String(lon), lat: String(lat), radius: '100' });
  const onStreet = near(OLD_STREET[0] + 0.0004, OLD_STREET[1]);
  const onGrid = near(GRID[0] + 0.0001, GRID[1]);
  const onLastGridWay = near(GRID[0] + ((WAYS - 1) % 500) * 0.0005 + 0.0001, GRID[1] + Math.floor((WAYS - 1) / 500) * 0.0005);

  it('serves none of its links, before or after a restart or the next import, and all of them once run again', { timeout: 600_000 }, async () => {
    const dataDir = join(dir, 'roads-data');
    await runImport(dataDir, ['--roads', before]);
    await startOn(dataDir);
    expect(await answer(onStreet)).toContain('"roadName":"옛길"');
    const answers = { street: await answer(onStreet), grid: await answer(onGrid), last: await answer(onLastGridWay) };
    const sources = await listed();
    expect(sources).toEqual(['roads roads-before.geojson 3']);

    const child = startImport(dataDir, ['--roads', big]);
    const seen = await killWhenRowsRead(child, 'roads', 70_000, KILL_TIMEOUT_MS);
    expect(seen).toBeLessThan(WAYS);
    // The emulator that ran through the import and the kill.
    expect({ street: await answer(onStreet), grid: await answer(onGrid), last: await answer(onLastGridWay) }).toEqual(answers);
    expect(await listed()).toEqual(sources);

    await startOn(dataDir);
    expect(inspect(dataDir)).toEqual({ integrity: 'ok', pending: 0 });
    expect({ street: await answer(onStreet), grid: await answer(onGrid), last: await answer(onLastGridWay) }).toEqual(answers);
    expect(await listed()).toEqual(sources);

    // The next import (another file) adds its own road and nothing of the killed one.
    await runImport(dataDir, ['--roads', other]);
    expect(await answer(near(128.0005, 36.0))).toContain('"roadName":"딴길"');
    expect({ street: await answer(onStreet), grid: await answer(onGrid), last: await answer(onLastGridWay) }).toEqual(answers);
    expect(await listed()).toEqual(['roads roads-before.geojson 3', 'roads roads-other.geojson 1']);

    await runImport(dataDir, ['--roads', big]);
    expect(await answer(onStreet)).toContain('"roadName":"새길"');
    expect(await answer(onGrid)).toContain('"roadName":"격자로"');
    expect(await answer(onLastGridWay)).toContain('"roadName":"격자로"');
    expect(await listed()).toEqual(['roads roads-before.geojson 3', `roads roads-big.osm.pbf ${WAYS + 3}`, 'roads roads-other.geojson 1']);
  });
});

describe('an address import killed midway', () => {
  // A navigation-DB building file of BUILDINGS buildings in 대전 유성구 on roads 킬테스트N로 (200
  // buildings a road), imported after a small file with Seoul City Hall.
  const BUILDINGS = 200_000;
  const PER_ROAD = 200;
  let before: string;
  let big: string;

  function building(i: number): FixtureBuilding {
    const road = Math.floor(i / PER_ROAD);
    return {
      emdCode: '3020011800', sido: '대전광역시', sgg: '유성구', emd: '봉명동', roadCode: `30200${String(4_000_000 + road).padStart(7, '0')}`,
      road: `킬테스트${road}로`, main: 1 + 2 * (i % PER_ROAD), zipcode: '34100', key: `30200118001${String(i).padStart(14, '0')}`,
      adminCode: '3020054000', adminName: '온천1동', lon: 127.3 + (i % 400) * 0.0002, lat: 36.3 + Math.floor(i / 400) * 0.0002,
    };
  }

  beforeAll(() => {
    before = join(dir, 'build_seoul.txt');
    writeFileSync(before, `${buildingLine(CITY_HALL)}\n`);
    big = join(dir, 'build_daejeon.txt');
    const lines: string[] = [];
    for (let i = 0; i < BUILDINGS; i++) lines.push(buildingLine(building(i)));
    writeFileSync(big, `${lines.join('\n')}\n`);
  }, 60_000);

  const first = building(0);
  const last = building(BUILDINGS - 1);
  const full = (text: string) => tmapPath('/tmap/geo/fullAddrGeo', { fullAddr: text });
  const reverse = (b: FixtureBuilding) => tmapPath('/tmap/geo/reversegeocoding', { lon: String(b.lon), lat: String(b.lat), addressType: 'A10' });
  const queries = {
    firstRoad: full(`대전광역시 유성구 ${first.road} ${first.main}`),
    lastRoad: full(`대전광역시 유성구 ${last.road} ${last.main}`),
    firstPoint: reverse(first),
    lastPoint: reverse(last),
    postcode: tmapPath('/tmap/geo/postcode', { addr: '34100' }),
    cityHall: full('서울특별시 중구 세종대로 110'),
  };
  async function answers(): Promise<Record<keyof typeof queries, string>> {
    const out: Partial<Record<keyof typeof queries, string>> = {};
    for (const [name, path] of Object.entries(queries)) out[name as keyof typeof queries] = await answer(path);
    return out as Record<keyof typeof queries, string>;
  }

  it('serves none of its rows, before or after a restart, and all of them once run again', { timeout: 600_000 }, async () => {
    const dataDir = join(dir, 'address-data');
    await runImport(dataDir, ['--addresses', before]);
    await startOn(dataDir);
    const expected = await answers();
    expect(expected.cityHall).toContain('세종대로');
    const sources = await listed();
    expect(sources).toEqual(['addresses build_seoul.txt 1']);

    const child = startImport(dataDir, ['--addresses', big]);
    const seen = await killWhenRowsRead(child, 'addresses', 110_000, KILL_TIMEOUT_MS);
    expect(seen).toBeLessThan(BUILDINGS);
    expect(await answers()).toEqual(expected);
    expect(await listed()).toEqual(sources);

    await startOn(dataDir);
    expect(inspect(dataDir)).toEqual({ integrity: 'ok', pending: 0 });
    expect(await answers()).toEqual(expected);
    expect(await listed()).toEqual(sources);

    await runImport(dataDir, ['--addresses', big]);
    const after = await answers();
    expect(after.firstRoad).toContain(`"newLat":"${first.lat.toFixed(6)}"`);
    expect(after.lastRoad).toContain(`"newLat":"${last.lat.toFixed(6)}"`);
    expect(after.lastPoint).toContain(last.road);
    expect(after.cityHall).toBe(expected.cityHall);
    expect(await listed()).toEqual(['addresses build_daejeon.txt 200000', 'addresses build_seoul.txt 1']);
  });
});
