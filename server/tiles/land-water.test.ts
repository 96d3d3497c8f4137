import { describe, expect, it } from 'vitest';
import { isAtSea } from './land-water.ts';

describe('isAtSea (the basemap\'s land and sea)', () => {
  it('is true in the seas around Korea', () => {
    for (const [lat, lon] of [
      [34.3, 126.5], // between the islands off 해남 and 진도
      [37.5, 130], // the East Sea
      [36, 125], // the Yellow Sea
      [33.0, 127.5], // south of 제주
    ] as const) {
      expect(isAtSea(lon, lat), `${lat},${lon}`).toBe(true);
    }
  });

  it('is false on land, islands and the Han river included', () => {
    for (const [lat, lon] of [
      [37.5665, 126.978], // Seoul City Hall
      [35.1798, 129.075], // Busan City Hall
      [37.697, 127.888], // 홍천
      [33.5, 126.53], // 제주
      [37.517, 126.99], // the Han river: land to Natural Earth's 1:10m coast
      [35.68, 139.76], // Tokyo, outside the basemap's box: not known to be sea
    ] as const) {
      expect(isAtSea(lon, lat), `${lat},${lon}`).toBe(false);
    }
  });
});
