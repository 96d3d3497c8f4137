import { mkdtemp, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Recording } from './recording';
import { createReplayStore, type ReplayStore } from './replay-store';

let dir: string;
let store: ReplayStore | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'locus-replay-store-'));
});
afterEach(async () => {
  store?.close();
  store = undefined;
  await rm(dir, { recursive: true, force: true });
});

function recording(path: string, text: string, scope?: Record<string, string>): string {
  const r: Recording = {
    locusRecording: 1,
    recordedAt: '2026-01-01T00:00:00.000Z',
    upstream: 'https://apis.openapi.sk.com',
    durationMs: 1,
    request: { method: 'GET', path, query: [], headers: {}, body: { encoding: 'none' }, bodySha256: null, ...(scope ? { scope } : {}) },
    response: { status: 200, contentType: 'application/json', headers: {}, body: { encoding: 'utf8', text } },
  };
  return JSON.stringify(r);
}

const identity = (path: string, scope: Record<string, string> = {}) => ({ path, query: [] as [string, string][], scope });
const textOf = (s: ReplayStore, path: string): string | undefined => {
  const body = s.find('GET', identity(path), null).recording?.response.body;
  return body?.encoding === 'utf8' ? body.text : undefined;
};
/** A time well before now, so a pass does not take the file for one still being written. */
const settled = async (file: string) => utimes(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));

describe('createReplayStore', () => {
  it('re-reads a changed file, drops a removed one, and reads only those', async () => {
    await writeFile(join(dir, 'a.json'), recording('/tmap/a', '1'));
    await writeFile(join(dir, 'b.json'), recording('/tmap/b', '2'));
    store = createReplayStore(dir, { maxFileBytes: 1 << 20, watch: false });
    expect(store.activity()).toEqual({ scans: 1, parsed: 2 });
    await writeFile(join(dir, 'a.json'), recording('/tmap/a', 'changed'));
    await settled(join(dir, 'a.json'));
    await unlink(join(dir, 'b.json'));
    expect(await store.reload()).toEqual({ recordings: 1, invalid: 0, tooLarge: 0 });
    expect(textOf(store, '/tmap/a')).toBe('changed');
    expect(textOf(store, '/tmap/b')).toBeUndefined();
    expect(store.activity()).toEqual({ scans: 2, parsed: 3 });
  });

  it('waits for a file still being written before the watcher reads it, and tells a bad file once', async () => {
    const logs: string[] = [];
    store = createReplayStore(dir, { maxFileBytes: 1 << 20, log: (m) => logs.push(m), debounceMs: 20, settleMs: 1000 });
    await writeFile(join(dir, 'half.json'), '{"locusRecording":1,');
    await new Promise((r) => setTimeout(r, 150));
    // Seen by the watcher, but too fresh to be read yet.
    expect(store.stats()).toEqual({ recordings: 0, invalid: 0, tooLarge: 0 });
    await writeFile(join(dir, 'half.json'), recording('/tmap/half', 'whole'));
    for (let i = 0; i < 200 && textOf(store, '/tmap/half') === undefined; i++) await new Promise((r) => setTimeout(r, 30));
    expect(textOf(store, '/tmap/half')).toBe('whole');
    expect(logs).toEqual([]);

    await writeFile(join(dir, 'bad.json'), 'nope');
    await settled(join(dir, 'bad.json'));
    await store.reload();
    await store.reload();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('bad.json');
  });

  it('prefers a recording of the exact scope, then one without any', async () => {
    await writeFile(join(dir, 'old.json'), recording('/nugufacecan/v1/face', 'old'));
    await writeFile(join(dir, 's1.json'), recording('/nugufacecan/v1/face', 's1', { 'subject-id': 's1' }));
    store = createReplayStore(dir, { maxFileBytes: 1 << 20, watch: false });
    const answer = (scope: Record<string, string>) => {
      const body = store?.find('GET', identity('/nugufacecan/v1/face', scope), null).recording?.response.body;
      return body?.encoding === 'utf8' ? body.text : undefined;
    };
    expect(answer({ 'subject-id': 's1' })).toBe('s1');
    expect(answer({ 'subject-id': 's9' })).toBe('old');
    expect(answer({})).toBe('old');
  });
});
