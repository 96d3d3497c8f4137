/**
 * Web Mercator tile arithmetic (the XYZ scheme MapLibre requests): tile bounds in WGS84 degrees
 * and the Mercator plane ([0, 1] across the world, y down) that simplification works in.
 */
export const MAX_TILE_ZOOM = 16;
/** Tile extent and buffer of the encoded tiles, in tile units. */
export const TILE_EXTENT = 4096;
export const TILE_BUFFER = 64;

/** [minLon, minLat, maxLon, maxLat]. */
export type LonLatBox = [number, number, number, number];

export interface TileId {
  z: number;
  x: number;
  y: number;
}

/** Mercator x in [0, 1] of a longitude. */
export function mercatorX(lon: number): number {
  return lon / 360 + 0.5;
}

/** Mercator y in [0, 1] (0 at the north edge) of a latitude. */
export function mercatorY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}

export function lonOfMercatorX(x: number): number {
  return (x - 0.5) * 360;
}

function latOfMercatorY(y: number): number {
  return (360 / Math.PI) * Math.atan(Math.exp((1 - 2 * y) * Math.PI)) - 90;
}

/** Whether z/x/y names a tile this server serves (integers, z within 0–MAX_TILE_ZOOM, x and y within the zoom's grid). */
export function isServedTile({ z, x, y }: TileId): boolean {
  if (!Number.isInteger(z) || !Number.isInteger(x) || !Number.isInteger(y)) return false;
  if (z < 0 || z > MAX_TILE_ZOOM) return false;
  const n = 2 ** z;
  return x >= 0 && x < n && y >= 0 && y < n;
}

/** The tile's box in degrees, grown on every side by `buffer` tile units (e.g. TILE_BUFFER). */
export function tileBox({ z, x, y }: TileId, buffer = 0): LonLatBox {
  const n = 2 ** z;
  const pad = buffer / TILE_EXTENT;
  return [
    lonOfMercatorX((x - pad) / n),
    latOfMercatorY(Math.min(1, (y + 1 + pad) / n)),
    lonOfMercatorX((x + 1 + pad) / n),
    latOfMercatorY(Math.max(0, (y - pad) / n)),
  ];
}

/** The tile at zoom z holding a WGS84 point. */
export function tileAt(lon: number, lat: number, z: number): TileId {
  const n = 2 ** z;
  const clamp = (v: number) => Math.max(0, Math.min(n - 1, Math.floor(v * n)));
  return { z, x: clamp(mercatorX(lon)), y: clamp(mercatorY(lat)) };
}

/** The size of one tile unit at zoom z in Mercator units. */
export function tileUnit(z: number): number {
  return 1 / (2 ** z * TILE_EXTENT);
}
