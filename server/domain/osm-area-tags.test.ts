import { describe, expect, it } from 'vitest';
import { areaClass, isMultipolygon } from './osm-area-tags';

describe('areaClass', () => {
  it('reads the water kind from water=*, then waterway, natural and landuse', () => {
    expect(areaClass({ natural: 'water', water: 'river' })).toEqual({ layer: 'water', kind: 'river' });
    expect(areaClass({ natural: 'water', water: 'pond' })).toEqual({ layer: 'water', kind: 'lake' });
    expect(areaClass({ water: 'lagoon' })).toEqual({ layer: 'water', kind: 'water' });
    expect(areaClass({ waterway: 'riverbank' })).toEqual({ layer: 'water', kind: 'river' });
    expect(areaClass({ natural: 'water' })).toEqual({ layer: 'water', kind: 'water' });
    expect(areaClass({ landuse: 'reservoir' })).toEqual({ layer: 'water', kind: 'reservoir' });
    expect(areaClass({ natural: 'coastline' })).toEqual({ layer: 'water', kind: 'coastline' });
  });

  it('takes any building value but no, and prefers water when both', () => {
    expect(areaClass({ building: 'yes' })).toEqual({ layer: 'buildings' });
    expect(areaClass({ building: 'apartments' })).toEqual({ layer: 'buildings' });
    expect(areaClass({ building: 'no' })).toBeNull();
    expect(areaClass({ building: 'yes', natural: 'water' })).toEqual({ layer: 'water', kind: 'water' });
  });

  it('keeps nothing else', () => {
    expect(areaClass({ highway: 'primary' })).toBeNull();
    expect(areaClass({ waterway: 'river' })).toBeNull();
    expect(areaClass({ water: 'no' })).toBeNull();
    expect(isMultipolygon({ type: 'multipolygon' })).toBe(true);
    expect(isMultipolygon({ type: 'route' })).toBe(false);
  });
});
