import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, TEST_KEY, type TestApp } from './testing/test-app';

/**
 * One text rule on every zone route: bytes that are not UTF-8, lone surrogates, NUL and other
 * C0 controls are refused with 4003, naming the field (and the row) and the reason; nothing is
 * stored, nothing is replaced by U+FFFD.
 */

let t: TestApp;
afterEach(() => {
  expect(t.errors).toEqual([]);
  t.close();
});

interface Answer {
  resultCode: string;
  resultMessage: string;
  failedRows?: { index: number; code: string; resultCode: string; reason: string }[];
}

const get = (path: string) => t.get(path, { headers: { appKey: TEST_KEY } });
const post = (body: string | Uint8Array<ArrayBuffer>) =>
  t.get('/tms/zoneListInsert', { method: 'POST', headers: { appKey: TEST_KEY, 'Content-Type': 'application/json' }, body });

async function refused(res: Response): Promise<Answer> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as Answer;
  expect(body.resultCode).toBe('4003');
  return body;
}

async function names(): Promise<string[]> {
  const body = (await (await get('/tms/zoneList')).json()) as { resultData: { name: string }[] };
  return body.resultData.map((z) => z.name);
}

describe('query routes', () => {
  it('refuse NUL, other C0 controls and escapes that are not UTF-8 with 4003 naming the field and reason', async () => {
    t = makeTestApp();
    const cases: [string, string][] = [
      ['%00', '제어 문자 U+0000'],
      ['a%01b', '제어 문자 U+0001'],
      ['tab%09x', '제어 문자 U+0009'],
      ['x%1F', '제어 문자 U+001F'],
      ['%FF', 'UTF-8이 아닌 바이트'],
      ['%ED%A0%80', 'UTF-8이 아닌 바이트'],
      ['%C3%28', 'UTF-8이 아닌 바이트'],
    ];
    for (const [name, reason] of cases) {
      const body = await refused(await get(`/tms/zoneInsert?code=1&name=${name}`));
      expect(body.resultMessage, name).toContain(`(name: ${reason}`);
    }
    expect((await refused(await get('/tms/zoneUpdate?code=1&name=%00'))).resultMessage).toContain('name: 제어 문자 U+0000');
    expect((await refused(await get('/tms/zoneDelete?code=1%00'))).resultMessage).toContain('code: 제어 문자 U+0000');
    expect(await names()).toEqual([]);
  });

  it('still take every valid text, U+FFFD and characters beyond the BMP included', async () => {
    t = makeTestApp();
    expect((await get(`/tms/zoneInsert?code=1&name=${encodeURIComponent('강남 � 😀')}`)).status).toBe(200);
    expect(await names()).toEqual(['강남 � 😀']);
  });
});

describe('bulk insert', () => {
  it('refuses a raw byte that is not UTF-8 instead of storing U+FFFD, naming the row', async () => {
    t = makeTestApp();
    const head = new TextEncoder().encode('{"reqDatas":[{"code":"1","name":"fine"},{"code":"2","name":"bad ');
    const tail = new TextEncoder().encode('"}]}');
    const res = await post(new Uint8Array([...head, 0xff, 0xfe, ...tail]));
    const body = await refused(res);
    expect(body.failedRows).toEqual([{ index: 1, code: '2', resultCode: '4003', reason: '이름: UTF-8이 아닌 바이트가 있습니다' }]);
    expect(body.resultMessage).toContain('reqDatas[1] 2: 이름: UTF-8이 아닌 바이트가 있습니다');
    expect(await names()).toEqual([]);
  });

  it('refuses lone surrogates, NUL and C0 escapes, and percent-encoded NUL or bad bytes, row by row', async () => {
    t = makeTestApp();
    const json = String.raw`{"reqDatas":[
      {"code":"1","name":"ok"},
      {"code":"2","name":"a\ud800b"},
      {"code":"3","name":"\udc00"},
      {"code":"4","name":"nul\u0000"},
      {"code":"5","name":"bell\u0007"},
      {"code":"6","name":"%00"},
      {"code":"7","name":"%FF"},
      {"code":"8","name":"pair \ud83d\ude00"},
      {"code":"9\u0000","name":"x"}]}`;
    const body = await refused(await post(json));
    expect(body.failedRows?.map((f) => [f.index, f.resultCode, f.reason])).toEqual([
      [1, '4003', '이름: 짝이 없는 서로게이트 문자(U+D800–U+DFFF)가 있습니다'],
      [2, '4003', '이름: 짝이 없는 서로게이트 문자(U+D800–U+DFFF)가 있습니다'],
      [3, '4003', '이름: 제어 문자 U+0000가 있습니다'],
      [4, '4003', '이름: 제어 문자 U+0007가 있습니다'],
      [5, '4003', '이름: 제어 문자 U+0000가 있습니다'],
      [6, '4003', '이름: UTF-8이 아닌 바이트가 있습니다'],
      [8, '4003', '코드: 제어 문자 U+0000가 있습니다'],
    ]);
    expect(await names()).toEqual([]);
  });

  it('stores valid text as sent, a real U+FFFD included', async () => {
    t = makeTestApp();
    const res = await post(JSON.stringify({ reqDatas: [{ code: '1', name: 'a � b' }, { code: '2', name: '😀' }] }));
    expect(res.status).toBe(200);
    expect(await names()).toEqual(['a � b', '😀']);
  });
});
