import { describe, expect, it } from 'vitest';
import { blockedOriginOf, findViolation, type CspViolation } from './csp-violations';

describe('blockedOriginOf', () => {
  it('keeps only the origin of a blocked URL, so a key in its query is never stored', () => {
    expect(blockedOriginOf('https://gw.example.com:8443/tmap/geo/coordconvert?appKey=secret&lat=1')).toBe('https://gw.example.com:8443');
  });
  it('ignores keywords that are not URLs', () => {
    expect(blockedOriginOf('inline')).toBeUndefined();
    expect(blockedOriginOf('eval')).toBeUndefined();
    expect(blockedOriginOf('data:image/png;base64,AAAA')).toBeUndefined();
  });
});

describe('findViolation', () => {
  const list: CspViolation[] = [
    { blockedOrigin: 'https://a.example', directive: 'connect-src', at: 100 },
    { blockedOrigin: 'https://tiles.example', directive: 'img-src', at: 200 },
    { blockedOrigin: 'https://a.example', directive: 'connect-src', at: 300 },
  ];
  it('finds the latest connect-src violation for the origin since a time', () => {
    expect(findViolation(list, 'https://a.example', 150)?.at).toBe(300);
    expect(findViolation(list, 'https://a.example', 301)).toBeUndefined();
  });
  it('does not count another directive or another origin', () => {
    expect(findViolation(list, 'https://tiles.example', 0)).toBeUndefined();
    expect(findViolation(list, 'https://b.example', 0)).toBeUndefined();
  });
});
