import { describe, expect, it } from 'vitest';
import { readAdminDongFeature, spacedDistrictName } from './admin-dong-feature.ts';
import { signedRingArea } from '../../shared/geometry/area.ts';

const square = [[127.0, 37.0], [127.0, 37.01], [127.01, 37.01], [127.01, 37.0], [127.0, 37.0]];

function feature(props: Record<string, unknown> = {}, geometry: unknown = { type: 'Polygon', coordinates: [square] }) {
  return {
    type: 'Feature',
    properties: {
      adm_nm: '서울특별시 종로구 사직동',
      adm_cd2: '1111053000',
      sgg: '11110',
      sido: '11',
      sidonm: '서울특별시',
      sggnm: '종로구',
      adm_cd: '11010530',
      ...props,
    },
    geometry,
  };
}

describe('readAdminDongFeature', () => {
  it('reads codes and names, and normalises the geometry to a counter-clockwise MultiPolygon', () => {
    const result = readAdminDongFeature(feature());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.dong).toMatchObject({
      code: '1111053000',
      name: '사직동',
      fullName: '서울특별시 종로구 사직동',
      districtCode: '11110',
      districtName: '종로구',
      provinceCode: '11',
      provinceName: '서울특별시',
      statisticsCode: '11010530',
    });
    expect(result.dong.geometry).toHaveLength(1);
    expect(signedRingArea(result.dong.geometry[0]![0]!)).toBeGreaterThan(0);
  });

  it('writes a 구 of a 시 with its space, as the service does, in the district and the full name', () => {
    const result = readAdminDongFeature(feature({ adm_nm: '경기도 성남시중원구 성남동', adm_cd2: '4113352000', sgg: '41133', sido: '41', sidonm: '경기도', sggnm: '성남시중원구' }));
    expect(result.ok && result.dong).toMatchObject({ districtName: '성남시 중원구', fullName: '경기도 성남시 중원구 성남동', name: '성남동' });
    expect(['창원시마산합포구', '시흥시', '서귀포시', '종로구', '수원시 장안구', '고양시덕양구'].map(spacedDistrictName)).toEqual([
      '창원시 마산합포구',
      '시흥시',
      '서귀포시',
      '종로구',
      '수원시 장안구',
      '고양시 덕양구',
    ]);
  });

  it('takes the KOSTAT code from adm_cd8 or a 7-digit adm_cd of older files', () => {
    const older = readAdminDongFeature(feature({ adm_cd: '1101053', adm_cd8: '11010530' }));
    expect(older.ok && older.dong.statisticsCode).toBe('11010530');
    const oldest = readAdminDongFeature(feature({ adm_cd: '1101053' }));
    expect(oldest.ok && oldest.dong.statisticsCode).toBe('1101053');
    const none = readAdminDongFeature(feature({ adm_cd: undefined }));
    expect(none.ok && 'statisticsCode' in none.dong).toBe(false);
  });

  it('accepts integer codes and extra spaces in names', () => {
    const result = readAdminDongFeature(feature({ adm_cd2: 1111053000, sgg: 11110, sido: 11, adm_nm: ' 서울특별시  종로구 사직동 ' }));
    expect(result.ok && result.dong).toMatchObject({ code: '1111053000', fullName: '서울특별시 종로구 사직동', name: '사직동' });
  });

  it('drops degenerate parts but keeps the rest', () => {
    const sliver = [[127.1, 37.1], [127.1, 37.1], [127.1000001, 37.1], [127.1, 37.1]];
    const result = readAdminDongFeature(feature({}, { type: 'MultiPolygon', coordinates: [[square], [sliver]] }));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.dong.geometry).toHaveLength(1);
      expect(result.droppedRings).toBe(1);
    }
  });

  it.each([
    [{ adm_cd2: undefined }, 'adm_cd2 is missing'],
    [{ adm_cd2: '11110530' }, 'adm_cd2 "11110530" is not a 10-digit code'],
    [{ adm_cd2: '111105300X' }, 'is not a 10-digit code'],
    [{ sgg: '11140' }, 'adm_cd2 1111053000 does not start with sgg 11140'],
    [{ sido: '26' }, 'sgg 11110 does not start with sido 26'],
    [{ adm_nm: '' }, 'adm_nm is missing'],
    [{ adm_nm: '사직동' }, 'is not "시도 시군구 행정동"'],
    [{ sggnm: null }, 'sggnm is missing'],
    [{ sidonm: 11 }, 'sidonm is missing'],
  ])('says what is wrong with the properties %j', (props, reason) => {
    const result = readAdminDongFeature(feature(props));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it.each([
    [null, 'no geometry'],
    [{ type: 'Point', coordinates: [127, 37] }, 'is not Polygon or MultiPolygon'],
    [{ type: 'Polygon', coordinates: [[[127, 37], [127.1, 37]]] }, 'no polygon with an area'],
    [{ type: 'Polygon', coordinates: [[[127, 37], ['127.1', 37], [127.1, 37.1], [127, 37]]] }, 'not two finite numbers'],
    [{ type: 'Polygon', coordinates: [[[37, 127], [37.1, 127], [37.1, 127.1], [37, 127]]] }, 'is not WGS84'],
    [{ type: 'MultiPolygon', coordinates: [] }, 'no polygon'],
  ])('says what is wrong with the geometry %j', (geometry, reason) => {
    const result = readAdminDongFeature(feature({}, geometry));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('rejects what is not a feature', () => {
    expect(readAdminDongFeature(null)).toEqual({ ok: false, reason: 'not a GeoJSON feature object' });
    expect(readAdminDongFeature({ type: 'Feature', geometry: null })).toEqual({ ok: false, reason: 'no properties' });
  });
});
