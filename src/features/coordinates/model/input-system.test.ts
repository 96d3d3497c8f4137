import { describe, expect, it } from 'vitest';
import { readIn } from './input-system';

const UTM_51N = '+proj=utm +zone=51 +datum=WGS84 +units=m +no_defs';

describe('reading an input in a system', () => {
  it('reads UTM-K metres (juso.go.kr) as the point they are', () => {
    // Seoul City Hall in EPSG:5179 (see local-systems.test.ts), in the service's lat = y convention.
    const r = readIn('EPSG:5179', { lat: 1952032.080979087, lon: 953901.1653121522 }, undefined);
    expect(r.ok && r.wgs84.lat).toBeCloseTo(37.5665, 7);
    expect(r.ok && r.wgs84.lon).toBeCloseTo(126.978, 7);
  });

  it('refuses degrees for a metre system and points that land outside Korea, saying why', () => {
    const degrees = readIn('EPSG:5179', { lat: 37.5, lon: 127 }, undefined);
    expect(degrees.ok ? '' : degrees.problem.rule).toBe('crs.localDegrees');
    const far = readIn('EPSG:32652', { lat: 100_000, lon: 500_000 }, undefined);
    expect(far.ok ? '' : far.problem.rule).toBe('crs.outsideKorea');
  });

  it('reads the user’s own system with its definition, and says so when none is saved', () => {
    const own = readIn('custom', { lat: 4_160_000, lon: 850_000 }, UTM_51N);
    expect(own.ok).toBe(true);
    const none = readIn('custom', { lat: 4_160_000, lon: 850_000 }, undefined);
    expect(none.ok ? '' : none.problem.rule).toBe('crs.noDefinition');
  });

  it('keeps the service systems’ own plausibility rules', () => {
    expect(readIn('KATECH', { lat: 552074.35, lon: 309911.68 }, undefined).ok).toBe(true);
    expect(readIn('KATECH', { lat: 37.5, lon: 127 }, undefined).ok).toBe(false);
  });
});
