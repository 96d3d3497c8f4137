import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { ROAD_CLASSES, ROAD_TAG_KEYS } from '../domain/osm-road-tags';
import type { NumberMultiset } from './number-multiset';
import { nodeCoordinates } from './node-coordinates';
import { readPbf } from './osm-pbf-blocks';
import type { RoadSink, RoadSource } from './road-sources';

/**
 * An OpenStreetMap `.osm.pbf` file (e.g. a Korea extract), streamed block by block
 * (osm-pbf-blocks.ts), in two passes:
 * 1. the node ids of every road way (highway in the tag table; node groups are skipped): a node
 *    added twice is a junction;
 * 2. the coordinates of only those nodes (Int32 1e-7° beside the sorted ids: a few bytes a
 *    node, whatever the extract's tens of millions of other nodes), then the road ways.
 * Nodes come before ways in a PBF file (the format's convention), so each way is complete when
 * it is read. A way naming a node the file does not hold is malformed (reported by way id).
 */
const HIGHWAY_ONLY: ReadonlySet<string> = new Set(['highway']);
const ROAD_KEYS: ReadonlySet<string> = new Set(ROAD_TAG_KEYS);

export function pbfRoadSource(path: string): RoadSource {
  const file = basename(path);
  let version = '';
  return {
    file,
    layout: 'OpenStreetMap PBF',
    version: () => version,
    async collect(keys) {
      await readPbf(path, {
        wayKeys: HIGHWAY_ONLY,
        header(timestamp) {
          if (timestamp) version = new Date(timestamp * 1000).toISOString();
        },
        way(_id, refs, count, tags) {
          const highway = tags['highway'];
          if (highway === undefined || !ROAD_CLASSES[highway]) return;
          for (let i = 0; i < count; i++) keys.add(refs[i] ?? 0);
        },
      });
    },
    async read(keys: NumberMultiset, sink: RoadSink) {
      const ids = keys.distinct();
      const known = nodeCoordinates(ids);
      await readPbf(path, {
        wayKeys: ROAD_KEYS,
        nodes: known.take,
        way(id, refs, count, tags) {
          const highway = tags['highway'];
          if (highway === undefined) return;
          sink.row();
          if (!ROAD_CLASSES[highway]) {
            sink.notRoad();
            return;
          }
          const wayRefs = refs.slice(0, count);
          const vertices = known.of(wayRefs, count);
          if (typeof vertices === 'number') {
            sink.malformed(`way ${id}`, `node ${wayRefs[vertices] ?? '?'} is not in the file`);
            return;
          }
          const coords = new Float64Array(count * 2);
          for (let v = 0; v < coords.length; v++) coords[v] = (vertices[v] ?? 0) / 1e7;
          sink.way(id, tags, [{ coords, isJunction: (i) => keys.repeated(wayRefs[i] ?? -1) }], `way ${id}`);
        },
      });
    },
  };
}

/** Whether a file starts like an OSM PBF file (a BlobHeader of type OSMHeader). */
function looksLikePbf(head: Buffer): boolean {
  if (head.length < 16) return false;
  const length = head.readUInt32BE(0);
  return length > 0 && length < 64 * 1024 && head.subarray(4, 4 + Math.min(length, head.length - 4)).includes('OSMHeader');
}

/** Whether the file at path is an OSM PBF file. */
export async function isPbfFile(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, 64, 0);
    return looksLikePbf(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
