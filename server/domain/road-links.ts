/**
 * Road links for the map as arrays, not objects: a low-zoom tile over a city reads tens of
 * thousands of links, and an object with an array per vertex for each was most of a tile's time
 * (and its garbage). Link i is named names[i], has roadCategory[i], lanes[i], oneway[i] (1: one-way
 * in the direction of its points), demo[i] (1: the authored demo world), meshCell[i] (the demo
 * link's idxName cell, row × 10,000 + column; -1 for an imported link), and the vertices
 * lonLat[2 × start[i]] to lonLat[2 × start[i + 1] − 1] ([lon, lat, …], degrees).
 */
export interface RoadLinks {
  readonly count: number;
  readonly names: readonly string[];
  readonly roadCategory: Uint8Array;
  readonly lanes: Uint8Array;
  readonly oneway: Uint8Array;
  readonly demo: Uint8Array;
  readonly meshCell: Int32Array;
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
  /** The idxName mesh cell (row × 10,000 + column) of a demo link, for coverage by imported roads. */
  meshCell?: number;
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
    out.meshCell[i] = road.meshCell ?? -1;
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
    if ((links.meshCell[i] ?? -1) >= 0) road.meshCell = links.meshCell[i];
    if (links.demo[i]) road.demo = true;
    out.push(road);
  }
  return out;
}

/** The links of `a` then those of `b` for which `keepB` holds. */
export function concatRoadLinks(a: RoadLinks, b: RoadLinks, keepB: (i: number) => boolean = () => true): RoadLinks {
  const kept: number[] = [];
  let vertices = a.start[a.count] ?? 0;
  for (let i = 0; i < b.count; i++) {
    if (!keepB(i)) continue;
    kept.push(i);
    vertices += (b.start[i + 1] ?? 0) - (b.start[i] ?? 0);
  }
  if (kept.length === 0) return a;
  if (a.count === 0 && kept.length === b.count) return b;
  const out = allocate(a.count + kept.length, vertices);
  // a's links whole, then b's kept ones one by one.
  const aVertices = a.start[a.count] ?? 0;
  for (let i = 0; i < a.count; i++) out.names[i] = a.names[i] ?? '';
  out.roadCategory.set(a.roadCategory);
  out.lanes.set(a.lanes);
  out.oneway.set(a.oneway);
  out.demo.set(a.demo);
  out.meshCell.set(a.meshCell);
  out.start.set(a.start.subarray(0, a.count));
  out.lonLat.set(a.lonLat.subarray(0, 2 * aVertices));
  let n = a.count;
  let v = aVertices;
  for (const i of kept) {
    out.names[n] = b.names[i] ?? '';
    out.roadCategory[n] = b.roadCategory[i] ?? 0;
    out.lanes[n] = b.lanes[i] ?? 0;
    out.oneway[n] = b.oneway[i] ?? 0;
    out.demo[n] = b.demo[i] ?? 0;
    out.meshCell[n] = b.meshCell[i] ?? -1;
    out.start[n] = v;
    for (let c = 2 * (b.start[i] ?? 0); c < 2 * (b.start[i + 1] ?? 0); c++) out.lonLat[2 * v + c - 2 * (b.start[i] ?? 0)] = b.lonLat[c] ?? 0;
    v += (b.start[i + 1] ?? 0) - (b.start[i] ?? 0);
    n++;
  }
  out.start[n] = v;
  return out;
}

interface Writable {
  count: number;
  names: string[];
  roadCategory: Uint8Array;
  lanes: Uint8Array;
  oneway: Uint8Array;
  demo: Uint8Array;
  meshCell: Int32Array;
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
    meshCell: new Int32Array(count).fill(-1),
    start: new Uint32Array(count + 1),
    lonLat: new Float64Array(2 * vertices),
  };
}
