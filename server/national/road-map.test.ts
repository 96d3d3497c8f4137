import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { roadLinkList, type MapRoad } from '../domain/road-links';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { clearRoads, importRoads } from '../import/road-import';
import { loadIndex } from './datasets';
import { loadRoads } from './road-services';
import { stringTableFrom } from './string-table';

/** Authored fixture near Busan City Hall: a primary road, a named side street and an unnamed tertiary. */
const LINES = [
  { id: 'way/1001', tags: { highway: 'primary', name: '중앙대로', lanes: '6' }, coordinates: [[129.07, 35.18], [129.08, 35.18]] },
  { id: 'way/1002', tags: { highway: 'residential', name: '중앙대로10번길', oneway: 'yes' }, coordinates: [[129.075, 35.178], [129.075, 35.18]] },
  { id: 'way/1003', tags: { highway: 'tertiary' }, coordinates: [[129.07, 35.185], [129.072, 35.185]] },
].map(({ id, tags, coordinates }) => JSON.stringify({ type: 'Feature', id, properties: { '@id': id, ...tags }, geometry: { type: 'LineString', coordinates } }));

const BOX: [number, number, number, number] = [129.06, 35.17, 129.09, 35.19];
const MAP_PARTS = ['category', 'lanes', 'oneway', 'nameIds', 'nameBytes', 'nameOffsets', 'class3Boxes', 'class3Items', 'class5Boxes', 'class5Items'];

const sorted = (roads: MapRoad[]) => [...roads].sort((a, b) => (a.coordinates[0]?.[1] ?? 0) - (b.coordinates[0]?.[1] ?? 0) || a.name.localeCompare(b.name));

describe('road map of imported roads', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'locus-road-map-'));
    db = openDatabase(MEMORY_DB);
    const file = join(dir, 'roads.geojson');
    writeFileSync(file, `${LINES.join('\n')}\n`);
    await importRoads(db, [file], { log: () => undefined, warn: () => undefined });
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function roadsIn(maxCategory: number): MapRoad[] {
    const roads = loadRoads(db);
    if (!roads) throw new Error('no imported roads');
    return sorted(roadLinkList(roads.roadsIn(BOX, maxCategory)));
  }

  it('stores the links’ attributes and category indexes at import', () => {
    const parts = loadIndex(db, 'roads');
    for (const part of MAP_PARTS) expect(parts?.has(part), part).toBe(true);
    const kinds = new Set(roadsIn(7).map((r) => JSON.stringify([r.roadCategory, r.lanes, r.oneway, r.roadCategory === 5 ? '(unnamed)' : r.name])));
    expect([...kinds].sort()).toEqual([
      JSON.stringify([3, 6, 0, '중앙대로']),
      JSON.stringify([5, 2, 0, '(unnamed)']),
      JSON.stringify([7, 2, 1, '중앙대로10번길']),
    ]);
    // Only the major classes below the side streets' zoom.
    expect(roadsIn(5).every((r) => r.roadCategory <= 5)).toBe(true);
    expect(new Set(roadsIn(3).map((r) => r.name))).toEqual(new Set(['중앙대로']));
  });

  it('serves the map from the stored parts without reading the rows', () => {
    const before = { all: roadsIn(7), major: roadsIn(5) };
    // The rows gone (a restart on the stored index): a fresh load still draws every link.
    db.prepare('DELETE FROM imported_roads').run();
    expect(roadsIn(7)).toEqual(before.all);
    expect(roadsIn(5)).toEqual(before.major);
  });

  it('draws a database whose names were stored each ended by a NUL (before the string table), without reading the rows', () => {
    const before = { all: roadsIn(7), major: roadsIn(5) };
    const names = stringTableFrom(loadIndex(db, 'roads') ?? new Map(), 'name');
    const legacy = Array.from({ length: names?.size ?? 0 }, (_, id) => `${names?.get(id) ?? ''}\u0000`).join('');
    db.prepare("DELETE FROM dataset_indexes WHERE kind = 'roads' AND part IN ('nameBytes', 'nameOffsets')").run();
    db.prepare("INSERT INTO dataset_indexes (kind, part, data) VALUES ('roads', 'names', ?)").run(Buffer.from(legacy));
    db.prepare('DELETE FROM imported_roads').run();
    expect(roadsIn(7)).toEqual(before.all);
    expect(roadsIn(5)).toEqual(before.major);
  });

  it('still draws a database imported before the map’s parts were stored, from its rows', () => {
    const before = { all: roadsIn(7), major: roadsIn(5) };
    db.prepare(`DELETE FROM dataset_indexes WHERE kind = 'roads' AND part IN (${MAP_PARTS.map(() => '?').join(', ')})`).run(...MAP_PARTS);
    expect(roadsIn(7)).toEqual(before.all);
    expect(roadsIn(5)).toEqual(before.major);
  });

  it('reads at most the budget of links, classes in order, the class that does not fit keeping its largest links', () => {
    const roads = loadRoads(db);
    if (!roads) throw new Error('no imported roads');
    const read = (budget: number) => sorted(roadLinkList(roads.roadsIn(BOX, 7, 0, budget))).map((r) => r.roadCategory);
    // The primary is three links (split where the side streets meet it).
    expect(read(Infinity).sort()).toEqual([3, 3, 3, 5, 7]);
    expect(read(5).sort()).toEqual([3, 3, 3, 5, 7]);
    // Room for four: the primary, then the tertiary (the side street waits for a closer zoom).
    expect(read(4).sort()).toEqual([3, 3, 3, 5]);
    expect(read(2)).toEqual([3, 3]);
    expect(read(0)).toEqual([]);
  });

  it('keeps the largest links of a class that does not fit whole', async () => {
    // Five more primaries, one 1 km long, the others a few metres.
    const file = join(dir, 'more.geojson');
    const more = [0.01, 0.0001, 0.0002, 0.0003, 0.0004].map((d, i) =>
      JSON.stringify({ type: 'Feature', id: `way/2${i}`, properties: { '@id': `way/2${i}`, highway: 'primary', name: `큰길${i}` }, geometry: { type: 'LineString', coordinates: [[129.061, 35.171 + i * 0.001], [129.061 + d, 35.171 + i * 0.001]] } }),
    );
    writeFileSync(file, `${more.join('\n')}\n`);
    await importRoads(db, [file], { log: () => undefined, warn: () => undefined });
    const roads = loadRoads(db);
    if (!roads) throw new Error('no imported roads');
    const names = roadLinkList(roads.roadsIn(BOX, 7, 0, 2)).map((r) => r.name).sort();
    // The two largest primaries: 중앙대로 (1 km) and 큰길0 (1 km); none of the small ones, nothing of the classes after.
    expect(names).toEqual(['중앙대로', '큰길0'].sort());
  });

  it('draws nothing after a clear', () => {
    clearRoads(db);
    expect(loadRoads(db)).toBeNull();
  });
});
