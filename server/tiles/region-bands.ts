import { decodeAreaGeometry, encodeAreaGeometry, type AreaGeometry } from '../domain/area-geometry.ts';
import type { MultiPolygonCoords, RegionCategory } from '../domain/world-types.ts';
import { AREA_LAYERS } from './layer-zooms.ts';
import { BANDS, flatPolygons, simplifiedForBand, type FlatPolygon } from './polygon-shapes.ts';

/**
 * An imported region's shape simplified for each band its layer is drawn at (polygon-shapes.ts),
 * computed at import and stored beside the region (db/imported-regions.ts), so that the first
 * tile over an area after a restart neither reads the region's whole geometry nor simplifies it
 * (the national regions have 1.2 million vertices). Stored as Int32 values: the band count, then per band
 * its number, the length of its geometry and the geometry (domain/area-geometry.ts, 1e-7°).
 */
export function regionBandsBlob(geometry: MultiPolygonCoords, category: RegionCategory): Uint8Array {
  const minzoom = AREA_LAYERS.find((l) => l.category === category)?.minzoom;
  if (minzoom === undefined) return new Uint8Array(0);
  const { flat } = flatPolygons(geometry);
  const parts: Int32Array[] = [];
  let size = 1;
  for (const band of BANDS) {
    // A band drawn at some zoom of the layer (band b serves zooms b and b + 1).
    if (band + 1 < minzoom) continue;
    const encoded = encodeAreaGeometry(simplifiedForBand(flat, band).map((polygon) => polygon.map(toInts)));
    parts.push(Int32Array.of(band, encoded.length), encoded);
    size += 2 + encoded.length;
  }
  const out = new Int32Array(size);
  out[0] = parts.length / 2;
  let k = 1;
  for (const part of parts) {
    out.set(part, k);
    k += part.length;
  }
  return new Uint8Array(out.buffer);
}

/** The bands regionBandsBlob stored; throws on a damaged value. */
export function regionBandsFrom(blob: Uint8Array): Map<number, FlatPolygon[]> {
  const bands = new Map<number, FlatPolygon[]>();
  if (blob.byteLength === 0) return bands;
  if (blob.byteLength % 4 !== 0) throw new Error('region bands: not a whole number of values');
  const data = new Int32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
  const count = data[0] ?? 0;
  let k = 1;
  for (let i = 0; i < count; i++) {
    const band = data[k];
    const length = data[k + 1];
    if (band === undefined || length === undefined || length < 0 || k + 2 + length > data.length) throw new Error('region bands: truncated');
    bands.set(band, fromInts(decodeAreaGeometry(data.subarray(k + 2, k + 2 + length))));
    k += 2 + length;
  }
  return bands;
}

function toInts(ring: Float64Array): Int32Array {
  const out = new Int32Array(ring.length);
  for (let i = 0; i < ring.length; i++) out[i] = Math.round((ring[i] ?? 0) * 1e7);
  return out;
}

function fromInts(geometry: AreaGeometry): FlatPolygon[] {
  return geometry.map((polygon) =>
    polygon.map((ring) => {
      const out = new Float64Array(ring.length);
      for (let i = 0; i < ring.length; i++) out[i] = (ring[i] ?? 0) / 1e7;
      return out;
    }),
  );
}
