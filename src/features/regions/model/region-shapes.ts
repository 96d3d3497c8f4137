/**
 * Region polygons for the map and for export. Display may simplify (the shared Douglas–Peucker,
 * tolerance in metres, every ring kept at least a closed triangle); export always writes the
 * geometry as the service sent it.
 */
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { simplifyLine } from '../../../../shared/geometry/simplify';
import { stripBidiControls } from '../../../lib/bidi-text';

/** A selected region: its service feature and its place in the selection (its colour). */
export interface SelectedRegion {
  regionId: string;
  name: string;
  category: string;
  geometry: Polygon | MultiPolygon;
  properties: Record<string, unknown>;
}

/** Distinct colours, one per selection slot (colour-blind-safe order first). */
const REGION_PALETTE = ['#3d5afe', '#e65100', '#00897b', '#c2185b', '#6d4c41', '#7cb342', '#5e35b1', '#00838f', '#f9a825', '#455a64', '#d81b60', '#2e7d32'] as const;

export function colourOf(slot: number): string {
  return REGION_PALETTE[slot % REGION_PALETTE.length] ?? '#3d5afe';
}

export function vertexCount(g: Polygon | MultiPolygon): number {
  const polygons: Position[][][] = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  return polygons.reduce((n, p) => n + p.reduce((m, ring) => m + ring.length, 0), 0);
}

function simplifyGeometry(g: Polygon | MultiPolygon, metres: number): Polygon | MultiPolygon {
  const polygon = (rings: Position[][]): Position[][] => rings.map((ring) => simplifyLine(ring.map((p): [number, number] => [p[0] ?? 0, p[1] ?? 0]), metres));
  return g.type === 'Polygon' ? { type: 'Polygon', coordinates: polygon(g.coordinates) } : { type: 'MultiPolygon', coordinates: g.coordinates.map(polygon) };
}

export interface RegionProps {
  regionId: string;
  name: string;
  colour: string;
  focused: boolean;
}

/**
 * Fill/outline features of the selected regions, in selection order with the focused one last
 * so it draws on top, and the vertex count before and after display simplification.
 */
export function regionsOverlay(
  regions: readonly SelectedRegion[],
  focus: string | undefined,
  simplifyMetres: number,
): { shapes: FeatureCollection<Polygon | MultiPolygon, RegionProps>; vertices: { before: number; after: number } } {
  let before = 0;
  let after = 0;
  const features: Feature<Polygon | MultiPolygon, RegionProps>[] = regions.map((r, slot) => {
    // Map labels: MapLibre has no bidi isolation (no RTL plugin), so controls are dropped, not shown.
    const props = { regionId: r.regionId, name: stripBidiControls(r.name), colour: colourOf(slot), focused: r.regionId === focus };
    const feature: Feature<Polygon | MultiPolygon, RegionProps> = { type: 'Feature', properties: props, geometry: r.geometry };
    before += vertexCount(r.geometry);
    const shown = simplifyMetres > 0 ? { ...feature, geometry: simplifyGeometry(r.geometry, simplifyMetres) } : feature;
    after += vertexCount(shown.geometry);
    return shown;
  });
  features.sort((a, b) => Number(a.properties.focused) - Number(b.properties.focused));
  return { shapes: { type: 'FeatureCollection', features }, vertices: { before, after } };
}

/** The box around every polygon, or undefined when nothing is selected. */
export function regionsBounds(regions: readonly SelectedRegion[]): [[number, number], [number, number]] | undefined {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const r of regions) {
    const polygons = r.geometry.type === 'Polygon' ? [r.geometry.coordinates] : r.geometry.coordinates;
    for (const ring of polygons.flat()) {
      for (const [x = 0, y = 0] of ring) {
        w = Math.min(w, x);
        s = Math.min(s, y);
        e = Math.max(e, x);
        n = Math.max(n, y);
      }
    }
  }
  return Number.isFinite(w) ? [[w, s], [e, n]] : undefined;
}

/** The selection as one GeoJSON FeatureCollection, geometry and properties as the service sent them. */
export function selectionGeoJson(regions: readonly SelectedRegion[]): FeatureCollection<Polygon | MultiPolygon> {
  return {
    type: 'FeatureCollection',
    features: regions.map((r) => ({ type: 'Feature', properties: { ...r.properties, regionId: r.regionId, regionName: r.name, category: r.category }, geometry: r.geometry })),
  };
}
