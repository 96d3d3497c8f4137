import { describe, expect, it } from 'vitest';
import { lonLatToUtmk, utmkToLonLat } from './utm-k';

describe('UTM-K (EPSG:5179)', () => {
  it('puts the false origin at 38°N 127.5°E', () => {
    const [lon, lat] = utmkToLonLat(1_000_000, 2_000_000) ?? [];
    expect(lon).toBeCloseTo(127.5, 9);
    expect(lat).toBeCloseTo(38, 9);
  });

  it('scales by 0.9996 on the central meridian (1° of latitude ≈ 110.9 km × 0.9996)', () => {
    const [, y37] = lonLatToUtmk(127.5, 37);
    expect(2_000_000 - y37).toBeGreaterThan(110_900);
    expect(2_000_000 - y37).toBeLessThan(110_950);
  });

  it('refuses points outside Korea (degrees given as metres, say)', () => {
    expect(utmkToLonLat(126.978, 37.5665)).toBeNull();
    expect(utmkToLonLat(Number.NaN, 2_000_000)).toBeNull();
  });
});
