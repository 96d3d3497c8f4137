import { isApiError } from '../../../api/errors';

/** The command that gives the local emulator boundary data for more of the country (README: "Importing real boundary data"). */
export const EMULATOR_IMPORT_COMMAND = 'npm run emulator:import -- --admin FILE';

const codeOf = (error: unknown): string | undefined => (isApiError(error) && error.envelope?.type === 'tmap' ? error.code : undefined);

/**
 * Whether Explore's answers mean the local emulator has no data at the point: it answers the
 * address lookup with 3102 exactly when the point lies outside the boundaries it has. Only for
 * the local profile; a real service's 3102 is shown as the service said it.
 */
export function emulatorHasNoData(isLocalProfile: boolean, errors: readonly unknown[]): boolean {
  return isLocalProfile && errors.some((e) => codeOf(e) === '3102');
}

/** The lookups' own "nothing here" answers that the no-data explanation already covers. */
export const coveredByNoData = (error: unknown): boolean => {
  const code = codeOf(error);
  return code === '3102' || code === '9404';
};
