import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';
import { circleRing, closestPointOnLine } from '../../../../shared/geometry/distance';
import { formatOffset, offsetBetween } from './offsets';
import type { ProbePoint } from './probe-point';

export type RefKind = 'adminDong' | 'legalDong' | 'road';

/** A coordinate node of the reverse-geocoding answer, as the contract parses it. */
export interface CoordNode {
  lat?: number | undefined;
  lon?: number | undefined;
  latEntr?: number | undefined;
  lonEntr?: number | undefined;
}

export interface RefPoint {
  kind: RefKind;
  entrance: boolean;
  lon: number;
  lat: number;
}

function valid(lat: number | undefined, lon: number | undefined): lat is number {
  return typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon) && !(lat === 0 && lon === 0);
}

/** The coordinates an answer carries: centre and entrance of each node that has them. */
export function referencePoints(nodes: Partial<Record<RefKind, CoordNode | undefined>>): RefPoint[] {
  const out: RefPoint[] = [];
  for (const kind of ['adminDong', 'legalDong', 'road'] as const) {
    const n = nodes[kind];
    if (!n) continue;
    if (valid(n.lat, n.lon)) out.push({ kind, entrance: false, lat: n.lat, lon: n.lon as number });
    if (valid(n.latEntr, n.lonEntr)) out.push({ kind, entrance: true, lat: n.latEntr, lon: n.lonEntr as number });
  }
  return out;
}

export interface OffsetProps {
  kind: RefKind;
  entrance: boolean;
  /** Short text drawn beside the point, e.g. '행정동' or '도로 입구'. */
  label: string;
  /** Distance and bearing from the clicked point, e.g. '85 m · 212° SW'. */
  offset: string;
  distanceM: number;
}

/**
 * Reference points plus a line from the clicked point to each, labelled with distance and
 * bearing: a wrong answer shows as a long or oddly pointing line.
 */
export function offsetOverlay(
  point: ProbePoint,
  refs: readonly RefPoint[],
  label: (kind: RefKind, entrance: boolean) => string,
  /** The compass's eight points in the UI language (formatOffset). */
  compass?: readonly string[],
): FeatureCollection<Point | LineString, OffsetProps> {
  const from: [number, number] = [point.lon, point.lat];
  const features: Feature<Point | LineString, OffsetProps>[] = [];
  for (const r of refs) {
    const o = offsetBetween(from, [r.lon, r.lat]);
    const props: OffsetProps = { kind: r.kind, entrance: r.entrance, label: label(r.kind, r.entrance), offset: formatOffset(o, compass), distanceM: o.distanceM };
    features.push({ type: 'Feature', properties: props, geometry: { type: 'Point', coordinates: [r.lon, r.lat] } });
    if (o.distanceM > 0.5) {
      features.push({ type: 'Feature', properties: props, geometry: { type: 'LineString', coordinates: [from, [r.lon, r.lat]] } });
    }
  }
  return { type: 'FeatureCollection', features };
}

export type RoadRole = 'road' | 'radius' | 'foot';

/** The matched link, the search radius around the clicked point, and the perpendicular to the link. */
export function roadOverlay(
  point: ProbePoint,
  radiusM: number,
  linkPoints: readonly [number, number][],
  compass?: readonly string[],
): FeatureCollection<LineString | Polygon, { role: RoadRole; offset?: string }> {
  const from: [number, number] = [point.lon, point.lat];
  const features: Feature<LineString | Polygon, { role: RoadRole; offset?: string }>[] = [
    { type: 'Feature', properties: { role: 'radius' }, geometry: { type: 'Polygon', coordinates: [circleRing(from, radiusM, 72)] } },
  ];
  if (linkPoints.length >= 2) {
    features.push({ type: 'Feature', properties: { role: 'road' }, geometry: { type: 'LineString', coordinates: linkPoints.map((p) => [p[0], p[1]]) } });
    const foot = closestPointOnLine(from, linkPoints);
    if (foot && foot.distanceM > 0.5) {
      features.push({
        type: 'Feature',
        properties: { role: 'foot', offset: formatOffset(offsetBetween(from, foot.point), compass) },
        geometry: { type: 'LineString', coordinates: [from, foot.point] },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

export const EMPTY_COLLECTION: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The kind of symbol drawn at a point, which decides the room it takes on the map. */
export type SymbolKind = 'clicked' | 'dot' | 'ring' | 'poi';

/**
 * Where the answers draw a symbol: the clicked point, each reference point of the offset overlay
 * (a dot, or a ring for an entrance) and the POI. Labels keep clear of them all.
 */
export function symbolRoom(
  point: ProbePoint,
  offsets: FeatureCollection<Point | LineString, OffsetProps>,
  poi: { lat: number; lon: number } | undefined,
): FeatureCollection<Point, { symbol: SymbolKind }> {
  const at = (symbol: SymbolKind, coordinates: number[]): Feature<Point, { symbol: SymbolKind }> => ({
    type: 'Feature',
    properties: { symbol },
    geometry: { type: 'Point', coordinates },
  });
  const refs = offsets.features.flatMap((f) => (f.geometry.type === 'Point' ? [at(f.properties.entrance ? 'ring' : 'dot', f.geometry.coordinates)] : []));
  return {
    type: 'FeatureCollection',
    features: [at('clicked', [point.lon, point.lat]), ...refs, ...(poi ? [at('poi', [poi.lon, poi.lat])] : [])],
  };
}
