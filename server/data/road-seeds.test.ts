import { describe, expect, it } from 'vitest';
import { ROAD_CODE_TABLES } from '../../shared/contract/code-tables';
import { distanceMetres } from '../../shared/geometry/distance.ts';
import { pointInRing } from '../../shared/geometry/point-in-polygon.ts';
import { POI_CATEGORIES, POI_SEEDS } from './poi-seeds.ts';
import { BRANCH_SEEDS, ROAD_SEEDS } from './road-seeds.ts';
import { SEOUL_OUTLINE } from './seoul-seeds.ts';

describe('road seeds', () => {
  it('have unique names, 7-digit road numbers and known codes', () => {
    expect(new Set(ROAD_SEEDS.map((s) => s.name)).size).toBe(ROAD_SEEDS.length);
    for (const seed of ROAD_SEEDS) {
      expect(seed.roadNumber, seed.name).toMatch(/^\d{7}$/);
      expect(Object.keys(ROAD_CODE_TABLES.roadCategory)).toContain(String(seed.category));
      for (const f of seed.facilities ?? []) {
        expect(Object.keys(ROAD_CODE_TABLES.linkFacil)).toContain(String(f.code));
        expect(f.toM).toBeGreaterThan(f.fromM);
      }
      for (const district of seed.confirmedIn ?? []) expect(['11110', '11140', '11680']).toContain(district);
    }
  });

  it('lie inside Seoul, with distinct consecutive vertices a sensible distance apart', () => {
    for (const seed of ROAD_SEEDS) {
      seed.line.forEach((p, i) => {
        expect(pointInRing(p[0], p[1], SEOUL_OUTLINE), `${seed.name} #${i}`).toBe(true);
        const prev = seed.line[i - 1];
        if (prev) {
          const d = distanceMetres(prev, p);
          expect(d, `${seed.name} #${i}`).toBeGreaterThan(20);
          expect(d, `${seed.name} #${i}`).toBeLessThan(1200);
        }
      });
    }
  });

  it('derive side streets only from roads that exist', () => {
    const names = new Set(ROAD_SEEDS.map((s) => s.name));
    for (const b of BRANCH_SEEDS) expect(names.has(b.parent), b.parent).toBe(true);
    expect(new Set(BRANCH_SEEDS.map((b) => `${b.parent}${b.number}`)).size).toBe(BRANCH_SEEDS.length);
  });
});

describe('POI seeds', () => {
  it('have unique numeric ids and names, known categories, and positions in Seoul', () => {
    expect(new Set(POI_SEEDS.map((p) => p.id)).size).toBe(POI_SEEDS.length);
    expect(new Set(POI_SEEDS.map((p) => p.name)).size).toBe(POI_SEEDS.length);
    for (const poi of POI_SEEDS) {
      expect(poi.id).toMatch(/^\d+$/);
      expect(Object.keys(POI_CATEGORIES)).toContain(poi.category);
      expect(pointInRing(poi.position[0], poi.position[1], SEOUL_OUTLINE)).toBe(true);
      expect(poi.name).not.toContain('"');
    }
  });

  it('sit near the road of their address', () => {
    for (const poi of POI_SEEDS) {
      if (!poi.road) continue;
      const road = ROAD_SEEDS.find((s) => s.name === poi.road);
      expect(road, poi.name).toBeDefined();
      const nearest = Math.min(...(road?.line ?? []).map((p) => distanceMetres(p, poi.position)));
      expect(nearest, poi.name).toBeLessThan(700);
    }
  });
});
