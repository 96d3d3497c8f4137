import { basename } from 'node:path';
import { isClosed, MAX_AREA_VERTICES } from '../domain/area-geometry';
import { assembleMultipolygon, type MemberLine } from '../domain/multipolygon-rings';
import { AREA_TAG_KEYS, areaClass, isMultipolygon } from '../domain/osm-area-tags';
import type { AreaSink, AreaSource } from './area-sources';
import { createNumberMultiset, sortedIndexOf } from './number-multiset';
import { nodeCoordinates } from './node-coordinates';
import { readPbf } from './osm-pbf-blocks';

/**
 * Water and building footprints of an OpenStreetMap `.osm.pbf` file, streamed in three passes
 * (osm-pbf-blocks.ts), keeping typed arrays only:
 * 1. the multipolygon relations tagged as water or building: their outer/inner member ways;
 * 2. the ways: the node ids of closed water/building ways, coastline ways and member ways;
 * 3. the coordinates of only those nodes (Int32 1e-7° beside the sorted ids), then each way
 *    (written at once, or kept as a member line), then each relation, assembled from its
 *    members (multipolygon-rings.ts).
 * Left out and reported: a way that is not closed (coastlines excepted), a node or member way
 * the file does not hold, a ring that does not close, more than MAX_AREA_VERTICES vertices or
 * MAX_MEMBERS members.
 */
const MAX_MEMBERS = 50_000;
const KEYS: ReadonlySet<string> = new Set(AREA_TAG_KEYS);

interface Relations {
  /** Relation ids, in file order. */
  ids: number[];
  /** Member range of relation i: members from start[i] to start[i + 1] - 1. */
  start: number[];
  memberIds: number[];
  /** 1 outer, 0 inner. */
  memberOuter: number[];
}

export function pbfAreaSource(path: string): AreaSource {
  const file = basename(path);
  return {
    file,
    async read(sink: AreaSink) {
      // Pass 1: the relations, and the ways they need.
      const relations: Relations = { ids: [], start: [0], memberIds: [], memberOuter: [] };
      const memberWays = createNumberMultiset(1 << 10);
      await readPbf(path, {
        wayKeys: KEYS,
        relation(id, members, types, roles, count, tags) {
          const kind = areaClass(tags);
          if (!isMultipolygon(tags) || !kind) return;
          if (count > MAX_MEMBERS) {
            sink.malformed(`relation ${id}`, `${count.toLocaleString('en')} members, more than ${MAX_MEMBERS.toLocaleString('en')}`, kind.layer);
            return;
          }
          relations.ids.push(id);
          for (let i = 0; i < count; i++) {
            const role = roles[i] ?? '';
            if (types[i] !== 1 || (role !== 'outer' && role !== 'inner' && role !== '')) continue;
            const way = members[i] ?? 0;
            relations.memberIds.push(way);
            relations.memberOuter.push(role === 'inner' ? 0 : 1);
            memberWays.add(way);
          }
          relations.start.push(relations.memberIds.length);
        },
      });
      memberWays.seal();
      const relationAt = new Map(relations.ids.map((id, i) => [id, i]));
      const wantedWays = memberWays.distinct();

      // Pass 2: the nodes the kept ways name.
      const nodes = createNumberMultiset();
      const keeps = (id: number, tags: Record<string, string>): boolean => areaClass(tags) !== null || sortedIndexOf(wantedWays, id) >= 0;
      await readPbf(path, {
        wayKeys: KEYS,
        way(id, refs, count, tags) {
          if (!keeps(id, tags)) return;
          for (let i = 0; i < count; i++) nodes.add(refs[i] ?? 0);
        },
      });
      nodes.seal();
      const ids = nodes.distinct();
      const known = nodeCoordinates(ids);

      // Pass 3: coordinates, ways, relations.
      const memberStart = new Float64Array(wantedWays.length).fill(-1);
      const memberLength = new Uint32Array(wantedWays.length);
      let memberCoords = new Int32Array(1 << 12);
      let memberSize = 0;
      await readPbf(path, {
        wayKeys: KEYS,
        nodes: known.take,
        way(id, refs, count, tags) {
          const kind = areaClass(tags);
          const member = sortedIndexOf(wantedWays, id);
          if (!kind && member < 0) return;
          const coords = known.of(refs, count);
          if (typeof coords === 'number') {
            sink.malformed(`way ${id}`, `node ${refs[coords] ?? '?'} is not in the file`, kind?.layer);
            return;
          }
          if (member >= 0) {
            if (memberSize + coords.length > memberCoords.length) {
              const bigger = new Int32Array(Math.max(memberCoords.length * 2, memberSize + coords.length));
              bigger.set(memberCoords.subarray(0, memberSize));
              memberCoords = bigger;
            }
            memberCoords.set(coords, memberSize);
            memberStart[member] = memberSize;
            memberLength[member] = coords.length;
            memberSize += coords.length;
          }
          if (!kind) return;
          if (kind.layer === 'water' && kind.kind === 'coastline') {
            if (count >= 2) sink.area('way', id, kind, [[coords]], `way ${id}`);
            else sink.malformed(`way ${id}`, 'a coastline needs at least two nodes', kind.layer);
          } else if (isClosed(coords)) sink.area('way', id, kind, [[coords]], `way ${id}`);
          else sink.malformed(`way ${id}`, 'the way is not closed (not an area)', kind.layer);
        },
        relation(id, _members, _types, _roles, _count, tags) {
          const kind = areaClass(tags);
          if (!isMultipolygon(tags) || !kind) return;
          const r = relationAt.get(id);
          if (r === undefined) return;
          const lines: MemberLine[] = [];
          let vertices = 0;
          for (let m = relations.start[r] ?? 0; m < (relations.start[r + 1] ?? 0); m++) {
            const at = sortedIndexOf(wantedWays, relations.memberIds[m] ?? -1);
            const start = memberStart[at] ?? -1;
            if (at < 0 || start < 0) {
              sink.malformed(`relation ${id}`, `member way ${relations.memberIds[m] ?? '?'} is not in the file`, kind.layer);
              return;
            }
            const coords = memberCoords.subarray(start, start + (memberLength[at] ?? 0));
            vertices += coords.length / 2;
            if (vertices > MAX_AREA_VERTICES) {
              sink.malformed(`relation ${id}`, `more than ${MAX_AREA_VERTICES.toLocaleString('en')} vertices`, kind.layer);
              return;
            }
            lines.push({ role: relations.memberOuter[m] === 0 ? 'inner' : 'outer', coords });
          }
          const area = assembleMultipolygon(lines);
          const problems = [
            ...(area.unclosed > 0 ? [`${area.unclosed} ring(s) of its member ways do not close`] : []),
            ...(area.strayInner > 0 ? [`${area.strayInner} inner ring(s) inside no outer ring`] : []),
          ];
          if (area.geometry.length > 0) {
            sink.area('relation', id, kind, area.geometry, `relation ${id}`);
            if (problems.length > 0) sink.partly(`relation ${id}`, problems.join(', '));
          } else {
            sink.malformed(`relation ${id}`, problems.length > 0 ? `${problems.join(', ')}: no ring left` : 'no outer ring', kind.layer);
          }
        },
      });
    },
  };
}
