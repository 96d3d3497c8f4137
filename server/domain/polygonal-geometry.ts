/**
 * Reads a GeoJSON Polygon or MultiPolygon of unknown origin into the world's MultiPolygon
 * coordinates, or says what is wrong with it.
 *
 * On the way: coordinates are rounded to 1e-7 degrees (about 1 cm, the world's precision),
 * repeated consecutive vertices dropped, rings closed and oriented by the GeoJSON right-hand
 * rule (outer rings counter-clockwise, holes clockwise). Rounding is per coordinate, so
 * vertices that neighbours share stay identical.
 *
 * Degenerate rings (fewer than 3 distinct positions, or no area — tiny islets collapsed by a
 * source's quantisation) are dropped with their polygon part when they are its outer ring, and
 * counted; a geometry left with no polygon is an error. Anything structurally wrong (not
 * numbers, not longitude/latitude) is an error.
 */
import { signedRingArea } from '../../shared/geometry/area.ts';
import { roundLonLat } from '../../shared/geometry/round.ts';
import type { LonLat, MultiPolygonCoords, PolygonCoords, Ring } from './world-types.ts';
import { isRecord } from '../../shared/is-record';

export type GeometryResult =
  | { ok: true; geometry: MultiPolygonCoords; /** degenerate rings dropped */ dropped: number }
  | { ok: false; reason: string };

export function readPolygonalGeometry(geometry: unknown): GeometryResult {
  if (!isRecord(geometry)) return fail('no geometry');
  const { type, coordinates } = geometry;
  if (type !== 'Polygon' && type !== 'MultiPolygon') return fail(`geometry type ${JSON.stringify(type)} is not Polygon or MultiPolygon`);
  if (!Array.isArray(coordinates)) return fail('geometry has no coordinates array');
  const polygons: unknown[] = type === 'Polygon' ? [coordinates] : coordinates;
  if (polygons.length === 0) return fail('geometry has no polygon');
  const out: MultiPolygonCoords = [];
  let dropped = 0;
  for (const [p, polygon] of polygons.entries()) {
    if (!Array.isArray(polygon) || polygon.length === 0) return fail(`polygon ${p} has no rings`);
    const rings: PolygonCoords = [];
    for (const [r, raw] of polygon.entries()) {
      const ring = readRing(raw);
      if (typeof ring === 'string') return fail(`polygon ${p} ring ${r}: ${ring}`);
      if (ring === null) {
        dropped += r === 0 ? polygon.length : 1;
        if (r === 0) break;
        continue;
      }
      rings.push(orient(ring, r === 0));
    }
    if (rings.length > 0) out.push(rings);
  }
  if (out.length === 0) return fail(`no polygon with an area (${dropped} degenerate ring${dropped === 1 ? '' : 's'})`);
  return { ok: true, geometry: out, dropped };
}

/** The ring; null when it is degenerate; a string saying what is wrong. */
function readRing(raw: unknown): Ring | null | string {
  if (!Array.isArray(raw)) return 'not an array of positions';
  const ring: Ring = [];
  for (const position of raw) {
    if (!Array.isArray(position) || position.length < 2) return 'a position is not [lon, lat]';
    const [lon, lat] = position as unknown[];
    if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) {
      return 'a position is not two finite numbers';
    }
    if (lon < -180 || lon > 180 || lat < -90 || lat > 90) return `position [${lon}, ${lat}] is not WGS84 longitude, latitude`;
    const p = roundLonLat([lon, lat]);
    const last = ring[ring.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) ring.push(p);
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && ring.length > 1 && first[0] === last[0] && first[1] === last[1]) ring.pop();
  if (ring.length < 3 || signedRingArea(ring) === 0) return null;
  return [...ring, [first![0], first![1]] as LonLat];
}

function orient(ring: Ring, outer: boolean): Ring {
  const ccw = signedRingArea(ring) > 0;
  return ccw === outer ? ring : ring.slice().reverse();
}

function fail(reason: string): GeometryResult {
  return { ok: false, reason };
}

