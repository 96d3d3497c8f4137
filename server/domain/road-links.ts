/**
 * Road links for the map as arrays, not objects: a low-zoom tile over a city reads tens of
 * thousands of links, and an object with an array per vertex for each was most of a tile's time
 * (and its garbage). Link i is named names[i], has roadCategory[i], lanes[i], oneway[i] (1: one-way
 * in the direction of its points), demo[i] (1: the authored demo world), and the vertices
 * lonLat[2 × start[i]] to lonLat[2 × start[i + 1] − 1] ([lon, lat, …], degrees).
 */
export interface RoadLinks {
  readonly count: number;
  readonly names: readonly string[];
  readonly roadCategory: Uint8Array;
  readonly lanes: Uint8Array;
  readonly oneway: Uint8Array;
  readonly demo: Uint8Array;
  /** count + 1 entries. */
  readonly start: Uint32Array;
  readonly lonLat: Float64Array;
}

/** One road link as an object (the demo world's links, tests). */
export interface MapRoad {
  name: string;
  roadCategory: number;
  lanes: number;
  /** 1 one-way in the direction of the line, 0 two-way. */
  oneway: 0 | 1;
  /** [lon, lat] vertices. */
  coordinates: [number, number][];
  /** True for a link of the authored demo world (absent for imported links). */
  demo?: boolean;
}

export const NO_ROAD_LINKS: RoadLinks = roadLinksOf([]);

/** Links from objects. */
export function roadLinksOf(roads: readonly MapRoad[]): RoadLinks {
  let vertices = 0;
  for (const road of roads) vertices += road.coordinates.length;
  const out = allocate(roads.length, vertices);
  let v = 0;
  roads.forEach((road, i) => {
    out.names[i] = road.name;
    out.roadCategory[i] = road.roadCategory;
    out.lanes[i] = road.lanes;
    out.oneway[i] = road.oneway;
    out.demo[i] = road.demo ? 1 : 0;
    out.start[i] = v;
    for (const [lon, lat] of road.coordinates) {
      out.lonLat[2 * v] = lon;
      out.lonLat[2 * v + 1] = lat;
      v++;
    }
  });
  out.start[roads.length] = v;
  return out;
}

/** The links as objects (tests, and callers that want a few). */
export function roadLinkList(links: RoadLinks): MapRoad[] {
  const out: MapRoad[] = [];
  for (let i = 0; i < links.count; i++) {
    const coordinates: [number, number][] = [];
    for (let v = links.start[i] ?? 0; v < (links.start[i + 1] ?? 0); v++) coordinates.push([links.lonLat[2 * v] ?? 0, links.lonLat[2 * v + 1] ?? 0]);
    const road: MapRoad = {
      name: links.names[i] ?? '',
      roadCategory: links.roadCategory[i] ?? 0,
      lanes: links.lanes[i] ?? 0,
      oneway: links.oneway[i] ? 1 : 0,
      coordinates,
    };
    if (links.demo[i]) road.demo = true;
    out.push(road);
  }
  return out;
}

interface Writable {
  count: number;
  names: string[];
  roadCategory: Uint8Array;
  lanes: Uint8Array;
  oneway: Uint8Array;
  demo: Uint8Array;
  start: Uint32Array;
  lonLat: Float64Array;
}

/** Arrays for `count` links of `vertices` vertices in all, to be filled. */
export function allocate(count: number, vertices: number): Writable {
  return {
    count,
    names: new Array<string>(count),
    roadCategory: new Uint8Array(count),
    lanes: new Uint8Array(count),
    oneway: new Uint8Array(count),
    demo: new Uint8Array(count),
    start: new Uint32Array(count + 1),
    lonLat: new Float64Array(2 * vertices),
  };
}
