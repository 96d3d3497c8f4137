import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from './emulator';
import { createNodeHandler } from './http/node-listener';
import { listen, type RunningServer } from './http/listen';
import { makeTestApp, rgQuery, TEST_KEY, testConfig, type TestApp } from './testing/test-app';

/** A proxy that records, stopped right after an answer: what was queued is still written. */

let upstream: TestApp;
let upstreamServer: RunningServer;
let dir: string;

beforeAll(async () => {
  upstream = makeTestApp();
  upstreamServer = await listen(createNodeHandler(upstream.app.fetch), '127.0.0.1', 0);
  dir = await mkdtemp(join(tmpdir(), 'locus-record-stop-'));
});

afterAll(async () => {
  await upstreamServer.close();
  upstream.close();
  await rm(dir, { recursive: true, force: true });
});

describe('stopping a recording proxy', () => {
  it('writes the recordings still queued before it ends, without the key', async () => {
    const proxy = await startEmulator({
      consoleDir: null,
      config: testConfig({ HOST: '127.0.0.1', PORT: '0', LOCUS_UPSTREAM: upstreamServer.url, LOCUS_RECORD: dir }),
    });
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(async (i) => {
        const res = await fetch(`${proxy.running.url}${rgQuery({ lat: `37.56${i}` })}`);
        return res.text();
      }),
    );
    expect(answers).toHaveLength(5);
    await proxy.stop();
    const names = (await readdir(dir)).filter((n) => n.includes('tmap-geo-reversegeocoding'));
    expect(names).toHaveLength(5);
    for (const name of names) expect(await readFile(join(dir, name), 'utf8')).not.toContain(TEST_KEY);
  });
});
