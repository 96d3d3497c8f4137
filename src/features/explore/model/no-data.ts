import { isApiError } from '../../../api/errors';
import type { EmulatorSource, SourceKind } from '../../../api/emulator-info';
import { isAtSeaMessage } from '../../../../shared/contract/envelopes';

const codeOf = (error: unknown): string | undefined => (isApiError(error) && error.envelope?.type === 'tmap' ? error.code : undefined);

/**
 * Whether the local emulator answered the address lookup with its 3102 for a point at sea
 * (shared/contract/envelopes.ts, NO_SERVICE_AREA_AT_SEA): nothing is missing there, the point is
 * at sea, and that one message stands for the lookups' nothing-here answers.
 */
export function emulatorSaysAtSea(isEmulator: boolean, addressError: unknown): boolean {
  return isEmulator && isApiError(addressError) && addressError.envelope?.type === 'tmap' && codeOf(addressError) === '3102' && isAtSeaMessage(addressError.envelope.message);
}

/**
 * Whether Explore's answers mean the local emulator has no data at the point: it answers the
 * address lookup with 3102 exactly when the point lies outside the boundaries it has. Only for
 * the local emulator; a real service's 3102 is shown as the service said it.
 */
export function emulatorHasNoData(isEmulator: boolean, errors: readonly unknown[]): boolean {
  return isEmulator && errors.some((e) => codeOf(e) === '3102');
}

/** The lookups' own "nothing here" answers that the no-data explanation already covers. */
export const coveredByNoData = (error: unknown): boolean => {
  const code = codeOf(error);
  return code === '3102' || code === '9404';
};

/** The districts of the emulator's built-in demo world (server/domain/world-builder). */
const DEMO_DISTRICTS = new Set(['서울특별시 중구', '서울특별시 종로구', '서울특별시 강남구']);

interface ExploreLookupState {
  enabled: boolean;
  error: unknown;
}

export interface ExploreAnswers {
  address: ExploreLookupState & {
    /** The answer's province, district and road name ('' when it has none). */
    cityDo?: string | undefined;
    guGun?: string | undefined;
    roadName?: string | undefined;
    answered: boolean;
  };
  road: ExploreLookupState;
  poi: ExploreLookupState;
}

/**
 * The kinds of data the local emulator lacks at a point, each to be named with its import
 * command (empty: nothing to say, or not the emulator, or the point is at sea):
 * - a 3102 (outside every boundary it has): regions, and the data of every lookup that found
 *   nothing there;
 * - a point the emulator locates in a district outside its demo world: road-name addresses when
 *   the answer has no road name, roads when nearest road found none (9404), POIs when the label
 *   lookup found none (9404) — each only while no file of that kind was imported (with imported
 *   data, an empty answer may be the data's own, and the service's wording stands).
 */
export function missingEmulatorData(isEmulator: boolean, sources: readonly EmulatorSource[], answers: ExploreAnswers): SourceKind[] {
  if (!isEmulator) return [];
  if (answers.address.enabled && emulatorSaysAtSea(isEmulator, answers.address.error)) return [];
  const errors = [answers.address, answers.road, answers.poi].filter((l) => l.enabled).map((l) => l.error);
  if (errors.some((e) => codeOf(e) === '3102')) {
    const empty = (l: ExploreLookupState) => l.enabled && coveredByNoData(l.error);
    return ['regions', ...(empty(answers.address) ? ['addresses' as const] : []), ...(empty(answers.road) ? ['roads' as const] : []), ...(empty(answers.poi) ? ['pois' as const] : [])];
  }
  const { address } = answers;
  if (!address.enabled || !address.answered) return [];
  const district = `${address.cityDo ?? ''} ${address.guGun ?? ''}`.trim();
  if (district === '' || DEMO_DISTRICTS.has(district)) return [];
  const imported = new Set(sources.map((s) => s.kind));
  const missing: SourceKind[] = [];
  if (!address.roadName && !imported.has('addresses')) missing.push('addresses');
  if (answers.road.enabled && codeOf(answers.road.error) === '9404' && !imported.has('roads')) missing.push('roads');
  if (answers.poi.enabled && codeOf(answers.poi.error) === '9404' && !imported.has('pois')) missing.push('pois');
  return missing;
}
