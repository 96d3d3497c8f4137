import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorldServices } from '../world-services-types';
import { openDatabase, type Db } from '../db/open-database';
import { createWorldServices } from '../world-services';
import { areaWriter, osmKey } from '../national/area-write';
import { beginImportRun } from '../national/import-runs';
import { listSources } from '../national/datasets';
import { denseNodesBlock, osmHeaderBlock, relationsBlock, waysBlock } from '../testing/osm-pbf-writer';
import { encodeTile } from '../tiles/encode-tile';
import { tileFeatures } from '../tiles/tile-features';
import { locusTileInfo } from '../tiles/tilejson';
import { tileAt } from '../tiles/tile-math';
import { decodeTile } from '../tiles/tile-testing';
import { clearBuildings, clearWater, importAreas } from './area-import';
import type { ImportContext } from './import-context';

/**
 * Authored fixtures near Busan (far from the demo world): a lake (closed way), a river as a
 * multipolygon relation of two outer ways joined end to end around an island (inner way), a
 * relation whose outer ways do not close, a coastline, buildings (closed ways), a building way
 * that does not close and one naming a node the file does not hold.
 */
const LAKE: [number, number][] = [[129.1, 35.2], [129.102, 35.2], [129.102, 35.202], [129.1, 35.202], [129.1, 35.2]];
const BUILDING: [number, number][] = [[129.11, 35.21], [129.1103, 35.21], [129.1103, 35.2102], [129.11, 35.2102], [129.11, 35.21]];

function capture(): { context: ImportContext; warnings: string[]; logs: string[] } {
  const warnings: string[] = [];
  const logs: string[] = [];
  return { warnings, logs, context: { log: (l) => logs.push(l), warn: (l) => warnings.push(l) } };
}

function pbfFile(): Buffer {
  const nodes: [number, number, number][] = [
    // lake 1–4
    [1, 129.1, 35.2], [2, 129.102, 35.2], [3, 129.102, 35.202], [4, 129.1, 35.202],
    // building 5–8
    [5, 129.11, 35.21], [6, 129.1103, 35.21], [7, 129.1103, 35.2102], [8, 129.11, 35.2102],
    // river outer 10–13, island 20–23
    [10, 129.12, 35.22], [11, 129.14, 35.22], [12, 129.14, 35.23], [13, 129.12, 35.23],
    [20, 129.125, 35.224], [21, 129.127, 35.224], [22, 129.127, 35.226], [23, 129.125, 35.226],
    // unclosed relation 30–32, coastline 40–42, unclosed building 50–52
    [30, 129.15, 35.2], [31, 129.16, 35.2], [32, 129.16, 35.21],
    [40, 129.2, 35.1], [41, 129.21, 35.11], [42, 129.22, 35.1],
    [50, 129.111, 35.211], [51, 129.1112, 35.211], [52, 129.1112, 35.2112],
  ];
  return Buffer.concat([
    osmHeaderBlock(),
    denseNodesBlock(nodes.map((n) => n[0]), nodes.map((n) => n[1]), nodes.map((n) => n[2])),
    waysBlock([
      { id: 2001, refs: [1, 2, 3, 4, 1], tags: { natural: 'water', water: 'lake' } },
      { id: 2002, refs: [5, 6, 7, 8, 5], tags: { building: 'yes' } },
      { id: 2004, refs: [40, 41, 42], tags: { natural: 'coastline' } },
      { id: 2005, refs: [50, 51, 52], tags: { building: 'house' } },
      { id: 2006, refs: [5, 6, 99, 5], tags: { building: 'yes' } },
      { id: 2101, refs: [10, 11, 12], tags: {} },
      { id: 2102, refs: [10, 13, 12], tags: {} },
      { id: 2103, refs: [20, 21, 22, 23, 20], tags: {} },
      { id: 2104, refs: [30, 31, 32], tags: {} },
      { id: 2200, refs: [1, 2], tags: { highway: 'primary' } },
    ]),
    relationsBlock([
      {
        id: 3001,
        tags: { type: 'multipolygon', natural: 'water', water: 'river', name: '수영강' },
        members: [
          { type: 'way', ref: 2101, role: 'outer' },
          { type: 'way', ref: 2102, role: 'outer' },
          { type: 'way', ref: 2103, role: 'inner' },
        ],
      },
      { id: 3002, tags: { type: 'multipolygon', natural: 'water' }, members: [{ type: 'way', ref: 2104, role: 'outer' }] },
      // A closed ring kept, an open chain left out.
      {
        id: 3003,
        tags: { type: 'multipolygon', landuse: 'reservoir' },
        members: [
          { type: 'way', ref: 2103, role: 'outer' },
          { type: 'way', ref: 2104, role: 'outer' },
        ],
      },
    ]),
  ]);
}

