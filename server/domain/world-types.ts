/**
 * The demo world's shape, shared by the world builder (server/data, server/domain/world*.ts),
 * the reverse geocoder and the routes. Coordinates are WGS84 [lon, lat].
 */
import type { LonLat, MultiPolygonCoords } from '../../shared/geometry/types.ts';
import type { RegionShape } from './region-shape.ts';

export type { LonLat, MultiPolygonCoords, PolygonCoords, Ring } from '../../shared/geometry/types.ts';

export type RegionCategory = 'city_do' | 'gu_gun' | 'legalDong' | 'adminDong';

export interface Region {
  /** Numeric string id used by /tmap/geofencing (regionId). */
  regionId: string;
  /** Official 10-digit code: 행정기관코드 for city_do/gu_gun/adminDong, 법정동코드 for legalDong. */
  code: string;
  /** Official name, e.g. '명동', '태평로1가', '중구', '서울특별시'. */
  name: string;
  category: RegionCategory;
  /** regionId of the enclosing region (gu_gun for dongs, city_do for gu_gun), null for city_do. */
  parentId: string | null;
  /** e.g. '서울특별시 중구 명동'. */
  fullName: string;
  geometry: MultiPolygonCoords;
  /**
   * The geometry as flat arrays (region-shape.ts) when held so: an imported region's is read from
   * its stored form, and its point test prepared from it without reading `geometry`.
   */
  shape?: RegionShape;
  /** A representative interior point (used for *DongCoord nodes and centre matches). */
  center: LonLat;
  /**
   * The geometry's bounding box [minLon, minLat, maxLon, maxLat] when known without reading the
   * geometry (imported regions keep it in a column, so their shape is read on first use).
   */
  bbox?: [number, number, number, number];
  /** The shape simplified per map band as stored at import (tiles/region-bands.ts); absent for the demo world's regions. */
  shapeBands?: Uint8Array;
}

export interface RegionHit {
  city_do: Region;
  gu_gun: Region;
  /** Absent where the district has no dong detail in the world yet. */
  adminDong?: Region;
  legalDong?: Region;
}
