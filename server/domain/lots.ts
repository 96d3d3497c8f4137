/**
 * Lot numbers (지번) for the demo world, generated deterministically per legal dong.
 *
 * Rule: a lattice of ~30 m cells covers the legal dong's bounding box, starting at its
 * north-west corner. Each cell is split into 3 x 3 sub-cells of ~10 m. A cell exists as a lot
 * ("is active") when at least one of its sub-cell centres lies inside the dong. Active cells are
 * numbered 1, 2, 3 ... in serpentine order (first row west to east, next row east to west, and
 * so on, from the north): that number is the main number (본번). The sub-cell gives the sub
 * number (부번): 0 for the middle sub-cell, 1..8 clockwise around it starting at the north-west
 * one. A lot's representative point is its sub-cell centre, and only sub-cells whose centre is
 * inside the dong exist. Mountain lots (산) are not generated.
 */
import { bboxOf } from '../../shared/geometry/area.ts';
import { distanceMetres } from '../../shared/geometry/distance.ts';
import { scanlineCrossings } from '../../shared/geometry/point-in-polygon.ts';
import { roundLonLat } from '../../shared/geometry/round.ts';
import { worldScale } from './local-plane.ts';
import type { RegionIndex } from './region-index.ts';
import type { LonLat, Region } from './world-types.ts';

export interface Lot {
  /** 본번, from 1. */
  main: number;
  /** 부번, 0..8 (0 = the middle of the lot). */
  sub: number;
  /** The lot's representative point (its sub-cell centre, inside the legal dong). */
  point: LonLat;
}

/** Lattice cell size in metres. */
export const LOT_CELL_METRES = 30;
/** Sub-cells per cell side. */
const SUBS = 3;
/** How far (in sub-cells) lotAt looks for the nearest existing lot from a point near the dong's edge. */
const SEARCH_RADIUS = 6;

/** Sub number by [subRow][subCol] (row 0 = north, col 0 = west). */
const SUB_NUMBER: readonly (readonly number[])[] = [
  [1, 2, 3],
  [8, 0, 4],
  [7, 6, 5],
];
/** [subRow, subCol] by sub number. */
const SUB_POSITION: readonly (readonly [number, number])[] = [
  [1, 1], [0, 0], [0, 1], [0, 2], [1, 2], [2, 2], [2, 1], [2, 0], [1, 0],
];

interface LotGrid {
  west: number;
  north: number;
  /** Sub-cell size in degrees. */
  subLon: number;
  subLat: number;
  rows: number;
  cols: number;
  /** Per sub-cell (row-major over rows*SUBS x cols*SUBS): 1 when its centre is inside the dong. */
  inside: Uint8Array;
  /** Main number per cell (row-major), 0 when the cell is not a lot. */
  mainByCell: Int32Array;
  /** Cell index (row-major) by main number - 1. */
  cellByMain: Int32Array;
}

/** What lots need of a world: its regions. */
export interface LotWorld {
  readonly index: RegionIndex;
}

/** Grids per region index, so a world and the worlds derived from it share them. */
const grids = new WeakMap<RegionIndex, Map<string, LotGrid>>();

function gridFor(world: LotWorld, legalDong: Region): LotGrid | null {
  if (legalDong.category !== 'legalDong') return null;
  if (world.index.byId(legalDong.regionId) !== legalDong) return null;
  let perWorld = grids.get(world.index);
  if (!perWorld) {
    perWorld = new Map();
    grids.set(world.index, perWorld);
  }
  let grid = perWorld.get(legalDong.regionId);
  if (!grid) {
    grid = buildGrid(legalDong);
    perWorld.set(legalDong.regionId, grid);
  }
  return grid;
}

function buildGrid(region: Region): LotGrid {
  const [west, south, east, north] = bboxOf(region.geometry);
  const midLat = (south + north) / 2;
  const { kx, ky } = worldScale(midLat);
  const cellLon = LOT_CELL_METRES / kx;
  const cellLat = LOT_CELL_METRES / ky;
  const cols = Math.max(1, Math.ceil((east - west) / cellLon));
  const rows = Math.max(1, Math.ceil((north - south) / cellLat));
  const subLon = cellLon / SUBS;
  const subLat = cellLat / SUBS;
  const subCols = cols * SUBS;
  const subRows = rows * SUBS;
  const inside = new Uint8Array(subCols * subRows);
  for (let sr = 0; sr < subRows; sr++) {
    const lat = north - (sr + 0.5) * subLat;
    const xs = scanlineCrossings(region.geometry, lat);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const a = xs[k] ?? 0;
      const b = xs[k + 1] ?? 0;
      // Sub-columns whose centre x satisfies a < x < b.
      const from = Math.max(0, Math.ceil((a - west) / subLon - 0.5));
      const to = Math.min(subCols - 1, Math.floor((b - west) / subLon - 0.5));
      for (let sc = from; sc <= to; sc++) {
        const x = west + (sc + 0.5) * subLon;
        if (x > a && x < b) inside[sr * subCols + sc] = 1;
      }
    }
  }
  const mainByCell = new Int32Array(rows * cols);
  const cellByMainList: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let step = 0; step < cols; step++) {
      const c = r % 2 === 0 ? step : cols - 1 - step;
      let active = false;
      for (let i = 0; i < SUBS && !active; i++) {
        for (let j = 0; j < SUBS && !active; j++) {
          if (inside[(r * SUBS + i) * subCols + c * SUBS + j] === 1) active = true;
        }
      }
      if (active) {
        cellByMainList.push(r * cols + c);
        mainByCell[r * cols + c] = cellByMainList.length;
      }
    }
  }
  return { west, north, subLon, subLat, rows, cols, inside, mainByCell, cellByMain: Int32Array.from(cellByMainList) };
}

