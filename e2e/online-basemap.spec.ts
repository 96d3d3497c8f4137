import sharp from 'sharp';
import type { Page } from '@playwright/test';
import type { BasemapPlan } from '../src/map/basemap-plan';
import { expect, openConsole, test } from './fixtures';
import { StandInProvider, SEOUL } from './online-provider';
import { SecondEmulator } from './second-emulator';

/**
 * Through this server to the real service (the proxy profile), the map is an online
 * OpenStreetMap basemap, not the emulator's empty land: here a stand-in provider on a port of its
 * own (LOCUS_BASEMAP_STYLE names it), so no journey reaches the internet. Its roads are drawn,
 * its Korean place name in the console's bundled font (no glyph file asked for), the corner
 * credits that provider and OpenStreetMap and nothing else; with the provider gone, the
 * emulator's tiles are drawn and the note says why.
 */
const PROXY_PORT = 8827;
const PROVIDER_PORT = 8828;
/** Nothing listens there: no call of this journey reaches the service. */
const UPSTREAM = 'http://127.0.0.1:8826';
const SEOUL_Z11 = `#map=11.00/${SEOUL[1]}/${SEOUL[0]}`;
const U0378 = '\u0378';

const plan = (page: Page) => page.evaluate(() => window.locusBasemap as BasemapPlan | undefined);

