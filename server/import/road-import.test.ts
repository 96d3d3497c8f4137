import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorldServices } from '../world-services-types';
import { openDatabase, type Db } from '../db/open-database';
import { createWorldServices } from '../world-services';
import { listSources } from '../national/datasets';
import { denseNodesBlock, osmHeaderBlock, waysBlock, type PbfWay } from '../testing/osm-pbf-writer';
import type { ImportContext } from './import-context';
import { clearRoads, importRoads } from './road-import';

/**
 * Authored fixtures (not taken from any data set): a small network near Busan City Hall, far
 * from the demo world's roads. 0.001° of longitude there is about 90.9 m, of latitude 111 m.
 *
 * - way 1001 중앙대로 (primary) runs east from 129.070 to 129.080 at lat 35.180 (about 909 m),
 *   through the node at 129.075 that way 1002 also uses: cut there, and each half (about
 *   455 m) into two links → 4 links;
 * - way 1002 중앙대로10번길 (residential, oneway=-1) runs north from lat 35.178 to the junction:
 *   one link, reversed to run south;
 * - way 1003 a footway: not a road;
 * - way 1004 수영교 (tertiary, bridge, 30 mph, 3 lanes, written "수영교 (Suyeonggyo)") at lat 35.185.
 */
const LAT = 35.18;

interface Captured {
  context: ImportContext;
  warnings: string[];
}

function capture(): Captured {
  const warnings: string[] = [];
  return { warnings, context: { log: () => undefined, warn: (line) => warnings.push(line) } };
}

const feature = (id: string, tags: Record<string, string>, coordinates: number[][]): string =>
  JSON.stringify({ type: 'Feature', id, properties: { '@id': id, ...tags }, geometry: { type: 'LineString', coordinates } });

function geoJsonLines(): string[] {
  return [
    '{"type":"FeatureCollection","timestamp":"2024-05-01T00:00:00Z","features":[',
    `${feature('way/1001', { highway: 'primary', name: '중앙대로' }, [[129.07, LAT], [129.0725, LAT], [129.075, LAT], [129.0775, LAT], [129.08, LAT]])},`,
    `${feature('way/1002', { highway: 'residential', name: '중앙대로10번길', oneway: '-1' }, [[129.075, 35.178], [129.075, LAT]])},`,
    `${feature('way/1003', { highway: 'footway' }, [[129.071, 35.181], [129.072, 35.181]])},`,
    `${feature('way/1004', { highway: 'tertiary', name: '수영교 (Suyeonggyo)', bridge: 'yes', maxspeed: '30 mph', lanes: '3' }, [[129.07, 35.185], [129.072, 35.185]])},`,
    // Malformed: one position; a Point; a line cut short; no way id.
    `${feature('way/1005', { highway: 'primary' }, [[129.07, 35.19]])},`,
    `${JSON.stringify({ type: 'Feature', id: 'way/1006', properties: { highway: 'primary' }, geometry: { type: 'Point', coordinates: [129.07, 35.19] } })},`,
    '{"type":"Feature","id":"way/1007","properties":{"highway":"primary"},"geometry":{"type":"LineStr',
    `${JSON.stringify({ type: 'Feature', properties: { highway: 'primary' }, geometry: { type: 'LineString', coordinates: [[129.07, 35.19], [129.071, 35.19]] } })}`,
    ']}',
  ];
}

function pbfFile(): Buffer {
  // Node ids ascending; the same network as the GeoJSON fixture, plus a way naming a missing node.
  const nodes: [number, number, number][] = [
    [1, 129.07, LAT],
    [2, 129.0725, LAT],
    [3, 129.075, LAT],
    [4, 129.0775, LAT],
    [5, 129.08, LAT],
    [6, 129.075, 35.178],
    [7, 129.071, 35.181],
    [8, 129.072, 35.181],
    [9, 129.07, 35.185],
    [10, 129.072, 35.185],
  ];
  const ways: PbfWay[] = [
    { id: 1001, refs: [1, 2, 3, 4, 5], tags: { highway: 'primary', name: '중앙대로' } },
    { id: 1002, refs: [6, 3], tags: { highway: 'residential', name: '중앙대로10번길', oneway: '-1' } },
    { id: 1003, refs: [7, 8], tags: { highway: 'footway' } },
    { id: 1004, refs: [9, 10], tags: { highway: 'tertiary', name: '수영교 (Suyeonggyo)', bridge: 'yes', maxspeed: '30 mph', lanes: '3' } },
    { id: 1008, refs: [9, 99], tags: { highway: 'primary', name: '없는길' } },
    { id: 1009, refs: [10], tags: { highway: 'primary' } },
  ];
  return Buffer.concat([
    osmHeaderBlock(Date.UTC(2024, 4, 1) / 1000),
    denseNodesBlock(nodes.map((n) => n[0]), nodes.map((n) => n[1]), nodes.map((n) => n[2])),
    waysBlock(ways),
  ]);
}

