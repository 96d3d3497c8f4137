import { describe, it, expect } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { ApiFailure } from './api-failure';
import { readFormat, renderBody } from './render';
import { toXml } from './xml';

const q = (params: Record<string, string>) => (name: string) => params[name];

function failureOf(fn: () => unknown): ApiFailure {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiFailure) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('readFormat', () => {
  it('defaults to json and ignores callback there', () => {
    expect(readFormat(q({}))).toEqual({ format: 'json', callback: 'callback' });
    expect(readFormat(q({ format: 'json', callback: 'result' }))).toEqual({ format: 'json', callback: 'callback' });
    expect(readFormat(q({ format: 'JSON', callback: 'bad name(' })).format).toBe('json');
  });

  it('takes a safe callback for javascript, and a default name when missing', () => {
    expect(readFormat(q({ format: 'javascript', callback: 'App.onResult_1' }))).toEqual({
      format: 'javascript',
      callback: 'App.onResult_1',
    });
    expect(readFormat(q({ format: 'javascript' })).callback).toBe('callback');
  });

  it('refuses unsafe callbacks and unknown formats naming the parameter', () => {
    for (const callback of ['alert(1);x', 'a b', '1abc', 'a..b', 'function', 'x'.repeat(65)]) {
      const f = failureOf(() => readFormat(q({ format: 'javascript', callback })));
      expect(f.body).toMatchObject({ error: { code: '9402' } });
      expect(f.message).toContain('callback');
    }
    expect(failureOf(() => readFormat(q({ format: 'yaml' }))).message).toContain('[BadRequest]format:');
  });
});

describe('renderBody', () => {
  const body = { addressInfo: { fullAddress: '서울특별시 중구 명동', mappingDistance: '12.5' } };

  it('renders json', async () => {
    const res = renderBody(body, { format: 'json', callback: 'callback' });
    expect(res.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    expect(await res.json()).toEqual(body);
  });

  it('renders javascript as a call', async () => {
    const res = renderBody(body, { format: 'javascript', callback: 'cb' }, 400);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/javascript;charset=UTF-8');
    expect(await res.text()).toBe(`cb(${JSON.stringify(body)})`);
  });

  it('renders xml', async () => {
    const res = renderBody(body, { format: 'xml', callback: 'callback' });
    expect(res.headers.get('content-type')).toBe('application/xml;charset=UTF-8');
    expect(await res.text()).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><addressinfo><fulladdress><![CDATA[서울특별시 중구 명동]]></fulladdress><mappingdistance><![CDATA[12.5]]></mappingdistance></addressinfo>',
    );
  });
});

describe('toXml', () => {
  const parser = new XMLParser({ parseTagValue: false, ignoreDeclaration: true });

  it('lower-cases names, CDATA-wraps strings, leaves numbers plain and empty strings empty', () => {
    expect(toXml({ resultData: { header: { totalDistance: 93, roadName: '세종대로', viewName: '', none: null, skip: undefined } } })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><resultdata><header><totaldistance>93</totaldistance><roadname><![CDATA[세종대로]]></roadname><viewname></viewname><none></none></header></resultdata>',
    );
  });

  it('repeats elements for arrays', () => {
    const xml = toXml({ coordinateInfo: { page: '1', coordinate: [{ lat: '37.5' }, { lat: '37.6' }] } });
    expect(xml).toContain('<coordinate><lat><![CDATA[37.5]]></lat></coordinate><coordinate><lat><![CDATA[37.6]]></lat></coordinate>');
    expect(parser.parse(xml)).toEqual({ coordinateinfo: { page: '1', coordinate: [{ lat: '37.5' }, { lat: '37.6' }] } });
  });

  it('groups arrays of one-key objects under one element, like the region search sample', () => {
    const xml = toXml({ searchRegionsInfo: [{ regionInfo: { regionId: '1' } }, { regionInfo: { regionId: '2' } }] });
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><searchregionsinfo><regioninfo><regionid><![CDATA[1]]></regionid></regioninfo><regioninfo><regionid><![CDATA[2]]></regionid></regioninfo></searchregionsinfo>',
    );
  });

  it('renders error envelopes as <error>', () => {
    expect(toXml({ error: { id: '400', category: 'tmap', code: '9401', message: '필수 파라메터가 없습니다.' } })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><error><id><![CDATA[400]]></id><category><![CDATA[tmap]]></category><code><![CDATA[9401]]></code><message><![CDATA[필수 파라메터가 없습니다.]]></message></error>',
    );
  });

  it('wraps bodies without a single root in <response> and stays well-formed with hostile text', () => {
    const xml = toXml({ type: 'FeatureCollection', features: [], note: 'a ]]> b <c> & \u0001' });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><response><type>')).toBe(true);
    expect(parser.parse(xml)).toEqual({ response: { type: 'FeatureCollection', features: '', note: 'a ]]> b <c> & ' } });
  });

  it('sanitises element names', () => {
    expect(toXml({ '@attr': { '1x': 'v', '#text': 't' } })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><_attr><_1x><![CDATA[v]]></_1x><_text><![CDATA[t]]></_text></_attr>',
    );
  });
});
