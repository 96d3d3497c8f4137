/**
 * The three administrative levels from a set of administrative dongs: the dongs themselves
 * (adminDong), their districts (gu_gun, 시군구) and provinces (city_do, 시도), with codes,
 * names, parent links, geometry and an interior centre.
 *
 * - Codes: dong = adm_cd2; district = sgg + '00000'; province = sido + '00000000' (the 10-digit
 *   행정기관코드 of each level). regionId = regionIdFor(category, code).
 * - Names: dong = the last word of adm_nm, fullName = adm_nm; district = sggnm, fullName
 *   'sidonm sggnm' ('서울특별시 중구'); province = sidonm.
 * - Geometry: districts are dissolved from their dongs, provinces from their (dissolved)
 *   districts, unless replacement geometry is given for that code (e.g. a KOSTAT layer).
 * - centre: an interior point of the geometry (regionCenter).
 */
import { dissolve } from './dissolve.ts';
import { interiorPoint, signedRingArea } from '../../shared/geometry/area.ts';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import { roundLonLat } from '../../shared/geometry/round.ts';
import type { AdminDongRecord } from './admin-dong-feature.ts';
import { regionIdFor } from './world-builder.ts';
import type { LonLat, MultiPolygonCoords, Region, RegionCategory } from './world-types.ts';

export interface AdminRegionsOptions {
  /** Geometry to use instead of the dissolved one, by 5-digit sgg. */
  districtGeometry?: ReadonlyMap<string, MultiPolygonCoords>;
  /** Geometry to use instead of the dissolved one, by 2-digit sido. */
  provinceGeometry?: ReadonlyMap<string, MultiPolygonCoords>;
}

export interface AdminRegions {
  /** Sorted by code. */
  provinces: Region[];
  districts: Region[];
  dongs: Region[];
  /** How many dissolves cancelled shared edges ('topology') or needed the general union. */
  dissolved: { topology: number; union: number };
  /** Inconsistencies that did not stop the build (e.g. one sgg with two names). */
  warnings: string[];
}

const districtCodeOf = (sgg: string): string => `${sgg}00000`;
const provinceCodeOf = (sido: string): string => `${sido}00000000`;

export function buildAdminRegions(records: readonly AdminDongRecord[], options: AdminRegionsOptions = {}): AdminRegions {
  const warnings: string[] = [];
  const dissolved = { topology: 0, union: 0 };
  const sorted = [...records].sort((a, b) => compare(a.code, b.code));

  const districtsBySgg = new Map<string, { name: string; sido: string; fullName: string; dongs: AdminDongRecord[] }>();
  const provincesBySido = new Map<string, { name: string; sggs: string[] }>();
  for (const dong of sorted) {
    let province = provincesBySido.get(dong.provinceCode);
    if (!province) {
      province = { name: dong.provinceName, sggs: [] };
      provincesBySido.set(dong.provinceCode, province);
    } else if (province.name !== dong.provinceName) {
      warnings.push(`sido ${dong.provinceCode} is named both "${province.name}" and "${dong.provinceName}" (${dong.code}); kept the first`);
    }
    let district = districtsBySgg.get(dong.districtCode);
    if (!district) {
      district = { name: dong.districtName, sido: dong.provinceCode, fullName: `${province.name} ${dong.districtName}`, dongs: [] };
      districtsBySgg.set(dong.districtCode, district);
      province.sggs.push(dong.districtCode);
    } else if (district.name !== dong.districtName) {
      warnings.push(`sgg ${dong.districtCode} is named both "${district.name}" and "${dong.districtName}" (${dong.code}); kept the first`);
    }
    district.dongs.push(dong);
  }

  const dongs = sorted.map((d) =>
    makeRegion('adminDong', d.code, d.name, regionIdFor('gu_gun', districtCodeOf(d.districtCode)), d.fullName, d.geometry),
  );

  const dissolvedDistricts = new Map<string, MultiPolygonCoords>();
  const districts: Region[] = [];
  for (const [sgg, district] of [...districtsBySgg].sort(([a], [b]) => compare(a, b))) {
    const result = dissolve(district.dongs.map((d) => d.geometry));
    dissolved[result.method]++;
    dissolvedDistricts.set(sgg, result.geometry);
    const geometry = options.districtGeometry?.get(sgg) ?? result.geometry;
    districts.push(
      makeRegion('gu_gun', districtCodeOf(sgg), district.name, regionIdFor('city_do', provinceCodeOf(district.sido)), district.fullName, geometry),
    );
  }

  const provinces: Region[] = [];
  for (const [sido, province] of [...provincesBySido].sort(([a], [b]) => compare(a, b))) {
    let geometry = options.provinceGeometry?.get(sido);
    if (!geometry) {
      const result = dissolve(province.sggs.map((sgg) => dissolvedDistricts.get(sgg) ?? []));
      dissolved[result.method]++;
      geometry = result.geometry;
    }
    provinces.push(makeRegion('city_do', provinceCodeOf(sido), province.name, null, province.name, geometry));
  }

  return { provinces, districts, dongs, dissolved, warnings };
}

function makeRegion(
  category: RegionCategory,
  code: string,
  name: string,
  parentId: string | null,
  fullName: string,
  geometry: MultiPolygonCoords,
): Region {
  return { regionId: regionIdFor(category, code), code, name, category, parentId, fullName, geometry, center: regionCenter(geometry) };
}

/**
 * An interior point (rounded to 1e-7°): interiorPoint of the whole geometry, or — for
 * archipelagos, where no scan line through the whole may touch land — of its largest part.
 */
export function regionCenter(geometry: MultiPolygonCoords): LonLat {
  const whole = roundLonLat(interiorPoint(geometry));
  if (pointInMultiPolygon(whole[0], whole[1], geometry)) return whole;
  let largest = geometry[0];
  let largestArea = -Infinity;
  for (const polygon of geometry) {
    const area = Math.abs(signedRingArea(polygon[0] ?? []));
    if (area > largestArea) {
      largest = polygon;
      largestArea = area;
    }
  }
  if (!largest) return whole;
  const part = roundLonLat(interiorPoint([largest]));
  return pointInMultiPolygon(part[0], part[1], geometry) ? part : whole;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
