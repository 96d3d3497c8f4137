import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { OSMTransform, type OSMOptions } from 'osm-pbf-parser-node';
import { ROAD_CLASSES, ROAD_TAG_KEYS, type OsmTags } from '../domain/osm-road-tags';
import { sortedIndexOf, type NumberMultiset } from './number-multiset';
import type { RoadSink, RoadSource } from './road-sources';

/**
 * An OpenStreetMap `.osm.pbf` file (e.g. a Korea extract), streamed block by block with
 * osm-pbf-parser-node, in two passes:
 * 1. the node ids of every road way (highway in the tag table): a node added twice is a junction;
 * 2. the coordinates of only those nodes (Int32 1e-7°, in arrays beside the sorted ids: a few
 *    bytes a node, whatever the extract's tens of millions of other nodes), then the road ways.
 * Nodes come before ways in a PBF file (the format's convention), so each way is complete when
 * it is read. A way naming a node the file does not hold is malformed (reported by way id).
 */
interface OsmItem {
  type?: 'node' | 'way' | 'relation';
  id?: number;
  lat?: number;
  lon?: number;
  refs?: number[];
  tags?: Record<string, string>;
  osmosis_replication_timestamp?: number;
}

export function pbfRoadSource(path: string): RoadSource {
  const file = basename(path);
  let version = '';
  let needed: Float64Array | null = null;
  return {
    file,
    layout: 'OpenStreetMap PBF',
    version: () => version,
    async collect(keys) {
      for await (const batch of osmBatches(path, { withTags: { node: false, way: ['highway'], relation: false } })) {
        for (const item of batch) {
          if (item.type === 'way') {
            const highway = item.tags?.['highway'];
            if (highway !== undefined && ROAD_CLASSES[highway] && item.refs) for (const ref of item.refs) keys.add(ref);
          } else if (item.type === undefined && item.osmosis_replication_timestamp) {
            version = new Date(item.osmosis_replication_timestamp * 1000).toISOString();
          }
        }
      }
    },
    async read(keys: NumberMultiset, sink: RoadSink) {
      needed ??= keys.distinct();
      const ids = needed;
      const lon = new Int32Array(ids.length);
      const lat = new Int32Array(ids.length);
      const have = new Uint8Array(ids.length);
      const opts: OSMOptions = { withTags: { node: false, way: [...ROAD_TAG_KEYS], relation: false } };
      for await (const batch of osmBatches(path, opts)) {
        for (const item of batch) {
          if (item.type === 'node') {
            const at = sortedIndexOf(ids, item.id ?? -1);
            if (at >= 0) {
              lon[at] = Math.round((item.lon ?? 0) * 1e7);
              lat[at] = Math.round((item.lat ?? 0) * 1e7);
              have[at] = 1;
            }
          } else if (item.type === 'way') {
            const tags: OsmTags = item.tags ?? {};
            const highway = tags['highway'];
            if (highway === undefined) continue;
            sink.row();
            if (!ROAD_CLASSES[highway]) {
              sink.notRoad();
              continue;
            }
            const refs = item.refs ?? [];
            const where = `way ${item.id ?? '?'}`;
            const coords = new Float64Array(refs.length * 2);
            let missing = -1;
            for (let i = 0; i < refs.length; i++) {
              const at = sortedIndexOf(ids, refs[i] ?? -1);
              if (at < 0 || have[at] !== 1) {
                missing = refs[i] ?? -1;
                break;
              }
              coords[2 * i] = (lon[at] ?? 0) / 1e7;
              coords[2 * i + 1] = (lat[at] ?? 0) / 1e7;
            }
            if (missing !== -1) {
              sink.malformed(where, `node ${missing} is not in the file`);
              continue;
            }
            sink.way(item.id ?? 0, tags, [{ coords, isJunction: (i) => keys.repeated(refs[i] ?? -1) }], where);
          }
        }
      }
    },
  };
}

async function* osmBatches(path: string, opts: OSMOptions): AsyncGenerator<OsmItem[]> {
  const source = createReadStream(path, { highWaterMark: 1 << 20 });
  const transform = new OSMTransform(opts);
  source.on('error', (error) => transform.destroy(error));
  source.pipe(transform);
  try {
    for await (const batch of transform as AsyncIterable<OsmItem[]>) yield batch;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${basename(path)}: not a readable OSM PBF file: ${message}`, { cause: error });
  } finally {
    source.destroy();
  }
}

/** Whether a file starts like an OSM PBF file (a BlobHeader of type OSMHeader). */
export function looksLikePbf(head: Buffer): boolean {
  if (head.length < 16) return false;
  const length = head.readUInt32BE(0);
  return length > 0 && length < 64 * 1024 && head.subarray(4, 4 + Math.min(length, head.length - 4)).includes('OSMHeader');
}