const geoFeature = (id: string, tags: Record<string, string>, geometry: object) => JSON.stringify({ type: 'Feature', id, properties: tags, geometry });

function geoJsonLines(): string[] {
  return [
    '{"type":"FeatureCollection","features":[',
    `${geoFeature('way/2001', { natural: 'water', water: 'lake' }, { type: 'Polygon', coordinates: [LAKE] })},`,
    `${geoFeature('way/2002', { building: 'yes' }, { type: 'Polygon', coordinates: [BUILDING] })},`,
    `${geoFeature('relation/3001', { type: 'multipolygon', waterway: 'riverbank' }, { type: 'MultiPolygon', coordinates: [[[[129.12, 35.22], [129.14, 35.22], [129.14, 35.23], [129.12, 35.23], [129.12, 35.22]]]] })},`,
    `${geoFeature('way/2004', { natural: 'coastline' }, { type: 'LineString', coordinates: [[129.2, 35.1], [129.21, 35.11]] })},`,
    `${geoFeature('way/2200', { highway: 'primary' }, { type: 'LineString', coordinates: [[129.1, 35.2], [129.2, 35.2]] })},`,
    // Malformed: a ring that does not close; a polygon tagged as a building without an id; out of range.
    `${geoFeature('way/2005', { building: 'yes' }, { type: 'Polygon', coordinates: [[[129.111, 35.211], [129.1112, 35.211], [129.1112, 35.2112], [129.111, 35.2113]]] })},`,
    `${JSON.stringify({ type: 'Feature', properties: { building: 'yes' }, geometry: { type: 'Polygon', coordinates: [BUILDING] } })},`,
    `${geoFeature('way/2007', { building: 'yes' }, { type: 'Polygon', coordinates: [[[500, 35], [501, 35], [501, 36], [500, 35]]] })}`,
    ']}',
  ];
}

