import type { DataSource } from '../national/datasets.ts';
import { LAND_BOX } from './land-water.ts';
import { VECTOR_LAYERS } from './layer-zooms.ts';
import { MAX_TILE_ZOOM } from './tile-math.ts';

/** The imported kinds the tiles may draw. */
type ImportedKind = 'regions' | 'roads' | 'pois' | 'water' | 'buildings';

const OSM = '© OpenStreetMap contributors';

/**
 * The `locus` extension of the TileJSON: what is imported, and the credit of each kind that has
 * data, so a map composes its attribution from the kinds it actually draws (land always; a map
 * drawing only `demo == 0` features under a remote profile credits only what it shows).
 * - `imported`: the kinds with imported data, in a fixed order;
 * - `credits`: `land` always 'Natural Earth'; `regions` 'Boundaries: imported administrative
 *   data'; `roads`, `water`, `buildings` (the road import reads OpenStreetMap only) '© OpenStreetMap
 *   contributors'; `pois` '© OpenStreetMap contributors' when a POI file's layout says OSM, else
 *   'Points of interest: imported data'. A kind without data has no credit.
 */
export interface LocusTileInfo {
  imported: ImportedKind[];
  credits: { land: string } & Partial<Record<ImportedKind, string>>;
}

export function locusTileInfo(sources: readonly DataSource[], importedRegions: boolean): LocusTileInfo {
  const has = (kind: DataSource['kind']) => sources.some((s) => s.kind === kind && s.rows > 0);
  const credits: LocusTileInfo['credits'] = { land: 'Natural Earth' };
  if (importedRegions || has('regions')) credits.regions = 'Boundaries: imported administrative data';
  if (has('roads')) credits.roads = OSM;
  if (has('pois')) credits.pois = sources.some((s) => s.kind === 'pois' && /openstreetmap|\bosm\b/i.test(s.layout)) ? OSM : 'Points of interest: imported data';
  if (has('water')) credits.water = OSM;
  if (has('buildings')) credits.buildings = OSM;
  const order: ImportedKind[] = ['regions', 'roads', 'pois', 'water', 'buildings'];
  return { imported: order.filter((k) => credits[k] !== undefined), credits };
}

/**
 * TileJSON 3.0.0 of the emulator's vector tiles. The tile URL is absolute, from the request's
 * origin. `attribution` credits every source with data (Natural Earth; OpenStreetMap once roads,
 * water, buildings or OSM POIs are imported; imported boundaries); `locus` (LocusTileInfo) says
 * per kind what is imported and its credit.
 */
export function tileJson(origin: string, sources: readonly DataSource[], importedRegions: boolean): object {
  const locus = locusTileInfo(sources, importedRegions);
  const credits = ['Natural Earth'];
  const { regions, ...others } = locus.credits;
  if (Object.values(others).includes(OSM)) credits.push(OSM);
  if (regions) credits.push(regions);
  return {
    tilejson: '3.0.0',
    name: 'Locus emulator',
    description: 'The emulator’s world as vector tiles: land, sea and water, administrative areas, roads, buildings, POIs and labels',
    version: '1.0.0',
    scheme: 'xyz',
    tiles: [`${origin}/_locus/tiles/{z}/{x}/{y}.pbf`],
    minzoom: 0,
    maxzoom: MAX_TILE_ZOOM,
    bounds: LAND_BOX,
    center: [127.8, 36.3, 6],
    attribution: credits.join(' · '),
    vector_layers: VECTOR_LAYERS,
    locus,
  };
}
