import type { RegionCategory } from '../domain/world-types.ts';

/**
 * Which layer draws what at which zoom (the tile contract the console's style is written
 * against), and the fields each layer carries (TileJSON vector_layers).
 */
export type RoadClass = 'motorway' | 'trunk' | 'primary' | 'secondary' | 'tertiary' | 'minor' | 'street';

/** roadCategory (server/data/road-seeds.ts, osm-road-tags.ts) → class, and the class's first zoom. */
const ROAD_CLASSES: readonly { categories: readonly number[]; roadClass: RoadClass; minzoom: number }[] = [
  { categories: [0, 1], roadClass: 'motorway', minzoom: 5 },
  { categories: [2], roadClass: 'trunk', minzoom: 7 },
  { categories: [3], roadClass: 'primary', minzoom: 8 },
  { categories: [4], roadClass: 'secondary', minzoom: 9 },
  { categories: [5], roadClass: 'tertiary', minzoom: 11 },
  { categories: [6], roadClass: 'minor', minzoom: 12 },
  { categories: [7], roadClass: 'street', minzoom: 13 },
];

export function roadClassOf(roadCategory: number): RoadClass {
  return ROAD_CLASSES.find((c) => c.categories.includes(roadCategory))?.roadClass ?? 'street';
}

/** The highest roadCategory drawn at zoom z (-1: no roads). Classes come in category order. */
export function maxRoadCategoryAt(z: number): number {
  let max = -1;
  for (const c of ROAD_CLASSES) if (z >= c.minzoom) max = Math.max(max, ...c.categories);
  return max;
}

const ROADS_MINZOOM = 5;
const DISTRICTS_MINZOOM = 7;
const DONGS_MINZOOM = 10;
export const POIS_MINZOOM = 14;
export const BUILDINGS_MINZOOM = 14;

/** Region polygon layers by category (legal dongs are not drawn). */
export const AREA_LAYERS: readonly { layer: string; category: RegionCategory; minzoom: number }[] = [
  { layer: 'admin_province', category: 'city_do', minzoom: 0 },
  { layer: 'admin_district', category: 'gu_gun', minzoom: DISTRICTS_MINZOOM },
  { layer: 'admin_dong', category: 'adminDong', minzoom: DONGS_MINZOOM },
];

export type LabelKind = 'province' | 'district' | 'dong';

/** Label kinds with their rank and zooms: provinces up to z 8, districts z 8–12, dongs from z 12. */
export const LABEL_RANKS: readonly { kind: LabelKind; category: RegionCategory; rank: number; minzoom: number; maxzoom: number }[] = [
  { kind: 'province', category: 'city_do', rank: 1, minzoom: 0, maxzoom: 8 },
  { kind: 'district', category: 'gu_gun', rank: 2, minzoom: 8, maxzoom: 12 },
  { kind: 'dong', category: 'adminDong', rank: 3, minzoom: 12, maxzoom: 16 },
];

/** The flag of every feature of the layers the demo world fills (regions, labels, roads, POIs). */
const DEMO_FIELD = { demo: '1 from the authored demo world, 0 imported (a console draws only 0 for a remote service)' };
const AREA_FIELDS = { name: 'Official name (Korean)', code: 'Official 10-digit code', regionId: 'The region id of /tmap/geofencing', ...DEMO_FIELD };

/** TileJSON vector_layers: every layer, its fields and zooms. */
export const VECTOR_LAYERS: readonly { id: string; description: string; fields: Record<string, string>; minzoom: number; maxzoom: number }[] = [
  { id: 'land', description: 'Land: Natural Earth 1:10m; no demo flag', fields: {}, minzoom: 0, maxzoom: 16 },
  {
    id: 'water',
    description:
      "The sea around Korea (Natural Earth), and imported OpenStreetMap water: polygons, coastlines as lines (credit in TileJSON locus.credits.water); without imported water, the demo world's Han River (demo 1)",
    fields: { kind: "sea (Natural Earth); imported: river, lake, reservoir, water (polygons) or coastline (lines); the demo world's: river", demo: '1 on the demo world’s river; absent otherwise' },
    minzoom: 0,
    maxzoom: 16,
  },
  { id: 'admin_province', description: 'Provinces and metropolitan cities (시·도)', fields: AREA_FIELDS, minzoom: 0, maxzoom: 16 },
  { id: 'admin_district', description: 'Districts (시·군·구)', fields: AREA_FIELDS, minzoom: DISTRICTS_MINZOOM, maxzoom: 16 },
  { id: 'admin_dong', description: 'Administrative dongs (행정동)', fields: AREA_FIELDS, minzoom: DONGS_MINZOOM, maxzoom: 16 },
  {
    id: 'roads',
    description: 'Road links as nearToRoad answers from them; motorway from z 5, trunk 7, primary 8, secondary 9, tertiary 11, minor 12, street 13',
    fields: {
      name: 'Road name (Korean)',
      roadCategory: 'Road category code (0 motorway … 7 side street)',
      lanes: 'Lanes of the carriageway',
      oneway: '1 one-way in the direction of the line, 0 two-way',
      class: 'motorway, trunk, primary, secondary, tertiary, minor or street',
      ...DEMO_FIELD,
    },
    minzoom: ROADS_MINZOOM,
    maxzoom: 16,
  },
  { id: 'pois', description: 'Points of interest', fields: { name: 'Name (Korean)', category: 'Category', id: 'POI id', ...DEMO_FIELD }, minzoom: POIS_MINZOOM, maxzoom: 16 },
  {
    id: 'buildings',
    description: 'Imported OpenStreetMap building footprints, from z 14; below z 16 simplified and small ones left out (credit in TileJSON locus.credits.buildings); no demo flag',
    fields: {},
    minzoom: BUILDINGS_MINZOOM,
    maxzoom: 16,
  },
  {
    id: 'labels',
    description: 'One point per region at its representative point; provinces up to z 8, districts z 8–12, dongs from z 12',
    fields: { name: 'Official name (Korean)', kind: 'province, district or dong', rank: '1 province, 2 district, 3 dong', code: 'Official 10-digit code', regionId: 'The region id of /tmap/geofencing', ...DEMO_FIELD },
    minzoom: 0,
    maxzoom: 16,
  },
];

/** The label kinds drawn at zoom z. */
export function labelRanksAt(z: number): typeof LABEL_RANKS {
  return LABEL_RANKS.filter((r) => z >= r.minzoom && z <= r.maxzoom);
}
