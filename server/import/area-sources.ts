import type { AreaGeometry } from '../domain/area-geometry';
import type { AreaClass } from '../domain/osm-area-tags';

/** What a water-and-buildings file reader hands the importer. */
export interface AreaSink {
  /** One water polygon, coastline or building footprint; `where` locates it for reports. */
  area(type: 'way' | 'relation', id: number, kind: NonNullable<AreaClass>, geometry: AreaGeometry, where: string): void;
  /**
   * A feature left out (unclosed ring, missing node, too many vertices…), reported; `layer` when
   * its tags say what it was (a member way of a relation has none of its own).
   */
  malformed(where: string, reason: string, layer?: 'water' | 'buildings'): void;
  /** A feature kept in part (rings of a relation left out), reported. */
  partly(where: string, reason: string): void;
}

/** A file read for water and buildings. */
export interface AreaSource {
  file: string;
  read(sink: AreaSink): Promise<void>;
}
