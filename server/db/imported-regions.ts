import { bboxOf } from '../../shared/geometry/area';
import { regionBandsBlob } from '../tiles/region-bands';
import { spacedDistrictName } from '../domain/admin-dong-feature';
import { geometryOf, NO_SHAPE, shapeOf, type RegionShape } from '../domain/region-shape';
import { decodeRegionShape, encodeRegionShape } from '../domain/region-shape-blob';
import { bumpDataset, clearSources, recordSource } from '../national/datasets';
import type { Migration } from './migration';
import { moveRows } from './move-rows';
import type { Db } from './open-database';
import type { LonLat, MultiPolygonCoords, Region, RegionCategory } from '../domain/world-types';

/**
 * Imported administrative regions in the emulator's database (tables of migration 2).
 *
 * An import replaces, in one transaction, every imported region of the provinces (2-digit sido)
 * it brings, so importing the same file again gives the same rows, and files of different
 * provinces add up. The same transaction records the file (data_sources) and bumps the regions'
 * generation in dataset_state, as every imported dataset does (national/datasets.ts); the running
 * emulator reloads when it moved (server/live-regions.ts over national/live-dataset.ts).
 */

/** The file an import of regions read, as /_locus/info lists it (its rows: the dongs). */
export interface RegionSource {
  file: string;
  layout: string;
}

export interface ReplaceResult {
  generation: number;
  removed: number;
  inserted: number;
}

interface RegionRow {
  region_id: string;
  province: string;
  category: RegionCategory;
  code: string;
  name: string;
  parent_id: string | null;
  full_name: string;
  center_lon: number;
  center_lat: number;
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
  shape: Buffer | null;
  bands: Buffer | null;
}

const LEVEL: Record<RegionCategory, number> = { city_do: 0, gu_gun: 1, adminDong: 2, legalDong: 3 };

/** The `province` of the demo world's region rows (demo-regions.ts): no import replaces it by province. */
const DEMO_PROVINCE = 'demo';

const LISTING_COLUMNS = 'region_id, category, code, name, parent_id, full_name, province, center_lon, center_lat, min_lon, min_lat, max_lon, max_lat';
const COLUMNS = `${LISTING_COLUMNS}, shape, bands`;

/** A region's row without its blobs (the listing index's columns). */
type ListedRegion = Omit<RegionRow, 'shape' | 'bands'>;

/**
 * Writes regions as rows of `table` (imported_regions or the demo shelf): each one's shape in its
 * stored form (domain/region-shape-blob.ts: coordinates, the point test's ring boxes and band
 * indexes), its box, and its map bands (the demo world's without: the tiles band its shapes as drawn).
 */
function insertRegions(db: Db, table: string, regions: readonly Region[], province: (r: Region) => string): void {
  const insert = db.prepare(`INSERT INTO ${table} (${COLUMNS})
    VALUES (@region_id, @category, @code, @name, @parent_id, @full_name, @province, @center_lon, @center_lat, @min_lon, @min_lat, @max_lon, @max_lat, @shape, @bands)`);
  for (const r of regions) {
    const [min_lon, min_lat, max_lon, max_lat] = bboxOf(r.geometry);
    const where = province(r);
    insert.run({
      region_id: r.regionId,
      category: r.category,
      code: r.code,
      name: r.name,
      parent_id: r.parentId,
      full_name: r.fullName,
      province: where,
      center_lon: r.center[0],
      center_lat: r.center[1],
      min_lon,
      min_lat,
      max_lon,
      max_lat,
      shape: encodeRegionShape(r.shape ?? shapeOf(r.geometry)),
      bands: where === DEMO_PROVINCE ? null : regionBandsBlob(r.geometry, r.category),
    });
  }
}

/**
 * Imported regions replace the demo world's of the same regionId: those demo rows wait on the
 * shelf (shelved_demo_regions) and come back when no imported row has their id any more. Plain
 * moves between tables, inside the caller's transaction.
 */