function subCentre(grid: LotGrid, sr: number, sc: number): LonLat {
  return roundLonLat([grid.west + (sc + 0.5) * grid.subLon, grid.north - (sr + 0.5) * grid.subLat]);
}

function lotOfSubCell(grid: LotGrid, sr: number, sc: number): Lot | null {
  const subCols = grid.cols * SUBS;
  if (sr < 0 || sc < 0 || sr >= grid.rows * SUBS || sc >= subCols) return null;
  if (grid.inside[sr * subCols + sc] !== 1) return null;
  const r = Math.floor(sr / SUBS);
  const c = Math.floor(sc / SUBS);
  const main = grid.mainByCell[r * grid.cols + c] ?? 0;
  const sub = SUB_NUMBER[sr - r * SUBS]?.[sc - c * SUBS];
  if (main === 0 || sub === undefined) return null;
  return { main, sub, point: subCentre(grid, sr, sc) };
}

/**
 * The lot at a point of a legal dong: the lot whose sub-cell contains the point, or for points
 * near the dong's edge the nearest existing lot within ~60 m. Null when the region is not a legal
 * dong of this world or no lot is near.
 */
export function lotAt(world: LotWorld, legalDong: Region, lon: number, lat: number): Lot | null {
  const grid = gridFor(world, legalDong);
  if (!grid || !Number.isFinite(lon) || !Number.isFinite(lat)) return null;
  const sr = Math.floor((grid.north - lat) / grid.subLat);
  const sc = Math.floor((lon - grid.west) / grid.subLon);
  const direct = lotOfSubCell(grid, sr, sc);
  if (direct) return direct;
  let best: Lot | null = null;
  let bestDistance = Infinity;
  for (let dr = -SEARCH_RADIUS; dr <= SEARCH_RADIUS; dr++) {
    for (let dc = -SEARCH_RADIUS; dc <= SEARCH_RADIUS; dc++) {
      const lot = lotOfSubCell(grid, sr + dr, sc + dc);
      if (!lot) continue;
      const d = distanceMetres([lon, lat], lot.point);
      // Ties go to the lower (main, sub) so the answer never depends on loop order.
      if (d < bestDistance || (d === bestDistance && best && (lot.main < best.main || (lot.main === best.main && lot.sub < best.sub)))) {
        best = lot;
        bestDistance = d;
      }
    }
  }
  return best;
}

/** The representative point of lot main-sub in a legal dong, or null when there is no such lot. */
export function lotPoint(world: LotWorld, legalDong: Region, main: number, sub: number): LonLat | null {
  const grid = gridFor(world, legalDong);
  if (!grid || !Number.isInteger(main) || !Number.isInteger(sub)) return null;
  const cell = grid.cellByMain[main - 1];
  const position = SUB_POSITION[sub];
  if (cell === undefined || main < 1 || position === undefined) return null;
  const r = Math.floor(cell / grid.cols);
  const c = cell % grid.cols;
  const lot = lotOfSubCell(grid, r * SUBS + position[0], c * SUBS + position[1]);
  return lot ? lot.point : null;
}

/** Number of lots (main numbers) in a legal dong; 0 when it is not a legal dong of this world. */
export function lotCount(world: LotWorld, legalDong: Region): number {
  return gridFor(world, legalDong)?.cellByMain.length ?? 0;
}

/** '31' or '31-2', the way 지번 is written. */
export function formatBunji(lot: Pick<Lot, 'main' | 'sub'>): string {
  return lot.sub === 0 ? String(lot.main) : `${lot.main}-${lot.sub}`;
}

/** Parses '31', '31-2' (and '산 31-2' as a mountain lot, which the world does not have). */
export function parseBunji(text: string): { mountain: boolean; main: number; sub: number } | null {
  const m = /^\s*(산\s*)?(\d{1,5})(?:\s*-\s*(\d{1,5}))?\s*$/.exec(text);
  if (!m) return null;
  return { mountain: m[1] !== undefined, main: Number(m[2]), sub: m[3] === undefined ? 0 : Number(m[3]) };
}
