import { describe, expect, it } from 'vitest';
import { ROAD_CODE_TABLES } from '../../shared/contract/code-tables';
import { BRANCH_SEEDS, ROAD_SEEDS } from '../data/road-seeds.ts';
import { distanceMetres } from '../../shared/geometry/distance.ts';
import { mulberry32 } from './hash.ts';
import { measure, pointAt, project, segmentCrossing } from './local-plane.ts';
import { basisNumber } from './road-addresses.ts';
import {
  basisDistance,
  buildDemoRoadNetwork,
  createRoadIndex,
  MAX_LINK_M,
  measuredLine,
  meshId,
  roadCode,
  syntheticNetwork,
} from './road-network.ts';

const network = buildDemoRoadNetwork();
const CITY_HALL = { lon: 126.978, lat: 37.5665 };
const YEOKSAM = { lon: 127.0364, lat: 37.5006 };

describe('the demo road network', () => {
  it('has the real major roads of central Seoul and 강남', () => {
    const names = new Set(network.roads.map((r) => r.name));
    for (const name of [
      '세종대로', '종로', '을지로', '퇴계로', '청계천로', '남대문로', '삼일대로', '율곡로', '사직로', '새문안로',
      '창경궁로', '대학로', '소공로', '한강대로', '테헤란로', '강남대로', '논현로', '언주로', '선릉로', '도산대로',
      '봉은사로', '영동대로', '삼성로', '남부순환로', '인사동길', '명동길',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
    // 태평로 is part of 세종대로 since 2010: no road of that name.
    expect(names.has('태평로')).toBe(false);
    expect(network.roads.length).toBe(ROAD_SEEDS.length + BRANCH_SEEDS.length);
  });

  it('cuts roads into links of at most MAX_LINK_M metres with measured lengths', () => {
    expect(network.links.length).toBeGreaterThan(network.roads.length);
    for (const link of network.links) {
      const length = link.points.slice(1).reduce((sum, p, i) => sum + distanceMetres(link.points[i] ?? p, p), 0);
      expect(link.totalDistance).toBeLessThanOrEqual(MAX_LINK_M + 1);
      expect(Math.abs(link.totalDistance - length)).toBeLessThan(Math.max(2, length * 0.005));
      expect(link.points.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives links stable, unique numeric ids and 8-digit mesh ids of their midpoints', () => {
    const ids = network.links.map((l) => l.linkId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\d{8}$/);
    expect(buildDemoRoadNetwork().links.map((l) => l.linkId)).toEqual(ids);
    for (const link of network.links) {
      expect(link.idxName).toMatch(/^\d{8}$/);
      const line = measure(link.points.map((p) => network.plane.toXY(p)));
      const mid = network.plane.toLonLat(pointAt(line, line.length / 2).xy);
      expect(link.idxName).toBe(meshId(mid[0], mid[1]));
    }
    expect(meshId(126.978, 37.5665)).toBe('05470268');
  });

  it('uses the documented code tables consistently', () => {
    for (const link of network.links) {
      expect(Object.keys(ROAD_CODE_TABLES.roadCategory)).toContain(String(link.roadCategory));
      expect(Object.keys(ROAD_CODE_TABLES.linkFacil)).toContain(String(link.linkFacil));
      expect(link.laneType).toBe(link.oneway === 1 ? 1 : 2);
      expect(link.tollLink).toBe(0);
      expect(link.lanes).toBeGreaterThanOrEqual(1);
      expect([30, 40, 50, 60]).toContain(link.speed);
    }
    expect(network.links.filter((l) => l.roadName.endsWith('길') && !l.roadName.includes('인사동')).every((l) => l.roadCategory === 7)).toBe(true);
  });

  it('marks the tunnels of 사직로 and 율곡로', () => {
    for (const name of ['사직로', '율곡로']) {
      const links = network.links.filter((l) => l.roadName === name);
      const tunnel = links.filter((l) => l.linkFacil === 2);
      expect(tunnel.length, name).toBeGreaterThan(0);
      expect(tunnel.reduce((s, l) => s + l.totalDistance, 0)).toBeGreaterThan(200);
      expect(links.some((l) => l.linkFacil === 0)).toBe(true);
    }
  });

  it('runs 청계천로 on both banks, one way each, in opposite directions', () => {
    const road = network.road('청계천로');
    expect(road?.carriageways.map((c) => c.oneway)).toEqual([true, true]);
    const line = road && measuredLine(network, road);
    const [north, south] = road?.carriageways ?? [];
    if (!line || !north || !south) throw new Error('청계천로 missing');
    const offsetOf = (p: [number, number]): number => project(line, network.plane.toXY(p)).offset;
    expect(offsetOf(north.points[3] ?? [0, 0])).toBeGreaterThan(10);
    expect(offsetOf(south.points[3] ?? [0, 0])).toBeLessThan(-10);
    // Westbound north bank: its first point is east of its last.
    expect((north.points[0] ?? [0, 0])[0]).toBeGreaterThan((north.points.at(-1) ?? [0, 0])[0]);
    expect((south.points[0] ?? [0, 0])[0]).toBeLessThan((south.points.at(-1) ?? [0, 0])[0]);
    for (const link of network.links.filter((l) => l.roadName === '청계천로')) expect([link.oneway, link.laneType]).toEqual([1, 1]);
  });
});

describe('road codes', () => {
  const code = (name: string, district: string): string => {
    const road = network.road(name);
    if (!road) throw new Error(name);
    return roadCode(road.seed, district);
  };

  it('uses the real codes seen in published address records', () => {
    expect(code('세종대로', '11140')).toBe('111402005001');
    expect(code('세종대로', '11110')).toBe('111102005001');
    expect(code('삼일대로', '11110')).toBe('111102100001');
    expect(code('청계천로', '11140')).toBe('111403100021');
    expect(code('테헤란로', '11680')).toBe('116803122010');
    expect(code('강남대로', '11680')).toBe('116802102001');
    expect(code('도산대로', '11680')).toBe('116802122001');
    expect(code('삼성로', '11680')).toBe('116803122005');
  });

  it('marks every other road number as synthetic with a leading 9', () => {
    for (const road of network.roads) {
      const seed = road.seed;
      expect(seed.roadNumber).toMatch(/^\d{7}$/);
      if (!seed.confirmedIn) expect(seed.roadNumber.startsWith('9'), road.name).toBe(true);
      for (const number of Object.values(seed.roadNumberIn ?? {})) expect(number.startsWith('9')).toBe(true);
    }
    expect(code('청계천로', '11110')).toBe('111109000041');
    const numbers = network.roads.map((r) => r.seed.roadNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('side streets named by the 기초번호 rule', () => {
  const sideStreets = network.roads.filter((r) => r.parent !== undefined);

  it('leave the parent at basis number N, odd on the left and even on the right', () => {
    expect(sideStreets.length).toBe(BRANCH_SEEDS.length);
    for (const street of sideStreets) {
      const parent = network.road(street.parent ?? '');
      if (!parent) throw new Error(street.name);
      const number = Number(/(\d+)길$/.exec(street.name)?.[1]);
      expect(street.name).toBe(`${parent.name}${number}길`);
      const line = measuredLine(network, parent);
      const start = project(line, network.plane.toXY(street.line[0] ?? [0, 0]));
      expect(start.distance).toBeLessThan(0.05);
      const away = project(line, network.plane.toXY(street.line[1] ?? [0, 0]));
      const side = away.offset > 0 ? 'left' : 'right';
      expect(basisNumber(parent.startBaseM + start.d, side), street.name).toBe(number);
      expect(basisDistance(number) - parent.startBaseM).toBeCloseTo(start.d, 1);
    }
  });

  it('cross no road but their parent', () => {
    for (const street of sideStreets) {
      const a = street.line.map((p) => network.plane.toXY(p));
      for (const other of network.roads) {
        if (other === street || other.name === street.parent) continue;
        for (const cw of other.carriageways) {
          const b = cw.points.map((p) => network.plane.toXY(p));
          for (let i = 0; i + 1 < a.length; i++) {
            for (let j = 0; j + 1 < b.length; j++) {
              const hit = segmentCrossing(a[i] ?? [0, 0], a[i + 1] ?? [0, 0], b[j] ?? [0, 0], b[j + 1] ?? [0, 0]);
              // Two streets leaving the parent at the same point touch there.
              const sharedStart = hit !== null && i === 0 && hit.t < 1e-6 && other.parent === street.parent;
              expect(hit === null || sharedStart, `${street.name} crosses ${other.name}`).toBe(true);
            }
          }
        }
      }
    }
  });
});

describe('nearest road', () => {
  it('finds 세종대로 at Seoul City Hall', () => {
    const match = network.index.nearest(CITY_HALL.lon, CITY_HALL.lat, 300);
    expect(match?.link.roadName).toBe('세종대로');
    expect(match?.distanceM).toBeGreaterThan(30);
    expect(match?.distanceM).toBeLessThan(120);
  });

  it('finds 테헤란로 at 역삼역', () => {
    const match = network.index.nearest(YEOKSAM.lon, YEOKSAM.lat, 100);
    expect(match?.link.roadName).toBe('테헤란로');
    expect(match?.distanceM).toBeLessThan(5);
  });

  it('gives the foot of the perpendicular on the link and its segment', () => {
    const match = network.index.nearest(126.9835, 37.5713, 200);
    if (!match) throw new Error('no road');
    const { link, point, segmentIndex, distanceM } = match;
    const a = link.points[segmentIndex] ?? [0, 0];
    const b = link.points[segmentIndex + 1] ?? [0, 0];
    const onSegment = distanceMetres(a, point) + distanceMetres(point, b) - distanceMetres(a, b);
    expect(Math.abs(onSegment)).toBeLessThan(0.05);
    expect(distanceM / distanceMetres([126.9835, 37.5713], point)).toBeCloseTo(1, 2);
  });

  it('answers null beyond the radius and for bad input', () => {
    expect(network.index.nearest(126.9885, 37.5525, 50)).toBeNull();
    expect(network.index.nearest(129.075, 35.1798, 1000)).toBeNull();
    expect(network.index.nearest(Number.NaN, 37.5, 100)).toBeNull();
  });

  it('agrees with brute force on many random points', () => {
    const random = mulberry32(2024);
    let found = 0;
    for (let i = 0; i < 2000; i++) {
      const lon = 126.955 + random() * 0.15;
      const lat = 37.46 + random() * 0.135;
      const radius = [30, 100, 300, 1000][i % 4] ?? 100;
      const indexed = network.index.nearest(lon, lat, radius);
      expect(indexed).toEqual(network.index.nearestBrute(lon, lat, radius));
      if (indexed) found++;
    }
    expect(found).toBeGreaterThan(300);
  });

  it('can skip links (the nearest link of another road)', () => {
    const other = network.index.nearest(CITY_HALL.lon, CITY_HALL.lat, 500, (l) => l.roadName !== '세종대로');
    expect(other?.link.roadName).not.toBe('세종대로');
    expect(other).toEqual(network.index.nearestBrute(CITY_HALL.lon, CITY_HALL.lat, 500, (l) => l.roadName !== '세종대로'));
    expect(network.index.byId(other?.link.linkId ?? '')).toBe(other?.link);
  });
});

describe('syntheticNetwork', () => {
  it('is deterministic and has exactly the requested number of segments', () => {
    const a = syntheticNetwork(5003, 1);
    expect(a).toEqual(syntheticNetwork(5003, 1));
    expect(a).not.toEqual(syntheticNetwork(5003, 2));
    expect(a.reduce((n, l) => n + l.points.length - 1, 0)).toBe(5003);
    expect(createRoadIndex(a).segmentCount).toBe(5003);
  });

  it('indexes to the same answers as brute force', () => {
    const index = createRoadIndex(syntheticNetwork(20_000, 3));
    const random = mulberry32(5);
    for (let i = 0; i < 500; i++) {
      const lon = 126.8 + random() * 0.4;
      const lat = 37.42 + random() * 0.28;
      expect(index.nearest(lon, lat, 500)).toEqual(index.nearestBrute(lon, lat, 500));
    }
  });
});