describe('importRoads', () => {
  let dir: string;
  let db: Db;
  let services: WorldServices;
  const near = (lon: number, lat: number, radiusM = 100) => services.nearestRoad({ lon, lat, radiusM });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-roads-'));
    db = openDatabase(join(dir, 'locus.db'));
    services = createWorldServices(db);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function writeGeoJson(lines = geoJsonLines(), name = 'roads.geojson'): string {
    const path = join(dir, name);
    writeFileSync(path, `${lines.join('\n')}\n`);
    return path;
  }

  function expectFixtureNetwork(): void {
    // Beside 중앙대로, west of the junction: the link from the start to the cut at about 227 m.
    const west = near(129.071, LAT + 0.0002);
    expect(west?.header).toMatchObject({ roadName: '중앙대로', roadCategory: 3, speed: 60, lane: 4, laneType: 2, tollLink: 0, linkFacil: 0 });
    expect(west?.header.linkId).toBe('10010000');
    // Mesh of the link's midpoint (129.0711, 35.18): rows floor((35.18 - 33) × 120), columns floor((129.0711 - 124) × 90).
    expect(west?.header.idxName).toBe('02610456');
    expect(west?.header.totalDistance).toBeGreaterThan(220);
    expect(west?.header.totalDistance).toBeLessThanOrEqual(400);
    expect(west?.linkPoints[0]?.location).toEqual({ latitude: LAT, longitude: 129.07 });
    // East of the junction: the third link of the way (cut at the junction, then in two).
    expect(near(129.0762, LAT + 0.0002)?.header.linkId).toBe('10010002');
    // The one-way side street runs south: its geometry is reversed.
    const side = near(129.0752, 35.179);
    expect(side?.header).toMatchObject({ roadName: '중앙대로10번길', roadCategory: 7, laneType: 1, linkId: '10020000' });
    expect(side?.linkPoints.map((p) => p.location.latitude)).toEqual([LAT, 35.178]);
    // The bridge: name's Hangul part, mph converted, lanes read.
    expect(near(129.071, 35.1851)?.header).toMatchObject({ roadName: '수영교', linkFacil: 1, speed: 48, lane: 3, roadCategory: 5 });
    // The footway is not a road: the nearest road there is 중앙대로, 111 m away.
    expect(near(129.0715, 35.181, 50)).toBeNull();
  }

  it('imports a GeoJSON file (one feature per line) and nearToRoad answers from it', async () => {
    expect(near(129.071, LAT + 0.0002)).toBeNull();
    const { context, warnings } = capture();
    const summary = await importRoads(db, [writeGeoJson()], context);
    expect(summary).toMatchObject({ rows: 8, stored: 6, skipped: 4 });
    expectFixtureNetwork();
    expect(warnings.filter((w) => w.endsWith('— skipped'))).toEqual([
      'roads.geojson: line 6: a line needs at least two positions — skipped',
      'roads.geojson: line 7: geometry Point is not a LineString or MultiLineString — skipped',
      'roads.geojson: line 8: not a GeoJSON Feature — skipped',
      'roads.geojson: line 9: no OSM way id (feature id, @id, osm_id or osm_way_id) — skipped',
    ]);
    expect(listSources(db)).toEqual([
      expect.objectContaining({ kind: 'roads', file: 'roads.geojson', rows: 8, version: '2024-05-01T00:00:00Z', layout: 'GeoJSON, one feature per line' }),
    ]);
  });

  it('imports a pretty-printed FeatureCollection with a MultiLineString, reporting malformed features by index', async () => {
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { '@id': 'way/2001', highway: 'secondary', name: '해운대로' }, geometry: { type: 'MultiLineString', coordinates: [[[129.1, 35.16], [129.101, 35.16]], [[129.1, 35.165], [129.101, 35.165]]] } },
        { type: 'Feature', properties: { '@id': 'relation/5', highway: 'secondary' }, geometry: { type: 'LineString', coordinates: [[129.1, 35.17], [129.101, 35.17]] } },
      ],
    };
    const path = join(dir, 'pretty.geojson');
    writeFileSync(path, JSON.stringify(collection, null, 2));
    const { context, warnings } = capture();
    const summary = await importRoads(db, [path], context);
    expect(summary).toMatchObject({ rows: 2, stored: 2, skipped: 1 });
    expect(near(129.1005, 35.1601)?.header).toMatchObject({ roadName: '해운대로', linkId: '20010000', roadCategory: 4 });
    expect(near(129.1005, 35.1651)?.header).toMatchObject({ roadName: '해운대로', linkId: '20010001' });
    expect(warnings).toContain('pretty.geojson: feature 1: relation/5 is not a way (only ways are roads) — skipped');
    expect(listSources(db)[0]?.layout).toBe('GeoJSON FeatureCollection');
  });

  it('imports an .osm.pbf file and nearToRoad answers from it', async () => {
    const path = join(dir, 'busan.osm.pbf');
    writeFileSync(path, pbfFile());
    const { context, warnings } = capture();
    const summary = await importRoads(db, [path], context);
    expect(summary).toMatchObject({ rows: 6, stored: 6, skipped: 2 });
    expectFixtureNetwork();
    expect(warnings.filter((w) => w.endsWith('— skipped'))).toEqual([
      'busan.osm.pbf: way 1008: node 99 is not in the file — skipped',
      'busan.osm.pbf: way 1009: the line has fewer than two distinct points — skipped',
    ]);
    expect(listSources(db)).toEqual([
      expect.objectContaining({ kind: 'roads', file: 'busan.osm.pbf', rows: 6, version: '2024-05-01T00:00:00.000Z', layout: 'OpenStreetMap PBF' }),
    ]);
  });

  it('rejects a truncated .osm.pbf file naming it, and keeps the roads imported before', async () => {
    await importRoads(db, [writeGeoJson()], capture().context);
    const path = join(dir, 'cut.osm.pbf');
    const whole = pbfFile();
    writeFileSync(path, whole.subarray(0, whole.length - 20));
    await expect(importRoads(db, [path], capture().context)).rejects.toThrow(/^cut\.osm\.pbf: not a readable OSM PBF file/);
    expect(near(129.071, LAT + 0.0002)?.header.roadName).toBe('중앙대로');
    expect(db.prepare('SELECT count(*) FROM imported_roads WHERE way_id >= 0').pluck().get()).toBe(6);
  });

  it('answers the same from GeoJSON and PBF, and importing again changes nothing', async () => {
    const geojson = writeGeoJson();
    await importRoads(db, [geojson], capture().context);
    const rows = () => db.prepare('SELECT * FROM imported_roads WHERE way_id >= 0 ORDER BY link_id').all();
    const first = rows();
    expect(first).toHaveLength(6);
    await importRoads(db, [geojson], capture().context);
    expect(rows()).toEqual(first);
    const pbf = join(dir, 'busan.osm.pbf');
    writeFileSync(pbf, pbfFile());
    await importRoads(db, [pbf], capture().context);
    expect(rows()).toEqual(first);
  });

  it('replaces a way imported again with its new links, and adds the ways of other files', async () => {
    await importRoads(db, [writeGeoJson()], capture().context);
    const renamed = [geoJsonLines()[0] ?? '', `${feature('way/1004', { highway: 'tertiary', name: '새다리', bridge: 'yes' }, [[129.07, 35.185], [129.072, 35.185]])},`,
      `${feature('way/3001', { highway: 'residential', name: '새길' }, [[129.09, 35.19], [129.091, 35.19]])}`, ']}'];
    await importRoads(db, [writeGeoJson(renamed, 'update.geojson')], capture().context);
    expect(near(129.071, 35.1851)?.header.roadName).toBe('새다리');
    expect(near(129.0905, 35.1901)?.header.roadName).toBe('새길');
    expect(near(129.071, LAT + 0.0002)?.header.roadName).toBe('중앙대로');
    expect(db.prepare('SELECT count(*) FROM imported_roads WHERE way_id >= 0').pluck().get()).toBe(7);
    expect(listSources(db).map((s) => s.file)).toEqual(['roads.geojson', 'update.geojson']);
  });

  it('keeps the links of the last reading of a way that one import reads twice', async () => {
    // Way 1001 (4 links) again in a second file of the same import, shorter (1 link) and renamed.
    const again = [geoJsonLines()[0] ?? '', feature('way/1001', { highway: 'primary', name: '중앙대로 새구간' }, [[129.07, LAT], [129.0725, LAT]]), ']}'];
    await importRoads(db, [writeGeoJson(), writeGeoJson(again, 'again.geojson')], capture().context);
    expect(db.prepare('SELECT link_id, road_name FROM imported_roads WHERE way_id = 1001').raw().all()).toEqual([[10_010_000, '중앙대로 새구간']]);
    expect(near(129.071, LAT + 0.0002)?.header.roadName).toBe('중앙대로 새구간');
    expect(near(129.079, LAT + 0.0002)).toBeNull();
  });

  it('is picked up by a running emulator at its next request, and a clear hands the area back', async () => {
    // Services built before the import, over the same database file (as the emulator's process).
    const running = createWorldServices(openDatabase(join(dir, 'locus.db')));
    expect(running.nearestRoad({ lon: 129.071, lat: LAT + 0.0002, radiusM: 100 })).toBeNull();
    await importRoads(db, [writeGeoJson()], capture().context);
    expect(running.nearestRoad({ lon: 129.071, lat: LAT + 0.0002, radiusM: 100 })?.header.roadName).toBe('중앙대로');
    expect(clearRoads(db)).toBe(6);
    expect(running.nearestRoad({ lon: 129.071, lat: LAT + 0.0002, radiusM: 100 })).toBeNull();
  });

  it('replaces the demo world where imported roads cover the mesh cell, keeps it elsewhere, and gives it back on a clear', async () => {
    // 세종대로 at Seoul City Hall in the demo world: a link whose idxName cell is 05480267.
    const cityHall = { lon: 126.978, lat: 37.5665, radiusM: 100 };
    const demoLink = services.nearestRoad(cityHall)?.header;
    expect(demoLink).toMatchObject({ roadName: '세종대로', idxName: '05480267' });
    await importRoads(db, [writeGeoJson()], capture().context);
    expect(services.nearestRoad(cityHall)?.header.linkId).toBe(demoLink?.linkId);
    // An imported road in that cell: the demo links of the cell step aside (to the shelf); the one engine serves the others.
    const seoul = [geoJsonLines()[0] ?? '', feature('way/4001', { highway: 'service', name: '시청뒷길' }, [[126.9765, 37.5678], [126.9767, 37.5679]]), ']}'];
    await importRoads(db, [writeGeoJson(seoul, 'seoul.geojson')], capture().context);
    const demoIn = (table: string) => db.prepare(`SELECT count(*) FROM ${table} WHERE way_id < 0 AND idx_name = '05480267'`).pluck().get() as number;
    expect(demoIn('imported_roads')).toBe(0);
    expect(demoIn('shelved_demo_roads')).toBeGreaterThan(0);
    expect(services.nearestRoad(cityHall)?.header.linkId).not.toBe(demoLink?.linkId);
    expect(services.nearestRoad({ lon: 126.9766, lat: 37.56785, radiusM: 5 })?.header.roadName).toBe('시청뒷길');
    // Cleared: the imported links go, the demo world's come back.
    expect(clearRoads(db)).toBe(7);
    expect(demoIn('shelved_demo_roads')).toBe(0);
    expect(services.nearestRoad(cityHall)?.header).toEqual(demoLink);
  });
});
