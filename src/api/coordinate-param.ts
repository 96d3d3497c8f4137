/**
 * Coordinates in requests carry what the user sees: 7 decimals (about 1 cm in degrees; a tenth
 * of a micrometre in projected metres), never a float's tail such as 37.56649999999998. Every
 * request's query is serialised through `queryValue`, so no request builder can send more.
 */
const COORDINATE_DECIMALS = 7;

/** Query parameters that hold a coordinate, in every operation that takes one. */
const COORDINATE_PARAMS: ReadonlySet<string> = new Set(['lat', 'lon', 'centerLat', 'centerLon', 'reqLat', 'reqLon']);

const SCALE = 10 ** COORDINATE_DECIMALS;

/** A coordinate rounded to 7 decimals (half away from zero); its text has at most 7 decimals. */
export function roundCoordinate(value: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Math.sign(value) * (Math.round(Math.abs(value) * SCALE) / SCALE);
  return rounded === 0 ? 0 : rounded;
}

/** A number's text with at most 7 decimals: rounded, without trailing zeros. */
export const coordinateText = (value: number): string => String(roundCoordinate(value));

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

/**
 * The text a query parameter is sent as: coordinates rounded to 7 decimals (numbers, and typed
 * decimal text with more), everything else as given.
 */
export function queryValue(key: string, value: string | number | boolean): string {
  if (!COORDINATE_PARAMS.has(key)) return String(value);
  if (typeof value === 'number') return coordinateText(value);
  if (typeof value === 'string' && DECIMAL.test(value.trim()) && (value.split('.')[1]?.length ?? 0) > COORDINATE_DECIMALS) return coordinateText(Number(value));
  return String(value);
}
