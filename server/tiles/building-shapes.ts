import type { MapArea } from '../world-services-types.ts';
import { MAX_TILE_ZOOM, tileUnit, type LonLatBox, type TileId } from './tile-math.ts';
import { clipRing, simplifyRing, type FlatRing } from './polygon-shapes.ts';

/**
 * Building footprints of one tile, as MultiPolygon coordinates cut near the tile (the encoder
 * clips them exactly). Below MAX_TILE_ZOOM (full detail) each ring is simplified to half a tile
 * unit of the next zoom (polygon-shapes.ts simplifyRing), and a building smaller than
 * MIN_BUILDING_UNITS tile units both ways is left out: at z 14 a small house is a speck.
 */
const MIN_BUILDING_UNITS = 4;

/** The smallest building box (degrees) drawn at zoom z. */
export function minBuildingSize(z: number): number {
  return z >= MAX_TILE_ZOOM ? 0 : MIN_BUILDING_UNITS * tileUnit(z) * 360;
}

export function buildingParts(buildings: readonly MapArea[], tile: TileId, box: LonLatBox): number[][][][] {
  const full = tile.z >= MAX_TILE_ZOOM;
  const tolerance = tileUnit(tile.z + 1);
  const min = minBuildingSize(tile.z);
  const out: number[][][][] = [];
  for (const building of buildings) {
    if (building.size < min) continue;
    for (const polygon of building.polygons) {
      const rings: number[][][] = [];
      for (const [i, ring] of polygon.entries()) {
        let flat: FlatRing = Float64Array.from(ring.flat());
        if (!full) flat = simplifyRing(flat, tolerance);
        const clipped = flat.length >= 8 ? clipRing(flat, box) : null;
        if (clipped) rings.push(clipped);
        else if (i === 0) break;
      }
      if (rings.length > 0) out.push(rings);
    }
  }
  return out;
}
