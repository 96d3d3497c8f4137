import { describe, expect, it } from 'vitest';
import {
  bearingDegrees,
  circleRing,
  closestPointOnLine,
  destinationPoint,
  distanceMetres,
  distanceToEdgesMetres,
  METRES_PER_DEGREE_LAT,
  metresPerDegreeLon,
} from './distance.ts';

const CITY_HALL: [number, number] = [126.9779692, 37.5662952];
const GANGNAM_STATION: [number, number] = [127.027621, 37.497942];

describe('distance and bearing on the ground', () => {
  it('measures Seoul City Hall to Gangnam station along the great circle', () => {
    // 8.77 km, as any web map measures it on the mean-radius sphere.
    expect(distanceMetres(CITY_HALL, GANGNAM_STATION)).toBeCloseTo(8771.39, 1);
    expect(distanceMetres(GANGNAM_STATION, CITY_HALL)).toBeCloseTo(8771.39, 1);
    expect(distanceMetres(CITY_HALL, CITY_HALL)).toBe(0);
    // Heading south-south-east, and back north-north-west.
    expect(bearingDegrees(CITY_HALL, GANGNAM_STATION)).toBeCloseTo(150.04, 2);
    expect(bearingDegrees(GANGNAM_STATION, CITY_HALL)).toBeCloseTo(330.07, 1);
  });

  it('gives the four compass bearings and a degree of latitude', () => {
    const o: [number, number] = [127, 37.5];
    expect(bearingDegrees(o, [127, 37.6])).toBeCloseTo(0, 6);
    expect(bearingDegrees(o, [127.1, 37.5])).toBeCloseTo(90, 1);
    expect(bearingDegrees(o, [127, 37.4])).toBeCloseTo(180, 6);
    expect(bearingDegrees(o, [126.9, 37.5])).toBeCloseTo(270, 1);
    expect(distanceMetres([127, 37], [127, 38])).toBeCloseTo(METRES_PER_DEGREE_LAT, 3);
    expect(METRES_PER_DEGREE_LAT).toBeCloseTo(111_195.08, 1);
    expect(metresPerDegreeLon(60)).toBeCloseTo(METRES_PER_DEGREE_LAT / 2, 6);
  });

  it('agrees with the fast plane form to under a millimetre per kilometre at city scale', () => {
    const [a, b] = [CITY_HALL, [127.0, 37.55] as [number, number]];
    const planar = Math.hypot((b[0] - a[0]) * metresPerDegreeLon((a[1] + b[1]) / 2), (b[1] - a[1]) * METRES_PER_DEGREE_LAT);
    const exact = distanceMetres(a, b);
    expect(Math.abs(planar - exact) / (exact / 1000)).toBeLessThan(0.001);
  });

  it('walks to a destination and draws a circle at the radius', () => {
    const there = destinationPoint(CITY_HALL, 8771.39, 150.04);
    expect(distanceMetres(there, GANGNAM_STATION)).toBeLessThan(1);
    const ring = circleRing(CITY_HALL, 500, 72);
    expect(ring).toHaveLength(73);
    expect(ring[72]).toEqual(ring[0]);
    for (const p of ring) expect(distanceMetres(CITY_HALL, p)).toBeCloseTo(500, 6);
    // Due north first, then counter-clockwise (west before east).
    const b0 = bearingDegrees(CITY_HALL, ring[0]!);
    expect(Math.min(b0, 360 - b0)).toBeCloseTo(0, 6);
    expect(bearingDegrees(CITY_HALL, ring[18]!)).toBeCloseTo(270, 1);
  });

  it('finds the foot of a point on a polyline and the distance to polygon edges', () => {
    const line: [number, number][] = [[127, 37.5], [127.002, 37.5], [127.002, 37.502]];
    const foot = closestPointOnLine([127.001, 37.5005], line);
    expect(foot?.point[0]).toBeCloseTo(127.001, 9);
    expect(foot?.point[1]).toBeCloseTo(37.5, 9);
    expect(foot?.distanceM).toBeCloseTo(0.0005 * METRES_PER_DEGREE_LAT, 3);
    // Beyond the end, the end point.
    expect(closestPointOnLine([127.01, 37.5], line.slice(0, 2))?.point).toEqual([127.002, 37.5]);
    expect(closestPointOnLine([127, 37.5], [])).toBeUndefined();

    const tiny = [[[[127, 37.5], [127.001, 37.5], [127.001, 37.501], [127, 37.501], [127, 37.5]]]] as const;
    // The nearest edges of this 88 × 111 m box are its east and west sides, 44 m away.
    expect(distanceToEdgesMetres([127.0005, 37.5005], tiny)).toBeCloseTo(0.0005 * metresPerDegreeLon(37.5005), 6);
  });
});
