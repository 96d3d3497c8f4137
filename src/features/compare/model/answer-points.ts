import type { Feature, FeatureCollection } from 'geojson';
import { longitudeKey } from '../../../../shared/compare/field-diff';
import { distanceMetres } from '../../../../shared/geometry/distance';

type LonLat = [number, number];

const MAX_NODES = 10_000;

function numberOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The first point an answer names: the first object, depth first in the body's order, with a
 * latitude beside its longitude (`lat`/`lon`, `poiLat`/`poiLon`, `newLat`/`newLon`, … — the
 * pairs the field diff compares in metres) that is a geographic position. Answers in a projected
 * system name none. Bounded: at most MAX_NODES values are looked at.
 */
export function firstPoint(body: unknown): LonLat | undefined {
  const stack: unknown[] = [body];
  for (let seen = 0; stack.length > 0 && seen < MAX_NODES; seen++) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    const o = v as Record<string, unknown>;
    for (const key of Object.keys(o)) {
      const lonKey = longitudeKey(key);
      if (lonKey === undefined) continue;
      const lat = numberOf(o[key]);
      const lon = numberOf(o[lonKey]);
      if (lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0)) return [lon, lat];
    }
    const values = Object.values(o);
    for (let i = values.length - 1; i >= 0; i--) stack.push(values[i]);
  }
  return undefined;
}

/** A distance written in metres: one decimal under 10 m, whole metres above, thousands grouped. */
export function formatMetres(m: number): string {
  return m < 10 ? `${m.toFixed(1)} m` : `${Math.round(m).toLocaleString('en')} m`;
}

/**
 * The map's view of a comparison: the left's and the right's pins (each labelled), and between
 * them a line carrying the distance in metres.
 */
export function compareOverlay(left: LonLat | undefined, right: LonLat | undefined, labels: { left: string; right: string }): FeatureCollection {
  const features: Feature[] = [];
  if (left && right) {
    const metres = distanceMetres(left, right);
    features.push({
      type: 'Feature',
      properties: { role: 'link', metres, label: formatMetres(metres) },
      geometry: { type: 'LineString', coordinates: [left, right] },
    });
  }
  if (left) features.push({ type: 'Feature', properties: { role: 'left', label: labels.left }, geometry: { type: 'Point', coordinates: left } });
  if (right) features.push({ type: 'Feature', properties: { role: 'right', label: labels.right }, geometry: { type: 'Point', coordinates: right } });
  return { type: 'FeatureCollection', features };
}

/** The map's bounds around the pins ([[west, south], [east, north]]), or undefined without one. */
export function overlayBounds(points: readonly (LonLat | undefined)[]): [LonLat, LonLat] | undefined {
  const ps = points.filter((p): p is LonLat => p !== undefined);
  if (ps.length === 0) return undefined;
  const lons = ps.map((p) => p[0]);
  const lats = ps.map((p) => p[1]);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}
