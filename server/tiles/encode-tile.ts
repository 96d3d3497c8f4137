import type { FeatureCollection } from 'geojson';
import GeoJSONVT, { type LegacyFeature, type LegacyTile } from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import { LAYER_KEY } from './tile-features.ts';
import { TILE_BUFFER, TILE_EXTENT, type TileId } from './tile-math.ts';

/**
 * One tile's features (tile-features.ts) as a Mapbox Vector Tile (version 2, extent 4096):
 * geojson-vt cuts and simplifies them for the tile, vt-pbf encodes one layer per `_layer`.
 * Null when the tile holds nothing.
 */
export function encodeTile(collection: FeatureCollection, { z, x, y }: TileId): Uint8Array | null {
  if (collection.features.length === 0) return null;
  // Drill down from z 0 along this tile's path only (indexMaxZoom 0): the input is already near the tile.
  const index = new GeoJSONVT(collection, { maxZoom: z, indexMaxZoom: 0, extent: TILE_EXTENT, buffer: TILE_BUFFER, tolerance: 3 });
  const tile = index.getTile(z, x, y);
  if (!tile || tile.features.length === 0) return null;
  const layers = new Map<string, LegacyFeature[]>();
  for (const feature of tile.features) {
    const { [LAYER_KEY]: layer, ...tags } = feature.tags ?? {};
    if (typeof layer !== 'string') continue;
    let list = layers.get(layer);
    if (!list) {
      list = [];
      layers.set(layer, list);
    }
    list.push({ ...feature, tags });
  }
  if (layers.size === 0) return null;
  const byName: Record<string, LegacyTile> = {};
  for (const [name, features] of layers) byName[name] = { features };
  // @types/vt-pbf describes geojson-vt 3's tile type; the fields vt-pbf reads (features with type, geometry, tags) are the same.
  return fromGeojsonVt(byName as unknown as Parameters<typeof fromGeojsonVt>[0], { version: 2, extent: TILE_EXTENT });
}
