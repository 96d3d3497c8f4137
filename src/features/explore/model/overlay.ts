import turfCircle from '@turf/circle';
import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';
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
): FeatureCollection<Point | LineString, OffsetProps> {
  const from: [number, number] = [point.lon, point.lat];
  const features: Feature<Point | LineString, OffsetProps>[] = [];
  for (const r of refs) {
    const o = offsetBetween(from, [r.lon, r.lat]);
    const props: OffsetProps = { kind: r.kind, entrance: r.entrance, label: label(r.kind, r.entrance), offset: formatOffset(o), distanceM: o.distanceM };
    features.push({ type: 'Feature', properties: props, geometry: { type: 'Point', coordinates: [r.lon, r.lat] } });
    if (o.distanceM > 0.5) {
      features.push({ type: 'Feature', properties: props, geometry: { type: 'LineString', coordinates: [from, [r.lon, r.lat]] } });
    }
  }
  return { type: 'FeatureCollection', features };
}

export type RoadRole = 'road' | 'radius' | 'foot';

/** The closest point of a polyline to `p`, in a local equirectangular frame (fine at street scale). */
export function footOnLine(p: [number, number], line: readonly [number, number][]): { point: [number, number]; distanceM: number } | undefined {
  if (line.length === 0) return undefined;
  const k = Math.cos((p[1] * Math.PI) / 180);
  const R = 6_371_008.8;
  const toXY = (q: readonly [number, number]) => [((q[0] - p[0]) * Math.PI * R * k) / 180, ((q[1] - p[1]) * Math.PI * R) / 180] as const;
  let best: { point: [number, number]; d2: number } | undefined;
  for (let i = 0; i < line.length; i++) {
    const a = line[i]!;
    const b = line[Math.min(i + 1, line.length - 1)]!;
    const [ax, ay] = toXY(a);
    const [bx, by] = toXY(b);
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    const x = ax + t * dx;
    const y = ay + t * dy;
    const d2 = x * x + y * y;
    if (!best || d2 < best.d2) best = { point: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], d2 };
  }
  return best && { point: best.point, distanceM: Math.sqrt(best.d2) };
}

/** The matched link, the search radius around the clicked point, and the perpendicular to the link. */
export function roadOverlay(
  point: ProbePoint,
  radiusM: number,
  linkPoints: readonly [number, number][],
): FeatureCollection<LineString | Polygon, { role: RoadRole; offset?: string }> {
  const from: [number, number] = [point.lon, point.lat];
  const circle = turfCircle(from, radiusM, { units: 'meters', steps: 72 });
  const features: Feature<LineString | Polygon, { role: RoadRole; offset?: string }>[] = [
    { type: 'Feature', properties: { role: 'radius' }, geometry: circle.geometry },
  ];
  if (linkPoints.length >= 2) {
    features.push({ type: 'Feature', properties: { role: 'road' }, geometry: { type: 'LineString', coordinates: linkPoints.map((p) => [p[0], p[1]]) } });
    const foot = footOnLine(from, linkPoints);
    if (foot && foot.distanceM > 0.5) {
      features.push({
        type: 'Feature',
        properties: { role: 'foot', offset: formatOffset(offsetBetween(from, foot.point)) },
        geometry: { type: 'LineString', coordinates: [from, foot.point] },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

export const EMPTY_COLLECTION: FeatureCollection = { type: 'FeatureCollection', features: [] };
