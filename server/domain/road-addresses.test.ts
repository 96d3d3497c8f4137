import { describe, expect, it } from 'vitest';
import { POI_SEEDS } from '../data/poi-seeds.ts';
import { measure, project } from './local-plane.ts';
import { basisNumber, formatBuildingIndex, generateBuildings, parseBuildingIndex, type Building } from './road-addresses.ts';
import { buildDemoWorld } from './world-builder.ts';

const world = buildDemoWorld();
const { buildings } = world.buildings;
const plane = world.roads.plane;

function projection(b: Building): { d: number; offset: number } {
  const road = world.roads.road(b.roadName);
  if (!road) throw new Error(b.roadName);
  return project(measure(road.line.map((p) => plane.toXY(p))), plane.toXY(b.entrance));
}

describe('basisNumber (기초번호)', () => {
  it('puts odd numbers on the left and even numbers on the right, one pair per 20 m', () => {
    expect([0, 19.9, 20, 39.9, 40, 1085].map((d) => basisNumber(d, 'left'))).toEqual([1, 1, 3, 3, 5, 109]);
    expect([0, 19.9, 20, 39.9, 40, 1085].map((d) => basisNumber(d, 'right'))).toEqual([2, 2, 4, 4, 6, 110]);
  });

  it('is floor(D/10) + 1 moved to the odd number on the left and the even number on the right', () => {
    for (let d = 0; d < 3000; d += 0.7) {
      const n = Math.floor(d / 10) + 1;
      expect(basisNumber(d, 'left')).toBe(n % 2 === 1 ? n : n - 1);
      expect(basisNumber(d, 'right')).toBe(n % 2 === 0 ? n : n + 1);
    }
  });

  it('formats and parses building numbers', () => {
    expect(formatBuildingIndex(95, 0)).toBe('95');
    expect(formatBuildingIndex(95, 11)).toBe('95-11');
    expect(parseBuildingIndex('95-11')).toEqual({ main: 95, sub: 11 });
    expect(parseBuildingIndex(' 110 ')).toEqual({ main: 110, sub: 0 });
    expect(parseBuildingIndex('산 12')).toBeNull();
  });
});

