import { describe, it, expect, afterEach } from 'vitest';
import { COORD_TYPES } from '../shared/contract/common';
import { isAtSeaMessage } from '../shared/contract/envelopes';
import { convert } from '../shared/crs/convert';
import { makeTestApp, rgQuery, stubWorld, type TestApp } from './testing/test-app';
import { expectTmapError } from './testing/tmap-requests';

let t: TestApp;
afterEach(() => t.close());

const MISSING = { error: { id: '400', category: 'tmap', code: '9401', message: '필수 파라메터가 없습니다.' } };

describe('GET /tmap/geo/reversegeocoding', () => {
  it('answers addressInfo from the world with the documented defaults', async () => {
    t = makeTestApp();
    const res = await t.get(rgQuery());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    const body = (await res.json()) as { addressInfo: Record<string, string> };
    expect(body.addressInfo.adminDongCode).toBe('1114055000');
    expect(t.calls).toEqual([{ lon: 126.9869, lat: 37.5636, addressType: 'A10', newAddressExtend: 'N' }]);
  });

  it('passes addressType and newAddressExtend through', async () => {
    t = makeTestApp();
    await t.get(rgQuery({ addressType: 'A02', newAddressExtend: 'Y', coordType: 'WGS84GEO' }));
    expect(t.calls[0]).toMatchObject({ addressType: 'A02', newAddressExtend: 'Y' });
  });

  it('converts EPSG3857 input to degrees', async () => {
    t = makeTestApp();
    // Seoul City Hall, 126.978 E 37.5665 N, in spherical Mercator metres.
    const res = await t.get(rgQuery({ coordType: 'EPSG3857', lon: '14135126.302', lat: '4518366.510' }));
    expect(res.status).toBe(200);
    const call = t.calls[0];
    expect(call?.lon).toBeCloseTo(126.978, 6);
    expect(call?.lat).toBeCloseTo(37.5665, 6);
    const outOfRange = await t.get(rgQuery({ coordType: 'EPSG3857', lon: '30000000', lat: '4518366.510' }));
    expect(outOfRange.status).toBe(400);
    expect(await outOfRange.text()).toContain('[BadRequest]lon: ');
  });

  it('answers 9401 with the exact body for a missing lat, lon or version', async () => {
    t = makeTestApp();
    for (const missing of ['lat', 'lon', 'version']) {
      const res = await t.get(rgQuery({ [missing]: undefined }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(MISSING);
    }
    expect(await (await t.get(rgQuery({ lat: '' }))).json()).toEqual(MISSING);
  });

  it('answers 9402 naming the parameter for bad values', async () => {
    t = makeTestApp();
    for (const [overrides, param] of [
      [{ addressType: 'A05' }, 'addressType'],
      [{ newAddressExtend: 'yes' }, 'newAddressExtend'],
      [{ lat: 'abc' }, 'lat'],
      [{ lat: '95' }, 'lat'],
      [{ lon: '-181' }, 'lon'],
      [{ version: '2' }, 'version'],
      [{ format: 'yaml' }, 'format'],
      [{ format: 'javascript', callback: 'alert(1)' }, 'callback'],
    ] as const) {
      const error = await expectTmapError(await t.get(rgQuery(overrides)));
      expect(error.code).toBe('9402');
      expect(error.message).toContain(`[BadRequest]${param}: `);
    }
  });

  it('converts every Korean system of the code table, and answers 1007 for unknown ones', async () => {
    t = makeTestApp();
    // The published KATECH sample for City Hall: lat carries y, lon carries x.
    const katech = await t.get(rgQuery({ coordType: 'KATECH', lat: '552074.351684', lon: '309911.6786' }));
    expect(katech.status).toBe(200);
    expect(t.calls[0]?.lat).toBeCloseTo(37.5665, 4);
    expect(t.calls[0]?.lon).toBeCloseTo(126.978, 4);
    for (const coordType of ['BESSELGEO', 'GRS80GEO']) {
      expect((await t.get(rgQuery({ coordType }))).status).toBe(200);
    }
    // Degrees sent as if they were KATECH metres: a clear 9402 naming the field.
    const degrees = await expectTmapError(await t.get(rgQuery({ coordType: 'KATECH' })));
    expect(degrees.code).toBe('9402');
    expect(degrees.message).toMatch(/\[BadRequest\]lat: .*KATECH/);
    const error = await expectTmapError(await t.get(rgQuery({ coordType: 'UTM' })));
    expect(error.code).toBe('1007');
    expect(error.message).toMatch(/^사용할 수 없는 좌표계입니다\. 사용 가능한 좌표계를 확인해주세요\.\(\[BadRequest\]coordType: /);
  });

  it.each(COORD_TYPES)('answers a point sent in %s at the same place', async (coordType) => {
    t = makeTestApp();
    const there = convert('WGS84GEO', coordType, { lat: 37.5636, lon: 126.9869 });
    const res = await t.get(rgQuery({ coordType, lat: String(there.lat), lon: String(there.lon) }));
    expect(res.status).toBe(200);
    expect(t.calls[0]?.lat).toBeCloseTo(37.5636, 7);
    expect(t.calls[0]?.lon).toBeCloseTo(126.9869, 7);
  });

  it('names the system and the range when a value is not plausible for it', async () => {
    t = makeTestApp();
    const east = await expectTmapError(await t.get(rgQuery({ coordType: 'GRS80TM', lat: '551000', lon: '900000' })));
    expect(east.code).toBe('9402');
    expect(east.message).toContain('[BadRequest]lon: must be between -180000 and 770000 (x easting (m)) for GRS80TM');
    // x and y swapped in Web Mercator.
    const swapped = await expectTmapError(await t.get(rgQuery({ coordType: 'EPSG3857', lat: '14135126.302', lon: '4518366.510' })));
    expect(swapped.message).toContain('[BadRequest]lat: must be between 3760000 and 5470000 (y northing (m)) for EPSG3857');
    const far = await expectTmapError(await t.get(rgQuery({ coordType: 'BESSELGEO', lat: '37.5', lon: '140' })));
    expect(far.message).toMatch(/\[BadRequest\]lon: must be between .* for BESSELGEO/);
  });

  it('answers 3102 outside the world', async () => {
    t = makeTestApp();
    const error = await expectTmapError(await t.get(rgQuery({ lat: '35.1', lon: '129.0' })));
    expect(error.code).toBe('3102');
    expect(error.message).toMatch(/^해당 서비스가 지원되지 않는 구간입니다\.\(\[NoServiceArea\]/);
  });

  it('says when the point is at sea: 3102 "at sea" in the sea, a plain 3102 on land outside the world', async () => {
    t = makeTestApp();
    // Between the islands off 해남 and 진도, and far out in the East Sea.
    for (const [lat, lon] of [['34.3', '126.5'], ['37.5', '130']]) {
      const sea = await expectTmapError(await t.get(rgQuery({ lat, lon })));
      expect(sea.code).toBe('3102');
      expect(isAtSeaMessage(sea.message), sea.message).toBe(true);
      expect(sea.message).toMatch(/^해당 서비스가 지원되지 않는 구간입니다\.\(\[NoServiceArea\]at sea/);
    }
    // Busan City Hall: land the stub world has no address for.
    const land = await expectTmapError(await t.get(rgQuery({ lat: '35.1798', lon: '129.075' })));
    expect(land.code).toBe('3102');
    expect(isAtSeaMessage(land.message), land.message).toBe(false);
  });

  it('ignores callback with format=json', async () => {
    t = makeTestApp();
    const res = await t.get(rgQuery({ format: 'json', callback: 'result' }));
    expect(res.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    expect(await res.json()).toHaveProperty('addressInfo');
  });

  it('renders format=xml with lower-cased names and CDATA', async () => {
    t = makeTestApp();
    const res = await t.get(rgQuery({ format: 'xml' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml;charset=UTF-8');
    const text = await res.text();
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?><addressinfo><fulladdress><![CDATA[서울특별시 중구 명동,')).toBe(true);
    expect(text).toContain('<admindongcode><![CDATA[1114055000]]></admindongcode>');
    expect(text).toContain('<eup_myun></eup_myun>');
    expect(text.endsWith('</addressinfo>')).toBe(true);
  });

  it('renders errors as <error> with format=xml', async () => {
    t = makeTestApp();
    const res = await t.get(rgQuery({ format: 'xml', lat: undefined }));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/xml;charset=UTF-8');
    expect(await res.text()).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><error><id><![CDATA[400]]></id><category><![CDATA[tmap]]></category><code><![CDATA[9401]]></code><message><![CDATA[필수 파라메터가 없습니다.]]></message></error>',
    );
  });

  it('renders format=javascript as a call of the callback, or of "callback" by default', async () => {
    t = makeTestApp();
    const res = await t.get(rgQuery({ format: 'javascript', callback: 'onAddress' }));
    expect(res.headers.get('content-type')).toBe('application/javascript;charset=UTF-8');
    const text = await res.text();
    expect(text).toMatch(/^onAddress\(\{"addressInfo":\{/);
    expect(JSON.parse(text.slice('onAddress('.length, -1))).toHaveProperty('addressInfo.legalDong', '명동2가');
    expect(await (await t.get(rgQuery({ format: 'javascript' }))).text()).toMatch(/^callback\(\{"addressInfo"/);
    const error = await t.get(rgQuery({ format: 'javascript', callback: 'cb', lat: undefined }));
    expect(error.status).toBe(400);
    expect(await error.text()).toBe(`cb(${JSON.stringify(MISSING)})`);
  });

  it('keeps gateway errors in JSON whatever the format', async () => {
    t = makeTestApp();
    const res = await t.get(rgQuery({ format: 'xml', appKey: undefined }));
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/json;charset=UTF-8');
  });

  it('turns a failing geocoder into a 500 envelope', async () => {
    t = makeTestApp({}, {
      world: {
        ...stubWorld(),
        reverseGeocode: () => {
          throw new Error('index broken');
        },
      },
    });
    const res = await t.get(rgQuery());
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { id: '500', category: 'gw', code: 'API_CONFIGURATION_ERROR', message: 'Internal server error' },
    });
  });
});
