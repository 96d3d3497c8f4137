import { bboxOf } from '../../shared/geometry/area';
import { regionBandsBlob } from '../tiles/region-bands';
import { spacedDistrictName } from '../domain/admin-dong-feature';
import type { Migration } from './migration';
import type { Db } from './open-database';
import type { LonLat, MultiPolygonCoords, Region, RegionCategory } from '../domain/world-types';

/**
 * Imported administrative regions in the emulator's database (tables of migration 2).
 *
 * An import replaces, in one transaction, every imported region of the provinces (2-digit sido)
 * it brings, so importing the same file again gives the same rows, and files of different
 * provinces add up. Each change bumps `region_import_state.generation`; the running emulator
 * compares it with the generation it loaded (a one-row read, a few microseconds) and reloads
 * when it moved (server/live-regions.ts).
 */

export interface ImportState {
  generation: number;
  updatedAt: string;
  /** What the last change was, e.g. the imported file's name. */
  source: string;
}

export interface ReplaceResult {
  generation: number;
  removed: number;
  inserted: number;
}

interface RegionRow {
  region_id: string;
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
  geometry: string;
  bands: Buffer | null;
}

const LEVEL: Record<RegionCategory, number> = { city_do: 0, gu_gun: 1, adminDong: 2, legalDong: 3 };

const generationReaders = new WeakMap<Db, () => number>();

/** The current generation (0 before any import); cheap enough to call on every request. */
export function importGeneration(db: Db): number {
  let read = generationReaders.get(db);
  if (!read) {
    const statement = db.prepare('SELECT generation FROM region_import_state WHERE id = 1').pluck();
    read = () => (statement.get() as number | undefined) ?? 0;
    generationReaders.set(db, read);
  }
  return read();
}

export function importState(db: Db): ImportState {
  const row = db.prepare('SELECT generation, updated_at, source FROM region_import_state WHERE id = 1').get() as
    | { generation: number; updated_at: string; source: string }
    | undefined;
  return { generation: row?.generation ?? 0, updatedAt: row?.updated_at ?? '', source: row?.source ?? '' };
}

/**
 * Replaces the imported regions of the given provinces (every imported region whose code
 * starts with one of these sido) by `regions`, and bumps the generation.
 */
export function replaceImportedRegions(db: Db, provinces: readonly string[], regions: readonly Region[], source: string): ReplaceResult {
  const remove = db.prepare('DELETE FROM imported_regions WHERE province = ?');
  const insert = db.prepare(`INSERT INTO imported_regions
    (region_id, category, code, name, parent_id, full_name, province, center_lon, center_lat, min_lon, min_lat, max_lon, max_lat, geometry, bands)
    VALUES (@region_id, @category, @code, @name, @parent_id, @full_name, @province, @center_lon, @center_lat, @min_lon, @min_lat, @max_lon, @max_lat, @geometry, @bands)`);
  return db.transaction(() => {
    let removed = 0;
    for (const province of new Set(provinces)) removed += remove.run(province).changes;
    for (const r of regions) {
      const [min_lon, min_lat, max_lon, max_lat] = bboxOf(r.geometry);
      insert.run({
        region_id: r.regionId,
        category: r.category,
        code: r.code,
        name: r.name,
        parent_id: r.parentId,
        full_name: r.fullName,
        province: r.code.slice(0, 2),
        center_lon: r.center[0],
        center_lat: r.center[1],
        min_lon,
        min_lat,
        max_lon,
        max_lat,
        geometry: JSON.stringify(r.geometry),
        bands: regionBandsBlob(r.geometry, r.category),
      });
    }
    return { generation: bump(db, source), removed, inserted: regions.length };
  })();
}

/** Removes every imported region; the emulator then serves the demo world alone. */
export function clearImportedRegions(db: Db): ReplaceResult {
  return db.transaction(() => {
    const removed = db.prepare('DELETE FROM imported_regions').run().changes;
    return { generation: bump(db, 'clear'), removed, inserted: 0 };
  })();
}

/**
 * Every imported region, by level then code. A region's geometry (JSON, 30 MB for the national
 * dongs) is parsed when first read: a restart, a tile worker or a reload after an import reads
 * the names and bounding boxes only, and the index parses a region's shape when a point or a tile
 * first needs it.
 */
export function loadImportedRegions(db: Db, onDamaged: (message: string) => void = () => undefined): Region[] {
  const rows = db
    .prepare('SELECT region_id, category, code, name, parent_id, full_name, center_lon, center_lat, min_lon, min_lat, max_lon, max_lat, geometry, bands FROM imported_regions')
    .all() as RegionRow[];
  return rows
    .map((row): Region => {
      let geometry: MultiPolygonCoords | undefined;
      return {
        regionId: row.region_id,
        code: row.code,
        name: row.name,
        category: row.category,
        parentId: row.parent_id,
        fullName: row.full_name,
        get geometry(): MultiPolygonCoords {
          return (geometry ??= parseGeometry(row, onDamaged));
        },
        center: [row.center_lon, row.center_lat] as LonLat,
        bbox: [row.min_lon, row.min_lat, row.max_lon, row.max_lat],
        ...(row.bands ? { shapeBands: new Uint8Array(row.bands.buffer, row.bands.byteOffset, row.bands.byteLength) } : {}),
      };
    })
    .sort((a, b) => LEVEL[a.category] - LEVEL[b.category] || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** A region's stored geometry; a damaged one (not JSON) is reported once and serves as no shape, the region's name and box still served. */
function parseGeometry(row: RegionRow, onDamaged: (message: string) => void): MultiPolygonCoords {
  try {
    const parsed: unknown = JSON.parse(row.geometry);
    if (Array.isArray(parsed)) return parsed as MultiPolygonCoords;
  } catch {
    // reported below
  }
  onDamaged(`regions: the stored geometry of ${row.full_name} (${row.code}) is damaged; the region has no shape until it is imported again`);
  return [];
}

/** Migration 12: each imported region's bounding box in columns (loadImportedRegions reads them instead of the geometry). */
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

/** Counts of imported regions per category. */
export function importedRegionCounts(db: Db): Record<RegionCategory, number> {
  const counts: Record<RegionCategory, number> = { city_do: 0, gu_gun: 0, adminDong: 0, legalDong: 0 };
  const rows = db.prepare('SELECT category, COUNT(*) AS n FROM imported_regions GROUP BY category').all() as { category: RegionCategory; n: number }[];
  for (const row of rows) counts[row.category] = row.n;
  return counts;
}

function bump(db: Db, source: string): number {
  db.prepare('UPDATE region_import_state SET generation = generation + 1, updated_at = ?, source = ? WHERE id = 1').run(new Date().toISOString(), source);
  return importGeneration(db);
}
