import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionProblem, Implausibility } from '../../../shared/crs/convert';
import type { Messages } from '../i18n/crs-ko';
import type { ParseErrorCode } from './reading';

/*
 * The coordinate systems and the rules about their values in the UI language: the systems'
 * names and sources (shared/crs/definitions.ts keeps the English reference), why a value is not
 * one of a system's (shared/crs/convert.ts gives the reason as a value), why a proj4 definition
 * cannot be used, why a text is not a coordinate at all. Messages in the 'crs' namespace, loaded
 * with the pages that read coordinates (Coordinates, Batch).
 */

/**
 * Why an input is not a point of the system it is read in: the shared rules' implausibility, or
 * what only the console checks (a system of the user's own or a local-only one, or none at all).
 */
export type ReadingProblem =
  | Implausibility
  | { rule: 'crs.noDefinition'; field: 'lat' }
  | { rule: 'crs.localDegrees'; field: 'lat'; lat: number; lon: number }
  | { rule: 'crs.unconvertible'; field: 'lat'; lat: number; lon: number }
  | { rule: 'crs.outsideKorea'; field: 'lat' | 'lon'; lat: number; lon: number }
  | { rule: 'crs.noSystem'; field: 'lat' };

type SystemKey = keyof Messages['crs']['names'];

/** A system's message key: its id without the colon ("EPSG:5179" → "EPSG5179"; i18next reads a colon as a namespace). */
const systemKey = (id: string) => id.replace(':', '') as SystemKey;

const PROBLEM_KEYS = {
  'crs.range': 'range',
  'crs.degrees': 'degrees',
  'crs.localDegrees': 'degrees',
  'crs.noDefinition': 'noDefinition',
  'crs.unconvertible': 'unconvertible',
  'crs.outsideKorea': 'outsideKorea',
  'crs.noSystem': 'noSystem',
} as const satisfies Record<ReadingProblem['rule'], keyof Messages['crs']['problems']>;

const PARSE_ERROR_KEYS = {
  empty: true,
  noNumbers: true,
  oneNumber: true,
  tooManyNumbers: true,
  badDms: true,
  notFinite: true,
} as const satisfies Record<ParseErrorCode, true> & Record<keyof Messages['coordinateErrors'], true>;

/** The words for systems and their rules, in the UI language. */
export function useCrsWords() {
  const { t } = useTranslation('crs');
  return useMemo(
    () => ({
      /** A system's name ("WGS84 경위도"). */
      name: (id: string) => t(`crs.names.${systemKey(id)}`),
      /** Where a system's definition comes from. */
      source: (id: string) => t(`crs.sources.${systemKey(id)}`),
      /** Why a value is not one of the system's. */
      problem: (p: ReadingProblem): string => {
        const key = PROBLEM_KEYS[p.rule];
        if (p.rule === 'crs.range') return t('crs.problems.range', { axis: t(`crs.axes.${p.axis}`), min: p.min, max: p.max });
        if ('lat' in p) return t(`crs.problems.${key}`, { lat: p.lat, lon: p.lon });
        return t(`crs.problems.${key}`);
      },
      /** Why a text cannot be read as a coordinate. */
      inputError: (code: ParseErrorCode): string => t(`coordinateErrors.${code}`),
      /** Whether a string is one of the reading errors' codes (a batch row's detail may be other text). */
      isInputError: (code: string): code is ParseErrorCode => code in PARSE_ERROR_KEYS,
      /** Why a proj4 definition cannot be used. */
      definition: (p: DefinitionProblem): string =>
        p.rule === 'proj4.unreadable' ? t('crs.definition.unreadable', { complaint: p.complaint }) : t(`crs.definition.${p.rule === 'proj4.notProj4' ? 'notProj4' : p.rule === 'proj4.noPoint' ? 'noPoint' : 'noReturn'}`),
    }),
    [t],
  );
}
