import type { IndexPart } from './datasets';
import { numberColumn, numberColumnFrom } from './number-column';
import { createStringTableBuilder, stringTableFrom } from './string-table';

/**
 * What reverseLabel and the map's POIs read of a POI besides its id and place (poi-services.ts):
 * its name, its category and whether it is the demo world's, built at publish beside the spatial
 * index (poi-publish.ts, poi-spatial.ts) and stored with it, so that an answer reads no row.
 * Values exactly as the row holds them (server/db/poi-tables.ts). Parts (POI i is item i of the
 * spatial index):
 * - `nameIds`: the name as a number column (number-column.ts) of ids into the string table `name`
 *   (string-table.ts);
 * - `kind`: a number column of ids into the distinct (category, demo) pairs (a few dozen: one
 *   byte a POI), whose categories are the string table `kindCategory` and whose demo flags are
 *   `kindDemo` (Uint8Array, 1: a POI of the authored demo world, demo-pois.ts).
 */
export interface PoiFields {
  name(item: number): string;
  category(item: number): string;
  demo(item: number): boolean;
}

/** Collects POIs' fields in the order of the spatial index's items. */
export interface PoiFieldTable {
  add(name: string, category: string, demo: boolean): void;
  parts(): Record<string, IndexPart>;
}

export function createPoiFieldTable(): PoiFieldTable {
  const names = createStringTableBuilder();
  const kindCategories = createStringTableBuilder({ distinct: false });
  const kindIds = new Map<string, number>();
  const kindDemo: number[] = [];
  const nameIds: number[] = [];
  const kindOf: number[] = [];
  return {
    add(name, category, demo) {
      const key = `${demo ? 1 : 0}${category}`;
      let kind = kindIds.get(key);
      if (kind === undefined) {
        kind = kindCategories.id(category);
        kindIds.set(key, kind);
        kindDemo.push(demo ? 1 : 0);
      }
      nameIds.push(names.id(name));
      kindOf.push(kind);
    },
    parts() {
      return {
        nameIds: numberColumn(nameIds),
        kind: numberColumn(kindOf),
        kindDemo: Uint8Array.from(kindDemo),
        ...names.parts('name'),
        ...kindCategories.parts('kindCategory'),
      };
    },
  };
}

/** The fields of `count` POIs viewed over stored parts, or null when a part is missing or does not fit (POIs published before these parts were stored). */
export function poiFieldsFrom(parts: ReadonlyMap<string, ArrayBuffer>, count: number): PoiFields | null {
  const nameIds = numberColumnFrom(parts.get('nameIds'), count);
  const kindOf = numberColumnFrom(parts.get('kind'), count);
  const kindDemoPart = parts.get('kindDemo');
  const names = stringTableFrom(parts, 'name');
  const categories = stringTableFrom(parts, 'kindCategory');
  if (!nameIds || !kindOf || !kindDemoPart || !names || !categories || kindDemoPart.byteLength !== categories.size) return null;
  const kindDemo = new Uint8Array(kindDemoPart);
  return {
    name: (item) => names.get(nameIds[item] ?? 0),
    category: (item) => categories.get(kindOf[item] ?? 0),
    demo: (item) => kindDemo[kindOf[item] ?? 0] === 1,
  };
}
