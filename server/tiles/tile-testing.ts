import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';

/** Test support: a decoded tile's layers as lists of { properties, geometry in tile units }. */
export interface DecodedFeature {
  properties: Record<string, unknown>;
  type: number;
  rings: { x: number; y: number }[][];
}

export function decodeTile(bytes: Uint8Array): Record<string, DecodedFeature[]> {
  const tile = new VectorTile(new PbfReader(bytes));
  const out: Record<string, DecodedFeature[]> = {};
  for (const [name, layer] of Object.entries(tile.layers)) {
    const features: DecodedFeature[] = [];
    for (let i = 0; i < layer.length; i++) {
      const f: VectorTileFeature = layer.feature(i);
      features.push({ properties: { ...f.properties }, type: f.type, rings: f.loadGeometry() });
    }
    out[name] = features;
  }
  return out;
}
