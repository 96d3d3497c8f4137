/** One imported point of interest (a row of imported_pois). WGS84 degrees. */
export interface PoiRecord {
  id: number;
  name: string;
  category: string;
  lon: number;
  lat: number;
}

/**
 * Where a POI may lie: South Korea's land and islands with a margin (마라도 33.11°N, 독도
 * 131.87°E, the DMZ 38.6°N). A point outside is a malformed row (often latitude and longitude
 * swapped, or projected metres in a degree column).
 */
const KOREA_BOUNDS = { west: 124.5, south: 33.0, east: 132.0, north: 38.7 } as const;

export function insideKorea(lon: number, lat: number): boolean {
  return lon >= KOREA_BOUNDS.west && lon <= KOREA_BOUNDS.east && lat >= KOREA_BOUNDS.south && lat <= KOREA_BOUNDS.north;
}

/** Coordinates are compared at 1e-6° (about 0.1 m): the same name there is the same POI. */
const PLACE_DIGITS = 6;

/**
 * The stable id of a POI: 52 bits hashed from its name (NFC, trimmed) and its place at 1e-6°
 * (two 32-bit FNV-1a streams, each finished with murmur3's mixer), so one name at one place is
 * one row however often or from whichever file it comes, and the id fits a JavaScript number
 * and SQLite's INTEGER exactly. Two different POIs share an id with odds of about 1 in 10⁴ in a
 * national file of a million; the later one then replaces the earlier.
 */
export function poiId(name: string, lon: number, lat: number): number {
  const key = `${name.normalize('NFC').trim()}\u0000${lon.toFixed(PLACE_DIGITS)}\u0000${lat.toFixed(PLACE_DIGITS)}`;
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (mix32(a) >>> 0) * 0x100000 + (mix32(b) >>> 12);
}

function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A decimal degree as written in a CSV cell, or NaN (empty, not a number). */
export function parseDegree(cell: string | undefined): number {
  const text = (cell ?? '').trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return NaN;
  return Number(text);
}
