import { zxyToTileId } from 'pmtiles';
import { PMTILES_HEADER_BYTES } from './pmtiles-header';

/**
 * A small PMTiles v3 writer: one root directory (no leaf directories), no internal compression,
 * tiles stored in tile-id order (clustered). Enough for test fixtures and small extracts; a
 * national archive comes from the usual tools.
 */

export interface PmtilesTile {
  z: number;
  x: number;
  y: number;
  /** The tile's bytes, already compressed as `tileCompression` says. */
  data: Uint8Array;
}

export interface PmtilesWriteOptions {
  /** 1 = none, 2 = gzip (the tiles' own compression, as stored). */
  tileCompression: 1 | 2;
  /** 1 = MVT vector tiles, 2 = PNG… */
  tileType: number;
  /** Bounds [minLon, minLat, maxLon, maxLat] and centre [lon, lat, zoom]. */
  bounds: [number, number, number, number];
  center: [number, number, number];
  metadata: Record<string, unknown>;
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

function varint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** A directory as the spec encodes it: count, delta tile ids, run lengths, lengths, offsets. */
function encodeDirectory(entries: readonly Entry[]): Uint8Array {
  const out: number[] = [];
  varint(out, entries.length);
  let lastId = 0;
  for (const e of entries) {
    varint(out, e.tileId - lastId);
    lastId = e.tileId;
  }
  for (const e of entries) varint(out, e.runLength);
  for (const e of entries) varint(out, e.length);
  entries.forEach((e, i) => {
    const prev = i > 0 ? entries[i - 1] : undefined;
    varint(out, prev && e.offset === prev.offset + prev.length ? 0 : e.offset + 1);
  });
  return Uint8Array.from(out);
}

function setUint64(view: DataView, at: number, value: number): void {
  view.setBigUint64(at, BigInt(value), true);
}

/** The whole archive. */
export function writePmtiles(tiles: readonly PmtilesTile[], options: PmtilesWriteOptions): Uint8Array {
  const sorted = tiles.map((t) => ({ tileId: zxyToTileId(t.z, t.x, t.y), t })).sort((a, b) => a.tileId - b.tileId);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]?.tileId === sorted[i - 1]?.tileId) throw new Error('writePmtiles: the same tile twice');
  }
  const entries: Entry[] = [];
  let offset = 0;
  for (const { tileId, t } of sorted) {
    entries.push({ tileId, offset, length: t.data.length, runLength: 1 });
    offset += t.data.length;
  }
  const root = encodeDirectory(entries);
  const metadata = new TextEncoder().encode(JSON.stringify(options.metadata));
  const tileDataLength = offset;

  const rootOffset = PMTILES_HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leafOffset = metadataOffset + metadata.length;
  const tileDataOffset = leafOffset;
  const out = new Uint8Array(tileDataOffset + tileDataLength);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode('PMTiles'), 0);
  out[7] = 3;
  setUint64(view, 8, rootOffset);
  setUint64(view, 16, root.length);
  setUint64(view, 24, metadataOffset);
  setUint64(view, 32, metadata.length);
  setUint64(view, 40, leafOffset);
  setUint64(view, 48, 0);
  setUint64(view, 56, tileDataOffset);
  setUint64(view, 64, tileDataLength);
  setUint64(view, 72, entries.length);
  setUint64(view, 80, entries.length);
  setUint64(view, 88, entries.length);
  view.setUint8(96, 1); // clustered
  view.setUint8(97, 1); // internal compression: none
  view.setUint8(98, options.tileCompression);
  view.setUint8(99, options.tileType);
  const zooms = sorted.map((s) => s.t.z);
  view.setUint8(100, zooms.length > 0 ? Math.min(...zooms) : 0);
  view.setUint8(101, zooms.length > 0 ? Math.max(...zooms) : 0);
  const e7 = (deg: number) => Math.round(deg * 1e7);
  const [minLon, minLat, maxLon, maxLat] = options.bounds;
  view.setInt32(102, e7(minLon), true);
  view.setInt32(106, e7(minLat), true);
  view.setInt32(110, e7(maxLon), true);
  view.setInt32(114, e7(maxLat), true);
  const [cLon, cLat, cZoom] = options.center;
  view.setUint8(118, cZoom);
  view.setInt32(119, e7(cLon), true);
  view.setInt32(123, e7(cLat), true);
  out.set(root, rootOffset);
  out.set(metadata, metadataOffset);
  let at = tileDataOffset;
  for (const { t } of sorted) {
    out.set(t.data, at);
    at += t.data.length;
  }
  return out;
}
