import { ADDRESS_FLAGS, ADDRESS_TYPES, COORD_TYPES, LOT_MATCH_FLAGS, ROAD_CODE_TABLES, ROAD_MATCH_FLAGS } from './code-tables';
import { describeValue, type ContractDeviation } from './deviations';
import type { OperationId } from './routes';

/*
 * The answer fields that hold a code of code-tables.ts. The response schemas keep them as plain
 * strings (real bodies carry codes outside the tables), so a value outside its table is not a
 * schema issue: it is found here, and reported as an `unknownCode` deviation.
 */

interface CodeField {
  /** Path in the answer; `*` steps into each item of a list (or into a single item given as an object). */
  path: readonly string[];
  table: readonly (string | number)[];
}

const roadCodes = (name: keyof typeof ROAD_CODE_TABLES): CodeField => ({
  path: ['resultData', 'header', name],
  table: Object.keys(ROAD_CODE_TABLES[name]),
});

const CODE_FIELDS: Partial<Record<OperationId, readonly CodeField[]>> = {
  reverseGeocoding: [{ path: ['addressInfo', 'addressType'], table: ADDRESS_TYPES }],
  geocoding: [
    { path: ['coordinateInfo', 'coordType'], table: COORD_TYPES },
    { path: ['coordinateInfo', 'addressFlag'], table: ADDRESS_FLAGS },
    { path: ['coordinateInfo', 'matchFlag'], table: LOT_MATCH_FLAGS },
    { path: ['coordinateInfo', 'newMatchFlag'], table: ROAD_MATCH_FLAGS },
  ],
  fullAddrGeo: [
    { path: ['coordinateInfo', 'coordType'], table: COORD_TYPES },
    { path: ['coordinateInfo', 'addressFlag'], table: ADDRESS_FLAGS },
    { path: ['coordinateInfo', 'coordinate', '*', 'matchFlag'], table: LOT_MATCH_FLAGS },
    { path: ['coordinateInfo', 'coordinate', '*', 'newMatchFlag'], table: ROAD_MATCH_FLAGS },
  ],
  nearToRoad: [roadCodes('laneType'), roadCodes('roadCategory'), roadCodes('tollLink'), roadCodes('linkFacil')],
};

/** Items of a list looked at per field: a bound on what a hostile answer can cost. */
const MAX_ITEMS = 10_000;

function hasOwn(value: unknown, key: string): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, key);
}

/** Every (path, value) a field's path reaches in the answer. */
function reach(value: unknown, path: readonly string[], at: string[], out: [string[], unknown][]): void {
  const [step, ...rest] = path;
  if (step === undefined) {
    out.push([at, value]);
    return;
  }
  if (step === '*') {
    if (Array.isArray(value)) value.slice(0, MAX_ITEMS).forEach((item, i) => reach(item, rest, [...at, String(i)], out));
    else reach(value, rest, at, out);
    return;
  }
  if (hasOwn(value, step)) reach(value[step], rest, [...at, step], out);
}

/**
 * The code fields of an operation's answer whose value is outside its table. An absent field,
 * `""` (the service's "does not apply") and a value that is no string or number (the schema
 * reports that one) are not deviations here.
 */
export function codeDeviations(operation: OperationId, decoded: unknown): ContractDeviation[] {
  const deviations: ContractDeviation[] = [];
  for (const field of CODE_FIELDS[operation] ?? []) {
    const found: [string[], unknown][] = [];
    reach(decoded, field.path, [], found);
    for (const [at, value] of found) {
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const text = String(value).trim();
      if (text === '' || field.table.some((code) => String(code) === text)) continue;
      deviations.push({
        kind: 'contract',
        category: 'unknownCode',
        field: at.join('.'),
        expected: `one of ${field.table.join(', ')}`,
        got: describeValue(value),
      });
    }
  }
  return deviations;
}
