import { LRUCache } from 'lru-cache';

/**
 * Encoded tiles kept by data version and z/x/y, bounded by bytes: a second request of a tile
 * (another browser, a reload) costs a lookup. A new data version makes new keys; the old entries
 * age out.
 */
export interface CachedTile {
  /** The tile's bytes (empty for a tile with no features: answered 204). */
  body: Uint8Array<ArrayBuffer>;
  /** Gzip of body (none for an empty body). */
  gzip?: Uint8Array<ArrayBuffer>;
}

const TILE_CACHE_BYTES = 64 * 1024 * 1024;

export function createTileCache(maxBytes = TILE_CACHE_BYTES): LRUCache<string, CachedTile> {
  return new LRUCache<string, CachedTile>({
    maxSize: maxBytes,
    // Each entry counts its bytes and a little for the key and the object.
    sizeCalculation: (tile, key) => tile.body.byteLength + (tile.gzip?.byteLength ?? 0) + key.length + 64,
  });
}

export function tileKey(version: string, z: number, x: number, y: number): string {
  return `${version}|${z}/${x}/${y}`;
}
