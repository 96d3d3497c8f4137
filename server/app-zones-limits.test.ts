import { afterEach, describe, expect, it } from 'vitest';
import { zoneListResponseSchema } from '../shared/contract/zones';
import { makeTestApp, TEST_KEY, type TestApp } from './testing/test-app';

/** Bounded zone lists: a cap per key (LOCUS_MAX_ZONES) and a list written a page at a time. */

const OTHER = 'second-key';

let t: TestApp;
afterEach(() => {
  expect(t.errors).toEqual([]);
  t.close();
});

const get = (path: string, key = TEST_KEY) => t.get(path, { headers: { appKey: key } });
const bulk = (rows: { code: string; name: string }[], key = TEST_KEY) =>
  t.get('/tms/zoneListInsert', { method: 'POST', headers: { appKey: key, 'Content-Type': 'application/json' }, body: JSON.stringify({ reqDatas: rows }) });
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ code: String(from + i), name: `권역 "${from + i}" \\ </script>` }));

async function refusal(res: Response): Promise<string> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { resultCode: string; resultMessage: string };
  expect(body.resultCode).toBe('4003');
  return body.resultMessage;
}

async function count(key = TEST_KEY): Promise<number> {
  return ((await (await get('/tms/zoneList', key)).json()) as { resultCount: number }).resultCount;
}

describe('the zone cap per key', () => {
  it('refuses the zone beyond LOCUS_MAX_ZONES with 4003 naming the limit; other keys, renames and deletes go on', async () => {
    t = makeTestApp({ LOCUS_API_KEYS: `${TEST_KEY},${OTHER}`, LOCUS_MAX_ZONES: '3' });
    for (const code of ['1', '2', '3']) expect((await get(`/tms/zoneInsert?code=${code}&name=z`)).status).toBe(200);
    const message = await refusal(await get('/tms/zoneInsert?code=4&name=z'));
    expect(message).toContain('최대 3개');
    expect(message).toContain('LOCUS_MAX_ZONES');
    // A duplicate at the cap is still told as a duplicate.
    expect(await refusal(await get('/tms/zoneInsert?code=3&name=z'))).toContain('이미 있는 코드');
    expect((await get('/tms/zoneUpdate?code=3&name=renamed')).status).toBe(200);
    expect((await get('/tms/zoneInsert?code=1&name=z', OTHER)).status).toBe(200);
    expect((await get('/tms/zoneDelete?code=1')).status).toBe(200);
    expect((await get('/tms/zoneInsert?code=4&name=z')).status).toBe(200);
    expect(await count()).toBe(3);
  });

  it('refuses a bulk insert that would go beyond the cap, whole', async () => {
    t = makeTestApp({ LOCUS_MAX_ZONES: '5' });
    expect((await bulk(rows(1, 3))).status).toBe(200);
    const message = await refusal(await bulk(rows(10, 3)));
    expect(message).toContain('최대 5개');
    expect(message).toContain('아무것도 저장하지 않았습니다');
    expect(await count()).toBe(3);
    expect((await bulk(rows(10, 2))).status).toBe(200);
    expect(await count()).toBe(5);
  });

  it('is 100,000 by default', async () => {
    t = makeTestApp();
    const insert = t.db.prepare("INSERT INTO zones (tenant, code, name, update_date) VALUES (?, ?, 'n', '2026-01-01 00:00:00')");
    t.db.transaction(() => {
      for (let i = 0; i < 99_999; i++) insert.run(TEST_KEY, String(i));
    })();
    expect((await get('/tms/zoneInsert?code=99999999&name=z')).status).toBe(200);
    expect(await refusal(await get('/tms/zoneInsert?code=99999998&name=z'))).toContain('최대 100,000개');
  });
});

describe('the zone list', () => {
  it('is written a page at a time and is the same JSON: every zone, in order, with its count', async () => {
    t = makeTestApp({ LOCUS_API_KEYS: `${TEST_KEY},${OTHER}` });
    for (let from = 0; from < 2_500; from += 1_000) expect((await bulk(rows(from, Math.min(1_000, 2_500 - from)))).status).toBe(200);
    expect((await bulk(rows(0, 2), OTHER)).status).toBe(200);
    const res = await get('/tms/zoneList');
    expect(res.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    // Many pages, never one giant string.
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resultCount: number; resultData: { seq: number; code: string; name: string }[] };
    expect(zoneListResponseSchema.safeParse(body).success).toBe(true);
    const stored = t.db.prepare('SELECT seq, code, name, update_date AS updateDate FROM zones WHERE tenant = ? ORDER BY seq').all(TEST_KEY) as object[];
    expect(stored).toHaveLength(2_500);
    expect(body).toEqual({
      resultCode: '200',
      resultCount: 2_500,
      resultMessage: 'success',
      resultData: stored.map((z) => ({ ...z, zipcodeData: '', adminData: '' })),
    });
  });

  it('is valid JSON when empty and when exactly one page long', async () => {
    t = makeTestApp();
    expect(await (await get('/tms/zoneList')).json()).toEqual({ resultCode: '200', resultCount: 0, resultMessage: 'success', resultData: [] });
    expect((await bulk(rows(0, 1_000))).status).toBe(200);
    const body = (await (await get('/tms/zoneList')).json()) as { resultCount: number; resultData: { code: string }[] };
    expect(body.resultCount).toBe(1_000);
    expect(body.resultData.map((z) => z.code)).toEqual(rows(0, 1_000).map((r) => r.code));
  });
});