/** The map's pixels around its centre (where "서울" is drawn), once everything is drawn. */
async function centre(page: Page): Promise<Buffer> {
  await page.waitForFunction(() => window.locusMap?.loaded() === true && window.locusMap.areTilesLoaded() && !window.locusMap.isMoving());
  await page.evaluate(() => new Promise((r) => window.locusMap?.once('idle', r) && window.locusMap.triggerRepaint()));
  const box = await page.locator('.map-canvas canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  const png = await page.screenshot({ clip: { x: box.x + box.width / 2 - 60, y: box.y + box.height / 2 - 24, width: 120, height: 48 } });
  return sharp(png).removeAlpha().raw().toBuffer();
}

test.describe('the online basemap under the proxy profile', () => {
  const provider = new StandInProvider(PROVIDER_PORT);
  const server = new SecondEmulator(PROXY_PORT, {
    LOCUS_DATA_DIR: ':memory:',
    LOCUS_UPSTREAM: UPSTREAM,
    LOCUS_BASEMAP_STYLE: `${provider.origin}/style.json`,
    // A style of one's own on another origin needs the policy to allow it, as a PMTiles URL does.
    LOCUS_CONNECT_SRC: provider.origin,
  });
  test.use({
    baseURL: `http://127.0.0.1:${PROXY_PORT}`,
    allowedHosts: [`127.0.0.1:${PROVIDER_PORT}`],
    // The provider stopped: the browser's line for the refused connection.
    expectedConsoleError: /net::ERR_CONNECTION_REFUSED/,
  });
  test.beforeAll(async () => {
    await Promise.all([provider.start(), server.start()]);
  });
  test.afterAll(async () => {
    await Promise.all([provider.stop(), server.stop()]);
  });

  test('Seoul at z11 draws the provider\'s roads and "서울" in the bundled font, credits it and OSM; without it, the emulator\'s tiles and a note saying why', async ({ page }) => {
    test.setTimeout(120_000);
    await openConsole(page, `/explore${SEOUL_Z11}`);
    await expect(page.locator('.status-profile')).toContainText('이 서버를 거친 SK 오픈 API');
    // No call is made here: the key the page asks for can wait.
    await page.getByRole('dialog', { name: '앱 키가 필요합니다' }).press('Escape');
    expect(await plan(page)).toEqual({ kind: 'online', styleUrl: `${provider.origin}/style.json`, flavor: 'light' });
    await expect(page.getByTestId('basemap-note')).toHaveCount(0);

    // Its roads and its place, as drawn; the label in Korean, in the bundled face.
    await page.waitForFunction(() => window.locusMap?.loaded() === true && window.locusMap.areTilesLoaded());
    const drawn = await page.evaluate(() => {
      const map = window.locusMap;
      const place = map?.getStyle().layers.find((l) => l.id === 'place-city');
      return {
        roads: map?.queryRenderedFeatures({ layers: ['road-primary'] }).length ?? 0,
        places: map?.queryRenderedFeatures({ layers: ['place-city'] }).map((f) => f.properties['name:ko']) ?? [],
        font: place && place.type === 'symbol' ? place.layout?.['text-font'] : undefined,
        glyphs: map?.getStyle().glyphs,
      };
    });
    expect(drawn.roads).toBeGreaterThan(0);
    expect(drawn.places).toContain('서울');
    expect(drawn.font).toEqual(['Noto Sans KR Bold']);
    expect(drawn.glyphs).toBeUndefined();
    // Pixels: "서울" as drawn differs from boxes (a character no font has) in the same font stack.
    const label = await centre(page);
    await page.evaluate((ch) => window.locusMap?.setLayoutProperty('place-city', 'text-field', ch.repeat(2)), U0378);
    const boxes = await centre(page);
    expect(label.equals(boxes), 'the map draws 서울, not boxes').toBe(false);
    await page.evaluate(() => window.locusMap?.setLayoutProperty('place-city', 'text-field', ['coalesce', ['get', 'name:ko'], ['get', 'name']]));
    expect(provider.glyphRequests).toEqual([]);

    // The credits: the provider (named by its host, its own markup never passed on) and OSM.
    const attribution = page.locator('.maplibregl-ctrl-attrib-inner');
    await expect(attribution).toHaveText(`127.0.0.1:${PROVIDER_PORT} · © OpenStreetMap contributors`);
    await expect(attribution.locator('a, img')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('online-proxy-seoul.png') });

    // A style of one's own, given in Settings: checked like a PMTiles URL, kept, and drawn.
    await openConsole(page, '/settings');
    const setting = page.getByTestId('basemap-setting');
    await expect(setting.getByLabel('자동')).toBeChecked();
    await setting.getByLabel('직접 지정한 지도 스타일(URL)').check();
    const styleUrl = setting.getByLabel('스타일 URL');
    await styleUrl.fill('tiles.example/style.json');
    await setting.getByRole('button', { name: '이 스타일 사용' }).click();
    await expect(setting.getByText('올바른 URL이 아닙니다')).toBeVisible();
    await styleUrl.fill(`${provider.origin}/dark.json`);
    await setting.getByRole('button', { name: '이 스타일 사용' }).click();
    await expect(page.getByTestId('basemap-setting').getByLabel('직접 지정한 지도 스타일(URL)')).toBeChecked();
    await openConsole(page, `/explore${SEOUL_Z11}`);
    await page.getByRole('dialog', { name: '앱 키가 필요합니다' }).press('Escape');
    expect(await plan(page)).toEqual({ kind: 'online', styleUrl: `${provider.origin}/dark.json`, flavor: 'light' });
    await page.screenshot({ path: test.info().outputPath('online-own-style-dark.png') });

    // The provider goes away: the next page draws the emulator's tiles, and says why.
    await provider.stop();
    await page.reload();
    await page.waitForFunction(() => window.locusMap?.loaded() === true);
    await page.getByRole('dialog', { name: '앱 키가 필요합니다' }).press('Escape');
    await expect.poll(() => plan(page)).toEqual({ kind: 'emulator', from: 'page', tilesBase: '', landOnly: true, unreachable: `127.0.0.1:${PROVIDER_PORT}` });
    const note = page.getByTestId('basemap-note');
    await expect(note).toHaveText(`온라인 지도에 연결할 수 없습니다(127.0.0.1:${PROVIDER_PORT}). 에뮬레이터의 타일을 그립니다.`);
    await expect(note).toHaveAttribute('role', 'note');
    await page.waitForFunction(() => window.locusMap?.loaded() === true && window.locusMap.areTilesLoaded());
    const fallback = await page.evaluate(() => ({
      land: window.locusMap?.queryRenderedFeatures({ layers: ['land'] }).length ?? 0,
      demoRoads: window.locusMap?.queryRenderedFeatures({ layers: ['roads-line'] }).length ?? 0,
    }));
    expect(fallback.land).toBeGreaterThan(0);
    expect(fallback.demoRoads).toBe(0);
    await expect(attribution).toHaveText('Natural Earth');
    await page.screenshot({ path: test.info().outputPath('online-fallback-note.png') });
  });
});
