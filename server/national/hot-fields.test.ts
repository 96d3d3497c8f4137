import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MapBox, NearestRoadBody, WorldServices } from '../world-services-types';
import { mulberry32 } from '../domain/hash';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { importPois } from '../import/poi-import';
import { importRoads } from '../import/road-import';
import { createWorldServices } from '../world-services';
import { DEMO_SOURCE } from './demo-shelf';
import { poiServices } from './poi-services';
import { publishPois } from './poi-publish';
import { publishRoads } from './road-index-build';
import { roadServices } from './road-services';

/**
 * nearToRoad's header, reverseLabel's and the map's POIs answered from the parts stored at
 * publish (road-header-parts.ts, poi-fields.ts) against the rows they were built from: every
 * field equal, for many random queries over imported data (random tags, so widths and string
 * tables are exercised) and the demo world; and the same answers from the rows when the parts
 * are missing (a database published before they were stored).
 */
const BOX: MapBox = [129.0, 35.1, 129.06, 35.16];
const SEOUL: MapBox = [126.95, 37.49, 127.07, 37.59];
const NAMES = ['중앙대로', '중앙대로10번길', '수영로', 'Haeundae-ro', '광안해변로 🌊', '', '', '동백로'];
const CLASSES = ['motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'unclassified', 'residential', 'service', 'living_street', 'motorway_link'];

/** Roads as GeoJSON lines: random classes, names, speeds (some in mph), lanes, one-way, toll, bridges and tunnels; ways of up to 2 km, cut into links. */
function roadLines(count: number, seed: number, firstWay: number): string[] {
  const random = mulberry32(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const lines: string[] = [];
  for (let w = 0; w < count; w++) {
    let lon = BOX[0] + random() * (BOX[2] - BOX[0]);
    let lat = BOX[1] + random() * (BOX[3] - BOX[1]);
    const coordinates = [[lon, lat]];
    for (let v = 0, n = 1 + Math.floor(random() * 6); v < n; v++) {
      lon += (random() - 0.5) * 0.006;
      lat += (random() - 0.5) * 0.005;
      coordinates.push([Math.round(lon * 1e7) / 1e7, Math.round(lat * 1e7) / 1e7]);
    }
    const tags: Record<string, string> = { highway: pick(CLASSES) };
    const name = pick(NAMES);
    if (name) tags['name'] = name;
    if (random() < 0.4) tags['maxspeed'] = random() < 0.3 ? `${10 + Math.floor(random() * 60)} mph` : String(10 + Math.floor(random() * 110));
    if (random() < 0.4) tags['lanes'] = String(1 + Math.floor(random() * 20));
    if (random() < 0.3) tags['oneway'] = pick(['yes', '-1', 'no']);
    if (random() < 0.1) tags['toll'] = 'yes';
    const facility = random();
    if (facility < 0.1) tags['bridge'] = pick(['yes', 'viaduct']);
    else if (facility < 0.2) tags['tunnel'] = 'yes';
    const id = `way/${firstWay + w}`;
    lines.push(JSON.stringify({ type: 'Feature', id, properties: { '@id': id, ...tags }, geometry: { type: 'LineString', coordinates } }));
  }
  return lines;
}

/** POIs as CSV lines: names repeating (chains) or with quotes, a few categories, one of them empty. */
function poiLines(count: number, seed: number): string[] {
  const random = mulberry32(seed);
  const lines = ['name,lat,lon,category'];
  for (let i = 0; i < count; i++) {
    const name = random() < 0.3 ? `GS25 ${Math.floor(random() * 5)}호점` : `시설 ${seed}-${i} "${i % 7}"`;
    const lat = (BOX[1] + random() * (BOX[3] - BOX[1])).toFixed(6);
    const lon = (BOX[0] + random() * (BOX[2] - BOX[0])).toFixed(6);
    lines.push(`"${name.replaceAll('"', '""')}",${lat},${lon},${['편의점', '공원', '체육시설', '', '주차장'][i % 5] ?? ''}`);
  }
  return lines;
}

interface HeaderRow {
  link_id: number;
  idx_name: string;
  road_name: string;
  road_category: number;
  speed: number;
  lane: number;
  lane_type: number;
  toll_link: number;
  link_facil: number;
  total_distance: number;
}

/** 10,000 random queries per operation (8,000 over imported data, 2,000 over the demo world). */
describe('answers from the stored hot fields', () => {
  let dir: string;
  let db: Db;
  let services: WorldServices;
  const quiet = { log: () => undefined, warn: () => undefined };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-hot-fields-'));
    db = openDatabase(MEMORY_DB);
    services = createWorldServices(db);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function write(name: string, lines: readonly string[]): string {
    const path = join(dir, name);
    writeFileSync(path, `${lines.join('\n')}\n`);
    return path;
  }

  function randomPoints(box: MapBox, n: number, seed: number): [number, number][] {
    const random = mulberry32(seed);
    return Array.from({ length: n }, () => [box[0] + random() * (box[2] - box[0]), box[1] + random() * (box[3] - box[1])]);
  }

  const headerRow = (linkId: string) =>
    db
      .prepare('SELECT link_id, idx_name, road_name, road_category, speed, lane, lane_type, toll_link, link_facil, total_distance FROM imported_roads WHERE link_id = ?')
      .get(Number(linkId)) as HeaderRow | undefined;

  /** Each answer's header against its link's row; returns the answers (null where none) and the rows met. */
  function expectHeadersAsRows(points: [number, number][], radiusM: number, near = services.nearestRoad): { answers: (NearestRoadBody | null)[]; rows: HeaderRow[] } {
    const rows: HeaderRow[] = [];
    const answers = points.map(([lon, lat]) => {
      const answer = near({ lon, lat, radiusM });
      if (!answer) return null;
      const row = headerRow(answer.header.linkId);
      expect(row, answer.header.linkId).toBeDefined();
      if (!row) return answer;
      rows.push(row);
      expect(answer.header).toStrictEqual({
        totalDistance: row.total_distance,
        idxName: row.idx_name,
        linkId: String(row.link_id),
        speed: row.speed,
        tollLink: row.toll_link,
        roadName: row.road_name,
        lane: row.lane,
        laneType: row.lane_type,
        roadCategory: row.road_category,
        linkFacil: row.link_facil,
      });
      return answer;
    });
    return { answers, rows };
  }

  it('answers nearToRoad headers equal to the rows, from imported links (both ways of publishing) and the demo world', async () => {
    // Into an empty table: the index built while the links are written.
    await importRoads(db, [write('a.geojson', roadLines(600, 1, 1000))], quiet);
    // Into a table with links: the index rebuilt from the rows.
    await importRoads(db, [write('b.geojson', roadLines(400, 2, 5000))], quiet);
    const imported = expectHeadersAsRows(randomPoints(BOX, 8000, 3), 150);
    const demo = expectHeadersAsRows(randomPoints(SEOUL, 2000, 4), 150);
    // The queries met a variety: links of many rows, totalDistance past one byte, every class, names with emoji.
    expect(new Set(imported.rows.map((r) => r.link_id)).size).toBeGreaterThan(300);
    expect(imported.rows.some((r) => r.total_distance > 255)).toBe(true);
    expect(new Set(imported.rows.map((r) => r.road_category)).size).toBeGreaterThanOrEqual(6);
    expect(imported.rows.some((r) => r.road_name.includes('🌊'))).toBe(true);
    expect(imported.rows.some((r) => r.toll_link === 1) && imported.rows.some((r) => r.link_facil !== 0)).toBe(true);
    expect(new Set(demo.rows.map((r) => r.link_id)).size).toBeGreaterThan(50);

    // Without the header's parts (roads published before they were stored): the same answers, from the rows.
    const before = [...imported.answers, ...demo.answers];
    db.prepare("DELETE FROM dataset_indexes WHERE kind = 'roads' AND part IN ('headerKinds', 'headerKind', 'totalDistance', 'idxNameIds', 'idxNameBytes', 'idxNameOffsets')").run();
    const fromRows = roadServices(db);
    const after = expectHeadersAsRows([...randomPoints(BOX, 8000, 3), ...randomPoints(SEOUL, 2000, 4)], 150, fromRows.nearestRoad);
    expect(after.answers).toEqual(before);
  });

  it('holds every value exactly, whatever its size: values no import writes, published from the rows', async () => {
    await importRoads(db, [write('a.geojson', roadLines(300, 5, 1000))], quiet);
    db.prepare('UPDATE imported_roads SET total_distance = 5000000000 + link_id % 7, speed = 70000, lane = 300, road_category = -1 WHERE link_id % 3 = 0').run();
    db.prepare('UPDATE imported_roads SET total_distance = 70000, lane_type = 9, toll_link = 256, link_facil = 12 WHERE link_id % 3 = 1').run();
    db.transaction(() => publishRoads(db, null))();
    const { rows } = expectHeadersAsRows(randomPoints(BOX, 800, 6), 150);
    expect(rows.some((r) => r.total_distance > 2 ** 32) && rows.some((r) => r.total_distance === 70000) && rows.some((r) => r.total_distance < 1000)).toBe(true);
    expect(rows.some((r) => r.road_category === -1 && r.lane === 300 && r.speed === 70000)).toBe(true);
    expect(rows.some((r) => r.toll_link === 256 && r.link_facil === 12 && r.lane_type === 9)).toBe(true);
  });

  it('answers reverseLabel and the map’s POIs equal to the rows, imported and demo, and the same without the fields’ parts', async () => {
    await importPois(db, [write('a.csv', poiLines(1500, 7))], {}, quiet);
    await importPois(db, [write('b.csv', poiLines(500, 8))], {}, quiet);
    const row = (id: string) => db.prepare('SELECT name, category, lon, lat, source FROM imported_pois WHERE id = ?').get(Number(id)) as { name: string; category: string; lon: number; lat: number; source: string } | undefined;

    const labels = (served: Pick<WorldServices, 'reverseLabel'>) =>
      [...randomPoints(BOX, 8000, 9), ...randomPoints(SEOUL, 2000, 10)].map(([lon, lat], q) => served.reverseLabel({ lon, lat, reqLevel: [15, 17, 19][q % 3] ?? 19 }));
    const answered = labels(services).filter((l) => l !== null);
    for (const label of answered) {
      const poi = row(label.id);
      expect(label).toStrictEqual({ id: label.id, name: poi?.name, lat: poi?.lat, lon: poi?.lon });
    }
    expect(new Set(answered.map((l) => l.id)).size).toBeGreaterThan(300);
    expect(answered.some((l) => row(l.id)?.source === DEMO_SOURCE)).toBe(true);

    const boxes = (served: Pick<WorldServices, 'mapPois'>) =>
      [...randomPoints(BOX, 40, 11), ...randomPoints(SEOUL, 40, 12)].map(([lon, lat]) => served.mapPois({ box: [lon, lat, lon + 0.01, lat + 0.008] }));
    const shown = boxes(services).flat();
    for (const poi of shown) {
      const stored = row(poi.id);
      const expected = { id: poi.id, name: stored?.name, category: stored?.category, lon: stored?.lon, lat: stored?.lat };
      expect(poi).toStrictEqual(stored?.source === DEMO_SOURCE ? { ...expected, demo: true } : expected);
    }
    expect(shown.some((p) => p.demo) && shown.some((p) => !p.demo) && new Set(shown.map((p) => p.category)).size > 3).toBe(true);

    // Without the fields' parts (POIs published before they were stored): the same answers, from the rows.
    const before = { labels: labels(services), boxes: boxes(services) };
    db.prepare("DELETE FROM dataset_indexes WHERE kind = 'pois' AND part IN ('nameIds', 'kind', 'kindDemo', 'nameBytes', 'nameOffsets', 'kindCategoryBytes', 'kindCategoryOffsets')").run();
    const fromRows = poiServices(db);
    expect(labels(fromRows)).toEqual(before.labels);
    expect(boxes(fromRows)).toEqual(before.boxes);
    // Published again: the parts are back.
    db.transaction(() => publishPois(db))();
    expect(db.prepare("SELECT count(*) FROM dataset_indexes WHERE kind = 'pois' AND part = 'nameBytes'").pluck().get()).toBe(1);
  });
});
