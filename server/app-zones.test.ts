import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ZONE_CODE_MAX, ZONE_NAME_MAX } from '../shared/contract/zone-rules';
import { zoneListInsertResponseSchema, zoneListResponseSchema, zoneWriteResponseSchema } from '../shared/contract/zones';
import { createApp } from './app';
import { openDatabase } from './db/open-database';
import { koreanDateTime } from './domain/zone-store';
import { BASE, makeTestApp, stubWorld, TEST_KEY, testConfig, type TestApp } from './testing/test-app';

const OTHER = 'second-key';
const TWO_KEYS = { LOCUS_API_KEYS: `${TEST_KEY},${OTHER}` };

let t: TestApp | undefined;
afterEach(() => {
  // Bad input never reaches the 500 handler.
  expect(t?.errors ?? []).toEqual([]);
  t?.close();
  t = undefined;
});

function app(env: Record<string, string> = TWO_KEYS): TestApp {
  t = makeTestApp(env);
  return t;
}

interface ListedZone {
  seq: number;
  code: string;
  name: string;
  updateDate: string;
  zipcodeData: string;
  adminData: string;
}

interface Refusal {
  resultCode: string;
  resultCount: number;
  resultMessage: string;
  failedRows?: { index: number; code: string; resultCode: string; reason: string }[];
}

const q = (p: Record<string, string>) => new URLSearchParams(p).toString();

