/**
 * The regions the emulator serves when boundaries have been imported: the imported regions,
 * plus every region of the base (demo) world that no imported region replaces. An imported
 * region replaces the base region with the same regionId (same category and 10-digit code), so
 * base regions that link to it as their parent (e.g. the demo world's legal dongs, which no
 * import provides) now hang under the imported one.
 *
 * Order: by level (city_do, gu_gun, adminDong, legalDong), and within a level the imported
 * regions first, so that where a base region that was not replaced overlaps an imported one of
 * the same level and parent, locate() prefers the imported one.
 */
import type { Region, RegionCategory } from './world-types.ts';

const LEVEL: Record<RegionCategory, number> = { city_do: 0, gu_gun: 1, adminDong: 2, legalDong: 3 };

export function combineRegions(base: readonly Region[], imported: readonly Region[]): Region[] {
  const replaced = new Set(imported.map((r) => r.regionId));
  const kept = base.filter((r) => !replaced.has(r.regionId));
  const seen = new Set<string>();
  const unique = imported.filter((r) => !seen.has(r.regionId) && seen.add(r.regionId));
  // Array.prototype.sort is stable: imported before kept within a level, each in its own order.
  return [...unique, ...kept].sort((a, b) => LEVEL[a.category] - LEVEL[b.category]);
}
