import type { MatchFlag } from '../../../../shared/contract/code-tables';

/**
 * What the service's match flags mean (api-facts §3, from the vendor's own sample app), in plain
 * words. Lot-number (지번) matches are M*, road-name (도로명) matches are N*.
 */
export interface FlagMeaning {
  kind: 'lot' | 'road';
  /** Rough quality: exact, near (a neighbouring number), area (a centre point), name (by building name). */
  quality: 'exact' | 'near' | 'area' | 'name';
}

/** Every flag of the shared table (shared/contract/code-tables.ts); the words for each are in the Search page's messages (search.matchFlags). */
export const MATCH_FLAGS = {
  M11: { kind: 'lot', quality: 'exact' },
  M12: { kind: 'lot', quality: 'near' },
  M13: { kind: 'lot', quality: 'near' },
  M21: { kind: 'lot', quality: 'exact' },
  M22: { kind: 'lot', quality: 'near' },
  M23: { kind: 'lot', quality: 'near' },
  M31: { kind: 'lot', quality: 'area' },
  M32: { kind: 'lot', quality: 'area' },
  M33: { kind: 'lot', quality: 'area' },
  M41: { kind: 'lot', quality: 'name' },
  M42: { kind: 'lot', quality: 'name' },
  N51: { kind: 'road', quality: 'exact' },
  N52: { kind: 'road', quality: 'near' },
  N53: { kind: 'road', quality: 'near' },
  N54: { kind: 'road', quality: 'near' },
  N55: { kind: 'road', quality: 'area' },
  N61: { kind: 'road', quality: 'name' },
  N62: { kind: 'road', quality: 'name' },
} as const satisfies Record<MatchFlag, FlagMeaning>;


export function flagMeaning(flag: string | undefined): (FlagMeaning & { flag: MatchFlag }) | undefined {
  if (flag === undefined || !Object.hasOwn(MATCH_FLAGS, flag)) return undefined;
  const known = flag as MatchFlag;
  return { flag: known, ...MATCH_FLAGS[known] };
}