async function list(a: TestApp, key = TEST_KEY): Promise<ListedZone[]> {
  const res = await a.get('/tms/zoneList', { headers: { appKey: key } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { resultCode: string; resultCount: number; resultMessage: string; resultData: ListedZone[] };
  expect(zoneListResponseSchema.safeParse(body).success).toBe(true);
  expect(body.resultCode).toBe('200');
  expect(body.resultMessage).toBe('success');
  expect(body.resultCount).toBe(body.resultData.length);
  return body.resultData;
}

const write = (a: TestApp, op: string, p: Record<string, string>, key = TEST_KEY) => a.get(`/tms/${op}?${q(p)}`, { headers: { appKey: key } });
const bulk = (a: TestApp, body: unknown, key = TEST_KEY) =>
  a.get('/tms/zoneListInsert', { method: 'POST', headers: { appKey: key, 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function ok(res: Response): Promise<void> {
  expect(res.status).toBe(200);
  const body: unknown = await res.json();
  expect(body).toEqual({ resultCode: '200', resultCount: 0, resultMessage: 'success' });
  expect(zoneWriteResponseSchema.safeParse(body).success).toBe(true);
  expect(zoneListInsertResponseSchema.safeParse(body).success).toBe(true);
}

async function refused(res: Response, code: string): Promise<Refusal> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as Refusal;
  expect(body.resultCode).toBe(code);
  expect(body.resultCount).toBe(0);
  // The TMS text, what and why in Korean, an English detail in brackets.
  expect(body.resultMessage).toMatch(/^[^()]+ \(.+\) \[.+\]$/s);
  return body;
}

const codes = (zones: readonly ListedZone[]) => zones.map((z) => z.code);

describe('/tms zones: operations', () => {
  it('inserts, lists, renames and deletes with the interface envelopes', async () => {
    const a = app();
    expect(await list(a)).toEqual([]);
    const before = koreanDateTime();
    await ok(await write(a, 'zoneInsert', { code: '0001', name: '강남 권역' }));
    await ok(await write(a, 'zoneInsert', { code: '0002', name: '종로' }));
    const zones = await list(a);
    expect(zones).toHaveLength(2);
    const [first, second] = zones;
    expect(first).toEqual({ seq: expect.any(Number) as number, code: '0001', name: '강남 권역', updateDate: expect.any(String) as string, zipcodeData: '', adminData: '' });
    expect(first!.updateDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Korean time: between the clock before and after, read in UTC+9.
    expect(first!.updateDate >= before && first!.updateDate <= koreanDateTime()).toBe(true);
    expect(second!.seq).toBeGreaterThan(first!.seq);

    await ok(await write(a, 'zoneUpdate', { code: '0001', name: '강남·서초' }));
    const renamed = await list(a);
    expect(renamed.map((z) => [z.seq, z.code, z.name])).toEqual([
      [first!.seq, '0001', '강남·서초'],
      [second!.seq, '0002', '종로'],
    ]);

    await ok(await write(a, 'zoneDelete', { code: '0001' }));
    expect(codes(await list(a))).toEqual(['0002']);
  });

  it('lists by seq, and a deleted seq is never reused', async () => {
    const a = app();
    for (const code of ['30', '10', '20']) await ok(await write(a, 'zoneInsert', { code, name: `n${code}` }));
    await ok(await write(a, 'zoneDelete', { code: '20' }));
    await ok(await write(a, 'zoneInsert', { code: '20', name: 'again' }));
    const zones = await list(a);
    expect(codes(zones)).toEqual(['30', '10', '20']);
    expect(zones.map((z) => z.seq)).toEqual([...zones.map((z) => z.seq)].sort((x, y) => x - y));
    expect(zones[2]!.seq).toBeGreaterThan(3);
  });

  it('takes the key in the header or the query; without one the gateway answers', async () => {
    const a = app();
    await ok(await a.get(`/tms/zoneInsert?${q({ code: '1', name: 'by query', appKey: TEST_KEY })}`));
    await ok(await a.get(`/tms/zoneInsert?${q({ code: '2', name: 'by header' })}`, { headers: { appKey: TEST_KEY } }));
    await ok(await a.get(`/tms/zoneListInsert?appKey=${TEST_KEY}`, { method: 'POST', body: JSON.stringify({ reqDatas: [{ code: '3', name: 'bulk by query' }] }) }));
    const byQuery = (await (await a.get(`/tms/zoneList?appKey=${TEST_KEY}`)).json()) as { resultData: ListedZone[] };
    expect(byQuery.resultData.map((z) => z.name)).toEqual(['by query', 'by header', 'bulk by query']);
    expect((await a.get('/tms/zoneList')).status).toBe(401);
    expect(await (await a.get('/tms/zoneInsert?code=9&name=x', { headers: { appKey: 'nope' } })).json()).toMatchObject({ error: { code: 'INVALID_API_KEY' } });
    // Wrong method: an unknown route, whatever the key.
    expect(await (await a.get('/tms/zoneList', { method: 'POST', headers: { appKey: TEST_KEY } })).json()).toMatchObject({ error: { code: 'MISSING_AUTHENTICATION_TOKEN' } });
    expect((await a.get('/tms/zoneListInsert', { headers: { appKey: TEST_KEY } })).status).toBe(403);
    expect(codes(await list(a))).toEqual(['1', '2', '3']);
  });

  it('keeps each key’s zones to itself', async () => {
    const a = app();
    await ok(await write(a, 'zoneInsert', { code: '7', name: 'mine' }));
    expect(await list(a, OTHER)).toEqual([]);
    expect((await refused(await write(a, 'zoneUpdate', { code: '7', name: 'theirs' }, OTHER), '4003')).resultMessage).toContain('없는 코드');
    await refused(await write(a, 'zoneDelete', { code: '7' }, OTHER), '4003');
    // The same code under another key is another zone.
    await ok(await write(a, 'zoneInsert', { code: '7', name: 'same code, other key' }, OTHER));
    await ok(await bulk(a, { reqDatas: [{ code: '8', name: 'other bulk' }] }, OTHER));
    await ok(await write(a, 'zoneDelete', { code: '7' }, OTHER));
    expect((await list(a)).map((z) => [z.code, z.name])).toEqual([['7', 'mine']]);
    expect((await list(a, OTHER)).map((z) => [z.code, z.name])).toEqual([['8', 'other bulk']]);
  });

  it('decodes query values once: Korean, spaces and plus signs, trimmed', async () => {
    const a = app();
    await ok(await a.get('/tms/zoneInsert?code=%200042%20&name=%20%EA%B0%95%EB%82%A8+%EA%B6%8C%EC%97%AD%20', { headers: { appKey: TEST_KEY } }));
    await ok(await a.get(`/tms/zoneInsert?code=43&name=${encodeURIComponent('A+B 50%')}`, { headers: { appKey: TEST_KEY } }));
    expect((await list(a)).map((z) => [z.code, z.name])).toEqual([
      ['0042', '강남 권역'],
      ['43', 'A+B 50%'],
    ]);
  });
});

describe('/tms zones: rules', () => {
  it('answers the TMS envelope with the parameter, the reason and an English detail', async () => {
    const a = app();
    expect(await (await write(a, 'zoneInsert', { name: 'x' })).json()).toEqual({
      resultCode: '4001',
      resultCount: 0,
      resultMessage: '필수 파라미터가 없습니다. (code: 코드가 없습니다) [code is required]',
    });
    expect(await (await write(a, 'zoneInsert', { code: '12a', name: 'x' })).json()).toEqual({
      resultCode: '4003',
      resultCount: 0,
      resultMessage: '입력 파라미터 오류 입니다. (code: 코드는 숫자만 쓸 수 있습니다) [code must be a digit string]',
    });
    expect(await (await bulk(a, '{reqDatas=[]}')).json()).toEqual({
      resultCode: '4000',
      resultCount: 0,
      resultMessage: '요청 데이터 오류 입니다. (body: JSON이 아닙니다) [the body must be JSON {"reqDatas":[{"code","name"}]}]',
    });
  });

  it('refuses missing parameters with 4001 naming them', async () => {
    const a = app();
    for (const op of ['zoneInsert', 'zoneUpdate']) {
      expect((await refused(await write(a, op, { name: 'x' }), '4001')).resultMessage).toContain('(code:');
      expect((await refused(await write(a, op, { code: '1' }), '4001')).resultMessage).toContain('(name: 이름이 없습니다)');
      expect((await refused(await write(a, op, { code: '1', name: '   ' }), '4001')).resultMessage).toContain('[name is required]');
      await refused(await write(a, op, { code: '', name: 'x' }), '4001');
    }
    expect((await refused(await write(a, 'zoneDelete', {}), '4001')).resultMessage).toContain('(code:');
    expect(await list(a)).toEqual([]);
  });

  it('refuses bad codes and names with 4003: digits only, at most ZONE_CODE_MAX digits, names of 1–ZONE_NAME_MAX characters', async () => {
    const a = app();
    for (const code of ['12a', '-1', '1.5', '１２', '1 2', '0x1']) {
      expect((await refused(await write(a, 'zoneInsert', { code, name: 'x' }), '4003')).resultMessage).toContain('숫자');
    }
    expect((await refused(await write(a, 'zoneInsert', { code: '1'.repeat(ZONE_CODE_MAX + 1), name: 'x' }), '4003')).resultMessage).toContain(
      `code: 코드는 ${ZONE_CODE_MAX}자리까지입니다) [code is at most ${ZONE_CODE_MAX} digits]`,
    );
    await refused(await write(a, 'zoneDelete', { code: 'abc' }), '4003');
    await refused(await write(a, 'zoneDelete', { code: '1'.repeat(ZONE_CODE_MAX + 1) }), '4003');
    expect((await refused(await write(a, 'zoneInsert', { code: '1', name: '가'.repeat(ZONE_NAME_MAX + 1) }), '4003')).resultMessage).toContain(
      `[name is at most ${ZONE_NAME_MAX} characters]`,
    );
    await ok(await write(a, 'zoneInsert', { code: '1'.repeat(ZONE_CODE_MAX), name: '가'.repeat(ZONE_NAME_MAX) }));
    await ok(await write(a, 'zoneInsert', { code: '2', name: ` ${'나'.repeat(ZONE_NAME_MAX)} ` }));
    await refused(await write(a, 'zoneUpdate', { code: '2', name: 'x'.repeat(ZONE_NAME_MAX + 1) }), '4003');
    expect((await list(a)).map((z) => z.name.length)).toEqual([ZONE_NAME_MAX, ZONE_NAME_MAX]);
    // A bulk row is held to the same rules.
    const rows = await refused(await bulk(a, { reqDatas: [{ code: '3'.repeat(ZONE_CODE_MAX + 1), name: 'x' }, { code: '4', name: 'y'.repeat(ZONE_NAME_MAX + 1) }] }), '4003');
    expect(rows.failedRows?.map((r) => r.reason)).toEqual([`코드는 ${ZONE_CODE_MAX}자리까지입니다`, `이름은 ${ZONE_NAME_MAX}자까지입니다`]);
  });

  it('counts a name in characters as a person sees them, not UTF-16 units: 51 trucks go in, 101 do not', async () => {
    const a = app();
    await ok(await write(a, 'zoneInsert', { code: '1', name: '🚚'.repeat(51) }));
    await ok(await write(a, 'zoneInsert', { code: '2', name: '🚚'.repeat(ZONE_NAME_MAX) }));
    expect((await refused(await write(a, 'zoneInsert', { code: '3', name: '🚚'.repeat(ZONE_NAME_MAX + 1) }), '4003')).resultMessage).toContain(
      `[name is at most ${ZONE_NAME_MAX} characters]`,
    );
    await refused(await write(a, 'zoneUpdate', { code: '1', name: '🚚'.repeat(ZONE_NAME_MAX + 1) }), '4003');
    await ok(await bulk(a, { reqDatas: [{ code: '4', name: encodeURIComponent('👨‍👩‍👧'.repeat(ZONE_NAME_MAX)) }] }));
    expect((await list(a)).map((z) => z.name)).toEqual(['🚚'.repeat(51), '🚚'.repeat(ZONE_NAME_MAX), '👨‍👩‍👧'.repeat(ZONE_NAME_MAX)]);
  });

  it('refuses a duplicate code on insert and an unknown code on update or delete', async () => {
    const a = app();
    await ok(await write(a, 'zoneInsert', { code: '0001', name: 'x' }));
    expect(await (await write(a, 'zoneInsert', { code: '0001', name: 'y' })).json()).toEqual({
      resultCode: '4003',
      resultCount: 0,
      resultMessage: '입력 파라미터 오류 입니다. (code: 이미 있는 코드입니다: 0001) [code 0001 exists]',
    });
    // Leading zeros count: "1" is another code.
    await ok(await write(a, 'zoneInsert', { code: '1', name: 'z' }));
    expect(await (await write(a, 'zoneUpdate', { code: '0002', name: 'y' })).json()).toEqual({
      resultCode: '4003',
      resultCount: 0,
      resultMessage: '입력 파라미터 오류 입니다. (code: 없는 코드입니다: 0002) [no zone with code 0002]',
    });
    expect((await refused(await write(a, 'zoneDelete', { code: '0002' }), '4003')).resultMessage).toContain('[no zone with code 0002]');
    await ok(await write(a, 'zoneDelete', { code: '1' }));
    await refused(await write(a, 'zoneDelete', { code: '1' }), '4003');
    expect((await list(a)).map((z) => [z.code, z.name])).toEqual([['0001', 'x']]);
  });

  it('refuses malformed percent-encoding in the query with 4000, storing nothing', async () => {
    const a = app();
    const res = await a.get('/tms/zoneInsert?code=1&name=%E0%A4%A', { headers: { appKey: TEST_KEY } });
    expect(await res.clone().json()).toEqual({
      resultCode: '4000',
      resultCount: 0,
      resultMessage: '요청 데이터 오류 입니다. (name: 퍼센트 인코딩이 잘못되었습니다) [name is not valid percent-encoded UTF-8]',
    });
    await refused(res, '4000');
    // Well-formed escapes of bytes that are not UTF-8 break the text rule instead (4003, app-zones-strict-text.test.ts).
    await refused(await a.get('/tms/zoneInsert?code=1&name=%FF', { headers: { appKey: TEST_KEY } }), '4003');
    await refused(await a.get('/tms/zoneDelete?code=%G1', { headers: { appKey: TEST_KEY } }), '4000');
    expect(await list(a)).toEqual([]);
  });
});

describe('/tms zones: bulk insert', () => {
  it('decodes percent-encoded names and takes plain ones as they are', async () => {
    const a = app();
    await ok(
      await bulk(a, {
        reqDatas: [
          { code: '10', name: encodeURIComponent('강남 권역') },
          { code: '11', name: '종로 plain' },
          { code: 12, name: encodeURIComponent('50% 구역') },
          { code: ' 13 ', name: '  trimmed  ' },
        ],
      }),
    );
    expect((await list(a)).map((z) => [z.code, z.name])).toEqual([
      ['10', '강남 권역'],
      ['11', '종로 plain'],
      ['12', '50% 구역'],
      ['13', 'trimmed'],
    ]);
  });

  it('is all or nothing and names every failing row, duplicates within the request included', async () => {
    const a = app();
    await ok(await bulk(a, { reqDatas: [{ code: '10', name: 'a' }] }));
    const body = await refused(
      await bulk(a, {
        reqDatas: [
          { code: '12', name: 'ok' },
          { code: '10', name: 'exists' },
          { code: 'x', name: 'bad code' },
          { code: '12', name: 'twice' },
          { code: '14', name: 'y'.repeat(101) },
          { code: '15', name: 'fine' },
        ],
      }),
      '4003',
    );
    expect(body.failedRows).toEqual([
      { index: 1, code: '10', resultCode: '4003', reason: '이미 있는 코드입니다' },
      { index: 2, code: 'x', resultCode: '4003', reason: '코드는 숫자만 쓸 수 있습니다' },
      { index: 3, code: '12', resultCode: '4003', reason: '같은 요청에 같은 코드가 또 있습니다 (reqDatas[0])' },
      { index: 4, code: '14', resultCode: '4003', reason: '이름은 100자까지입니다' },
    ]);
    expect(body.resultMessage).toBe(
      '입력 파라미터 오류 입니다. (reqDatas: 6행 중 4행 실패, 아무것도 저장하지 않았습니다: reqDatas[1] 10: 이미 있는 코드입니다; ' +
        'reqDatas[2] x: 코드는 숫자만 쓸 수 있습니다; reqDatas[3] 12: 같은 요청에 같은 코드가 또 있습니다 (reqDatas[0]); ' +
        'reqDatas[4] 14: 이름은 100자까지입니다) [all or nothing: 4 of 6 rows failed, none stored]',
    );
    expect(codes(await list(a))).toEqual(['10']);
  });

  it('names every failing row in the message too, however many', async () => {
    const a = app();
    const reqDatas = Array.from({ length: 40 }, (_, i) => ({ code: String(i % 20), name: `n${i}` }));
    const body = await refused(await bulk(a, { reqDatas }), '4003');
    expect(body.failedRows?.map((f) => f.index)).toEqual(Array.from({ length: 20 }, (_, i) => i + 20));
    for (let i = 20; i < 40; i++) expect(body.resultMessage).toContain(`reqDatas[${i}] ${i - 20}: 같은 요청에`);
    expect(await list(a)).toEqual([]);
  });

  it('answers the most basic failure: 4000 for unreadable rows, then 4001 for missing fields', async () => {
    const a = app();
    const unreadable = await refused(
      await bulk(a, { reqDatas: [{ code: '1', name: '%E0%A4%A' }, null, 'row', { code: true, name: 'x' }, { code: '5', name: {} }, { code: '6' }, { code: 'x', name: 'y' }] }),
      '4000',
    );
    expect(unreadable.failedRows?.map((f) => [f.index, f.resultCode])).toEqual([
      [0, '4000'],
      [1, '4000'],
      [2, '4000'],
      [3, '4000'],
      [4, '4000'],
      [5, '4001'],
      [6, '4003'],
    ]);
    expect(unreadable.resultMessage).toContain('reqDatas[0] 1: 이름의 퍼센트 인코딩이 잘못되었습니다');
    expect(unreadable.resultMessage).toContain('reqDatas[1] -: 행이 {code, name} 객체가 아닙니다');
    const missing = await refused(await bulk(a, { reqDatas: [{ code: '1', name: 'ok' }, { name: 'no code' }, { code: 'x', name: 'y' }] }), '4001');
    expect(missing.failedRows?.map((f) => [f.index, f.code, f.reason])).toEqual([
      [1, '', '코드가 없습니다'],
      [2, 'x', '코드는 숫자만 쓸 수 있습니다'],
    ]);
    expect(await list(a)).toEqual([]);
  });

  it('refuses bodies that are not {reqDatas:[…]} and more than 1,000 rows; 1,000 is fine', async () => {
    const a = app();
    expect((await refused(await bulk(a, 'not json'), '4000')).resultMessage).toContain('(body: JSON이 아닙니다)');
    await refused(await bulk(a, ''), '4000');
    await refused(await bulk(a, '[{"code":"1","name":"x"}]'), '4000');
    await refused(await bulk(a, 'null'), '4000');
    expect((await refused(await bulk(a, { zones: [] }), '4001')).resultMessage).toContain('(reqDatas: 없습니다)');
    expect((await refused(await bulk(a, { reqDatas: [] }), '4001')).resultMessage).toContain('(reqDatas: 비어 있습니다)');
    expect((await refused(await bulk(a, { reqDatas: 'x' }), '4000')).resultMessage).toContain('(reqDatas: 배열이 아닙니다)');
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ code: String(i + 1), name: `zone ${i + 1}` }));
    expect(await (await bulk(a, { reqDatas: rows(1001) })).json()).toEqual({
      resultCode: '4000',
      resultCount: 0,
      resultMessage: '요청 데이터 오류 입니다. (reqDatas: 1001행은 너무 많습니다 (최대 1000행)) [at most 1000 rows per request]',
    });
    expect(await list(a)).toEqual([]);
    await ok(await bulk(a, { reqDatas: rows(1000) }));
    const zones = await list(a);
    expect(zones).toHaveLength(1000);
    expect(new Set(zones.map((z) => z.updateDate)).size).toBe(1);
  });
});

describe('/tms zones: persistence', () => {
  it('survives closing and reopening a file database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'locus-zones-'));
    const file = join(dir, 'locus.db');
    const start = () => {
      const db = openDatabase(file);
      const served = createApp({ config: testConfig(TWO_KEYS), db, world: stubWorld(), consoleDir: null, logError: (e) => errors.push(e) });
      return { db, get: (path: string, init?: RequestInit) => served.fetch(new Request(`${BASE}${path}`, init)) };
    };
    const errors: unknown[] = [];
    try {
      const first = start();
      await ok(await first.get(`/tms/zoneInsert?${q({ code: '0001', name: '강남' })}`, { headers: { appKey: TEST_KEY } }));
      await ok(await first.get('/tms/zoneListInsert', { method: 'POST', headers: { appKey: OTHER }, body: JSON.stringify({ reqDatas: [{ code: '0001', name: encodeURIComponent('다른 키') }] }) }));
      const before = (await (await first.get('/tms/zoneList', { headers: { appKey: TEST_KEY } })).json()) as { resultData: ListedZone[] };
      first.db.close();

      const again = start();
      const after = (await (await again.get('/tms/zoneList', { headers: { appKey: TEST_KEY } })).json()) as { resultData: ListedZone[] };
      expect(after.resultData).toEqual(before.resultData);
      const other = (await (await again.get('/tms/zoneList', { headers: { appKey: OTHER } })).json()) as { resultData: ListedZone[] };
      expect(other.resultData.map((z) => [z.code, z.name])).toEqual([['0001', '다른 키']]);
      // The sequence goes on after a restart.
      await ok(await again.get(`/tms/zoneInsert?${q({ code: '0002', name: '종로' })}`, { headers: { appKey: TEST_KEY } }));
      const more = (await (await again.get('/tms/zoneList', { headers: { appKey: TEST_KEY } })).json()) as { resultData: ListedZone[] };
      expect(more.resultData[1]!.seq).toBeGreaterThan(Math.max(...before.resultData.map((z) => z.seq), ...other.resultData.map((z) => z.seq)));
      again.db.close();
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes dates in Korean time', () => {
    expect(koreanDateTime(new Date('2026-11-23T15:30:05Z'))).toBe('2026-11-24 00:30:05');
    expect(koreanDateTime(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31 23:59:59');
  });
});

describe('/tms zones: concurrency', () => {
  /** What one client asked and what it was answered. */
  interface Outcome {
    client: number;
    key: string;
    op: 'insert' | 'update' | 'delete' | 'bulk' | 'list';
    rows: { code: string; name: string }[];
    status: number;
    body: Refusal & { resultData?: ListedZone[] };
  }
  interface Applied {
    id: number;
    op: 'insert' | 'update' | 'delete';
    tenant: string;
    code: string;
    name: string;
  }

  it('20 parallel clients × 50 mixed operations: the final state is what the successful ones imply, in the server’s order', async () => {
    const a = app(TWO_KEYS);
    // The order in which the server applied the writes, as SQLite saw them: a log kept by
    // temporary triggers on this connection (nothing of it reaches the schema).
    a.db.exec(`
      CREATE TEMP TABLE zone_log (id INTEGER PRIMARY KEY AUTOINCREMENT, op TEXT NOT NULL, tenant TEXT NOT NULL, code TEXT NOT NULL, name TEXT NOT NULL);
      CREATE TEMP TRIGGER zone_log_insert AFTER INSERT ON main.zones BEGIN INSERT INTO zone_log (op, tenant, code, name) VALUES ('insert', NEW.tenant, NEW.code, NEW.name); END;
      CREATE TEMP TRIGGER zone_log_update AFTER UPDATE ON main.zones BEGIN INSERT INTO zone_log (op, tenant, code, name) VALUES ('update', NEW.tenant, NEW.code, NEW.name); END;
      CREATE TEMP TRIGGER zone_log_delete AFTER DELETE ON main.zones BEGIN INSERT INTO zone_log (op, tenant, code, name) VALUES ('delete', OLD.tenant, OLD.code, OLD.name); END;
    `);

    let seed = 20261123;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    // Overlapping codes (shared by every client of a key, and across keys) and each client's own.
    const sharedCode = () => String(Math.floor(random() * 12)).padStart(2, '0');
    const ownCode = (client: number) => `9${String(client).padStart(2, '0')}${Math.floor(random() * 4)}`;
    const outcomes: Outcome[] = [];

    const client = async (id: number) => {
      const key = id % 2 === 0 ? TEST_KEY : OTHER;
      for (let i = 0; i < 50; i++) {
        const code = random() < 0.6 ? sharedCode() : ownCode(id);
        const name = `c${id}-${i}`;
        const roll = random();
        let outcome: Outcome;
        if (roll < 0.3 || roll >= 0.9) {
          const op = roll < 0.3 ? 'insert' : 'delete';
          const res = await write(a, op === 'insert' ? 'zoneInsert' : 'zoneDelete', op === 'insert' ? { code, name } : { code }, key);
          outcome = { client: id, key, op, rows: [{ code, name }], status: res.status, body: (await res.json()) as Refusal };
        } else if (roll < 0.5) {
          const res = await write(a, 'zoneUpdate', { code, name }, key);
          outcome = { client: id, key, op: 'update', rows: [{ code, name }], status: res.status, body: (await res.json()) as Refusal };
        } else if (roll < 0.6) {
          const rows = [{ code, name: `${name}-0` }, { code: ownCode(id), name: `${name}-1` }];
          const res = await bulk(a, { reqDatas: rows.map((r) => ({ code: r.code, name: encodeURIComponent(r.name) })) }, key);
          outcome = { client: id, key, op: 'bulk', rows, status: res.status, body: (await res.json()) as Refusal };
        } else {
          const res = await a.get('/tms/zoneList', { headers: { appKey: key } });
          outcome = { client: id, key, op: 'list', rows: [], status: res.status, body: (await res.json()) as Refusal & { resultData: ListedZone[] } };
        }
        outcomes.push(outcome);
        // Hand over to the other clients so that their operations interleave with this one's.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, id) => client(id)));

    expect(outcomes).toHaveLength(1000);
    expect(outcomes.every((o) => o.status === 200 || o.status === 400)).toBe(true);
    const log = a.db.prepare('SELECT id, op, tenant, code, name FROM zone_log ORDER BY id').all() as Applied[];

    // 1. Every write answered 200 was applied exactly once, and no refused write was applied.
    //    (Names are unique per operation, so a log row names the operation that made it.)
    const byName = new Map<string, Applied[]>();
    for (const entry of log) if (entry.op !== 'delete') byName.set(entry.name, [...(byName.get(entry.name) ?? []), entry]);
    const deletesByCode = new Map<string, number>();
    for (const o of outcomes) {
      if (o.op === 'list') continue;
      if (o.op === 'delete') {
        if (o.status === 200) deletesByCode.set(`${o.key}|${o.rows[0]!.code}`, (deletesByCode.get(`${o.key}|${o.rows[0]!.code}`) ?? 0) + 1);
        continue;
      }
      for (const row of o.rows) {
        const applied = byName.get(row.name) ?? [];
        expect(applied, `${o.op} ${row.code} ${row.name} (${o.status})`).toHaveLength(o.status === 200 ? 1 : 0);
        if (o.status === 200) expect(applied[0]).toMatchObject({ op: o.op === 'bulk' ? 'insert' : o.op, tenant: o.key, code: row.code });
      }
    }
    const loggedDeletes = new Map<string, number>();
    for (const entry of log) if (entry.op === 'delete') loggedDeletes.set(`${entry.tenant}|${entry.code}`, (loggedDeletes.get(`${entry.tenant}|${entry.code}`) ?? 0) + 1);
    expect(loggedDeletes).toEqual(deletesByCode);
    const successfulRows = outcomes.filter((o) => o.status === 200 && o.op !== 'list').reduce((n, o) => n + o.rows.length, 0);
    expect(log).toHaveLength(successfulRows);

    // 2. Replaying the successful writes in the server's order is consistent (an insert only on
    //    a free code, an update or delete only on a taken one) and yields exactly the listed zones.
    const state = new Map<string, string>();
    for (const entry of log) {
      const at = `${entry.tenant}|${entry.code}`;
      expect(state.has(at), `${entry.op} ${at} at #${entry.id}`).toBe(entry.op !== 'insert');
      if (entry.op === 'delete') state.delete(at);
      else state.set(at, entry.name);
    }
    for (const key of [TEST_KEY, OTHER]) {
      const zones = await list(a, key);
      const expected = [...state].filter(([at]) => at.startsWith(`${key}|`)).map(([at, name]): [string, string] => [at.slice(key.length + 1), name]);
      expect(new Map(zones.map((z) => [z.code, z.name]))).toEqual(new Map(expected));
      expect(zones).toHaveLength(expected.length);
      expect(new Set(codes(zones)).size).toBe(zones.length);
      expect(zones.map((z) => z.seq)).toEqual([...new Set(zones.map((z) => z.seq))].sort((x, y) => x - y));
    }
    const allSeq = (a.db.prepare('SELECT seq FROM zones').all() as { seq: number }[]).map((r) => r.seq);
    expect(new Set(allSeq).size).toBe(allSeq.length);

    // 3. Refusals give the reason the state implied; every list seen on the way was well formed.
    for (const o of outcomes) {
      if (o.status !== 400) continue;
      expect(o.body.resultCode).toBe('4003');
      if (o.op === 'insert') expect(o.body.resultMessage).toContain('이미 있는 코드');
      if (o.op === 'update' || o.op === 'delete') expect(o.body.resultMessage).toContain('없는 코드');
      if (o.op === 'bulk') expect(o.body.failedRows?.length).toBeGreaterThan(0);
    }
    for (const o of outcomes.filter((x) => x.op === 'list')) {
      const seqs = o.body.resultData?.map((z) => z.seq) ?? [];
      expect(seqs).toEqual([...new Set(seqs)].sort((x, y) => x - y));
    }

    // 4. The clients really interleaved, and the run was not trivially all-success or all-refused.
    const clientOf = (entry: Applied) => /^c(\d+)-/.exec(entry.name)?.[1];
    const writers = log.filter((e) => e.op !== 'delete').map(clientOf);
    const switches = writers.filter((c, i) => i > 0 && c !== writers[i - 1]).length;
    expect(switches).toBeGreaterThan(writers.length / 2);
    for (const op of ['insert', 'update', 'delete', 'bulk'] as const) {
      expect(outcomes.some((o) => o.op === op && o.status === 200), `${op} succeeded`).toBe(true);
      expect(outcomes.some((o) => o.op === op && o.status === 400), `${op} refused`).toBe(true);
    }
    expect(state.size).toBeGreaterThan(10);
  });
});
