/**
 * 5-digit postcodes (기초구역번호) for the demo world, assigned by area, deterministically.
 *
 * Scheme: every district has the range of its real postcodes (e.g. 종로구 03000–03199, 중구
 * 04500–04699, 강남구 06000–06399; the table below, by district code). A grid of ~400 m cells
 * covers the district's bounding box from its north-west corner; a cell is "active" when one of
 * its 3 x 3 sample points lies inside the district. Active cells are numbered row by row (north
 * to south, west to east) from 0, and a point's postcode is range start + its cell's number
 * (wrapping within the range if a district ever had more cells than postcodes). A point in a
 * cell that is not active (a sliver at the district's edge) takes the nearest active cell of its
 * row, then of the rows around it. Real 기초구역 follow streets and blocks; a grid keeps the
 * emulator's numbers stable and local: neighbours share a postcode, far-apart places do not.
 */
import { bboxOf } from '../../shared/geometry/area.ts';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import { worldScale } from './local-plane.ts';
import type { RegionWorld } from './region-world.ts';
import type { Region } from './world-types.ts';

/** Grid cell size, metres. */
const POSTCODE_CELL_METRES = 400;

/** First and last postcode of each Seoul district (real ranges, by the district's 5-digit code prefix). */
export const DISTRICT_POSTCODE_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  '11110': [3000, 3199], // 종로구
  '11140': [4500, 4699], // 중구
  '11170': [4300, 4499], // 용산구
  '11200': [4700, 4899], // 성동구
  '11215': [4900, 5199], // 광진구
  '11230': [2400, 2699], // 동대문구
  '11260': [2000, 2299], // 중랑구
  '11290': [2700, 2899], // 성북구
  '11305': [1000, 1299], // 강북구
  '11320': [1300, 1499], // 도봉구
  '11350': [1600, 1999], // 노원구
  '11380': [3300, 3599], // 은평구
  '11410': [3600, 3899], // 서대문구
  '11440': [3900, 4299], // 마포구
  '11470': [7900, 8199], // 양천구
  '11500': [7500, 7899], // 강서구
  '11530': [8200, 8499], // 구로구
  '11545': [8500, 8699], // 금천구
  '11560': [7200, 7499], // 영등포구
  '11590': [6900, 7099], // 동작구
  '11620': [8700, 8899], // 관악구
  '11650': [6500, 6899], // 서초구
  '11680': [6000, 6399], // 강남구
  '11710': [5500, 5899], // 송파구
  '11740': [5200, 5499], // 강동구
};

interface DistrictGrid {
  west: number;
  north: number;
  cellLon: number;
  cellLat: number;
  rows: number;
  cols: number;
  /** Cell number by cell (row-major), -1 when the cell is not active. */
  numberByCell: Int32Array;
  start: number;
  size: number;
}

export interface PostcodeGrid {
  /** The postcode at a point, '' outside the world or in a district without a range. */
  at(lon: number, lat: number): string;
  /** The postcode of a point known to be in `district` (skips the region look-up). */
  inDistrict(district: Region, lon: number, lat: number): string;
}

function buildGrid(district: Region): DistrictGrid | null {
  const range = DISTRICT_POSTCODE_RANGES[district.code.slice(0, 5)];
  if (!range) return null;
  const [west, south, east, north] = bboxOf(district.geometry);
  const { kx, ky } = worldScale((south + north) / 2);
  const cellLon = POSTCODE_CELL_METRES / kx;
  const cellLat = POSTCODE_CELL_METRES / ky;
  const cols = Math.max(1, Math.ceil((east - west) / cellLon));
  const rows = Math.max(1, Math.ceil((north - south) / cellLat));
  const numberByCell = new Int32Array(rows * cols).fill(-1);
  let next = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let active = false;
      for (let i = 0; i < 3 && !active; i++) {
        for (let j = 0; j < 3 && !active; j++) {
          const lon = west + (c + (j + 0.5) / 3) * cellLon;
          const lat = north - (r + (i + 0.5) / 3) * cellLat;
          active = pointInMultiPolygon(lon, lat, district.geometry);
        }
      }
      if (active) numberByCell[r * cols + c] = next++;
    }
  }
  return { west, north, cellLon, cellLat, rows, cols, numberByCell, start: range[0], size: range[1] - range[0] + 1 };
}

function codeIn(grid: DistrictGrid, lon: number, lat: number): string {
  const r0 = Math.min(grid.rows - 1, Math.max(0, Math.floor((grid.north - lat) / grid.cellLat)));
  const c0 = Math.min(grid.cols - 1, Math.max(0, Math.floor((lon - grid.west) / grid.cellLon)));
  let number = grid.numberByCell[r0 * grid.cols + c0] ?? -1;
  // Nearest active cell: same row first, then rows further away.
  for (let dr = 0; number < 0 && dr < grid.rows; dr++) {
    for (const r of dr === 0 ? [r0] : [r0 - dr, r0 + dr]) {
      if (r < 0 || r >= grid.rows || number >= 0) continue;
      for (let dc = 0; dc < grid.cols && number < 0; dc++) {
        for (const c of dc === 0 ? [c0] : [c0 - dc, c0 + dc]) {
          if (c < 0 || c >= grid.cols) continue;
          const n = grid.numberByCell[r * grid.cols + c] ?? -1;
          if (n >= 0) {
            number = n;
            break;
          }
        }
      }
    }
  }
  if (number < 0) return '';
  return String(grid.start + (number % grid.size)).padStart(5, '0');
}

export function createPostcodeGrid(world: Pick<RegionWorld, 'index' | 'regions'>): PostcodeGrid {
  const grids = new Map<string, DistrictGrid | null>();
  const gridOf = (district: Region): DistrictGrid | null => {
    let grid = grids.get(district.regionId);
    if (grid === undefined) {
      grid = buildGrid(district);
      grids.set(district.regionId, grid);
    }
    return grid;
  };
  const inDistrict = (district: Region, lon: number, lat: number): string => {
    const grid = gridOf(district);
    return grid ? codeIn(grid, lon, lat) : '';
  };
  return {
    inDistrict,
    at(lon, lat) {
      const hit = world.index.locate(lon, lat);
      return hit ? inDistrict(hit.gu_gun, lon, lat) : '';
    },
  };
}
