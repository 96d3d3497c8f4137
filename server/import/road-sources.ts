import type { WayLine } from '../domain/osm-way-links';
import type { OsmTags } from '../domain/osm-road-tags';
import type { NumberMultiset } from './number-multiset';

/** What a road file reader hands the importer, way by way. */
export interface RoadSink {
  /** A road way (its highway value is in the tag table) with its lines. `where` locates it for reports. */
  way(wayId: number, tags: OsmTags, lines: WayLine[], where: string): void;
  /** A way or feature that is not a road (footway, no highway tag…): counted, not malformed. */
  notRoad(): void;
  /** A malformed way or feature, skipped; `where` is `line N`, `feature N` or `way N`. */
  malformed(where: string, reason: string): void;
  /** One row (feature, way with a highway tag) read, for progress. */
  row(): void;
}

/** A road file in one layout: two passes (junction counting, then the ways). */
export interface RoadSource {
  file: string;
  layout: string;
  /** The data's own date when the file says (an OSM replication timestamp, an export time), else ''. */
  version(): string;
  /** Pass 1: adds the junction keys of every road vertex (node ids or packed coordinates). */
  collect(keys: NumberMultiset): Promise<void>;
  /** Pass 2: every road way, its vertices marked as junctions where their key was added twice. */
  read(keys: NumberMultiset, sink: RoadSink): Promise<void>;
}
