import { describe, expect, it } from 'vitest';
import { jsonErrorIndex, repairJson } from './json-repair';
import { positionAt } from './text-position';

/** A reverse-geocoding answer (A10) whose building name holds unescaped quotes, as the service sent one. */
const REVERSE_A10 = `{"addressInfo":{"fullAddress":"서울특별시 노원구 중계본동,서울특별시 노원구 중계동 363-8,서울특별시 노원구 한글비석로8길 20 "대림,벽산아파트"","addressType":"A10","city_do":"서울특별시","gu_gun":"노원구","buildingName":"대림,벽산아파트","mappingDistance":"148.192442","roadCode":"113504130431"}}`;

describe('repairJson', () => {
  it('escapes the inner quotes of a building name and says where they were', () => {
    const text = '{"addressInfo":{"buildingName":"서울시청 "본관" 별관","city_do":"서울특별시"}}';
    expect(() => JSON.parse(text)).toThrow();
    const r = repairJson(text);
    expect(r.kind).toBe('repaired');
    if (r.kind !== 'repaired') return;
    const body = JSON.parse(r.text) as { addressInfo: { buildingName: string; city_do: string } };
    expect(body.addressInfo.buildingName).toBe('서울시청 "본관" 별관');
    expect(body.addressInfo.city_do).toBe('서울특별시');
    const first = text.indexOf('"본관');
    expect(r.positions).toHaveLength(2);
    expect(r.positions[0]).toEqual({ line: 1, column: first + 1, byteOffset: new TextEncoder().encode(text.slice(0, first)).length });
  });

  it('repairs a real A10 answer whose full address ends in a quoted name with a comma inside', () => {
    const r = repairJson(REVERSE_A10);
    expect(r.kind).toBe('repaired');
    if (r.kind !== 'repaired') return;
    const body = JSON.parse(r.text) as { addressInfo: { fullAddress: string; roadCode: string } };
    expect(body.addressInfo.fullAddress.endsWith('한글비석로8길 20 "대림,벽산아파트"')).toBe(true);
    expect(body.addressInfo.roadCode).toBe('113504130431');
  });

  it('gives lines and columns in a pretty-printed body', () => {
    const text = '{\n  "resultData": {\n    "name": "a "b" c"\n  }\n}';
    const r = repairJson(text);
    expect(r.kind).toBe('repaired');
    if (r.kind !== 'repaired') return;
    expect(r.positions.map((p) => [p.line, p.column])).toEqual([
      [3, 16],
      [3, 18],
    ]);
  });

  it('counts bytes of Korean text as UTF-8', () => {
    const text = '{"n":"가 "나""}';
    const r = repairJson(text);
    expect(r.kind).toBe('repaired');
    if (r.kind !== 'repaired') return;
    // {"n":" is 6 bytes, 가 is 3, the space 1: the first inner quote is at byte 10.
    expect(r.positions[0]?.byteOffset).toBe(10);
  });

  it('refuses when two different readings are both valid JSON', () => {
    // Either the key is `a":"b` with the value "c", or the key is "a" with the value `b":"c`.
    expect(repairJson('{"a":"b":"c"}')).toEqual({ kind: 'ambiguous' });
  });

  it('does not count reading a real end of string as content as another reading', () => {
    // `say "hi` then a member x; reading one long value `say "hi", "x":"y` only escapes more.
    const r = repairJson('{"name":"say "hi", "x":"y"}');
    expect(r.kind).toBe('repaired');
    if (r.kind === 'repaired') expect(JSON.parse(r.text)).toEqual({ name: 'say "hi', x: 'y' });
  });

  it('does not touch valid JSON or repair other breakage', () => {
    expect(repairJson('{"a":"b"}')).toEqual({ kind: 'unrepairable' });
    expect(repairJson('{"a":"b",}')).toEqual({ kind: 'unrepairable' });
    expect(repairJson('{"a": tru}')).toEqual({ kind: 'unrepairable' });
    expect(repairJson('')).toEqual({ kind: 'unrepairable' });
  });

  it('repairs quotes inside array elements', () => {
    const r = repairJson('["a "b" c", "d"]');
    expect(r.kind).toBe('repaired');
    if (r.kind === 'repaired') expect(JSON.parse(r.text)).toEqual(['a "b" c', 'd']);
  });
});

describe('positions', () => {
  it('finds where JSON.parse stopped', () => {
    const text = '{"a":"x "y" z"}';
    const at = jsonErrorIndex(text);
    expect(at).toBeDefined();
    expect(positionAt(text, at ?? 0).line).toBe(1);
    expect(jsonErrorIndex('{"a":1}')).toBeUndefined();
  });
});

describe('a whole reverse-geocoding answer', () => {
  // Every field the emulator and the real service send for A10 with newAddressExtend=Y, and the coordinates.
  const answer = (name: string) =>
    `{"addressInfo":{"fullAddress":"서울특별시 중구 명동,서울특별시 중구 태평로1가 31,서울특별시 중구 세종대로 110 ${name}","addressType":"A10","city_do":"서울특별시","gu_gun":"중구","eup_myun":"","adminDong":"명동","adminDongCode":"1114055000","legalDong":"태평로1가","legalDongCode":"1114010300","ri":"","bunji":"31","roadName":"세종대로","buildingIndex":"110","buildingName":${name},"mappingDistance":"0.0","roadCode":"111403101001","adminDongCoord":{"lat":"37.563","lon":"126.985","latEntr":"","lonEntr":""},"legalDongCoord":{"lat":"37.566","lon":"126.977","latEntr":"","lonEntr":""},"roadCoord":{"lat":"37.5664","lon":"126.9778","latEntr":"37.5663","lonEntr":"126.9779"}}}`;

  it('is repaired quickly and gives every other field unchanged', () => {
    const text = answer('"서울시청 "본관" 별관"');
    const r = repairJson(text);
    expect(r.kind).toBe('repaired');
    if (r.kind !== 'repaired') return;
    const body = JSON.parse(r.text) as { addressInfo: Record<string, unknown> };
    expect(body.addressInfo.buildingName).toBe('서울시청 "본관" 별관');
    expect(body.addressInfo.fullAddress).toBe('서울특별시 중구 명동,서울특별시 중구 태평로1가 31,서울특별시 중구 세종대로 110 "서울시청 "본관" 별관"');
    expect(body.addressInfo.roadCoord).toEqual({ lat: '37.5664', lon: '126.9778', latEntr: '37.5663', lonEntr: '126.9779' });
    expect(r.positions).toHaveLength(6);
  });

  it('repairs a long list answer with one bad name among many', () => {
    const rows = Array.from({ length: 150 }, (_, i) => `{"seq":${i},"code":"${String(i).padStart(4, '0')}","name":"${i === 75 ? '강남 "A" 권역' : `권역 ${i}`}","updateDate":"2026-11-24 10:00:00"}`);
    const r = repairJson(`{"resultCode":"200","resultCount":150,"resultMessage":"success","resultData":[${rows.join(',')}]}`);
    expect(r.kind).toBe('repaired');
    if (r.kind === 'repaired') expect((JSON.parse(r.text) as { resultData: { name: string }[] }).resultData[75]?.name).toBe('강남 "A" 권역');
  });

  it('gives up within the time it is given on a body whose readings multiply', () => {
    const hostile = `{"a":${'[{"a":"b "c""}'.repeat(20_000)}`;
    expect(repairJson(hostile, { timeLimitMs: 50 })).toEqual({ kind: 'unrepairable' });
  });
});
