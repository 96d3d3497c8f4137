import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecorder } from './recorder';
import { recordingSchema } from './recording';
import type { ExchangeForRecording } from './recording-of';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'locus-recorder-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function exchange(n: number, bodyBytes = 0): ExchangeForRecording {
  return {
    upstream: 'https://apis.openapi.sk.com',
    recordImages: false,
    requestUrl: `http://localhost/tmap/geo/x?n=${n}&appKey=the-secret-key`,
    method: 'GET',
    requestHeaders: [['appkey', 'the-secret-key']],
    requestBody: { kind: 'bytes', bytes: new Uint8Array(0) },
    status: 200,
    responseContentType: 'application/json',
    responseHeaders: [['content-type', 'application/json']],
    responseBody: { kind: 'bytes', bytes: new TextEncoder().encode(`{"echo":"the-secret-key","pad":"${'p'.repeat(bodyBytes)}"}`) },
    recordedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, n)).toISOString(),
    durationMs: 3,
  };
}

describe('createRecorder', () => {
  it('redacts and writes each exchange on its own thread', async () => {
    const out = await mkdtemp(join(dir, 'ok-'));
    const logs: string[] = [];
    const rec = createRecorder(out, { log: (m) => logs.push(m) });
    try {
      rec.record(exchange(1));
      rec.record(exchange(2));
      await rec.flush();
      const files = await readdir(out);
      expect(files).toHaveLength(2);
      for (const file of files) {
        const text = await readFile(join(out, file), 'utf8');
        expect(text).not.toContain('the-secret-key');
        expect(recordingSchema.safeParse(JSON.parse(text)).success).toBe(true);
      }
      expect(logs).toEqual([]);
      expect(rec.budget.inUse).toBe(0);
    } finally {
      await rec.close();
    }
  });

  it('logs a folder it cannot write to once, not once per recording', async () => {
    const notADir = join(dir, 'a-file');
    await writeFile(notADir, 'x');
    const logs: string[] = [];
    const rec = createRecorder(notADir, { log: (m) => logs.push(m) });
    try {
      for (let i = 0; i < 5; i++) rec.record(exchange(i));
      await rec.flush();
      expect(logs).toHaveLength(1);
      expect(logs[0]).toContain('LOCUS_RECORD');
    } finally {
      await rec.close();
    }
  });

  it('drops a recording when the queue is full, logging once, and gives its bytes back', async () => {
    const out = await mkdtemp(join(dir, 'full-'));
    const logs: string[] = [];
    const rec = createRecorder(out, { queue: 2, log: (m) => logs.push(m) });
    try {
      for (let i = 0; i < 10; i++) {
        const x = exchange(i, 1000);
        rec.budget.take(x.responseBody.kind === 'bytes' ? x.responseBody.bytes.byteLength : 0);
        rec.record(x);
      }
      await rec.flush();
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(/dropped/);
      expect((await readdir(out)).length).toBe(2);
      expect(rec.budget.inUse).toBe(0);
    } finally {
      await rec.close();
    }
  });
});