function placeDemoRegions(db: Db, incoming: ReadonlySet<string>): void {
  const demo = db.prepare('SELECT region_id FROM imported_regions WHERE province = ?').pluck().all(DEMO_PROVINCE) as string[];
  moveRows(db, { from: 'imported_regions', to: 'shelved_demo_regions', columns: COLUMNS, key: 'region_id' }, demo.filter((id) => incoming.has(id)));
  const taken = db.prepare('SELECT 1 FROM imported_regions WHERE region_id = ?').pluck();
  const shelved = db.prepare('SELECT region_id FROM shelved_demo_regions').pluck().all() as string[];
  moveRows(db, { from: 'shelved_demo_regions', to: 'imported_regions', columns: COLUMNS, key: 'region_id' }, shelved.filter((id) => !incoming.has(id) && taken.get(id) === undefined));
}

/**
 * Replaces the imported regions of the given provinces (every imported region whose code
 * starts with one of these sido) by `regions`, records the file they came from (when given) and
 * bumps the generation, in one transaction. The demo world's regions of the same regionIds step
 * aside; those no imported region replaces any more come back.
 */
export function replaceImportedRegions(db: Db, provinces: readonly string[], regions: readonly Region[], source?: RegionSource): ReplaceResult {
  const remove = db.prepare('DELETE FROM imported_regions WHERE province = ?');
  return db.transaction(() => {
    let removed = 0;
    for (const province of new Set(provinces)) if (province !== DEMO_PROVINCE) removed += remove.run(province).changes;
    // Before the insert: the demo rows of the incoming ids step aside, those of ids no import holds any more come back.
    placeDemoRegions(db, new Set(regions.map((r) => r.regionId)));
    insertRegions(db, 'imported_regions', regions, (r) => r.code.slice(0, 2));
    if (source) {
      const dongs = regions.filter((r) => r.category === 'adminDong').length;
      recordSource(db, { kind: 'regions', file: source.file, rows: dongs, version: '', layout: source.layout });
    }
    return { generation: bumpDataset(db, 'regions'), removed, inserted: regions.length };
  })();
}

/** Removes every imported region and its sources; the emulator then serves the demo world's alone. */
export function clearImportedRegions(db: Db): ReplaceResult {
  return db.transaction(() => {
    const removed = db.prepare('DELETE FROM imported_regions WHERE province <> ?').run(DEMO_PROVINCE).changes;
    clearSources(db, 'regions');
    placeDemoRegions(db, new Set());
    return { generation: bumpDataset(db, 'regions'), removed, inserted: 0 };
  })();
}

/**
 * Writes the demo world's regions (demo-regions.ts) in place of the previous ones, inside the
 * caller's transaction: onto the shelf, then served where no imported region has their id.
 */
export function replaceDemoRegions(db: Db, regions: readonly Region[]): number {
  db.prepare('DELETE FROM imported_regions WHERE province = ?').run(DEMO_PROVINCE);
  db.prepare('DELETE FROM shelved_demo_regions').run();
  insertRegions(db, 'shelved_demo_regions', regions, () => DEMO_PROVINCE);
  placeDemoRegions(db, new Set());
  return bumpDataset(db, 'regions');
}

/**
 * Every imported region, by level then code. A region's shape is viewed in its stored form when
 * a point is first tested against it (domain/region-shape-blob.ts: coordinates, ring boxes and band
 * indexes in place, nothing parsed or built), and its nested geometry built from the shape when an answer
 * or a tile first asks for it: a restart, a tile worker or a reload after an import reads the
 * names, bounding boxes and stored bytes only.
 */
