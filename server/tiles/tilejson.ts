import type { DataSource } from '../national/datasets.ts';
import { LAND_BOX } from './land-water.ts';
import { VECTOR_LAYERS } from './layer-zooms.ts';
import { MAX_TILE_ZOOM } from './tile-math.ts';

/**
 * TileJSON 3.0.0 of the emulator's vector tiles. The tile URL is absolute, from the request's
 * origin; the attribution names Natural Earth (land), OpenStreetMap only when roads (always OSM)
 * are imported, and imported boundaries when there are any.
 */
export function tileJson(origin: string, sources: readonly DataSource[], importedRegions: boolean): object {
  const credits = ['Natural Earth'];
  // The road import reads OpenStreetMap data only (PBF or GeoJSON of OSM ways); POIs come from CSV standard data.
  if (sources.some((s) => s.kind === 'roads' || (s.kind === 'pois' && /openstreetmap|\bosm\b/i.test(s.layout)))) credits.push('© OpenStreetMap contributors');
  if (importedRegions || sources.some((s) => s.kind === 'regions')) credits.push('Boundaries: imported administrative data');
  return {
    tilejson: '3.0.0',
    name: 'Locus emulator',
    description: 'The emulator’s world as vector tiles: land, sea, administrative areas, roads, POIs and labels',
    version: '1.0.0',
    scheme: 'xyz',
    tiles: [`${origin}/_locus/tiles/{z}/{x}/{y}.pbf`],
    minzoom: 0,
    maxzoom: MAX_TILE_ZOOM,
    bounds: LAND_BOX,
    center: [127.8, 36.3, 6],
    attribution: credits.join(' · '),
    vector_layers: VECTOR_LAYERS,
  };
}
