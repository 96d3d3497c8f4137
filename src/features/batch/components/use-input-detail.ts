import { useCallback } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Implausibility } from '../../../../shared/crs/convert';
import { useCrsWords } from '../../../lib/coords/crs-words';

/**
 * The detail of a row's input problem in the UI language: why a pair is not one of the system's,
 * or why a coordinate could not be read (its reading error code); other text as it is.
 */
export function useInputDetail(): (detail: string | undefined, implausibility: Implausibility | undefined) => string | undefined {
  const { t, i18n } = useTranslation('batch');
  const crs = useCrsWords();
  return useCallback(
    (detail, implausibility) => {
      if (implausibility) return crs.problem(implausibility);
      const key = `coordinateErrors.${detail ?? ''}`;
      return detail !== undefined && i18n.exists(key) ? t(key as ParseKeys<'batch'>) : detail;
    },
    [t, i18n, crs],
  );
}
