import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkGeographicRange } from './common';
import { fitsDegrees, LATITUDE, LONGITUDE } from './coordinate-rules';
import { ruleOf } from './rules';

const point = z
  .object({ lat: z.number(), lon: z.number(), coordType: z.string().optional() })
  .superRefine((value, ctx) => checkGeographicRange(value, ctx, 'lat', 'lon', 'coordType'));

describe('coordinate ranges', () => {
  it('take the limits themselves and refuse anything beyond', () => {
    expect(fitsDegrees({ lat: LATITUDE.max, lon: LONGITUDE.min })).toBe(true);
    expect(fitsDegrees({ lat: LATITUDE.min, lon: LONGITUDE.max })).toBe(true);
    expect(fitsDegrees({ lat: LATITUDE.max + 1e-9, lon: 0 })).toBe(false);
    expect(fitsDegrees({ lat: 0, lon: LONGITUDE.min - 1e-9 })).toBe(false);
    expect(fitsDegrees({ lat: Number.NaN, lon: 0 })).toBe(false);
  });

  it('are the params rule for geographic types: the issue names the parameter, the range and the rule', () => {
    expect(point.safeParse({ lat: LATITUDE.max, lon: LONGITUDE.max }).success).toBe(true);
    const issues = point.safeParse({ lat: LATITUDE.max + 0.5, lon: LONGITUDE.min - 0.5 }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message, ruleOf(i)])).toEqual([
      ['lat', `lat must be between ${LATITUDE.min} and ${LATITUDE.max} degrees`, LATITUDE],
      ['lon', `lon must be between ${LONGITUDE.min} and ${LONGITUDE.max} degrees`, LONGITUDE],
    ]);
    // Projected types are metres: the degree ranges do not apply.
    expect(point.safeParse({ lat: 4_500_000, lon: 14_000_000, coordType: 'EPSG3857' }).success).toBe(true);
  });
});
