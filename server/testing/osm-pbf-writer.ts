import { deflateSync } from 'node:zlib';
import { PbfWriter } from 'pbf';

/**
 * Writes OpenStreetMap PBF blocks (https://wiki.openstreetmap.org/wiki/PBF_Format) for tests and
 * benchmarks, from the published schema (fileformat.proto, osmformat.proto): each block is a
 * 4-byte big-endian BlobHeader length, the BlobHeader {type, datasize} and a Blob {raw_size,
 * zlib_data}; an OSMHeader block first (a HeaderBlock), then OSMData blocks (PrimitiveBlocks
 * with one PrimitiveGroup of DenseNodes, of Ways or of Relations). Coordinates use the default granularity
 * (100 nanodegrees = 1e-7°), ids and coordinates are delta-coded.
 */
export interface PbfWay {
  id: number;
  refs: readonly number[];
  tags: Readonly<Record<string, string>>;
}

/** The OSMHeader block. `replicationTimestamp`: seconds since 1970 (osmosis_replication_timestamp). */
export function osmHeaderBlock(replicationTimestamp?: number): Buffer {
  const header = new PbfWriter();
  header.writeStringField(4, 'OsmSchema-V0.6');
  header.writeStringField(4, 'DenseNodes');
  header.writeStringField(16, 'locus-test-writer');
  if (replicationTimestamp !== undefined) header.writeVarintField(32, replicationTimestamp);
  return fileBlock('OSMHeader', header.finish());
}

/** An OSMData block of nodes without tags (DenseNodes); ids ascending as in real files. */
export function denseNodesBlock(ids: ArrayLike<number>, lons: ArrayLike<number>, lats: ArrayLike<number>): Buffer {
  const idDeltas: number[] = [];
  const latDeltas: number[] = [];
  const lonDeltas: number[] = [];
  let id = 0;
  let lat = 0;
  let lon = 0;
  for (let i = 0; i < ids.length; i++) {
    const nextId = ids[i] ?? 0;
    const nextLat = Math.round((lats[i] ?? 0) * 1e7);
    const nextLon = Math.round((lons[i] ?? 0) * 1e7);
    idDeltas.push(nextId - id);
    latDeltas.push(nextLat - lat);
    lonDeltas.push(nextLon - lon);
    id = nextId;
    lat = nextLat;
    lon = nextLon;
  }
  const block = new PbfWriter();
  block.writeMessage(1, writeStrings, ['']);
  block.writeMessage(2, (_: null, group: PbfWriter) => {
    group.writeMessage(
      2,
      (_dense: null, dense: PbfWriter) => {
        dense.writePackedSVarint(1, idDeltas);
        dense.writePackedSVarint(8, latDeltas);
        dense.writePackedSVarint(9, lonDeltas);
      },
      null,
    );
  }, null);
  return fileBlock('OSMData', block.finish());
}

/** An OSMData block of ways with their tags (a string table of the block's keys and values). */
export function waysBlock(ways: readonly PbfWay[]): Buffer {
  const strings = [''];
  const lookup = new Map<string, number>();
  const sid = (text: string): number => {
    let at = lookup.get(text);
    if (at === undefined) {
      at = strings.length;
      strings.push(text);
      lookup.set(text, at);
    }
    return at;
  };
  const encoded = ways.map((way) => {
    const keys: number[] = [];
    const vals: number[] = [];
    for (const [key, value] of Object.entries(way.tags)) {
      keys.push(sid(key));
      vals.push(sid(value));
    }
    const refs: number[] = [];
    let previous = 0;
    for (const ref of way.refs) {
      refs.push(ref - previous);
      previous = ref;
    }
    return { id: way.id, keys, vals, refs };
  });
  const block = new PbfWriter();
  block.writeMessage(1, writeStrings, strings);
  block.writeMessage(2, (_: null, group: PbfWriter) => {
    for (const way of encoded) {
      group.writeMessage(
        3,
        (w: typeof way, out: PbfWriter) => {
          out.writeVarintField(1, w.id);
          out.writePackedVarint(2, w.keys);
          out.writePackedVarint(3, w.vals);
          out.writePackedSVarint(8, w.refs);
        },
        way,
      );
    }
  }, null);
  return fileBlock('OSMData', block.finish());
}

export interface PbfRelation {
  id: number;
  members: readonly { type: 'node' | 'way' | 'relation'; ref: number; role: string }[];
  tags: Readonly<Record<string, string>>;
}

/** An OSMData block of relations with their members and tags. */
export function relationsBlock(relations: readonly PbfRelation[]): Buffer {
  const strings = [''];
  const lookup = new Map<string, number>();
  const sid = (text: string): number => {
    let at = lookup.get(text);
    if (at === undefined) {
      at = strings.length;
      strings.push(text);
      lookup.set(text, at);
    }
    return at;
  };
  const typeCode = { node: 0, way: 1, relation: 2 } as const;
  const encoded = relations.map((relation) => {
    let previous = 0;
    return {
      id: relation.id,
      keys: Object.keys(relation.tags).map(sid),
      vals: Object.values(relation.tags).map(sid),
      roles: relation.members.map((m) => sid(m.role)),
      memids: relation.members.map((m) => {
        const delta = m.ref - previous;
        previous = m.ref;
        return delta;
      }),
      types: relation.members.map((m) => typeCode[m.type]),
    };
  });
  const block = new PbfWriter();
  block.writeMessage(1, writeStrings, strings);
  block.writeMessage(2, (_: null, group: PbfWriter) => {
    for (const relation of encoded) {
      group.writeMessage(
        4,
        (r: typeof relation, out: PbfWriter) => {
          out.writeVarintField(1, r.id);
          out.writePackedVarint(2, r.keys);
          out.writePackedVarint(3, r.vals);
          out.writePackedVarint(8, r.roles);
          out.writePackedSVarint(9, r.memids);
          out.writePackedVarint(10, r.types);
        },
        relation,
      );
    }
  }, null);
  return fileBlock('OSMData', block.finish());
}

function writeStrings(strings: readonly string[], out: PbfWriter): void {
  for (const s of strings) out.writeBytesField(1, Buffer.from(s, 'utf8'));
}

/** A data block of the given (already encoded, or arbitrary) PrimitiveBlock bytes: for hostile-file tests. */
export function rawDataBlock(data: Uint8Array): Buffer {
  return fileBlock('OSMData', data);
}

function fileBlock(type: 'OSMHeader' | 'OSMData', data: Uint8Array): Buffer {
  const blob = new PbfWriter();
  blob.writeVarintField(2, data.length);
  blob.writeBytesField(3, deflateSync(data));
  const blobBytes = blob.finish();
  const header = new PbfWriter();
  header.writeStringField(1, type);
  header.writeVarintField(3, blobBytes.length);
  const headerBytes = header.finish();
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headerBytes.length);
  return Buffer.concat([length, headerBytes, blobBytes]);
}
