import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticConsole } from './static-console';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'locus-console-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title>');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function connectSrc(cookie: string | undefined, styles?: { light: string | null; dark: string | null }): Promise<string> {
  const res = await staticConsole(dir, [], styles).serve('/explore', cookie);
  const csp = res?.headers.get('Content-Security-Policy') ?? '';
  return /connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
}

describe("the page's policy follows the basemap choice", () => {
  it("automatic (no cookie) and the online choices allow the online style's origin; offline allows no foreign map host", async () => {
    expect(await connectSrc(undefined)).toContain('https://tiles.openfreemap.org');
    expect(await connectSrc('locus-basemap=online-dark')).toContain('https://tiles.openfreemap.org');
    expect(await connectSrc('locus-basemap=offline')).not.toContain('openfreemap');
    expect(await connectSrc('locus-basemap=pmtiles-url')).not.toContain('openfreemap');
  });

  it("LOCUS_BASEMAP_STYLE's origin instead of OpenFreeMap's; none when it is off", async () => {
    const own = { light: 'https://maps.example.org/style.json', dark: null };
    expect(await connectSrc(undefined, own)).toContain('https://maps.example.org');
    expect(await connectSrc(undefined, own)).not.toContain('openfreemap');
    expect(await connectSrc('locus-basemap=online-light', { light: null, dark: null })).toBe("'self' https://apis.openapi.sk.com");
  });
});
