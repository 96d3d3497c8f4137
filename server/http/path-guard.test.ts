import { describe, it, expect } from 'vitest';
import { isOddPath, requestTarget } from './path-guard';

describe('isOddPath', () => {
  it('accepts ordinary paths and leaves the query alone', () => {
    for (const p of ['/', '/tmap/geo/reversegeocoding?lat=1&x=%2F..', '/assets/index-abc.js', '/zones/a.b', '/%EC%A4%91']) {
      expect(isOddPath(p)).toBe(false);
    }
  });

  it('refuses dot segments, backslashes, encoded slashes and bad escapes', () => {
    for (const p of [
      '/tmap/../etc/passwd',
      '/tmap/./geo',
      '/..',
      '/tmap/%2e%2E/x',
      '/tmap%2Fgeo',
      '/tmap%2fgeo',
      '/a%5Cb',
      '/a\\b',
      '/a%00b',
      '/a%zz',
    ]) {
      expect(isOddPath(p)).toBe(true);
    }
  });
});

describe('requestTarget', () => {
  it('cuts scheme and host', () => {
    expect(requestTarget('http://localhost:8080/a%2Fb?x=1')).toBe('/a%2Fb?x=1');
    expect(requestTarget('http://localhost')).toBe('/');
  });
});
