import { useCallback } from 'react';
import type { Implausibility } from '../../../../shared/crs/convert';
import { useCrsWords } from '../../../lib/coords/crs-words';

/**
 * The detail of a row's input problem in the UI language: why a pair is not one of the system's,
 * or why a coordinate could not be read (its reading error code); other text as it is.
 */
export function useInputDetail(): (detail: string | undefined, implausibility: Implausibility | undefined) => string | undefined {
  const crs = useCrsWords();
  return useCallback(
    (detail, implausibility) => {
      if (implausibility) return crs.problem(implausibility);
      return detail !== undefined && crs.isInputError(detail) ? crs.inputError(detail) : detail;
    },
    [crs],
  );
}