describe('buildings along the roads', () => {
  it('numbers every front building from its entrance: odd on the left, even on the right', () => {
    const fronts = buildings.filter((b) => b.sub === 0 && b.poiId === '');
    expect(fronts.length).toBeGreaterThan(2000);
    let exact = 0;
    for (const b of fronts) {
      const { d, offset } = projection(b);
      expect(b.side).toBe(offset > 0 ? 'left' : 'right');
      expect(b.main % 2).toBe(b.side === 'left' ? 1 : 0);
      const road = world.roads.road(b.roadName);
      const expected = basisNumber((road?.startBaseM ?? 0) + d, b.side);
      // An entrance near a bend may project a little off; never by more than one interval.
      expect(Math.abs(expected - b.main)).toBeLessThanOrEqual(2);
      if (expected === b.main) exact++;
    }
    expect(exact / fronts.length).toBeGreaterThan(0.99);
  });

  it('numbers increase with the distance along each side of each road', () => {
    const groups = new Map<string, Building[]>();
    for (const b of buildings.filter((x) => x.sub === 0)) {
      const key = `${b.roadName}|${b.side}`;
      groups.set(key, [...(groups.get(key) ?? []), b]);
    }
    for (const [key, group] of groups) {
      const byDistance = [...group].sort((a, b) => a.basisM - b.basisM);
      for (let i = 1; i < byDistance.length; i++) {
        expect(byDistance[i]?.main ?? 0, key).toBeGreaterThanOrEqual(byDistance[i - 1]?.main ?? 0);
      }
    }
  });

  it('gives rear buildings the main number of a front building and sub numbers from 1', () => {
    const rear = buildings.filter((b) => b.sub > 0);
    expect(rear.length).toBeGreaterThan(300);
    for (const b of rear) {
      expect(b.buildingIndex).toBe(`${b.main}-${b.sub}`);
      expect(world.buildings.lookup(b.roadName, b.main, b.sub - 1)).toBeDefined();
    }
  });

  it('keeps addresses and keys unique, with 12-digit road codes of the building\'s district', () => {
    const addresses = new Set(buildings.map((b) => `${b.roadName} ${b.buildingIndex}`));
    expect(addresses.size).toBe(buildings.length);
    const keys = new Set(buildings.map((b) => b.roadAddressKey));
    expect(keys.size).toBe(buildings.length);
    for (const b of buildings) {
      expect(b.roadAddressKey).toMatch(/^4\d{9}$/);
      expect(b.roadCode).toMatch(/^\d{12}$/);
      expect(b.roadCode.slice(0, 5)).toBe(b.districtCode.slice(0, 5));
      expect(b.postcode).toMatch(/^\d{5}$/);
      expect(world.index.locate(b.center[0], b.center[1])?.gu_gun.code).toBe(b.districtCode);
    }
  });

  it('gives buildings in the detailed districts their legal dong and lot', () => {
    const detailed = buildings.filter((b) => ['종로구', '중구', '강남구'].includes(b.districtName));
    expect(detailed.length).toBeGreaterThan(0.9 * buildings.length);
    for (const b of detailed) {
      expect(b.legalDongCode).toMatch(/^\d{10}$/);
      expect(b.adminDongCode).toMatch(/^\d{10}$/);
      expect(b.bunji).toMatch(/^\d+(-\d)?$/);
    }
  });

  it('leaves most buildings unnamed and names the POIs that have an address', () => {
    const named = buildings.filter((b) => b.name !== '');
    expect(named.length / buildings.length).toBeLessThan(0.12);
    const fromPois = buildings.filter((b) => b.poiId !== '');
    expect(fromPois.map((b) => b.name).sort()).toEqual(POI_SEEDS.filter((p) => p.road).map((p) => p.name).sort());
    for (const b of named) expect(b.name).not.toContain('"');
  });

  it('puts the landmarks on the right roads and sides', () => {
    const at = (name: string): Building | undefined => buildings.find((b) => b.name === name);
    expect(at('서울특별시청')).toMatchObject({ roadName: '세종대로', buildingIndex: '110', side: 'right', legalDongName: '태평로1가' });
    expect(at('경복궁')).toMatchObject({ roadName: '사직로', side: 'left', districtName: '종로구' });
    expect(at('서울역')).toMatchObject({ roadName: '한강대로', side: 'left', districtName: '중구' });
    expect(at('코엑스')).toMatchObject({ roadName: '영동대로', side: 'left', districtName: '강남구' });
    expect(at('동대문디자인플라자')).toMatchObject({ roadName: '을지로', side: 'left' });
    // The entrance of a large place is at its building line, not at its centre.
    const palace = at('경복궁');
    expect(palace && projection(palace).offset).toBeLessThan(40);
  });

  it('keeps buildings out of the other roads and the river', () => {
    for (const b of buildings) {
      const other = world.roads.index.nearest(b.center[0], b.center[1], 40, (l) => l.roadName !== b.roadName);
      if (other) expect(other.distanceM).toBeGreaterThanOrEqual((world.roads.road(other.link.roadName)?.halfWidthM ?? 0) + 4);
    }
  });

  it('is deterministic', () => {
    // Postcodes are assigned afterwards by the world builder (postcodes.ts).
    expect(generateBuildings(world, world.roads, POI_SEEDS)).toEqual(buildings.map((b) => ({ ...b, postcode: '' })));
  });
});

describe('the address index', () => {
  it('looks up by road name and number', () => {
    expect(world.buildings.lookup('세종대로', 110)?.name).toBe('서울특별시청');
    expect(world.buildings.lookup('세종 대로', 110)?.name).toBe('서울특별시청');
    expect(world.buildings.lookup('세종대로', 111)).toBeUndefined();
    const rear = buildings.find((b) => b.sub === 2);
    expect(rear && world.buildings.lookup(rear.roadName, rear.main, 2)).toBe(rear);
    const road = world.buildings.byRoad('테헤란로');
    expect(road.length).toBeGreaterThan(50);
    expect(road.every((b) => b.roadName === '테헤란로')).toBe(true);
    expect(road.map((b) => b.main)).toEqual([...road.map((b) => b.main)].sort((a, b) => a - b));
  });

  it('finds the nearest building, measured to its entrance-to-centre axis', () => {
    for (const b of buildings.filter((_, i) => i % 50 === 0)) {
      const match = world.buildings.nearestBuilding(b.entrance[0], b.entrance[1], 50);
      expect(match?.distanceM).toBeCloseTo(0, 6);
    }
    const palace = buildings.find((b) => b.name === '경복궁');
    if (!palace) throw new Error('경복궁');
    // Deep inside the palace grounds.
    expect(world.buildings.nearestBuilding(palace.center[0], palace.center[1], 300)?.building).toBe(palace);
  });

  it('respects the radius and the filter', () => {
    expect(world.buildings.nearestBuilding(126.9885, 37.5525, 100)).toBeNull();
    const gangnamOnly = world.buildings.nearestBuilding(126.978, 37.5665, 50_000, (b) => b.districtName === '강남구');
    expect(gangnamOnly?.building.districtName).toBe('강남구');
  });
});
