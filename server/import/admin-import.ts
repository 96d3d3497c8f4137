import { basename } from 'node:path';
import { readAdminDongFeature, type AdminDongRecord } from '../domain/admin-dong-feature';
import { buildAdminRegions, type AdminRegions } from '../domain/admin-regions';
import {
  matchDistricts,
  matchProvinces,
  sidoByStatisticsPrefix,
  type BoundaryMatch,
  type NamedBoundary,
} from '../domain/kostat-boundaries';
import { isRecord } from '../../shared/is-record';
import { readPolygonalGeometry } from '../domain/polygonal-geometry';
import { replaceImportedRegions } from '../db/imported-regions';
import type { Db } from '../db/open-database';
import { readGeoJsonFeatures } from './geojson-features';

/**
 * Imports administrative boundaries into the emulator's database:
 * - `admin`: administrative dongs in the admdongkor shape (admin-dong-feature.ts); the districts
 *   and provinces are built from them (admin-regions.ts);
 * - `provinces` / `districts` (optional): boundary files in the KOSTAT shape (`name`, `code`)
 *   whose geometry replaces the dissolved one where the name matches (kostat-boundaries.ts).
 * Files are streamed (geojson-features.ts). A malformed feature is reported with its index and
 * skipped. The result replaces the imported regions of the provinces the file covers, in one
 * transaction that also records the file and bumps the regions' generation (imported-regions.ts):
 * an import that fails or is killed before it leaves what was served before it.
 */
export interface AdminImportOptions {
  /** admdongkor-shaped GeoJSON, optionally gzipped. */
  admin: string;
  /** KOSTAT-shaped province (시도) boundaries. */
  provinces?: string;
  /** KOSTAT-shaped municipality (시군구) boundaries. */
  districts?: string;
  /** Progress and summary lines. */
  log?: (line: string) => void;
  /** Problems: skipped features, unmatched boundaries. */
  warn?: (line: string) => void;
  /** Features between two progress lines (default 250). */
  progressEvery?: number;
}

interface SkippedFeature {
  file: string;
  index: number;
  reason: string;
}

export interface AdminImportSummary {
  /** Features of the admin file. */
  featuresRead: number;
  /** Malformed features skipped, in every file read. */
  skipped: SkippedFeature[];
  /** Of which in the admin file. */
  skippedDongs: number;
  counts: { provinces: number; districts: number; dongs: number };
  /** The 2-digit sido the import replaced. */
  provinceCodes: string[];
  /** Imported regions removed (of the same provinces, from earlier imports). */
  removed: number;
  generation: number;
  dissolved: AdminRegions['dissolved'];
  warnings: string[];
  /** Boundary-file matching, when such files were given. */
  provinceMatch?: BoundaryMatch;
  districtMatch?: BoundaryMatch;
  seconds: number;
}

export class ImportError extends Error {
  override readonly name = 'ImportError';
}

/** At most this many skipped features are listed one by one; the rest are counted. */
const LISTED_PROBLEMS = 20;

