import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { zoneListResponseSchema, zoneWriteResponseSchema } from '../src/api/contract/zones';
import { openDatabase } from './db/open-database';
import { createZoneStore, koreanDateTime } from './domain/zone-store';
import { makeTestApp, TEST_KEY, type TestApp } from './testing/test-app';

let t: TestApp;
afterEach(() => t.close());

const OTHER = 'second-key';
const headers = (key = TEST_KEY) => ({ appKey: key });
const q = (p: Record<string, string>) => new URLSearchParams(p).toString();

async function list(key = TEST_KEY): Promise<{ seq: number; code: string; name: string; updateDate: string }[]> {
  const res = await t.get('/tms/zoneList', { headers: headers(key) });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { resultCode: string; resultCount: number; resultData: { seq: number; code: string; name: string; updateDate: string }[] };
  expect(zoneListResponseSchema.safeParse(body).success).toBe(true);
  expect(body.resultCode).toBe('200');
  expect(body.resultCount).toBe(body.resultData.length);
  return body.resultData;
}

const write = (op: string, p: Record<string, string>, key = TEST_KEY) => t.get(`/tms/${op}?${q(p)}`, { headers: headers(key) });
const bulk = (body: unknown, key = TEST_KEY) =>
  t.get('/tms/zoneListInsert', { method: 'POST', headers: { ...headers(key), 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function refused(res: Response, code: string): Promise<{ resultMessage: string; failedRows?: { index: number; code: string }[] }> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { resultCode: string; resultCount: number; resultMessage: string; failedRows?: { index: number; code: string }[] };
  expect(body.resultCode).toBe(code);
  expect(body.resultCount).toBe(0);
  return body;
}

describe('/tms zones', () => {
  it('inserts, lists, renames and deletes with the interface envelopes', async () => {
    t = makeTestApp({ LOCUS_API_KEYS: `${TEST_KEY},${OTHER}` });
    const res = await write('zoneInsert', { code: '0001', name: '강남 권역' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ resultCode: '200', resultCount: 0, resultMessage: 'success' });
    expect(zoneWriteResponseSchema.safeParse(body).success).toBe(true);
    const [zone] = await list();
    expect(zone).toMatchObject({ code: '0001', name: '강남 권역', zipcodeData: '', adminData: '' });
    expect(typeof zone?.seq).toBe('number');
    expect(zone?.updateDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await write('zoneUpdate', { code: '0001', name: '강남·서초' })).status).toBe(200);
    expect((await list())[0]?.name).toBe('강남·서초');
    expect((await write('zoneDelete', { code: '0001' })).status).toBe(200);
    expect(await list()).toEqual([]);
  });

  it('takes the key in the query too, and keeps each key’s zones to itself', async () => {
    t = makeTestApp({ LOCUS_API_KEYS: `${TEST_KEY},${OTHER}` });
    expect((await t.get(`/tms/zoneInsert?${q({ code: '7', name: 'mine', appKey: TEST_KEY })}`)).status).toBe(200);
    expect(await list(OTHER)).toEqual([]);
    await refused(await write('zoneUpdate', { code: '7', name: 'theirs' }, OTHER), '4003');
    await refused(await write('zoneDelete', { code: '7' }, OTHER), '4003');
    expect((await write('zoneInsert', { code: '7', name: 'same code, other key' }, OTHER)).status).toBe(200);
    expect((await list()).map((z) => z.name)).toEqual(['mine']);
  });

  it('refuses bad input in the TMS style, naming what is wrong', async () => {
    t = makeTestApp();
    expect((await refused(await write('zoneInsert', { name: 'x' }), '4001')).resultMessage).toContain('code');
    expect((await refused(await write('zoneInsert', { code: '1' }), '4001')).resultMessage).toContain('name');
    expect((await refused(await write('zoneInsert', { code: '12a', name: 'x' }), '4003')).resultMessage).toContain('숫자');
    expect((await refused(await write('zoneInsert', { code: '1'.repeat(21), name: 'x' }), '4003')).resultMessage).toContain('20');
    expect((await refused(await write('zoneInsert', { code: '1', name: 'x'.repeat(101) }), '4003')).resultMessage).toContain('100');
    await write('zoneInsert', { code: '1', name: 'x' });
    expect((await refused(await write('zoneInsert', { code: '1', name: 'y' }), '4003')).resultMessage).toContain('이미 있는 코드');
    expect((await refused(await write('zoneUpdate', { code: '2', name: 'y' }), '4003')).resultMessage).toContain('없는 코드');
    expect((await refused(await write('zoneDelete', { code: '2' }), '4003')).resultMessage).toContain('없는 코드');
    await refused(await bulk('not json'), '4000');
    await refused(await bulk({ zones: [] }), '4001');
    await refused(await bulk({ reqDatas: Array.from({ length: 1001 }, (_, i) => ({ code: String(i), name: 'n' })) }), '4000');
    expect((await list()).map((z) => z.code)).toEqual(['1']);
  });

  it('bulk insert decodes percent-encoded names and is all or nothing, listing every failing row', async () => {
    t = makeTestApp();
    expect((await bulk({ reqDatas: [{ code: '10', name: encodeURIComponent('강남 권역') }, { code: '11', name: 'plain' }] })).status).toBe(200);
    expect((await list()).map((z) => z.name)).toEqual(['강남 권역', 'plain']);
    const body = await refused(await bulk({ reqDatas: [{ code: '12', name: 'ok' }, { code: '10', name: 'exists' }, { code: 'x', name: 'bad' }, { code: '12', name: 'twice' }] }), '4003');
    expect(body.failedRows?.map((f) => f.index)).toEqual([1, 2, 3]);
    expect(body.resultMessage).toContain('reqDatas[1]');
    expect((await list()).map((z) => z.code)).toEqual(['10', '11']);
    const malformed = await refused(await bulk({ reqDatas: [{ code: '13', name: '%E0%A4%A' }] }), '4000');
    expect(malformed.failedRows?.[0]?.index).toBe(0);
  });

  it('survives a restart of the database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locus-zones-'));
    try {
      const file = join(dir, 'locus.db');
      const first = openDatabase(file);
      createZoneStore(first).insert('k', '0001', '강남');
      first.close();
      const again = openDatabase(file);
      expect(createZoneStore(again).list('k').map((z) => [z.code, z.name])).toEqual([['0001', '강남']]);
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    t = makeTestApp();
  });

  it('writes dates in Korean time', () => {
    expect(koreanDateTime(new Date('2026-11-23T15:30:05Z'))).toBe('2026-11-24 00:30:05');
    t = makeTestApp();
  });

  it('20 parallel clients doing 50 mixed operations each lose and duplicate nothing', async () => {
    t = makeTestApp({ LOCUS_RATE_LIMIT_RPS: '0' });
    // The model: for each code, what the successful operations imply, applied in the order the server answered.
    const expected = new Map<string, string>();
    let random = 12345;
    const next = () => (random = (random * 1103515245 + 12345) % 2147483648) / 2147483648;
    const client = async (id: number) => {
      for (let i = 0; i < 50; i++) {
        const shared = next() < 0.5;
        const code = shared ? String(next() < 0.5 ? 1 : Math.floor(next() * 30)) : `${id}${String(i % 7).padStart(3, '0')}`;
        const name = `c${id}-${i}`;
        const roll = next();
        if (roll < 0.4) {
          const res = await write('zoneInsert', { code, name });
          if (res.status === 200) expected.set(code, name);
          else expect(expected.has(code)).toBe(true);
        } else if (roll < 0.65) {
          const res = await write('zoneUpdate', { code, name });
          if (res.status === 200) expected.set(code, name);
          else expect(expected.has(code)).toBe(false);
        } else if (roll < 0.85) {
          const res = await write('zoneDelete', { code });
          if (res.status === 200) expected.delete(code);
          else expect(expected.has(code)).toBe(false);
        } else {
          await list();
        }
        // Let the other clients interleave.
        await new Promise((r) => setImmediate(r));
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, id) => client(id)));
    const final = await list();
    expect(new Set(final.map((z) => z.code)).size).toBe(final.length);
    expect(new Set(final.map((z) => z.seq)).size).toBe(final.length);
    expect(new Map(final.map((z) => [z.code, z.name]))).toEqual(expected);
    expect(final.length).toBeGreaterThan(10);
  });
});
