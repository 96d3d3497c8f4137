import { REGION_CATEGORIES, type RegionCategory } from '../../../../shared/contract/common';
import type { SourceKind } from '../../../api/emulator-info';

/**
 * The levels a region search covers. The service's `categories` takes one level per request,
 * so "all levels" is one request per level, merged province first.
 */
export type RegionLevel = RegionCategory | 'all';

/** Province, district, administrative dong, legal dong: the order levels are listed in. */
export const LEVEL_ORDER: readonly RegionCategory[] = ['city_do', 'gu_gun', 'adminDong', 'legalDong'];

/** The search's default: every level. */
export const DEFAULT_REGION_LEVEL: RegionLevel = 'all';

export function isRegionLevel(value: string | null): value is RegionLevel {
  return value === 'all' || (REGION_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** The categories one search of `level` asks for. */
export function levelCategories(level: RegionLevel): RegionCategory[] {
  return level === 'all' ? [...LEVEL_ORDER] : [level];
}

/** The other levels to suggest when a one-level search finds nothing (none for "all"). */
export function otherLevels(level: RegionLevel): RegionCategory[] {
  return level === 'all' ? [] : LEVEL_ORDER.filter((c) => c !== level);
}

/** Pages of several levels as one list, in LEVEL_ORDER; a next page exists when any level's page was full. */
export function mergeLevelPages<T>(pages: readonly { category: RegionCategory; items: readonly T[] }[], pageSize: number): { items: T[]; more: boolean } {
  const ordered = [...pages].sort((a, b) => LEVEL_ORDER.indexOf(a.category) - LEVEL_ORDER.indexOf(b.category));
  return { items: ordered.flatMap((p) => p.items), more: ordered.some((p) => p.items.length >= pageSize) };
}

/** What the local emulator would need imported to find more regions (NoResult names its import). */
export const REGION_DATA: readonly SourceKind[] = ['regions'];
