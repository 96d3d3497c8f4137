import { ADDRESS_FLAGS, ADDRESS_TYPES, COORD_TYPES } from '../../../../shared/contract/code-tables';
import type { OperationId } from '../../../../shared/contract/routes';
import { isLinkParam, type ComparableOperation } from '../../../session/compare-link';

/**
 * The operations Compare offers (the address, road, POI and coordinate GETs of the contract's
 * registry) and the form of each: its parameters by their wire names, the ones the form shows
 * first, with what it starts with. A parameter left empty is not sent.
 */
type FieldKind = 'number' | 'text' | 'select';

export interface CompareField {
  name: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly string[];
  /** What a new form starts with. */
  initial?: string;
}

const YES_NO = ['Y', 'N'] as const;

const COMPARE_OPERATIONS = {
  reverseGeocoding: [
    { name: 'lat', kind: 'number', required: true, initial: '37.5666' },
    { name: 'lon', kind: 'number', required: true, initial: '126.9784' },
    { name: 'coordType', kind: 'select', options: COORD_TYPES },
    { name: 'addressType', kind: 'select', options: ADDRESS_TYPES },
    { name: 'coordYn', kind: 'select', options: YES_NO, initial: 'Y' },
    { name: 'newAddressExtend', kind: 'select', options: YES_NO },
  ],
  reverseLabel: [
    { name: 'centerLat', kind: 'number', required: true, initial: '37.5666' },
    { name: 'centerLon', kind: 'number', required: true, initial: '126.9784' },
    { name: 'reqLevel', kind: 'number', initial: '15' },
    { name: 'reqCoordType', kind: 'select', options: COORD_TYPES },
    { name: 'resCoordType', kind: 'select', options: COORD_TYPES },
  ],
  nearToRoad: [
    { name: 'lat', kind: 'number', required: true, initial: '37.5666' },
    { name: 'lon', kind: 'number', required: true, initial: '126.9784' },
    { name: 'radius', kind: 'number' },
    { name: 'coordType', kind: 'select', options: COORD_TYPES },
  ],
  coordConvert: [
    { name: 'lat', kind: 'number', required: true, initial: '37.5666' },
    { name: 'lon', kind: 'number', required: true, initial: '126.9784' },
    { name: 'fromCoord', kind: 'select', options: COORD_TYPES },
    { name: 'toCoord', kind: 'select', options: COORD_TYPES },
  ],
  fullAddrGeo: [
    { name: 'fullAddr', kind: 'text', required: true, initial: '서울특별시 중구 세종대로 110' },
    { name: 'addressFlag', kind: 'select', options: ADDRESS_FLAGS },
    { name: 'coordType', kind: 'select', options: COORD_TYPES },
    { name: 'page', kind: 'number' },
    { name: 'count', kind: 'number' },
  ],
  geocoding: [
    { name: 'city_do', kind: 'text', required: true, initial: '서울특별시' },
    { name: 'gu_gun', kind: 'text', required: true, initial: '중구' },
    { name: 'dong', kind: 'text', required: true, initial: '태평로1가' },
    { name: 'bunji', kind: 'text', initial: '31' },
    { name: 'addressFlag', kind: 'select', options: ADDRESS_FLAGS },
    { name: 'coordType', kind: 'select', options: COORD_TYPES },
  ],
  postcode: [
    { name: 'addr', kind: 'text', required: true, initial: '서울특별시 중구 세종대로 110' },
    { name: 'addressFlag', kind: 'select', options: ADDRESS_FLAGS },
    { name: 'coordType', kind: 'select', options: COORD_TYPES },
    { name: 'page', kind: 'number' },
    { name: 'count', kind: 'number' },
  ],
  convertAddress: [
    { name: 'searchTypCd', kind: 'select', required: true, options: ['NtoO', 'OtoN'], initial: 'NtoO' },
    { name: 'reqAdd', kind: 'text', required: true, initial: '서울특별시 중구 세종대로 110' },
    { name: 'reqMulti', kind: 'select', options: ['S', 'M'] },
    { name: 'resCoordType', kind: 'select', options: COORD_TYPES },
  ],
} as const satisfies Record<ComparableOperation, readonly CompareField[]> & Partial<Record<OperationId, readonly CompareField[]>>;

export type CompareOperation = keyof typeof COMPARE_OPERATIONS;

export const COMPARE_OPERATION_IDS = Object.keys(COMPARE_OPERATIONS) as CompareOperation[];

export const DEFAULT_OPERATION: CompareOperation = 'reverseGeocoding';

export function isCompareOperation(v: string): v is CompareOperation {
  return Object.hasOwn(COMPARE_OPERATIONS, v);
}

export function fieldsOf(op: CompareOperation): readonly CompareField[] {
  return COMPARE_OPERATIONS[op];
}

/** A new form's values for an operation. */
export function initialParams(op: CompareOperation): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fieldsOf(op)) if ('initial' in f && f.initial !== undefined) out[f.name] = f.initial;
  return out;
}

/**
 * The parameters an operation is sent with: the form's fields that are filled, trimmed; a
 * parameter the form does not have (another page's, a link's) is kept when it is not one the
 * client adds itself or a credential, so that "Compare with…" sends what the call had.
 */
export function paramsToSend(op: CompareOperation, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    const text = v.trim();
    if (text !== '' && isLinkParam(k)) out[k] = text;
  }
  // Fields of the form first, in its order; then the rest.
  const ordered: Record<string, string> = {};
  for (const f of fieldsOf(op)) {
    const v = out[f.name];
    if (v !== undefined) ordered[f.name] = v;
  }
  for (const [k, v] of Object.entries(out)) if (ordered[k] === undefined) ordered[k] = v;
  return ordered;
}

/** Required fields left empty, by name. */
export function missingRequired(op: CompareOperation, values: Record<string, string>): string[] {
  return fieldsOf(op)
    .filter((f) => 'required' in f && f.required && (values[f.name] ?? '').trim() === '')
    .map((f) => f.name);
}
