import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPLORE_PARAMS, parseExploreParams, writeExploreParams } from './explore-params';

describe('explore params in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(parseExploreParams(new URLSearchParams())).toEqual({ point: undefined, ...DEFAULT_EXPLORE_PARAMS });
  });

  it('round-trips every parameter', () => {
    const p = {
      point: { lat: 37.5, lon: 127.03 },
      addressType: 'A02' as const,
      coordType: 'KATECH' as const,
      newAddressExtend: 'N' as const,
      lookups: { address: true, road: false, poi: false },
      radius: 500,
      vehicleType: 5,
      reqLevel: 16,
    };
    const search = writeExploreParams(p);
    expect(search.toString()).toBe('at=37.500000%2C127.030000&type=A02&crs=KATECH&ext=N&radius=500&vt=5&level=16&off=road%2Cpoi');
    expect(parseExploreParams(search)).toEqual(p);
  });

  it('leaves defaults out and keeps unrelated parameters', () => {
    const search = writeExploreParams({ point: undefined, ...DEFAULT_EXPLORE_PARAMS }, new URLSearchParams('tab=x&radius=30'));
    expect(search.toString()).toBe('tab=x');
  });

  it('ignores malformed values', () => {
    const p = parseExploreParams(new URLSearchParams('crs=WGS85&radius=-3&level=14&vt=x&type=Z1&ext=maybe&off=nonsense'));
    expect(p).toEqual({ point: undefined, ...DEFAULT_EXPLORE_PARAMS });
    expect(parseExploreParams(new URLSearchParams('radius=2000')).radius).toBe(100);
    expect(parseExploreParams(new URLSearchParams('radius=250')).radius).toBe(250);
  });
});