describe('importAreas', () => {
  let dir: string;
  let db: Db;
  let services: WorldServices;
  const layersAt = (lon: number, lat: number, z: number) => {
    const t = tileAt(lon, lat, z);
    const bytes = encodeTile(tileFeatures(services, t), t);
    return bytes ? decodeTile(bytes) : {};
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-areas-'));
    db = openDatabase(join(dir, 'locus.db'));
    services = createWorldServices(db);
  }, 30_000);
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const write = (name: string, data: string | Buffer): string => {
    const path = join(dir, name);
    writeFileSync(path, data);
    return path;
  };
  const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table} WHERE osm_key >= 0`).pluck().get();

  it('takes lakes, multipolygon rivers with their islands, coastlines and buildings from a .osm.pbf file', async () => {
    const { context, warnings } = capture();
    const summary = await importAreas(db, [write('busan.osm.pbf', pbfFile())], context);
    expect(summary.water).toMatchObject({ stored: 4, skipped: 1 });
    expect(summary.buildings).toMatchObject({ stored: 1, skipped: 2 });
    expect(warnings).toContain('busan.osm.pbf: relation 3003: 1 ring(s) of its member ways do not close — those rings left out, the rest kept');
    expect(warnings.filter((w) => w.endsWith('— skipped')).sort()).toEqual([
      'busan.osm.pbf: relation 3002: 1 ring(s) of its member ways do not close: no ring left — skipped',
      'busan.osm.pbf: way 2005: the way is not closed (not an area) — skipped',
      'busan.osm.pbf: way 2006: node 99 is not in the file — skipped',
    ]);
    const water = services.mapWater({ box: [129.09, 35.09, 129.23, 35.24] });
    expect(water.map((w) => w.kind).sort()).toEqual(['coastline', 'lake', 'reservoir', 'river']);
    const river = water.find((w) => w.kind === 'river');
    expect(river?.polygons).toHaveLength(1);
    expect(river?.polygons[0]).toHaveLength(2); // outer ring and the island
    expect(services.mapBuildings({ box: [129.109, 35.209, 129.111, 35.211] })).toHaveLength(1);
    expect(listSources(db).map((s) => `${s.kind} ${s.rows}`)).toEqual(['buildings 1', 'water 4']);
  });

  it('takes the same from GeoJSON, reports malformed features, and a second import changes nothing', async () => {
    const path = write('busan.geojson', `${geoJsonLines().join('\n')}\n`);
    const first = capture();
    const summary = await importAreas(db, [path], first.context);
    expect(summary.water.stored).toBe(3);
    expect(summary.buildings.stored).toBe(1);
    expect(first.warnings.filter((w) => w.endsWith('— skipped'))).toEqual([
      'busan.geojson: line 7: a ring does not close (its last position is not its first) — skipped',
      'busan.geojson: line 8: no OSM id (feature id, @id, osm_way_id or osm_id) — skipped',
      'busan.geojson: line 9: position [500, 35] is not a WGS84 [lon, lat] — skipped',
    ]);
    expect(first.logs.join('\n')).toMatch(/water: 3 read, 0 skipped; buildings: 1 read, 3 skipped;/);
    const again = await importAreas(db, [path], capture().context);
    expect(again.water.generation).toBeGreaterThan(summary.water.generation);
    expect([count('imported_water'), count('imported_buildings')]).toEqual([3, 1]);
    expect(services.mapWater({ box: [129.09, 35.09, 129.23, 35.24] })).toHaveLength(3);
  });

  it('draws imported water at z 10 and z 14 and buildings from z 14 only, with no demo flag', async () => {
    await importAreas(db, [write('busan.osm.pbf', pbfFile())], capture().context);
    const z14 = layersAt(129.101, 35.201, 14);
    expect(z14.water?.map((f) => f.properties)).toContainEqual({ kind: 'lake' });
    const river = layersAt(129.121, 35.221, 10).water?.map((f) => f.properties);
    expect(river).toContainEqual({ kind: 'river' });
    expect(river).toContainEqual({ kind: 'sea' });
    const buildings = layersAt(129.1101, 35.2101, 14).buildings;
    expect(buildings).toHaveLength(1);
    expect(buildings?.[0]?.type).toBe(3);
    expect(buildings?.[0]?.properties).toEqual({});
    expect(layersAt(129.1101, 35.2101, 13).buildings).toBeUndefined();
    expect(layersAt(129.21, 35.105, 14).water?.find((f) => f.properties.kind === 'coastline')?.type).toBe(2);
  });

  it('clears water and buildings apart, and credits them in the TileJSON only while they hold data', async () => {
    await importAreas(db, [write('busan.osm.pbf', pbfFile())], capture().context);
    expect(locusTileInfo(listSources(db), false)).toEqual({
      imported: ['water', 'buildings'],
      credits: { land: 'Natural Earth', water: '© OpenStreetMap contributors', buildings: '© OpenStreetMap contributors' },
    });
    expect(clearWater(db)).toBe(4);
    expect(services.mapWater({ box: [129, 35, 130, 36] })).toEqual([]);
    expect(services.mapBuildings({ box: [129, 35, 130, 36] })).toHaveLength(1);
    expect(clearBuildings(db)).toBe(1);
    expect(services.mapBuildings({ box: [129, 35, 130, 36] })).toEqual([]);
  });

  it('serves nothing of rows written by an import that did not finish', () => {
    const run = beginImportRun(db, 'water and buildings');
    const writer = areaWriter(db, run);
    writer.building(osmKey('way', 1), [[Int32Array.from([1291100000, 352100000, 1291103000, 352100000, 1291103000, 352102000, 1291100000, 352100000])]]);
    writer.finish();
    expect(count('pending_buildings')).toBe(1);
    expect(count('imported_buildings')).toBe(0);
    expect(services.mapBuildings({ box: [129, 35, 130, 36] })).toEqual([]);
    run.discard();
    expect(count('pending_buildings')).toBe(0);
  });

  it('refuses hostile files with a message: a truncated PBF, a polygon of too many vertices', async () => {
    const pbf = pbfFile();
    await expect(importAreas(db, [write('cut.osm.pbf', pbf.subarray(0, pbf.length - 40))], capture().context)).rejects.toThrow(/cut\.osm\.pbf: not a readable OSM PBF file/);
    const ring: number[][] = [];
    for (let i = 0; i < 500_001; i++) ring.push([129 + (i % 1000) * 1e-6, 35 + Math.floor(i / 1000) * 1e-6]);
    ring.push(ring[0]!);
    const huge = write('huge.geojson', `${geoFeature('way/9', { building: 'yes' }, { type: 'Polygon', coordinates: [ring] })}\n`);
    const { context, warnings } = capture();
    const summary = await importAreas(db, [huge], context);
    expect(summary.buildings.stored).toBe(0);
    expect(warnings).toContain('huge.geojson: line 1: more than 500,000 vertices — skipped');
    expect(count('imported_buildings')).toBe(0);
  });

  it('reports a relation of more members than it keeps, and imports the rest of the file', async () => {
    const members = Array.from({ length: 50_001 }, (_, i) => ({ type: 'way' as const, ref: 100_000 + i, role: 'outer' }));
    const file = Buffer.concat([pbfFile(), relationsBlock([{ id: 3999, tags: { type: 'multipolygon', building: 'yes' }, members }])]);
    const { context, warnings } = capture();
    const summary = await importAreas(db, [write('many.osm.pbf', file)], context);
    expect(warnings).toContain('many.osm.pbf: relation 3999: 50,001 members, more than 50,000 — skipped');
    expect(summary.buildings).toMatchObject({ stored: 1, skipped: 3 });
    expect(summary.water.stored).toBe(4);
  });
});
