import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { inflateSync } from 'node:zlib';
import { OSMTransform } from 'osm-pbf-parser-node';
import { PbfReader } from 'pbf';
import { InputLimitError, MAX_PBF_BLOCK_BYTES } from './input-limits';

/**
 * OSM PBF files read for roads, fast: osm-pbf-parser-node frames the file (BlobHeader / Blob,
 * its raw mode hands over each OSMData block's zlib data), and each inflated PrimitiveBlock is
 * decoded here with the `pbf` reader straight into typed arrays (osmformat.proto:
 * PrimitiveBlock {1 stringtable, 2 primitivegroup, 17 granularity, 19 lat_offset,
 * 20 lon_offset}; PrimitiveGroup {1 nodes, 2 dense, 3 ways, 4 relations}; DenseNodes {1 id, 8 lat,
 * 9 lon, delta-coded sint64}; Way {1 id, 2 keys, 3 vals, 8 refs delta-coded}; Relation {1 id,
 * 2 keys, 3 vals, 8 roles_sid, 9 memids delta-coded, 10 types}). No object is made per
 * node, and a pass that needs no nodes skips their groups without decoding them: a national
 * extract has tens of millions of nodes.
 */
export interface PbfVisitor {
  /** Nodes of one group, coordinates in 1e-7 degrees; the arrays are reused after the call. Omit to skip nodes. */
  nodes?(ids: Float64Array, lons: Int32Array, lats: Int32Array, count: number): void;
  /** The tag keys `way` and `relation` need (others are not decoded). */
  wayKeys: ReadonlySet<string>;
  /** A way: its node ids (reused after the call) and the wanted tags. Omit to skip ways. */
  way?(id: number, refs: Float64Array, count: number, tags: Record<string, string>): void;
  /**
   * A relation: its members' ids, types (0 node, 1 way, 2 relation) and roles (all reused after
   * the call) and the wanted tags. Omit to skip relations.
   */
  relation?(id: number, members: Float64Array, types: Uint8Array, roles: readonly string[], count: number, tags: Record<string, string>): void;
  /** The OSMHeader's replication timestamp (seconds since 1970), when it has one. */
  header?(replicationTimestamp: number | undefined): void;
}

export async function readPbf(path: string, visitor: PbfVisitor): Promise<void> {
  const source = createReadStream(path, { highWaterMark: 1 << 20 });
  const transform = new OSMTransform({ writeRaw: true });
  source.on('error', (error) => transform.destroy(error));
  source.pipe(transform);
  const scratch = new Scratch();
  try {
    for await (const chunk of transform as AsyncIterable<Buffer | { osmosis_replication_timestamp?: number }[]>) {
      if (Buffer.isBuffer(chunk)) decodeBlock(inflateBlock(chunk, path), visitor, scratch);
      else visitor.header?.(chunk[0]?.osmosis_replication_timestamp || undefined);
    }
  } catch (error) {
    if (error instanceof InputLimitError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${basename(path)}: not a readable OSM PBF file: ${message}`, { cause: error });
  } finally {
    source.destroy();
  }
}

/** A data block inflated, refused (InputLimitError) beyond the format's 32 MiB. */
function inflateBlock(chunk: Buffer, path: string): Buffer {
  try {
    return inflateSync(chunk, { maxOutputLength: MAX_PBF_BLOCK_BYTES });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new InputLimitError(`${basename(path)}: refused: a data block inflates beyond ${MAX_PBF_BLOCK_BYTES >> 20} MiB, the OSM PBF format's limit; is it damaged?`);
    }
    throw error;
  }
}

/** Growable arrays reused from block to block. */
class Scratch {
  ids = new Float64Array(8192);
  lons = new Int32Array(8192);
  lats = new Int32Array(8192);
  refs = new Float64Array(2048);
  keys: number[] = [];
  vals: number[] = [];
  ensureNodes(n: number): void {
    if (this.ids.length >= n) return;
    const size = Math.max(n, this.ids.length * 2);
    const ids = new Float64Array(size);
    const lons = new Int32Array(size);
    const lats = new Int32Array(size);
    ids.set(this.ids);
    lons.set(this.lons);
    lats.set(this.lats);
    this.ids = ids;
    this.lons = lons;
    this.lats = lats;
  }
  ensureRefs(n: number): void {
    if (this.refs.length < n) this.refs = new Float64Array(Math.max(n, this.refs.length * 2));
  }
}

interface BlockInfo {
  strings: [number, number][];
  groups: [number, number][];
  granularity: number;
  latOffset: number;
  lonOffset: number;
}

