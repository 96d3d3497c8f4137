/**
 * Which columns hold a row's input, and each row's input read from them with its problem, if
 * any, found before anything is sent: an empty address, a number that is not one, a coordinate
 * parse-coordinate cannot read, or a point that is not plausible in the chosen system.
 */
import type { CoordType } from '../../../../shared/contract/common';
import { implausibility, type Implausibility } from '../../../../shared/crs/convert';
import { parseCoordinate } from '../../../lib/coords/parse-coordinate';
import type { InputTable } from './input-table';
import { needsAddress, type BatchOperation, type RowInput } from './operations';

export type ColumnMapping =
  | { mode: 'address'; address: number }
  | { mode: 'latlon'; lat: number; lon: number }
  /** One column holding the whole coordinate in any form parse-coordinate reads. */
  | { mode: 'single'; coord: number };

export type InputProblem = 'emptyAddress' | 'addressTooLong' | 'badLat' | 'badLon' | 'badCoordinate' | 'implausible';

export interface PreparedRow {
  /** The row's input as shown in the table and the export. */
  label: string;
  input?: RowInput | undefined;
  problem?: InputProblem | undefined;
  /** Detail for 'badCoordinate': what the reader could not read. */
  detail?: string | undefined;
  /** For 'implausible': why the pair is not one of the system's (worded in the UI language). */
  implausibility?: Implausibility | undefined;
}

const ADDRESS_MAX = 200;

const norm = (s: string) => s.trim().toLowerCase().replace(/[\s_-]+/g, '');
const find = (columns: readonly string[], names: readonly string[]) => columns.findIndex((c) => names.includes(norm(c)));

/** A first guess from the header names and the first row's values. */
export function guessMapping(table: InputTable, operation: BatchOperation): ColumnMapping {
  const { columns } = table;
  if (needsAddress(operation)) {
    const named = find(columns, ['address', 'addr', 'fulladdr', '주소', '도로명주소', '지번주소', '도로명', '지번']);
    const first = table.rows[0] ?? [];
    const texty = first.findIndex((c) => /[가-힣A-Za-z]/.test(c) && c.trim().length > 3);
    return { mode: 'address', address: Math.max(0, named >= 0 ? named : texty) };
  }
  const lat = find(columns, ['lat', 'latitude', 'y', '위도', 'northing']);
  const lon = find(columns, ['lon', 'lng', 'long', 'longitude', 'x', '경도', 'easting']);
  if (lat >= 0 && lon >= 0 && lat !== lon) return { mode: 'latlon', lat, lon };
  const coord = find(columns, ['coord', 'coords', 'coordinate', 'coordinates', 'point', '좌표']);
  if (coord >= 0) return { mode: 'single', coord };
  // Two plain numbers side by side in the first row: lat, lon.
  const first = table.rows[0] ?? [];
  const nums = first.map((c) => c.trim() !== '' && Number.isFinite(Number(c)));
  const at = nums.findIndex((n, i) => n && nums[i + 1] === true);
  if (at >= 0) return { mode: 'latlon', lat: at, lon: at + 1 };
  return { mode: 'single', coord: 0 };
}

/** The mapping fits the operation and the table's columns. */
export function mappingFits(mapping: ColumnMapping, operation: BatchOperation, columns: number): boolean {
  const inRange = (i: number) => i >= 0 && i < columns;
  if (needsAddress(operation)) return mapping.mode === 'address' && inRange(mapping.address);
  if (mapping.mode === 'latlon') return inRange(mapping.lat) && inRange(mapping.lon);
  return mapping.mode === 'single' && inRange(mapping.coord);
}

export function prepareRows(table: InputTable, mapping: ColumnMapping, system: CoordType): PreparedRow[] {
  return table.rows.map((cells) => prepareRow(cells, mapping, system));
}

export function prepareRow(cells: readonly string[], mapping: ColumnMapping, system: CoordType): PreparedRow {
  if (mapping.mode === 'address') {
    const text = (cells[mapping.address] ?? '').trim().replace(/\s+/g, ' ');
    if (text === '') return { label: '', problem: 'emptyAddress' };
    if (text.length > ADDRESS_MAX) return { label: text, problem: 'addressTooLong' };
    return { label: text, input: { kind: 'address', text } };
  }
  let lat: number;
  let lon: number;
  let label: string;
  if (mapping.mode === 'latlon') {
    const latText = (cells[mapping.lat] ?? '').trim();
    const lonText = (cells[mapping.lon] ?? '').trim();
    label = `${latText}, ${lonText}`;
    lat = latText === '' ? NaN : Number(latText);
    lon = lonText === '' ? NaN : Number(lonText);
    if (!Number.isFinite(lat)) return { label, problem: 'badLat' };
    if (!Number.isFinite(lon)) return { label, problem: 'badLon' };
  } else {
    label = (cells[mapping.coord] ?? '').trim();
    const parsed = parseCoordinate(label);
    if (!parsed.ok) return { label, problem: 'badCoordinate', detail: parsed.error };
    ({ lat, lon } = parsed.value.point);
  }
  const problem = implausibility(system, { lat, lon });
  if (problem) return { label, problem: 'implausible', implausibility: problem };
  return { label, input: { kind: 'point', lat, lon } };
}
