import type { RoadLinks } from '../domain/road-links.ts';
import { ROAD_CODE_TABLES } from '../../shared/contract/code-tables';
import { cutLine } from './encode-tile.ts';
import { roadClassOf } from './layer-zooms.ts';
import type { TileFeature } from './mvt-writer.ts';
import { FULL_DETAIL_ZOOM } from './polygon-shapes.ts';
import { generaliseLines } from './road-lines.ts';
import { mercatorX, mercatorY, TILE_EXTENT, type TileId } from './tile-math.ts';

/**
 * The tile's roads layer, from the links as arrays (domain/road-links.ts) to features in tile
 * units, with no object per link or vertex on the way: each link's vertices are projected once
 * into one array; links with the same attributes become one multi-line feature (a road drawn in
 * many links is one feature of the tile). Below FULL_DETAIL_ZOOM each link is snapped to a grid
 * of snapUnits(z) tile units (a link within one cell vanishes), the links that continue one
 * another are joined into lines and each line is simplified within half a cell (road-lines.ts),
 * so a low-zoom tile does not carry every vertex of every link. Every line is then cut to the
 * tile's buffer (encode-tile.ts).
 */
export function roadFeatures(links: RoadLinks, { z, x, y }: TileId): TileFeature[] {
  if (links.count === 0) return [];
  const scale = 2 ** z * TILE_EXTENT;
  const ox = x * TILE_EXTENT;
  const oy = y * TILE_EXTENT;
  const vertices = links.start[links.count] ?? 0;
  const xy = new Float64Array(2 * vertices);
  for (let v = 0; v < vertices; v++) {
    xy[2 * v] = mercatorX(links.lonLat[2 * v]!) * scale - ox;
    xy[2 * v + 1] = mercatorY(links.lonLat[2 * v + 1]!) * scale - oy;
  }

  // Links by their attributes (the name, then the others as one number): each group's links as
  // [from, to) vertex ranges; groups of one name chained by `next`.
  const groups: Group[] = [];
  const byName = new Map<string, Group>();
  for (let i = 0; i < links.count; i++) {
    const name = links.names[i] ?? '';
    const attributes = (((links.roadCategory[i]! << 8) | links.lanes[i]!) << 2) | (links.oneway[i]! << 1) | links.demo[i]!;
    let group = byName.get(name);
    while (group !== undefined && group.attributes !== attributes) group = group.next;
    if (group === undefined) {
      group = { first: i, attributes, ranges: [], next: byName.get(name) };
      byName.set(name, group);
      groups.push(group);
    }
    group.ranges.push(links.start[i]!, links.start[i + 1]!);
  }

  const full = z >= FULL_DETAIL_ZOOM;
  const cell = snapUnits(z);
  const out: TileFeature[] = [];
  for (const { first: i, ranges } of groups) {
    const parts: number[][] = [];
    if (full) {
      for (let j = 0; j < ranges.length; j += 2) cutLine(xy, parts, ranges[j], ranges[j + 1]);
    } else {
      for (const line of generaliseLines(xy, ranges, cell, cell / 2)) cutLine(line, parts);
    }
    if (parts.length === 0) continue;
    const category = links.roadCategory[i]!;
    const name = links.names[i] ?? '';
    out.push({
      type: 2,
      geometry: parts,
      tags: {
        // An unnamed link answers nearToRoad with its class's name (이면도로…): not a name to label.
        name: PLACEHOLDER_NAMES[category] === name ? '' : name,
        roadCategory: category,
        lanes: links.lanes[i]!,
        oneway: links.oneway[i]!,
        class: roadClassOf(category),
        demo: links.demo[i]!,
      },
    });
  }
  return out;
}

interface Group {
  /** The group's first link. */
  first: number;
  attributes: number;
  ranges: number[];
  /** Another group of the same name. */
  next: Group | undefined;
}

/**
 * Below FULL_DETAIL_ZOOM, roads keep a vertex only this many tile units from the previous one,
 * and links within that both ways are left out: a pixel of a 512 px tile (8 units) up to z 11,
 * half of one at z 12. The gaps they leave are under a pixel; a dense city's z 9 tile stays a tile.
 */
export function snapUnits(z: number): number {
  return z <= 11 ? 8 : 4;
}

/**
 * The most road links a tile reads below BUDGET_FREE_ZOOM (a tile server's cap, as tippecanoe
 * drops features to keep a tile in bounds): the classes in order of importance while they fit,
 * the class that does not fit whole keeps its largest links, and the classes after it wait for a
 * closer zoom. A real country's overview tiles (links of one road joined into a line) stay under
 * it; a dense city of short major links at z 8–10 would otherwise make a tile of megabytes and a
 * second of work. From BUDGET_FREE_ZOOM every link in the tile is drawn.
 */
export const ROAD_LINK_BUDGET = 4000;
const BUDGET_FREE_ZOOM = 14;

export function roadLinkBudget(z: number): number {
  return z >= BUDGET_FREE_ZOOM ? Infinity : ROAD_LINK_BUDGET;
}

/** roadCategory → the name nearToRoad gives an unnamed link of that class. */
const PLACEHOLDER_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(ROAD_CODE_TABLES.roadCategory as Readonly<Record<number, { ko: string }>>).map(([c, { ko }]) => [Number(c), ko]),
);
