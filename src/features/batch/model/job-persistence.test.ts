import { describe, expect, it } from 'vitest';
import { JobPersistence, type KeyValueStore, type SyncJournal } from './job-persistence';
import { createJob, type BatchRowState } from './job';
import { readTable } from './input-table';
import { prepareRows } from './mapping';
import { applyRowEdit } from './row-edit';
import { BatchRunner, DEFAULT_SETTINGS } from './runner';
import { realClock } from './clock';
import { hasRowsToSend } from './row-state';

function memoryStore(): KeyValueStore & { map: Map<string, unknown>; hold: boolean; held: (() => void)[] } {
  const map = new Map<string, unknown>();
  const s = {
    map,
    hold: false,
    held: [] as (() => void)[],
    get: async <T,>(k: string) => map.get(k) as T | undefined,
    set: (k: string, v: unknown) =>
      new Promise<void>((resolve) => {
        const write = () => (map.set(k, structuredClone(v)), resolve());
        if (s.hold) s.held.push(write);
        else write();
      }),
    setMany: async (entries: [string, unknown][]) => void entries.forEach(([k, v]) => map.set(k, structuredClone(v))),
    getMany: async <T,>(ks: string[]) => ks.map((k) => map.get(k) as T | undefined),
    clear: async () => map.clear(),
  };
  return s;
}

function memoryJournal(): SyncJournal & { value: string | null } {
  const j = { value: null as string | null, read: () => j.value, write: (v: string | null) => void (j.value = v) };
  return j;
}

function job() {
  const table = readTable('lat,lon\n37.56,126.97\nx,126.9\n37.57,126.98\n37.58,126.99');
  const prepared = prepareRows(table, { mode: 'latlon', lat: 0, lon: 1 }, 'WGS84GEO');
  return createJob({ id: 'job-1', now: 0, source: '', config: { operation: 'reverse', fromCoord: 'WGS84GEO', toCoord: 'WGS84GEO' }, mapping: { mode: 'latlon', lat: 0, lon: 1 }, settings: DEFAULT_SETTINGS, table, prepared });
}

const done = (address: string): BatchRowState => ({ status: 'done', attempts: 1, result: { kind: 'point', point: [126.97, 37.56], fields: { address } } });

describe('JobPersistence', () => {
  it('keeps the job and each row that ended; a reload gets them back in input order, the rest pending', async () => {
    const kv = memoryStore();
    const p = new JobPersistence(kv, memoryJournal());
    const { job: j, rows } = job();
    expect(rows.map((r) => r.status)).toEqual(['pending', 'failed', 'pending', 'pending']);
    await p.saveNew(j, rows);
    await p.saveRow(j.id, 0, done('a'));
    await p.saveRow(j.id, 2, { status: 'running', attempts: 1 });
    const loaded = await new JobPersistence(kv, memoryJournal()).load();
    expect(loaded?.job.id).toBe('job-1');
    expect(loaded?.rows.map((r) => r.status)).toEqual(['done', 'failed', 'pending', 'pending']);
    expect(loaded?.rows[0]?.result?.fields.address).toBe('a');
    expect(loaded?.rows[1]?.error).toMatchObject({ key: 'badLat', scope: 'batch' });
  });

  it('does not lose a row whose IndexedDB write had not committed when the page went away', async () => {
    const kv = memoryStore();
    const journal = memoryJournal();
    const p = new JobPersistence(kv, journal);
    const { job: j, rows } = job();
    await p.saveNew(j, rows);
    kv.hold = true;
    void p.saveRow(j.id, 3, done('d'));
    // "Reload": the held write never happens; a new page reads the same sessionStorage.
    kv.hold = false;
    const loaded = await new JobPersistence(kv, journal).load();
    expect(loaded?.rows[3]).toMatchObject({ status: 'done', result: { fields: { address: 'd' } } });
    expect(kv.map.get('job-1:3')).toMatchObject({ status: 'done' });
    expect(journal.value).toBeNull();
  });

  it('empties the journal once IndexedDB has the row; discard forgets everything', async () => {
    const kv = memoryStore();
    const journal = memoryJournal();
    const p = new JobPersistence(kv, journal);
    const { job: j, rows } = job();
    await p.saveNew(j, rows);
    await p.saveRow(j.id, 0, done('a'));
    expect(journal.value).toBeNull();
    await p.discard();
    expect(await p.load()).toBeUndefined();
  });

  it('ignores a journal left by another job', async () => {
    const kv = memoryStore();
    const journal = memoryJournal();
    journal.value = JSON.stringify({ jobId: 'old', rows: { '0': done('stale') } });
    const p = new JobPersistence(kv, journal);
    const { job: j, rows } = job();
    await kv.set('job', j);
    const loaded = await p.load();
    expect(loaded?.rows[0]?.status).toBe('pending');
    void rows;
  });

  it('an edited row sent again: a reload finds the new input with the row pending, then its new answer', async () => {
    const kv = memoryStore();
    const journal = memoryJournal();
    const p = new JobPersistence(kv, journal);
    const { job: j, rows } = job();
    await p.saveNew(j, rows);
    await p.saveRow(j.id, 0, done('a'));
    const edited = applyRowEdit(j, 1, { mode: 'latlon', lat: '37.5665', lon: '126.978' });
    if (!edited.ok) throw new Error('refused');
    await p.saveRerun(edited.job, 1);
    const mid = await new JobPersistence(kv, journal).load();
    expect(mid?.job.inputs[1]).toEqual({ kind: 'point', lat: 37.5665, lon: 126.978 });
    expect(mid?.job.edited).toEqual([1]);
    expect(mid?.rows.map((r) => r.status)).toEqual(['done', 'pending', 'pending', 'pending']);
    await p.saveRow(j.id, 1, done('b'));
    const after = await new JobPersistence(kv, journal).load();
    expect(after?.rows[1]).toMatchObject({ status: 'done', result: { fields: { address: 'b' } } });
    expect(after?.job.labels[1]).toBe('37.5665, 126.978');
  });

  it('a run whose rows had all ended before the reload loads with nothing left to send: finished, not unfinished', async () => {
    const kv = memoryStore();
    const p = new JobPersistence(kv, memoryJournal());
    const { job: j, rows } = job();
    await p.saveNew(j, rows);
    for (const i of [0, 2]) await p.saveRow(j.id, i, done(String(i)));
    const partly = await new JobPersistence(kv, memoryJournal()).load();
    expect(hasRowsToSend(partly?.rows ?? [])).toBe(true);
    await p.saveRow(j.id, 3, { status: 'failed', attempts: 1, error: { key: 'noMatch', scope: 'batch' } });
    const ended = await new JobPersistence(kv, memoryJournal()).load();
    expect(ended?.rows.map((r) => r.status)).toEqual(['done', 'failed', 'done', 'failed']);
    expect(hasRowsToSend(ended?.rows ?? [])).toBe(false);
    // The runner built from them is finished at once.
    const runner = new BatchRunner({ rows: ended?.rows ?? [], settings: DEFAULT_SETTINGS, send: () => Promise.reject(new Error('nothing is sent')), describeError: () => ({ key: 'x', scope: 'batch' }), clock: realClock });
    expect(runner.phase).toBe('finished');
  });
});