export function loadRegions(db: Db, onDamaged: (message: string) => void = () => undefined): { regions: Region[]; demo: ReadonlySet<Region>; readShapes: (count: number) => boolean } {
  // The listing index holds every column but the blobs: a scan of it reads a few pages, where the
  // table's rows spread over a page or more each.
  const rows = db.prepare(`SELECT ${LISTING_COLUMNS} FROM imported_regions INDEXED BY imported_regions_listing`).all() as ListedRegion[];
  const blobs = db.prepare('SELECT shape, bands FROM imported_regions WHERE region_id = ?');
  const demo = new Set<Region>();
  const regions = rows
    .map((row): Region => {
      let stored: Pick<RegionRow, 'shape' | 'bands'> | undefined;
      // Read when first needed. A region an import replaced meanwhile gives its new row (the
      // index reloads at the next request); one it removed gives no shape.
      const read = () => (stored ??= (blobs.get(row.region_id) as Pick<RegionRow, 'shape' | 'bands'> | undefined) ?? GONE);
      let shape: RegionShape | undefined;
      let geometry: MultiPolygonCoords | undefined;
      let bands: Uint8Array | null | undefined;
      const region: Region = {
        regionId: row.region_id,
        code: row.code,
        name: row.name,
        category: row.category,
        parentId: row.parent_id,
        fullName: row.full_name,
        get shape(): RegionShape {
          return (shape ??= storedShape(row, read().shape, onDamaged, read() === GONE));
        },
        get geometry(): MultiPolygonCoords {
          return (geometry ??= geometryOf((shape ??= storedShape(row, read().shape, onDamaged, read() === GONE))));
        },
        get shapeBands(): Uint8Array | undefined {
          if (bands === undefined) {
            const blob = read().bands;
            bands = blob ? new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength) : null;
          }
          return bands ?? undefined;
        },
        center: [row.center_lon, row.center_lat] as LonLat,
        bbox: [row.min_lon, row.min_lat, row.max_lon, row.max_lat],
      };
      if (row.province === DEMO_PROVINCE) demo.add(region);
      return region;
    })
    // By level; within a level the imported regions before the demo world's, so that where a demo
    // region overlaps an imported one of the same level, locate() prefers the imported one.
    .sort((a, b) => LEVEL[a.category] - LEVEL[b.category] || Number(demo.has(a)) - Number(demo.has(b)) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  // Shapes read ahead of the first point in them (a warm-up step, or the whole load without one).
  let next = 0;
  const readShapes = (count: number): boolean => {
    for (const end = Math.min(regions.length, next + count); next < end; next++) void regions[next]?.shape;
    return next >= regions.length;
  };
  return { regions, demo, readShapes };
}

/** A region's stored shape; a damaged or missing one is reported once and serves as no shape, the region's name and box still served. */
/** The blobs of a region removed since its listing was read: no shape, nothing damaged. */
const GONE: Pick<RegionRow, 'shape' | 'bands'> = { shape: null, bands: null };

function storedShape(row: ListedRegion, blob: Buffer | null, onDamaged: (message: string) => void, gone = false): RegionShape {
  if (gone) return NO_SHAPE;
  if (blob) {
    try {
      return decodeRegionShape(blob);
    } catch {
      // reported below
    }
  }
  onDamaged(`regions: the stored geometry of ${row.full_name} (${row.code}) is damaged; the region has no shape until it is imported again`);
  return NO_SHAPE;
}

/** Migration 12: each imported region's bounding box in columns (loadRegions reads them instead of the geometry). */
export const REGION_BOXES: Migration = {
  version: 12,
  name: 'imported region bounding boxes',
  up(db) {
    for (const column of ['min_lon', 'min_lat', 'max_lon', 'max_lat']) db.exec(`ALTER TABLE imported_regions ADD COLUMN ${column} REAL NOT NULL DEFAULT 0`);
    const update = db.prepare('UPDATE imported_regions SET min_lon = ?, min_lat = ?, max_lon = ?, max_lat = ? WHERE region_id = ?');
    for (const row of db.prepare('SELECT region_id, geometry FROM imported_regions').all() as { region_id: string; geometry: string }[]) {
      update.run(...bboxOf(JSON.parse(row.geometry) as MultiPolygonCoords), row.region_id);
    }
  },
};

/** Migration 13: each imported region's shape simplified for the map's bands (tiles/region-bands.ts), for regions imported before it. */
export const REGION_BANDS: Migration = {
  version: 13,
  name: 'imported region map bands',
  up(db) {
    db.exec('ALTER TABLE imported_regions ADD COLUMN bands BLOB');
    const update = db.prepare('UPDATE imported_regions SET bands = ? WHERE region_id = ?');
    for (const row of db.prepare('SELECT region_id, category, geometry FROM imported_regions').all() as { region_id: string; category: RegionCategory; geometry: string }[]) {
      update.run(regionBandsBlob(JSON.parse(row.geometry) as MultiPolygonCoords, row.category), row.region_id);
    }
  },
};

