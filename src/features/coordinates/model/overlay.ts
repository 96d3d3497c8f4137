import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { ServicePoint } from '../../../../shared/crs/convert';
import type { BatchRow } from './batch';

export interface WorkbenchProps {
  role: 'point' | 'candidate' | 'candidate-link' | 'pin';
  /** Candidate: the system's id; pin: ''. */
  name: string;
  /** Pin: its line number in the paste. */
  line: number;
  active: boolean;
}

const at = (p: ServicePoint): [number, number] => [p.lon, p.lat];

/**
 * What the map shows: the point as read, each other plausible reading (joined to it by a dashed
 * line and named by its system), and one pin per converted batch line (`active` = hovered line).
 */
export function workbenchOverlay(input: {
  point?: ServicePoint | undefined;
  candidates?: readonly { system: string; wgs84: ServicePoint }[];
  rows?: readonly BatchRow[];
  activeLine?: number | undefined;
}): FeatureCollection<Point | LineString, WorkbenchProps> {
  const features: Feature<Point | LineString, WorkbenchProps>[] = [];
  const base = { name: '', line: 0, active: false };
  for (const c of input.candidates ?? []) {
    if (input.point) {
      features.push({ type: 'Feature', properties: { ...base, role: 'candidate-link' }, geometry: { type: 'LineString', coordinates: [at(input.point), at(c.wgs84)] } });
    }
    features.push({ type: 'Feature', properties: { ...base, role: 'candidate', name: c.system }, geometry: { type: 'Point', coordinates: at(c.wgs84) } });
  }
  if (input.point) features.push({ type: 'Feature', properties: { ...base, role: 'point' }, geometry: { type: 'Point', coordinates: at(input.point) } });
  const rows = [...(input.rows ?? [])].sort((a, b) => Number(a.line === input.activeLine) - Number(b.line === input.activeLine));
  for (const r of rows) {
    if (r.status !== 'ok') continue;
    features.push({ type: 'Feature', properties: { ...base, role: 'pin', line: r.line, active: r.line === input.activeLine }, geometry: { type: 'Point', coordinates: at(r.wgs84) } });
  }
  return { type: 'FeatureCollection', features };
}

/** The box around every feature's points, or undefined when there are none. */
export function overlayBounds(fc: FeatureCollection<Point | LineString>): [[number, number], [number, number]] | undefined {
  const pts = fc.features.flatMap((f) => (f.geometry.type === 'Point' ? [f.geometry.coordinates] : f.geometry.coordinates));
  if (pts.length === 0) return undefined;
  const lons = pts.map((p) => p[0] ?? 0);
  const lats = pts.map((p) => p[1] ?? 0);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}
