import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computedFiles } from '../computed-files';
import { openDatabase, type Db } from '../db/open-database';
import { buildDemoWorld } from '../domain/world-builder';
import { createWorldServices } from '../world-services';
import { datasetGeneration } from './datasets';
import { writeDemoPois } from './demo-pois';
import { writeDemoRoads } from './demo-roads';
import { pendingRows } from './import-runs';

const world = buildDemoWorld(computedFiles);
const count = (db: Db, sql: string) => db.prepare(sql).pluck().get() as number;

describe('the demo world written as datasets', () => {
  let dir: string;
  let db: Db;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-demo-datasets-'));
    db = openDatabase(join(dir, 'locus.db'));
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes every road link, POI and the river once, through import runs that leave nothing pending', () => {
    const services = createWorldServices(db);
    expect(count(db, 'SELECT count(*) FROM imported_roads WHERE way_id < 0')).toBe(world.roads.links.length);
    expect(count(db, "SELECT count(*) FROM imported_pois WHERE source = 'demo world'")).toBe(world.pois.pois.length);
    expect(count(db, 'SELECT count(*) FROM imported_water WHERE osm_key < 0')).toBe(world.water.length);
    expect([pendingRows(db), count(db, 'SELECT count(*) FROM import_runs')]).toEqual([0, 0]);
    // The one engine answers them: a demo link with its header as authored, a demo POI by its id.
    // Halfway along its first segment (its ends are junctions shared with other links).
    const link = world.roads.links[0]!;
    const [a, b] = [link.points[0]!, link.points[1]!];
    const answer = services.nearestRoad({ lon: (a[0] + b[0]) / 2, lat: (a[1] + b[1]) / 2, radiusM: 1 });
    expect(answer?.header).toMatchObject({ roadName: link.roadName, speed: link.speed, lane: link.lanes, totalDistance: link.totalDistance, idxName: link.idxName });
    // nearToRoad's shapes: numbers as numbers, ids as strings, the link's points as authored (1e-7°).
    const cityHall = services.nearestRoad({ lon: 126.978, lat: 37.5665, radiusM: 300 });
    const authored = world.roads.links.find((l) => l.linkId === cityHall?.header.linkId);
    expect(cityHall?.header).toMatchObject({ roadName: '세종대로', lane: 10, laneType: 2, roadCategory: 5, speed: 50 });
    for (const key of ['totalDistance', 'speed', 'tollLink', 'lane', 'laneType', 'roadCategory', 'linkFacil'] as const) expect(typeof cityHall?.header[key]).toBe('number');
    expect(typeof cityHall?.header.idxName).toBe('string');
    expect(cityHall?.linkPoints).toEqual(authored?.points.map(([longitude, latitude]) => ({ location: { latitude, longitude } })));
    const poi = world.pois.pois[0]!;
    expect(services.reverseLabel({ lon: poi.lon, lat: poi.lat, reqLevel: 19 })).toEqual({ id: poi.id, name: poi.name, lat: poi.lat, lon: poi.lon });
    expect(services.mapPois({ box: [poi.lon - 1e-6, poi.lat - 1e-6, poi.lon + 1e-6, poi.lat + 1e-6] })).toContainEqual(expect.objectContaining({ id: poi.id, demo: true }));
    expect(services.mapWater({ box: [126.9, 37.5, 127.1, 37.6] })).toEqual([expect.objectContaining({ kind: 'river', demo: true })]);

    // A restart over the same database writes nothing again.
    const generations = (['roads', 'pois', 'water', 'addresses'] as const).map((kind) => datasetGeneration(db, kind));
    createWorldServices(db);
    expect((['roads', 'pois', 'water', 'addresses'] as const).map((kind) => datasetGeneration(db, kind))).toEqual(generations);
  });

  it('replaces the demo rows when the world changed, in one publication', () => {
    createWorldServices(db);
    const [first, second] = world.roads.links;
    expect(writeDemoRoads(db, [first!, second!])).toBe(true);
    expect(db.prepare('SELECT link_id FROM imported_roads WHERE way_id < 0 ORDER BY link_id').pluck().all()).toEqual([Number(first!.linkId), Number(second!.linkId)].sort((a, b) => a - b));
    expect(writeDemoRoads(db, [first!, second!])).toBe(false);
    expect(writeDemoPois(db, world.pois.pois.slice(0, 3))).toBe(true);
    expect(count(db, "SELECT count(*) FROM imported_pois WHERE source = 'demo world'")).toBe(3);
    expect(pendingRows(db)).toBe(0);
  });
});
