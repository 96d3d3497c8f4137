import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PMTiles, FetchSource } from 'pmtiles';
import { ConfigError } from './config';
import { createNodeHandler } from './http/node-listener';
import { listen, type RunningServer } from './http/listen';
import { checkBasemapFile } from './tiles/basemap-file';
import { writePmtiles } from './tiles/pmtiles-write';
import { makeTestApp, type TestApp } from './testing/test-app';

const dir = mkdtempSync(join(tmpdir(), 'locus-pmtiles-'));
const file = join(dir, 'basemap.pmtiles');
const archive = writePmtiles(
  [
    { z: 0, x: 0, y: 0, data: new TextEncoder().encode('tile 0/0/0') },
    { z: 1, x: 1, y: 0, data: new TextEncoder().encode('tile 1/1/0') },
  ],
  { tileCompression: 1, tileType: 1, bounds: [124, 33, 132, 39], center: [127, 37.5, 1], metadata: { name: 'test' } },
);
writeFileSync(file, archive);
const SIZE = archive.length;

let t: TestApp;
let running: RunningServer;
const url = () => `${running.url}/_locus/basemap.pmtiles`;

beforeAll(async () => {
  t = makeTestApp({ LOCUS_BASEMAP: file });
  running = await listen(createNodeHandler(t.app.fetch), '127.0.0.1', 0);
});
afterAll(async () => {
  await running.close();
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('GET /_locus/basemap.pmtiles over a socket', () => {
  it('sends the whole file without Range, with its validators and Accept-Ranges', async () => {
    const res = await fetch(url());
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(SIZE));
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    expect(new Date(res.headers.get('last-modified') ?? '').getTime()).not.toBeNaN();
    expect(await bytesOf(res)).toEqual(archive);
  });

  it('answers bytes=a-b, bytes=a- and bytes=-n with 206 and the bytes asked for', async () => {
    for (const [range, start, end] of [
      ['bytes=0-126', 0, 126],
      ['bytes=100-', 100, SIZE - 1],
      ['bytes=-10', SIZE - 10, SIZE - 1],
      ['bytes=5-999999', 5, SIZE - 1],
    ] as const) {
      const res = await fetch(url(), { headers: { Range: range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(await bytesOf(res), range).toEqual(archive.slice(start, end + 1));
    }
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await fetch(url(), { headers: { Range: `bytes=${SIZE}-` } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${SIZE}`);
  });

  it('answers HEAD with the headers only, and 304 for a matching If-None-Match', async () => {
    const head = await fetch(url(), { method: 'HEAD', headers: { Range: 'bytes=0-9' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const etag = head.headers.get('etag') ?? '';
    expect((await fetch(url(), { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('is read by the pmtiles reader over HTTP, tile by tile', async () => {
    const reader = new PMTiles(new FetchSource(url()));
    expect((await reader.getHeader()).specVersion).toBe(3);
    const tile = await reader.getZxy(1, 1, 0);
    expect(new TextDecoder().decode(tile?.data)).toBe('tile 1/1/0');
  });

  it('is announced by /_locus/info by its URL path only', async () => {
    const info = (await (await fetch(`${running.url}/_locus/info`)).json()) as { basemap: unknown };
    expect(info.basemap).toEqual({ pmtiles: '/_locus/basemap.pmtiles' });
    expect(JSON.stringify(info)).not.toContain(dir);
  });
});

describe('without LOCUS_BASEMAP', () => {
  it('has no PMTiles basemap: info says null and the path is 404', async () => {
    const plain = makeTestApp();
    try {
      expect(((await (await plain.get('/_locus/info')).json()) as { basemap: unknown }).basemap).toBeNull();
      expect((await plain.get('/_locus/basemap.pmtiles')).status).toBe(404);
    } finally {
      plain.close();
    }
  });
});

describe('checkBasemapFile (start-up)', () => {
  it('accepts a PMTiles v3 file', async () => {
    await expect(checkBasemapFile(file)).resolves.toBeUndefined();
  });

  it('stops start-up naming LOCUS_BASEMAP for a missing file or one that is not PMTiles v3', async () => {
    const missing = checkBasemapFile(join(dir, 'missing.pmtiles'));
    await expect(missing).rejects.toBeInstanceOf(ConfigError);
    await expect(missing).rejects.toThrow(/LOCUS_BASEMAP=.*cannot be read \(ENOENT\)/);
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'x'.repeat(200));
    await expect(checkBasemapFile(text)).rejects.toThrow(/LOCUS_BASEMAP=.*not a PMTiles v3 file: .*magic/);
    const v2 = Uint8Array.from(archive);
    v2[7] = 2;
    const old = join(dir, 'old.pmtiles');
    writeFileSync(old, v2);
    await expect(checkBasemapFile(old)).rejects.toThrow(/version 2, not 3/);
  });
});