/** Decodes one inflated PrimitiveBlock. */
function decodeBlock(buf: Uint8Array, visitor: PbfVisitor, scratch: Scratch = new Scratch()): void {
  const pbf = new PbfReader(buf);
  // The block's fields may come in any order: first locate the string table and groups.
  const info: BlockInfo = { strings: [], groups: [], granularity: 100, latOffset: 0, lonOffset: 0 };
  let field: number;
  while ((field = pbf.nextField())) {
    if (field === 1) {
      const end = pbf.readVarint() + pbf.pos;
      let f: number;
      while ((f = pbf.nextField(end))) {
        if (f === 1) {
          const length = pbf.readVarint();
          info.strings.push([pbf.pos, pbf.pos + length]);
          pbf.pos += length;
        }
      }
    } else if (field === 2) {
      const length = pbf.readVarint();
      info.groups.push([pbf.pos, pbf.pos + length]);
      pbf.pos += length;
    } else if (field === 17) info.granularity = pbf.readVarint();
    else if (field === 19) info.latOffset = pbf.readVarint(true);
    else if (field === 20) info.lonOffset = pbf.readVarint(true);
  }
  const decoded: (string | undefined)[] = new Array<string | undefined>(info.strings.length);
  const text = (i: number): string => {
    let s = decoded[i];
    if (s === undefined) {
      const range = info.strings[i];
      s = range ? Buffer.from(buf.buffer, buf.byteOffset + range[0], range[1] - range[0]).toString('utf8') : '';
      decoded[i] = s;
    }
    return s;
  };
  // 1e-7 degrees from a raw coordinate: (offset + granularity × value) nanodegrees / 100.
  const plain = info.granularity === 100 && info.latOffset === 0 && info.lonOffset === 0;
  const toLat = (v: number): number => (plain ? v : Math.round((info.latOffset + info.granularity * v) / 100));
  const toLon = (v: number): number => (plain ? v : Math.round((info.lonOffset + info.granularity * v) / 100));

  for (const [start, end] of info.groups) {
    pbf.pos = start;
    let g: number;
    while ((g = pbf.nextField(end))) {
      if (g === 2 && visitor.nodes) readDense(pbf, scratch, toLon, toLat, visitor);
      else if (g === 1 && visitor.nodes) readNode(pbf, scratch, toLon, toLat, visitor);
      else if (g === 3 && visitor.way) readWay(pbf, scratch, text, visitor);
      else if (g === 4 && visitor.relation) readRelation(pbf, scratch, text, visitor);
    }
  }
}

function readDense(pbf: PbfReader, s: Scratch, toLon: (v: number) => number, toLat: (v: number) => number, visitor: PbfVisitor): void {
  const end = pbf.readVarint() + pbf.pos;
  let count = 0;
  const counts: number[] = [];
  let f: number;
  while ((f = pbf.nextField(end))) {
    if (f !== 1 && f !== 8 && f !== 9) continue;
    const packedEnd = pbf.readVarint() + pbf.pos;
    let value = 0;
    let n = 0;
    while (pbf.pos < packedEnd) {
      value += pbf.readSVarint();
      s.ensureNodes(n + 1);
      if (f === 1) s.ids[n] = value;
      else if (f === 8) s.lats[n] = toLat(value);
      else s.lons[n] = toLon(value);
      n++;
    }
    if (f === 1) count = n;
    else counts.push(n);
  }
  if (counts.some((n) => n !== count)) throw new Error(`DenseNodes with ${count} ids and ${counts.join('/')} coordinates`);
  visitor.nodes?.(s.ids, s.lons, s.lats, count);
}

function readNode(pbf: PbfReader, s: Scratch, toLon: (v: number) => number, toLat: (v: number) => number, visitor: PbfVisitor): void {
  const end = pbf.readVarint() + pbf.pos;
  let f: number;
  while ((f = pbf.nextField(end))) {
    if (f === 1) s.ids[0] = pbf.readSVarint();
    else if (f === 8) s.lats[0] = toLat(pbf.readSVarint());
    else if (f === 9) s.lons[0] = toLon(pbf.readSVarint());
  }
  visitor.nodes?.(s.ids, s.lons, s.lats, 1);
}

/** A packed, delta-coded list of ids (a way's node refs, a relation's member ids) into s.refs; returns how many. */
function readDeltaRefs(pbf: PbfReader, s: Scratch): number {
  const packedEnd = pbf.readVarint() + pbf.pos;
  let ref = 0;
  let count = 0;
  while (pbf.pos < packedEnd) {
    ref += pbf.readSVarint();
    s.ensureRefs(count + 1);
    s.refs[count++] = ref;
  }
  return count;
}

/** The tags of the element just read (s.keys, s.vals) whose key the visitor wants. */
function wantedTags(s: Scratch, text: (i: number) => string, visitor: PbfVisitor): Record<string, string> {
  const tags: Record<string, string> = {};
  for (let i = 0; i < s.keys.length; i++) {
    const key = text(s.keys[i] ?? 0);
    if (visitor.wayKeys.has(key)) tags[key] = text(s.vals[i] ?? 0);
  }
  return tags;
}

function readWay(pbf: PbfReader, s: Scratch, text: (i: number) => string, visitor: PbfVisitor): void {
  const end = pbf.readVarint() + pbf.pos;
  let id = 0;
  let count = 0;
  s.keys.length = 0;
  s.vals.length = 0;
  let f: number;
  while ((f = pbf.nextField(end))) {
    if (f === 1) id = pbf.readVarint();
    else if (f === 2) pbf.readPackedVarint(s.keys);
    else if (f === 3) pbf.readPackedVarint(s.vals);
    else if (f === 8) count = readDeltaRefs(pbf, s);
  }
  const tags = wantedTags(s, text, visitor);
  visitor.way?.(id, s.refs, count, tags);
}

function readRelation(pbf: PbfReader, s: Scratch, text: (i: number) => string, visitor: PbfVisitor): void {
  const end = pbf.readVarint() + pbf.pos;
  let id = 0;
  s.keys.length = 0;
  s.vals.length = 0;
  const roleIds: number[] = [];
  const types: number[] = [];
  let count = 0;
  let f: number;
  while ((f = pbf.nextField(end))) {
    if (f === 1) id = pbf.readVarint();
    else if (f === 2) pbf.readPackedVarint(s.keys);
    else if (f === 3) pbf.readPackedVarint(s.vals);
    else if (f === 8) pbf.readPackedVarint(roleIds);
    else if (f === 10) pbf.readPackedVarint(types);
    else if (f === 9) count = readDeltaRefs(pbf, s);
  }
  const tags = wantedTags(s, text, visitor);
  if (roleIds.length !== count || types.length !== count) throw new Error(`relation ${id} has ${count} members but ${roleIds.length} roles and ${types.length} types`);
  visitor.relation?.(id, s.refs, Uint8Array.from(types), roleIds.map(text), count, tags);
}
