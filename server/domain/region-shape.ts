/**
 * A region's geometry as flat arrays (RegionShape): what the region index tests points against
 * (prepared-polygon.ts) without an array per vertex. An imported region's shape is a view of its
 * stored form (region-shape-blob.ts), with its rings' boxes and band indexes as the import built
 * them, so its first hit after a restart parses and computes nothing; the nested [lon, lat]
 * coordinates that answers write (geofencing's GeoJSON and KML, the tiles at full detail) are
 * rebuilt from it when first asked for, number for number.
 */
import type { MultiPolygonCoords, MultiPolygonLike, PolygonCoords, Ring } from '../../shared/geometry/types.ts';

export interface RegionShape {
  /** lon, lat of every vertex, ring after ring, each `scale` times its degrees. */
  coords: Int32Array | Float64Array;
  /** 1e7 for coordinates as whole 1e-7 degrees, 1 for degrees: coords[k] / scale is the coordinate, exactly. */
  scale: number;
  /** For each ring, the index of the vertex after its last (a ring's first is the previous ring's end). */
  ringEnds: Int32Array;
  /** For each polygon part, the index of the ring after its last; a part's first ring is its outer ring. */
  partEnds: Int32Array;
  /** What the import stored beside the coordinates, so that preparing a point test reads it instead of computing it. */
  prepared?: StoredPreparation;
}

/** Per ring of a shape: its box and band index (prepared-polygon.ts), as stored at import. */
interface StoredPreparation {
  /** For each ring: min lon, min lat, max lon, max lat, in the units of coords (zeros for a ring with no vertex). */
  boxes: Int32Array | Float64Array;
  /** For each ring, its band count; 0 for a ring tested edge by edge. */
  bandCounts: Int32Array;
  /** For each ring with bands, in order: its ringBandTable. */
  bandTables: Int32Array;
}

/** A shape with no part: a region whose stored shape is damaged. */
export const NO_SHAPE: RegionShape = { coords: new Float64Array(0), scale: 1, ringEnds: new Int32Array(0), partEnds: new Int32Array(0) };

export function shapeOf(geometry: MultiPolygonLike): RegionShape {
  let rings = 0;
  let vertices = 0;
  for (const polygon of geometry) {
    rings += polygon.length;
    for (const ring of polygon) vertices += ring.length;
  }
  const coords = new Float64Array(2 * vertices);
  const ringEnds = new Int32Array(rings);
  const partEnds = new Int32Array(geometry.length);
  let r = 0;
  let k = 0;
  geometry.forEach((polygon, p) => {
    for (const ring of polygon) {
      for (const [lon, lat] of ring) {
        coords[k++] = lon;
        coords[k++] = lat;
      }
      ringEnds[r++] = k / 2;
    }
    partEnds[p] = r;
  });
  return { coords, scale: 1, ringEnds, partEnds };
}

/** The nested coordinates of a shape: what shapeOf read, number for number. */
export function geometryOf({ coords, scale, ringEnds, partEnds }: RegionShape): MultiPolygonCoords {
  const geometry: MultiPolygonCoords = [];
  let r = 0;
  let v = 0;
  for (const partEnd of partEnds) {
    const polygon: PolygonCoords = [];
    for (; r < partEnd; r++) {
      const end = ringEnds[r]!;
      const ring: Ring = [];
      for (; v < end; v++) ring.push([coords[2 * v]! / scale, coords[2 * v + 1]! / scale]);
      polygon.push(ring);
    }
    geometry.push(polygon);
  }
  return geometry;
}
