import { describe, expect, it } from 'vitest';
import {
  regionLookupParamsSchema,
  regionLookupResponseSchema,
  regionSearchParamsSchema,
  regionSearchResponseSchema,
} from './geofencing';

describe('regions search response', () => {
  it('parses the documented body', () => {
    const body = {
      searchRegionsInfo: [
        {
          regionInfo: {
            regionId: '22805',
            regionName: '역삼동',
            category: 'adminDong',
            parentId: '120910',
            description: '경기도 용인시 처인구 역삼동',
            properties: { guName: '용인시 처인구', doName: '경기도', viewName: '' },
          },
        },
      ],
    };
    const parsed = regionSearchResponseSchema.parse(body);
    expect(parsed.searchRegionsInfo[0]?.regionInfo.regionId).toBe('22805');
    expect(parsed.searchRegionsInfo[0]?.regionInfo.properties?.viewName).toBe('');
  });

  it('parses a gu_gun result and a single element as decoded from XML', () => {
    const body = {
      searchRegionsInfo: {
        regionInfo: {
          regionId: '120822',
          regionName: '강남구',
          category: 'gu_gun',
          parentId: '21000',
          description: '서울특별시 강남구',
          properties: { guName: '강남구', doName: '서울특별시', viewName: 0 },
        },
      },
    };
    const parsed = regionSearchResponseSchema.parse(body);
    expect(parsed.searchRegionsInfo).toHaveLength(1);
    expect(parsed.searchRegionsInfo[0]?.regionInfo.parentId).toBe('21000');
  });

  it('requires regionId, regionName and category', () => {
    expect(
      regionSearchResponseSchema.safeParse({ searchRegionsInfo: [{ regionInfo: { regionName: '역삼동', category: 'adminDong' } }] })
        .success,
    ).toBe(false);
  });
});

describe('regions search params', () => {
  it('accepts the documented KEYWORD request', () => {
    const parsed = regionSearchParamsSchema.parse({
      version: '1',
      page: '1',
      count: '5',
      categories: 'city_do',
      searchType: 'KEYWORD',
      searchKeyword: '서울',
      resCoordType: 'WGS84GEO',
      reqCoordType: 'WGS84GEO',
      appKey: '<API_KEY>',
    });
    expect(parsed).toEqual({
      page: 1,
      count: 5,
      categories: 'city_do',
      searchType: 'KEYWORD',
      searchKeyword: '서울',
      resCoordType: 'WGS84GEO',
      reqCoordType: 'WGS84GEO',
    });
  });

  it('accepts a COORDINATES request', () => {
    const parsed = regionSearchParamsSchema.parse({
      categories: 'adminDong',
      searchType: 'COORDINATES',
      reqLat: '37.5',
      reqLon: '127.03',
    });
    expect(parsed.searchType === 'COORDINATES' && parsed.reqLat).toBe(37.5);
  });

  it('rejects missing or unknown categories and searchType, missing search inputs and count over 200', () => {
    const base = { categories: 'gu_gun', searchType: 'KEYWORD', searchKeyword: '강남' };
    expect(regionSearchParamsSchema.safeParse(base).success).toBe(true);
    expect(regionSearchParamsSchema.safeParse({ ...base, categories: 'SIGUNP' }).success).toBe(false);
    expect(regionSearchParamsSchema.safeParse({ ...base, categories: 'gugun' }).success).toBe(false);
    expect(regionSearchParamsSchema.safeParse({ searchType: 'KEYWORD', searchKeyword: '강남' }).success).toBe(false);
    expect(regionSearchParamsSchema.safeParse({ categories: 'gu_gun', searchKeyword: '강남' }).success).toBe(false);
    expect(regionSearchParamsSchema.safeParse({ ...base, searchType: 'NAME' }).success).toBe(false);
    expect(regionSearchParamsSchema.safeParse({ categories: 'gu_gun', searchType: 'KEYWORD' }).success).toBe(false);
    expect(regionSearchParamsSchema.safeParse({ categories: 'gu_gun', searchType: 'COORDINATES', reqLat: '37.5' }).success).toBe(
      false,
    );
    expect(regionSearchParamsSchema.safeParse({ ...base, count: '200' }).success).toBe(true);
    expect(regionSearchParamsSchema.safeParse({ ...base, count: '201' }).success).toBe(false);
    expect(regionSearchParamsSchema.safeParse({ ...base, resCoordType: 'WGS84' }).success).toBe(false);
  });
});

describe('region lookup', () => {
  it('parses the FeatureCollection with a Polygon', () => {
    const body = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [127.0397971, 37.5358249],
                [127.0460019, 37.5342731],
                [127.0521, 37.5301],
                [127.0397971, 37.5358249],
              ],
            ],
          },
        },
      ],
    };
    const parsed = regionLookupResponseSchema.parse(body);
    const geometry = parsed.features[0]?.geometry;
    expect(geometry?.type).toBe('Polygon');
    if (geometry?.type === 'Polygon') expect(geometry.coordinates[0]?.[0]).toEqual([127.0397971, 37.5358249]);
  });

  it('parses a MultiPolygon with the region properties, viewName "" included', () => {
    const body = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: {
            type: 'MultiPolygon',
            coordinates: [
              [[[126.1, 37.1], [126.2, 37.1], [126.2, 37.2], [126.1, 37.1]]],
              [[['126.3', '37.3'], ['126.4', '37.3'], ['126.4', '37.4'], ['126.3', '37.3']]],
            ],
          },
          properties: {
            regionId: '22805',
            regionName: '역삼동',
            category: 'adminDong',
            parentId: '120910',
            description: '경기도 용인시 처인구 역삼동',
            guName: '용인시 처인구',
            doName: '경기도',
            viewName: '',
          },
        },
      ],
    };
    const parsed = regionLookupResponseSchema.parse(body);
    const geometry = parsed.features[0]?.geometry;
    if (geometry?.type !== 'MultiPolygon') throw new Error('expected a MultiPolygon');
    expect(geometry.coordinates[1]?.[0]?.[0]).toEqual([126.3, 37.3]);
    expect(parsed.features[0]?.properties?.regionName).toBe('역삼동');
  });

  it('accepts the Point type of the field table', () => {
    const body = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [127, 37.5] } }] };
    expect(regionLookupResponseSchema.safeParse(body).success).toBe(true);
  });

  it('rejects another collection type, unknown geometry and short positions', () => {
    const feature = { type: 'Feature', geometry: { type: 'Polygon', coordinates: [[[127, 37.5]]] } };
    expect(regionLookupResponseSchema.safeParse({ type: 'Feature', features: [feature] }).success).toBe(false);
    expect(
      regionLookupResponseSchema.safeParse({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: { type: 'Circle', coordinates: [127, 37.5] } }],
      }).success,
    ).toBe(false);
    expect(
      regionLookupResponseSchema.safeParse({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [[[127]]] } }],
      }).success,
    ).toBe(false);
  });

  it('checks its params', () => {
    expect(regionLookupParamsSchema.parse({ regionId: '121011', version: '1', format: 'json' })).toEqual({ regionId: '121011' });
    expect(regionLookupParamsSchema.parse({ regionId: '121011', resCoordType: 'EPSG3857' }).resCoordType).toBe('EPSG3857');
    expect(regionLookupParamsSchema.safeParse({}).success).toBe(false);
    expect(regionLookupParamsSchema.safeParse({ regionId: '121011', resCoordType: 'GOOGLE' }).success).toBe(false);
  });
});
