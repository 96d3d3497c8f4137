import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { sharedDataFile } from '../server/testing/shared-data';
import { expect, openConsole, test } from './fixtures';
import { SecondEmulator } from './second-emulator';

/**
 * The basemap is the emulator's world: a user imports the national administrative dongs into a
 * running emulator, and the map over Busan at city zoom, which showed no dong before (the demo
 * world is three Seoul districts), draws Busan's dong boundaries and names from the next tile
 * request on, with no restart. The emulator is the journey's own, on a data directory of its own.
 */
const DONGS = sharedDataFile('HangJeongDong_ver20250401.geojson.gz', 'basemap after a national import');
const PORT = 8845;
/** Seomyeon, Busan, at city zoom: 부산진구's dongs around it. */
const BUSAN = '#map=12.00/35.1580/129.0600';
const NEAR_SEOMYEON = ['부전1동', '부전2동', '전포1동', '전포2동', '범천1동', '연지동', '양정1동'];

interface RenderedLabel {
  name: string;
  rank: number;
}

/** What the map draws now: the dong boundary lines and the region names, read from its layers. */
async function drawn(page: Page): Promise<{ dongLines: number; labels: RenderedLabel[] }> {
  await page.waitForFunction(() => window.locusMap?.loaded() === true && window.locusMap.areTilesLoaded());
  return page.evaluate(() => {
    const map = window.locusMap;
    if (!map) return { dongLines: 0, labels: [] };
    const labels = map
      .queryRenderedFeatures({ layers: ['labels-region'] })
      .map((f) => ({ name: String(f.properties['name']), rank: Number(f.properties['rank']) }));
    return { dongLines: map.queryRenderedFeatures({ layers: ['admin-dong-line'] }).length, labels };
  });
}

test.describe('the basemap draws what the emulator holds', () => {
  test.skip(DONGS === null, '../shared/data not found');
  let dataDir = '';
  let emulator: SecondEmulator;

  test.use({ baseURL: `http://127.0.0.1:${PORT}` });
  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'locus-e2e-basemap-'));
    emulator = new SecondEmulator(PORT, { LOCUS_DATA_DIR: dataDir });
    await emulator.start();
  });
  test.afterAll(async () => {
    await emulator?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('after importing the national dongs, Busan at zoom 12 shows its dong boundaries and names', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await openConsole(page, `/explore${BUSAN}`);
    const before = await drawn(page);
    // Before: land and sea, no dong of Busan (the demo world has none there).
    expect(before.dongLines).toBe(0);
    expect(before.labels.filter((l) => NEAR_SEOMYEON.includes(l.name))).toEqual([]);

    // The import, as a user runs it, against the running emulator's data directory.
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/import/import-cli.ts', '--admin', DONGS!], {
      env: { ...process.env, LOCUS_DATA_DIR: dataDir },
      maxBuffer: 64 * 1024 * 1024,
    });

    // The next tile request draws them: the same view, reloaded (no emulator restart; a goto to
    // the same address with its hash would not reload the page).
    await page.reload();
    await page.waitForFunction(() => window.locusMap?.loaded() === true);
    await expect.poll(async () => (await drawn(page)).dongLines).toBeGreaterThan(0);
    const after = await drawn(page);
    const dongNames = after.labels.filter((l) => l.rank === 3).map((l) => l.name);
    expect(dongNames.filter((name) => NEAR_SEOMYEON.includes(name)).length).toBeGreaterThanOrEqual(3);
    // Labels by rank: at city zoom the district's name is drawn, not the province's.
    expect(after.labels.some((l) => l.rank === 2 && l.name === '부산진구')).toBe(true);
    expect(after.labels.some((l) => l.rank === 1)).toBe(false);
    await testInfo.attach('busan-z12', { body: await page.screenshot(), contentType: 'image/png' });
  });

  test('under the proxy profile (real answers), Busan at zoom 12 still shows the imported dong lines, and no demo road', async ({ page, request }) => {
    test.setTimeout(120_000);
    // Runs after the import above. The tiles tell imported features from the demo world by `demo`,
    // and the TileJSON's `locus` object says what is imported.
    const tileJson = (await (await request.get('/_locus/tiles.json')).json()) as { locus?: { imported?: string[] } };
    expect(tileJson.locus?.imported ?? [], 'the national dongs were imported by the test above').toContain('regions');

    await openConsole(page, `/explore?profile=proxy${BUSAN}`);
    await expect.poll(() => page.evaluate(() => window.locusBasemap)).toMatchObject({ kind: 'emulator', landOnly: true });
    await page.waitForFunction(() => window.locusMap?.loaded() === true && window.locusMap.areTilesLoaded());
    const shown = await page.evaluate(() => ({
      dongLines: window.locusMap?.queryRenderedFeatures({ layers: ['admin-dong-line'] }).length ?? 0,
      demo: window.locusMap?.queryRenderedFeatures({ layers: ['roads-line', 'labels-region', 'admin-dong-line'] }).filter((f) => f.properties['demo'] !== 0).length ?? 0,
    }));
    expect(shown.dongLines).toBeGreaterThan(0);
    expect(shown.demo).toBe(0);
    await expect(page.locator('.maplibregl-ctrl-attrib-inner')).toContainText('Natural Earth');
  });
});
