import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../shared/geometry/distance.ts';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import { formatBunji, LOT_CELL_METRES, lotAt, lotCount, lotPoint, parseBunji } from './lots.ts';
import { buildDemoWorld } from './world-builder.ts';
import type { Region } from './world-types.ts';

const world = buildDemoWorld();
const legal = (code: string): Region => {
  const region = world.index.byCode(code, 'legalDong');
  if (!region) throw new Error(`no legal dong ${code}`);
  return region;
};
const taepyeongno1 = legal('1114010300');
const yeoksam = legal('1168010100');

describe('lotAt', () => {
  it('gives Seoul City Hall a lot of 태평로1가 near it', () => {
    const lot = lotAt(world, taepyeongno1, 126.978, 37.5665);
    expect(lot).not.toBeNull();
    if (!lot) return;
    expect(lot.main).toBeGreaterThan(0);
    expect(lot.sub).toBeGreaterThanOrEqual(0);
    expect(lot.sub).toBeLessThanOrEqual(8);
    expect(distanceMetres([126.978, 37.5665], lot.point)).toBeLessThan(LOT_CELL_METRES);
    expect(pointInMultiPolygon(lot.point[0], lot.point[1], taepyeongno1.geometry)).toBe(true);
  });

  it('numbers lots from the north-west in serpentine order', () => {
    const first = lotPoint(world, yeoksam, 1, 0) ?? firstExisting(yeoksam, 1);
    const all = allLots(yeoksam);
    const north = Math.max(...all.map((l) => l.point[1]));
    expect(north - (first?.[1] ?? 0)).toBeLessThan(LOT_CELL_METRES / 111_320);
    // Along one row, main numbers run west to east, and back on the next row.
    const row = (lat: number) => all.filter((l) => l.sub === 0 && Math.abs(l.point[1] - lat) < 1e-9).sort((a, b) => a.point[0] - b.point[0]);
    const middle = all.find((l) => l.main === Math.floor(lotCount(world, yeoksam) / 2) && l.sub === 0);
    expect(middle).toBeDefined();
    if (!middle) return;
    const mains = row(middle.point[1]).map((l) => l.main);
    const ascending = [...mains].sort((a, b) => a - b);
    expect(mains.join() === ascending.join() || mains.join() === [...ascending].reverse().join()).toBe(true);
  });

  it('is 0 at a lot centre and positive off it', () => {
    const centre = lotPoint(world, yeoksam, 100, 0);
    const corner = lotPoint(world, yeoksam, 100, 1);
    expect(centre).not.toBeNull();
    expect(lotAt(world, yeoksam, centre?.[0] ?? 0, centre?.[1] ?? 0)?.sub).toBe(0);
    if (corner) expect(lotAt(world, yeoksam, corner[0], corner[1])).toMatchObject({ main: 100, sub: 1 });
  });

  it('answers null far from the dong or for a region that is not a legal dong', () => {
    expect(lotAt(world, taepyeongno1, 127.1, 37.5)).toBeNull();
    const admin = world.index.byCode('1114055000');
    if (admin) expect(lotAt(world, admin, 126.978, 37.5665)).toBeNull();
    expect(lotAt(world, taepyeongno1, Number.NaN, 37.5665)).toBeNull();
  });

  it('is the same in every build of the world', () => {
    const other = buildDemoWorld();
    const otherDong = other.index.byCode('1114010300', 'legalDong');
    expect(otherDong && lotAt(other, otherDong, 126.978, 37.5665)).toEqual(lotAt(world, taepyeongno1, 126.978, 37.5665));
  });
});

describe('lotPoint (the inverse)', () => {
  it('round-trips every lot of 태평로1가 and of 역삼동', () => {
    for (const dong of [taepyeongno1, yeoksam]) {
      const lots = allLots(dong);
      expect(lots.length).toBeGreaterThan(lotCount(world, dong));
      for (const { main, sub, point } of lots) {
        expect(lotAt(world, dong, point[0], point[1])).toEqual({ main, sub, point });
        expect(pointInMultiPolygon(point[0], point[1], dong.geometry)).toBe(true);
      }
    }
  });

  it('round-trips points: lotPoint(lotAt(p)) is the lot point, within a cell of p', () => {
    const [w, s, e, n] = world.index.bbox(yeoksam.regionId) ?? [0, 0, 0, 0];
    for (let i = 0; i < 25; i++) {
      for (let j = 0; j < 25; j++) {
        const lon = w + ((i + 0.31) / 25) * (e - w);
        const lat = s + ((j + 0.73) / 25) * (n - s);
        if (!pointInMultiPolygon(lon, lat, yeoksam.geometry)) continue;
        const lot = lotAt(world, yeoksam, lon, lat);
        expect(lot).not.toBeNull();
        if (!lot) continue;
        expect(lotPoint(world, yeoksam, lot.main, lot.sub)).toEqual(lot.point);
        expect(distanceMetres([lon, lat], lot.point)).toBeLessThan(LOT_CELL_METRES);
      }
    }
  });

  it('answers null for lots that do not exist', () => {
    const count = lotCount(world, taepyeongno1);
    expect(count).toBeGreaterThan(10);
    expect(lotPoint(world, taepyeongno1, 0, 0)).toBeNull();
    expect(lotPoint(world, taepyeongno1, count + 1, 0)).toBeNull();
    expect(lotPoint(world, taepyeongno1, 1, 9)).toBeNull();
    expect(lotPoint(world, taepyeongno1, 1.5, 0)).toBeNull();
    const admin = world.index.byCode('1114055000');
    if (admin) expect(lotPoint(world, admin, 1, 0)).toBeNull();
  });
});

describe('bunji text', () => {
  it('formats and parses', () => {
    expect(formatBunji({ main: 31, sub: 0 })).toBe('31');
    expect(formatBunji({ main: 363, sub: 8 })).toBe('363-8');
    expect(parseBunji('363-8')).toEqual({ mountain: false, main: 363, sub: 8 });
    expect(parseBunji(' 31 ')).toEqual({ mountain: false, main: 31, sub: 0 });
    expect(parseBunji('산 12-3')).toEqual({ mountain: true, main: 12, sub: 3 });
    expect(parseBunji('12-')).toBeNull();
    expect(parseBunji('abc')).toBeNull();
  });
});

function allLots(dong: Region) {
  const lots: { main: number; sub: number; point: [number, number] }[] = [];
  const count = lotCount(world, dong);
  for (let main = 1; main <= count; main++) {
    for (let sub = 0; sub <= 8; sub++) {
      const point = lotPoint(world, dong, main, sub);
      if (point) lots.push({ main, sub, point });
    }
  }
  return lots;
}

function firstExisting(dong: Region, main: number) {
  for (let sub = 0; sub <= 8; sub++) {
    const p = lotPoint(world, dong, main, sub);
    if (p) return p;
  }
  return null;
}
