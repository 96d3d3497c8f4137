/**
 * What the parse-*.test.ts files share: Seoul City Hall in degrees and KATECH, and reading a text
 * that must parse (or must fail).
 */
import { expect } from 'vitest';
import { parseCoordinate } from './parse-coordinate';
import type { ParsedCoordinate, ParseErrorCode } from './reading';

/** Seoul City Hall, the service's published sample. */
export const LAT = 37.5665;
export const LON = 126.978;
/** The same point in KATECH (x easting, y northing). */
export const KATECH_X = 309911.68;
export const KATECH_Y = 552074.35;

export function parsed(text: string): ParsedCoordinate {
  const result = parseCoordinate(text);
  if (!result.ok) throw new Error(`${JSON.stringify(text)} did not parse: ${result.error}`);
  return result.value;
}

export function errorOf(text: string): ParseErrorCode | undefined {
  const result = parseCoordinate(text);
  return result.ok ? undefined : result.error;
}

/** Checks the point to 1e-6 (DMS arithmetic leaves float noise). */
export function expectPoint(p: ParsedCoordinate, lat: number, lon: number): void {
  expect(p.point.lat).toBeCloseTo(lat, 6);
  expect(p.point.lon).toBeCloseTo(lon, 6);
}
