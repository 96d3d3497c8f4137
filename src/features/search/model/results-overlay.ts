import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { LonLat, SearchResult } from './search-results';

export interface ResultProps {
  role: 'point' | 'entrance' | 'link';
  index: number;
  /** 1-based number shown on the marker and in the list. */
  number: number;
  kind: SearchResult['kind'];
  active: boolean;
}

/**
 * Markers for the results (centre), their entrances and the line between them; `active` is hovered or
 * selected; `offset` is the number of results on earlier pages, so numbers run on across pages.
 */
export function resultsOverlay(results: readonly SearchResult[], active: number | undefined, offset = 0): FeatureCollection<Point | LineString, ResultProps> {
  const features: Feature<Point | LineString, ResultProps>[] = [];
  // Active last, so it draws on top.
  const ordered = [...results].sort((a, b) => Number(a.index === active) - Number(b.index === active));
  for (const r of ordered) {
    const props = { index: r.index, number: offset + r.index + 1, kind: r.kind, active: r.index === active };
    if (r.point && r.entrance) {
      features.push({ type: 'Feature', properties: { ...props, role: 'link' }, geometry: { type: 'LineString', coordinates: [r.point, r.entrance] } });
      features.push({ type: 'Feature', properties: { ...props, role: 'entrance' }, geometry: { type: 'Point', coordinates: r.entrance } });
    }
    if (r.point) features.push({ type: 'Feature', properties: { ...props, role: 'point' }, geometry: { type: 'Point', coordinates: r.point } });
  }
  return { type: 'FeatureCollection', features };
}

/** The box around every centre and entrance, or undefined when there is nothing to show. */
export function resultsBounds(results: readonly SearchResult[]): [LonLat, LonLat] | undefined {
  const pts = results.flatMap((r) => [r.point, r.entrance].filter((p): p is LonLat => p !== undefined));
  if (pts.length === 0) return undefined;
  const lons = pts.map((p) => p[0]);
  const lats = pts.map((p) => p[1]);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}
