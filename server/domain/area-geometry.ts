/**
 * Imported water and building geometry (server/import/area-import.ts) as it is stored and
 * indexed: polygons of rings, each ring a flat Int32Array [lon, lat, …] in 1e-7 degrees (OSM's
 * own precision), closed (last vertex = first), the outer ring first then its holes. A line
 * (a coastline) is one polygon of one open "ring".
 *
 * Encoded for a BLOB as Int32 values: polygon count, then per polygon its ring count, then per
 * ring its vertex count and vertices.
 */
type AreaRing = Int32Array;
export type AreaPolygon = AreaRing[];
export type AreaGeometry = AreaPolygon[];

/** Vertices one feature may have (a Han River relation has some tens of thousands). */
export const MAX_AREA_VERTICES = 500_000;

export function vertexCount(geometry: AreaGeometry): number {
  let n = 0;
  for (const polygon of geometry) for (const ring of polygon) n += ring.length / 2;
  return n;
}

export function encodeAreaGeometry(geometry: AreaGeometry): Int32Array {
  let size = 1;
  for (const polygon of geometry) {
    size += 1;
    for (const ring of polygon) size += 1 + ring.length;
  }
  const out = new Int32Array(size);
  let k = 0;
  out[k++] = geometry.length;
  for (const polygon of geometry) {
    out[k++] = polygon.length;
    for (const ring of polygon) {
      out[k++] = ring.length / 2;
      out.set(ring, k);
      k += ring.length;
    }
  }
  return out;
}

/** Decodes what encodeAreaGeometry wrote; throws on a truncated or inconsistent value. */
export function decodeAreaGeometry(data: Int32Array): AreaGeometry {
  let k = 0;
  const next = (): number => {
    const value = data[k++];
    if (value === undefined || value < 0) throw new Error('area geometry: truncated or negative count');
    return value;
  };
  const geometry: AreaGeometry = [];
  const polygons = next();
  for (let p = 0; p < polygons; p++) {
    const polygon: AreaPolygon = [];
    const rings = next();
    for (let r = 0; r < rings; r++) {
      const n = next();
      if (k + 2 * n > data.length) throw new Error('area geometry: truncated ring');
      polygon.push(data.slice(k, k + 2 * n));
      k += 2 * n;
    }
    geometry.push(polygon);
  }
  return geometry;
}

/** Whether a flat ring's first and last vertices are the same. */
export function isClosed(ring: ArrayLike<number>): boolean {
  const n = ring.length;
  return n >= 8 && ring[0] === ring[n - 2] && ring[1] === ring[n - 1];
}

/** Whether the point (same units as the ring) is inside the ring (even–odd). */
export function ringContains(ring: ArrayLike<number>, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const xi = ring[i] ?? 0;
    const yi = ring[i + 1] ?? 0;
    const xj = ring[j] ?? 0;
    const yj = ring[j + 1] ?? 0;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
