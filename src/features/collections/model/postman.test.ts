import { describe, expect, it } from 'vitest';
import type { Collection } from './collection';
import { toPostman } from './postman';

const collection: Collection = {
  id: 'c',
  name: 'Smoke',
  createdAt: 0,
  updatedAt: 0,
  calls: [
    {
      id: '1',
      operation: 'reverseGeocoding',
      params: { lat: '37.5665', lon: '126.978', addressType: 'A10', appKey: 'leaked' },
      expectations: [
        { kind: 'status', status: 200 },
        { kind: 'equals', path: 'addressInfo.city_do', value: '서울특별시' },
        { kind: 'near', path: 'addressInfo.lat', lat: 37.5665, lon: 126.978, metres: 50 },
      ],
    },
    { id: '2', operation: 'regionLookup', params: { regionId: '1100000000' }, expectations: [] },
    { id: '3', operation: 'zoneList', params: { page: 1 }, expectations: [] },
    { id: '4', operation: 'subjectList', params: { groupId: 'g1' }, expectations: [] },
  ],
};

describe('Postman export', () => {
  const out = toPostman(collection, 'http://127.0.0.1:8080', { appKey: 'the-real-key' });

  it('is a v2.1 collection with the key as a variable', () => {
    expect(out.info).toEqual({ name: 'Smoke', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' });
    expect(out.variable).toContainEqual({ key: 'appKey', value: '' });
    const text = JSON.stringify(out);
    expect(text).toContain('{{appKey}}');
    expect(text).not.toContain('leaked');
    expect(text).not.toContain('the-real-key');
  });

  it('writes each request with its real method, URL, query and headers', () => {
    const [rev, region, zones, subjects] = out.item;
    expect(rev?.request.method).toBe('GET');
    expect(rev?.request.url).toEqual({
      raw: 'http://127.0.0.1:8080/tmap/geo/reversegeocoding?version=1&lat=37.5665&lon=126.978&addressType=A10&format=json&appKey={{appKey}}',
      protocol: 'http',
      host: ['127', '0', '0', '1'],
      port: '8080',
      path: ['tmap', 'geo', 'reversegeocoding'],
      query: [
        { key: 'version', value: '1' },
        { key: 'lat', value: '37.5665' },
        { key: 'lon', value: '126.978' },
        { key: 'addressType', value: 'A10' },
        { key: 'format', value: 'json' },
        { key: 'appKey', value: '{{appKey}}' },
      ],
    });
    expect(region?.request.url.raw).toBe('http://127.0.0.1:8080/tmap/geofencing/regions/1100000000?version=1&format=json&appKey={{appKey}}');
    expect(zones?.request.header).toContainEqual({ key: 'appKey', value: '{{appKey}}' });
    expect(subjects?.request.header).toEqual(
      expect.arrayContaining([
        { key: 'appKey', value: '{{appKey}}' },
        { key: 'app-id', value: '{{appId}}' },
        { key: 'group-id', value: 'g1' },
      ]),
    );
  });

  it('turns expectations into pm.test scripts that run', () => {
    const exec = out.item[0]?.event?.[0]?.script.exec ?? [];
    expect(exec.filter((l) => l.startsWith('pm.test(')).length).toBe(3);
    // Run the script against a fake pm: each test passes on a matching body.
    const results: [string, boolean][] = [];
    const body = { addressInfo: { city_do: '서울특별시', lat: '37.5666', lon: '126.978' } };
    const expectFn = (v: unknown) => ({
      to: {
        eql: (e: unknown) => {
          if (v !== e) throw new Error('not equal');
        },
        not: { equal: (e: unknown) => void (v === e && (() => { throw new Error('equal'); })()) },
        be: { at: { most: (m: number) => void ((v as number) > m && (() => { throw new Error('far'); })()) } },
      },
    });
    const pm = {
      test: (name: string, fn: () => void) => {
        try {
          fn();
          results.push([name, true]);
        } catch {
          results.push([name, false]);
        }
      },
      expect: expectFn,
      response: { json: () => body, to: { have: { status: (s: number) => void (s !== 200 && (() => { throw new Error('status'); })()) } } },
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the exported script text is the point of this test
    new Function('pm', exec.join('\n'))(pm);
    expect(results).toEqual([
      ['status 200', true],
      ['addressInfo.city_do = 서울특별시', true],
      ['addressInfo.lat within 50 m', true],
    ]);
  });

  it('writes a custom base URL’s path prefix', () => {
    const custom = toPostman(collection, 'https://gw.example.com/sk', {});
    expect(custom.item[0]?.request.url.raw).toMatch(/^https:\/\/gw\.example\.com\/sk\/tmap\/geo\/reversegeocoding\?/);
  });
});
