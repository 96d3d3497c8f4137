/**
 * The regions part of the demo world, as the world builder makes it and the postcode grid and
 * the building generator read it. Its own module so that those do not import the builder that
 * imports them.
 */
import type { RegionIndex } from './region-index.ts';
import type { MultiPolygonCoords, Region } from './world-types.ts';

/** The regions part of the world (what lots and buildings are computed from). */
export interface RegionWorld {
  /** Every region: the city, then its districts, then per detailed district its admin and legal dongs. */
  readonly regions: readonly Region[];
  readonly city: Region;
  /** Look-ups over `regions` (locate, byId, byCode, children, search). */
  readonly index: RegionIndex;
  /** The Han River through Seoul (a band along its course), coarse: no building is placed in it. */
  readonly water: MultiPolygonCoords;
}