export async function importAdminBoundaries(db: Db, options: AdminImportOptions): Promise<AdminImportSummary> {
  const log = options.log ?? (() => {});
  const warn = options.warn ?? (() => {});
  const every = options.progressEvery ?? 250;
  const started = performance.now();
  const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const skipped: SkippedFeature[] = [];
  let droppedRings = 0;
  const skip = (file: string, index: number, reason: string): void => {
    skipped.push({ file, index, reason });
    if (skipped.length <= LISTED_PROBLEMS) warn(`${file}: features[${index}] skipped: ${reason}`);
    else if (skipped.length === LISTED_PROBLEMS + 1) warn(`… more skipped features are counted, not listed`);
  };

  // 1. The dongs.
  const adminName = basename(options.admin);
  const dongs: AdminDongRecord[] = [];
  const firstIndexOf = new Map<string, number>();
  log(`${adminName}: reading administrative dongs …`);
  const featuresRead = await readGeoJsonFeatures(options.admin, (feature, index) => {
    const result = readAdminDongFeature(feature);
    if (!result.ok) skip(adminName, index, result.reason);
    else if (firstIndexOf.has(result.dong.code)) {
      skip(adminName, index, `duplicate adm_cd2 ${result.dong.code} (first at features[${firstIndexOf.get(result.dong.code)}])`);
    } else {
      firstIndexOf.set(result.dong.code, index);
      dongs.push(result.dong);
      droppedRings += result.droppedRings;
    }
    if ((index + 1) % every === 0) log(`  ${(index + 1).toLocaleString('en')} features read, ${dongs.length.toLocaleString('en')} dongs (${elapsed()})`);
  });
  log(
    `  ${featuresRead.toLocaleString('en')} features read, ${dongs.length.toLocaleString('en')} dongs, ${skipped.length} skipped` +
      `${droppedRings ? `, ${droppedRings} degenerate rings dropped` : ''} (${elapsed()})`,
  );
  const skippedDongs = skipped.length;
  if (dongs.length === 0) {
    throw new ImportError(
      featuresRead === 0
        ? `${adminName} has no features (expected a GeoJSON FeatureCollection)`
        : `${adminName}: none of its ${featuresRead} features is an administrative dong in the admdongkor shape (adm_nm, adm_cd2, sgg, sido, sidonm, sggnm)`,
    );
  }

  // 2. Optional boundary files, matched by name.
  const provinceKeys = uniqueBy(dongs, (d) => d.provinceCode).map((d) => ({ code: d.provinceCode, name: d.provinceName }));
  const districtKeys = uniqueBy(dongs, (d) => d.districtCode).map((d) => ({ code: d.districtCode, name: d.districtName, provinceCode: d.provinceCode }));
  const sidoByKostat = sidoByStatisticsPrefix(dongs);
  let provinceMatch: AdminImportSummary['provinceMatch'];
  let districtMatch: AdminImportSummary['districtMatch'];
  if (options.provinces) {
    const boundaries = await readBoundaries(options.provinces, 2, skip, log);
    const match = matchProvinces(boundaries, provinceKeys);
    for (const [kostat, sido] of match.sidoByKostatCode) sidoByKostat.set(kostat, sido);
    provinceMatch = match;
    reportMatch(basename(options.provinces), 'provinces', match, provinceKeys.length, log, warn);
  }
  if (options.districts) {
    const boundaries = await readBoundaries(options.districts, 5, skip, log);
    districtMatch = matchDistricts(boundaries, districtKeys, sidoByKostat);
    reportMatch(basename(options.districts), 'districts', districtMatch, districtKeys.length, log, warn);
  }

  // 3. Districts and provinces.
  log(`building ${plural(districtKeys.length, 'district')} and ${plural(provinceKeys.length, 'province')} …`);
  const built = buildAdminRegions(dongs, {
    ...(districtMatch ? { districtGeometry: districtMatch.geometry } : {}),
    ...(provinceMatch ? { provinceGeometry: provinceMatch.geometry } : {}),
  });
  for (const warning of built.warnings) warn(warning);
  log(
    `  ${plural(built.provinces.length, 'province')}, ${plural(built.districts.length, 'district')}, ${plural(built.dongs.length, 'dong')} ` +
      `(dissolved: ${built.dissolved.topology} by shared edges, ${built.dissolved.union} by polygon union) (${elapsed()})`,
  );

  // 4. One transaction: the covered provinces' earlier rows out, these in, generation + 1.
  const provinceCodes = built.provinces.map((p) => p.code.slice(0, 2));
  log(`writing to the database …`);
  const written = replaceImportedRegions(db, provinceCodes, [...built.provinces, ...built.districts, ...built.dongs], { file: adminName, layout: 'admdongkor GeoJSON' });
  log(
    `  ${written.inserted.toLocaleString('en')} regions written for sido ${provinceCodes.join(', ')}; ` +
      `${written.removed.toLocaleString('en')} earlier rows of those provinces replaced (${elapsed()})`,
  );

  return {
    featuresRead,
    skipped,
    skippedDongs,
    counts: { provinces: built.provinces.length, districts: built.districts.length, dongs: built.dongs.length },
    provinceCodes,
    removed: written.removed,
    generation: written.generation,
    dissolved: built.dissolved,
    warnings: built.warnings,
    ...(provinceMatch ? { provinceMatch } : {}),
    ...(districtMatch ? { districtMatch } : {}),
    seconds: (performance.now() - started) / 1000,
  };
}

/** A KOSTAT-shaped boundary file: features with `name` and a `digits`-digit `code`. */
async function readBoundaries(
  path: string,
  digits: number,
  skip: (file: string, index: number, reason: string) => void,
  log: (line: string) => void,
): Promise<NamedBoundary[]> {
  const file = basename(path);
  const boundaries: NamedBoundary[] = [];
  let dropped = 0;
  log(`${file}: reading boundaries …`);
  const read = await readGeoJsonFeatures(path, (feature, index) => {
    const props = isRecord(feature) ? feature.properties : undefined;
    if (!isRecord(props)) return skip(file, index, 'no properties');
    const name = typeof props.name === 'string' ? props.name.trim() : '';
    const code = typeof props.code === 'number' ? String(props.code) : props.code;
    if (name === '') return skip(file, index, 'name is missing or empty');
    if (typeof code !== 'string' || !new RegExp(`^\\d{${digits}}$`).test(code)) {
      return skip(file, index, `code ${JSON.stringify(props.code)} is not a ${digits}-digit code`);
    }
    const geometry = readPolygonalGeometry(isRecord(feature) ? feature.geometry : undefined);
    if (!geometry.ok) return skip(file, index, `bad geometry: ${geometry.reason}`);
    dropped += geometry.dropped;
    boundaries.push({ index, name, code, geometry: geometry.geometry });
  });
  log(`  ${read} features read, ${boundaries.length} usable${dropped ? `, ${dropped} degenerate rings dropped` : ''}`);
  return boundaries;
}

function reportMatch(
  file: string,
  level: 'provinces' | 'districts',
  match: BoundaryMatch,
  total: number,
  log: (line: string) => void,
  warn: (line: string) => void,
): void {
  log(`  ${file}: ${match.geometry.size} of ${total} ${level} matched by name`);
  if (match.unmatchedBoundaries.length > 0) {
    warn(
      `${file}: not matched: ` +
        match.unmatchedBoundaries.map(({ boundary, reason }) => `${boundary.name} (${boundary.code}: ${reason})`).join('; '),
    );
  }
  if (match.unmatchedRegions.length > 0) {
    warn(`${file}: ${level} keeping their dissolved geometry: ${match.unmatchedRegions.map((r) => `${r.name} (${r.code})`).join(', ')}`);
  }
}

function plural(n: number, noun: string): string {
  return `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
