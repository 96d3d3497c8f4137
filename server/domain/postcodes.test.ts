import { describe, expect, it } from 'vitest';
import { createPostcodeGrid, DISTRICT_POSTCODE_RANGES } from './postcodes';
import { buildRegionWorld } from './world-builder';
import { DETAILED_DISTRICTS } from '../data/seoul-dong-seeds';
import { SEOUL, SEOUL_DISTRICTS, SEOUL_OUTLINE } from '../data/seoul-seeds';

const world = buildRegionWorld({ city: SEOUL, cityOutline: SEOUL_OUTLINE, districts: SEOUL_DISTRICTS, detailed: DETAILED_DISTRICTS });
const grid = createPostcodeGrid(world);

describe('postcodes by area', () => {
  it('gives each district\'s centre a code in its real range, the same every time', () => {
    for (const d of world.regions.filter((r) => r.category === 'gu_gun')) {
      const [from, to] = DISTRICT_POSTCODE_RANGES[d.code.slice(0, 5)]!;
      const code = grid.at(d.center[0], d.center[1]);
      expect(code, d.name).toMatch(/^\d{5}$/);
      expect(Number(code)).toBeGreaterThanOrEqual(from);
      expect(Number(code)).toBeLessThanOrEqual(to);
      expect(createPostcodeGrid(world).at(d.center[0], d.center[1])).toBe(code);
    }
    expect(grid.at(126.978, 37.5667)).toMatch(/^045\d\d$/); // 중구, City Hall
  });

  it('shares a code within a cell and changes it ~1 km away; nothing outside the world', () => {
    expect(grid.at(127.0365, 37.5005)).toBe(grid.at(127.03651, 37.50051));
    expect(grid.at(127.0365, 37.5005)).not.toBe(grid.at(127.0365, 37.51));
    expect(grid.at(129.0, 35.1)).toBe('');
  });
});
