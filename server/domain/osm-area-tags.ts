/**
 * OpenStreetMap tags → what the `--roads` importer keeps besides roads: water and building
 * footprints (server/import/area-import.ts).
 *
 * Water, as polygons (closed ways and multipolygon relations):
 * - `water=*` gives the kind: river/canal/stream/oxbow → river, lake/pond → lake,
 *   reservoir/basin → reservoir, any other value → water;
 * - else `waterway=riverbank` → river, `natural=water` → water, `landuse=reservoir` or
 *   `landuse=basin` → reservoir.
 * `natural=coastline` ways are kept as lines, kind coastline.
 * Buildings: `building=*` except `no` (closed ways and multipolygon relations).
 * A feature that is both water and a building is water.
 */
export type OsmTags = Readonly<Record<string, string>>;

export type WaterKind = 'river' | 'lake' | 'reservoir' | 'water' | 'coastline';

/** Kinds as stored (a byte per feature in the index): the position in this list. */
export const WATER_KINDS: readonly WaterKind[] = ['water', 'river', 'lake', 'reservoir', 'coastline'];

/** The tag keys the classifier reads (a PBF reader decodes only these). */
export const AREA_TAG_KEYS: readonly string[] = ['natural', 'water', 'waterway', 'landuse', 'building', 'type'];

const WATER_VALUES: Readonly<Record<string, WaterKind>> = {
  river: 'river',
  canal: 'river',
  stream: 'river',
  oxbow: 'river',
  lake: 'lake',
  pond: 'lake',
  reservoir: 'reservoir',
  basin: 'reservoir',
};

/** What a feature's tags make it: water of a kind, a coastline, a building, or nothing kept. */
export type AreaClass = { layer: 'water'; kind: WaterKind } | { layer: 'buildings' } | null;

export function areaClass(tags: OsmTags): AreaClass {
  const water = tags['water'];
  if (water !== undefined && water !== 'no') return { layer: 'water', kind: WATER_VALUES[water] ?? 'water' };
  if (tags['waterway'] === 'riverbank') return { layer: 'water', kind: 'river' };
  const natural = tags['natural'];
  if (natural === 'water') return { layer: 'water', kind: 'water' };
  if (natural === 'coastline') return { layer: 'water', kind: 'coastline' };
  const landuse = tags['landuse'];
  if (landuse === 'reservoir' || landuse === 'basin') return { layer: 'water', kind: 'reservoir' };
  const building = tags['building'];
  if (building !== undefined && building !== 'no') return { layer: 'buildings' };
  return null;
}

/** Whether a relation's tags make it an area assembled from its member ways. */
export function isMultipolygon(tags: OsmTags): boolean {
  return tags['type'] === 'multipolygon';
}
