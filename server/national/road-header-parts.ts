import type { IndexPart } from './datasets';
import { numberColumn, numberColumnFrom } from './number-column';
import { createStringTableBuilder, stringTableFrom } from './string-table';

/**
 * What nearToRoad's header reads of a link besides its id (road-services.ts), built beside the
 * roads' index (road-index-build.ts) and stored with it, so that an answer reads no row. Every
 * value is held exactly as the link's row holds it (server/db/road-tables.ts). Parts (link i is
 * item i of the roads' index):
 * - `headerKinds`: Float64Array, the distinct tuples (road_category, speed, lane, lane_type,
 *   toll_link, link_facil), HEADER_FIELDS numbers each (a few hundred tuples for the whole
 *   country: one small id a link instead of six columns);
 * - `headerKind`: the link's tuple, a number column (number-column.ts: 1 or 2 bytes a link);
 * - `totalDistance`: total_distance, a number column (2 bytes a link while links are under 65 km);
 * - `idxNameIds`: idx_name (the mesh cell) as a number column of ids into the string table
 *   `idxName` (string-table.ts);
 * - the road name is the map's: `nameIds` into the string table `name` (road-map-parts.ts).
 */
export interface LinkHeader {
  idxName: string;
  roadName: string;
  roadCategory: number;
  speed: number;
  lane: number;
  laneType: number;
  tollLink: number;
  linkFacil: number;
  totalDistance: number;
}

/** The fields a tuple of `headerKinds` holds, in this order. */
const HEADER_FIELDS = 6;

/** Collects the headers of links in the order they are added (at import or from the rows). */
export interface LinkHeaderTable {
  /** The road name is left to the map's attributes (road-map-parts.ts). */
  add(header: Omit<LinkHeader, 'roadName'>): void;
  /** The parts to store, link i being the order[i]-th link added (every link once). */
  parts(order: ArrayLike<number>): Record<string, IndexPart>;
}

export function createLinkHeaderTable(): LinkHeaderTable {
  let kindOf = new Uint32Array(1 << 16);
  let distance = new Float64Array(1 << 16);
  let idxNameIds = new Uint32Array(1 << 16);
  let size = 0;
  const kindIds = new Map<number | string, number>();
  const kinds: number[] = [];
  const idxNames = createStringTableBuilder();
  return {
    add(header) {
      if (size === kindOf.length) {
        kindOf = grown(kindOf, size * 2);
        distance = grown(distance, size * 2);
        idxNameIds = grown(idxNameIds, size * 2);
      }
      const { roadCategory, speed, lane, laneType, tollLink, linkFacil } = header;
      const key = kindKey(roadCategory, speed, lane, laneType, tollLink, linkFacil);
      let kind = kindIds.get(key);
      if (kind === undefined) {
        kind = kindIds.size;
        kindIds.set(key, kind);
        kinds.push(roadCategory, speed, lane, laneType, tollLink, linkFacil);
      }
      kindOf[size] = kind;
      distance[size] = header.totalDistance;
      idxNameIds[size] = idxNames.id(header.idxName);
      size++;
    },
    parts(order) {
      if (order.length !== size) throw new Error(`${size} links' headers for ${order.length} links`);
      const sorted = { kind: new Uint32Array(size), distance: new Float64Array(size), idxName: new Uint32Array(size) };
      for (let i = 0; i < size; i++) {
        const from = order[i] ?? 0;
        sorted.kind[i] = kindOf[from] ?? 0;
        sorted.distance[i] = distance[from] ?? 0;
        sorted.idxName[i] = idxNameIds[from] ?? 0;
      }
      return {
        headerKinds: Float64Array.from(kinds),
        headerKind: numberColumn(sorted.kind),
        totalDistance: numberColumn(sorted.distance),
        idxNameIds: numberColumn(sorted.idxName),
        ...idxNames.parts('idxName'),
      };
    },
  };
}

/**
 * One key per tuple: a number when every field is a whole number of the width imports give it
 * (48 bits in all, so exact), else the fields as text (a number's text, -0's written apart,
 * reads back as the same number, so equal texts are equal tuples). Links of a way share a tuple; most of the country's
 * links share a few hundred.
 */
function kindKey(roadCategory: number, speed: number, lane: number, laneType: number, tollLink: number, linkFacil: number): number | string {
  if (fits(roadCategory, 0xff) && fits(speed, 0xffff) && fits(lane, 0xff) && fits(laneType, 0xf) && fits(tollLink, 0xf) && fits(linkFacil, 0xff)) {
    return ((((roadCategory * 0x1_0000 + speed) * 0x100 + lane) * 0x10 + laneType) * 0x10 + tollLink) * 0x100 + linkFacil;
  }
  return [roadCategory, speed, lane, laneType, tollLink, linkFacil].map((value) => (Object.is(value, -0) ? '-0' : String(value))).join(',');
}

const fits = (value: number, max: number): boolean => Number.isInteger(value) && value >= 0 && value <= max && !Object.is(value, -0);

/** Link k's header from the stored parts. */
export type LinkHeaders = (k: number) => LinkHeader;

/**
 * The headers of `count` links viewed over stored parts (nothing copied or decoded until asked),
 * or null when a part is missing or does not fit (roads published before these parts were stored).
 */
export function linkHeadersFrom(parts: ReadonlyMap<string, ArrayBuffer>, count: number): LinkHeaders | null {
  const kindsPart = parts.get('headerKinds');
  const kindOf = numberColumnFrom(parts.get('headerKind'), count);
  const distance = numberColumnFrom(parts.get('totalDistance'), count);
  const idxNameIds = numberColumnFrom(parts.get('idxNameIds'), count);
  const idxNames = stringTableFrom(parts, 'idxName');
  const nameIdsPart = parts.get('nameIds');
  const names = stringTableFrom(parts, 'name');
  if (!kindsPart || kindsPart.byteLength % (8 * HEADER_FIELDS) !== 0 || !kindOf || !distance || !idxNameIds || !idxNames || !names) return null;
  if (!nameIdsPart || nameIdsPart.byteLength !== 4 * count) return null;
  const kinds = new Float64Array(kindsPart);
  const nameIds = new Uint32Array(nameIdsPart);
  return (k) => {
    const at = HEADER_FIELDS * (kindOf[k] ?? 0);
    return {
      idxName: idxNames.get(idxNameIds[k] ?? 0),
      roadName: names.get(nameIds[k] ?? 0),
      roadCategory: kinds[at] ?? 0,
      speed: kinds[at + 1] ?? 0,
      lane: kinds[at + 2] ?? 0,
      laneType: kinds[at + 3] ?? 0,
      tollLink: kinds[at + 4] ?? 0,
      linkFacil: kinds[at + 5] ?? 0,
      totalDistance: distance[k] ?? 0,
    };
  };
}

function grown<T extends Uint32Array | Float64Array>(from: T, length: number): T {
  const to = new (from.constructor as new (length: number) => T)(length);
  to.set(from);
  return to;
}