/** Migration 14: district names of regions imported before it written with their space ('성남시중원구' → '성남시 중원구'). */
export const REGION_SPACED_NAMES: Migration = {
  version: 14,
  name: 'imported district names with their space',
  up(db) {
    const update = db.prepare('UPDATE imported_regions SET name = ?, full_name = ? WHERE region_id = ?');
    for (const row of db.prepare('SELECT region_id, category, name, full_name FROM imported_regions').all() as { region_id: string; category: RegionCategory; name: string; full_name: string }[]) {
      const name = row.category === 'gu_gun' ? spacedDistrictName(row.name) : row.name;
      const fullName = row.full_name.split(' ').map(spacedDistrictName).join(' ');
      if (name !== row.name || fullName !== row.full_name) update.run(name, fullName, row.region_id);
    }
  },
};

/**
 * Migration 19: each region's geometry in the binary form of domain/region-shape-blob.ts (column
 * shape, with its point test's ring boxes and band indexes) instead of JSON (column geometry,
 * dropped), in imported_regions and the demo shelf, so that a region first hit after a restart is
 * neither parsed nor prepared. A geometry that is not JSON gets no shape: loadRegions reports it
 * as damaged, as it did. The dropped JSON's pages stay in the file, free for the next writes.
 */
export const REGION_SHAPES: Migration = {
  version: 19,
  name: 'imported region shapes in binary',
  up(db) {
    for (const table of ['imported_regions', 'shelved_demo_regions']) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN shape BLOB`);
      const update = db.prepare(`UPDATE ${table} SET shape = ? WHERE region_id = ?`);
      for (const row of db.prepare(`SELECT region_id, geometry FROM ${table}`).all() as { region_id: string; geometry: string }[]) {
        update.run(shapeFromJson(row.geometry), row.region_id);
      }
      db.exec(`ALTER TABLE ${table} DROP COLUMN geometry`);
    }
  },
};

/** Migration 20: every column of imported_regions but the blobs in one index, which loadRegions scans (a restart reads a few pages, not every row). */
export const REGION_LISTING: Migration = {
  version: 20,
  name: 'imported region listing index',
  up(db) {
    db.exec(`CREATE INDEX imported_regions_listing ON imported_regions (${LISTING_COLUMNS})`);
  },
};

function shapeFromJson(json: string): Uint8Array | null {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? encodeRegionShape(shapeOf(parsed as MultiPolygonCoords)) : null;
  } catch {
    return null;
  }
}

/** Whether any region is imported (the demo world's rows aside). */
export function hasImportedRegions(db: Db): boolean {
  return db.prepare('SELECT EXISTS (SELECT 1 FROM imported_regions WHERE province <> ?)').pluck().get(DEMO_PROVINCE) === 1;
}

/** Counts of imported regions per category. */
export function importedRegionCounts(db: Db): Record<RegionCategory, number> {
  const counts: Record<RegionCategory, number> = { city_do: 0, gu_gun: 0, adminDong: 0, legalDong: 0 };
  const rows = db.prepare('SELECT category, COUNT(*) AS n FROM imported_regions WHERE province <> ? GROUP BY category').all(DEMO_PROVINCE) as { category: RegionCategory; n: number }[];
  for (const row of rows) counts[row.category] = row.n;
  return counts;
}

/**
 * Migration 15: the regions' generation moves from their own table (region_import_state, migration
 * 2) to dataset_state, beside every other imported dataset's.
 */
export const REGION_STATE: Migration = {
  version: 15,
  name: 'regions in dataset_state',
  up(db) {
    db.exec(`INSERT INTO dataset_state (kind, generation, updated_at)
      SELECT 'regions', generation, updated_at FROM region_import_state WHERE id = 1 AND generation > 0
      ON CONFLICT (kind) DO UPDATE SET generation = excluded.generation, updated_at = excluded.updated_at`);
    db.exec('DROP TABLE region_import_state');
  },
};
