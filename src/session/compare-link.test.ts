import { describe, expect, it } from 'vitest';
import { compareHref, readCompareLink, writeCompareLink, type CompareLink } from './compare-link';

const LINK: CompareLink = {
  operation: 'reverseLabel',
  params: { centerLat: '37.492069', centerLon: '127.024948', reqLevel: '15' },
  left: { profileId: 'local' },
  right: { profileId: 'custom', base: 'http://127.0.0.1:8081' },
  tolerance: 0.5,
  metresTolerance: 3,
};

describe('the Compare URL', () => {
  it('writes a comparison and reads it back', () => {
    const search = writeCompareLink(LINK);
    expect(search.toString()).toBe(
      'op=reverseLabel&p.centerLat=37.492069&p.centerLon=127.024948&p.reqLevel=15&left=local&right=custom&rightBase=http%3A%2F%2F127.0.0.1%3A8081&tol=0.5&mtol=3',
    );
    expect(readCompareLink(search)).toEqual(LINK);
  });

  it('never carries a credential: a parameter named like one is dropped when written and when read', () => {
    const written = writeCompareLink({ ...LINK, params: { ...LINK.params, appKey: 'secret-key', 'app-id': 'secret-app', version: '1' } });
    expect(written.toString()).not.toMatch(/secret|appKey|app-id|version/i);
    const read = readCompareLink(new URLSearchParams('op=reverseLabel&p.lat=1&p.appKey=secret&p.APPKEY=s2&p.subject-id=x'));
    expect(read.params).toEqual({ lat: '1' });
  });

  it('keeps the rest of the query and replaces only its own parameters', () => {
    const base = new URLSearchParams('view=table&op=old&p.stale=1&leftBase=x');
    const out = writeCompareLink(LINK, base);
    expect(out.get('view')).toBe('table');
    expect(out.get('op')).toBe('reverseLabel');
    expect(out.has('p.stale')).toBe(false);
    expect(out.has('leftBase')).toBe(false);
  });

  it('falls back on defaults for what is missing or malformed', () => {
    const read = readCompareLink(new URLSearchParams('left=nowhere&right=custom&rightBase=ftp://x&tol=-1&mtol=abc'));
    expect(read.left).toEqual({ profileId: 'local' });
    expect(read.right).toEqual({ profileId: 'custom', base: '' });
    expect(read.tolerance).toBe(0);
    expect(read.metresTolerance).toBe(0);
    expect(read.operation).toBe('');
  });

  it('is not the share link: its profiles do not switch the tab’s own', () => {
    const out = writeCompareLink(LINK);
    expect(out.has('profile')).toBe(false);
    expect(out.has('base')).toBe(false);
  });

  it('"Compare with…" opens the operation and its parameters with the current profile on the left', () => {
    const href = compareHref('reverseGeocoding', { lat: 37.5, lon: 127, coordType: 'WGS84GEO', appKey: 'k', nested: { a: 1 }, none: undefined }, { profileId: 'custom', base: 'http://h:1' });
    const url = new URL(href, 'http://console');
    expect(url.pathname).toBe('/compare');
    const read = readCompareLink(url.searchParams);
    expect(read.operation).toBe('reverseGeocoding');
    expect(read.params).toEqual({ lat: '37.5', lon: '127', coordType: 'WGS84GEO' });
    expect(read.left).toEqual({ profileId: 'custom', base: 'http://h:1' });
    expect(read.right).toEqual({ profileId: 'local' });
    expect(readCompareLink(new URL(compareHref('postcode', { addr: 'x' }, { profileId: 'local' }), 'http://c').searchParams).right).toEqual({ profileId: 'proxy' });
  });
});
