import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, openConsole, test } from './fixtures';

/**
 * What sits on the map does not hide what else sits there: the attribution of an online
 * basemap stays above the request drawer, and a tile that fails to load is a small notice that
 * leaves the scale bar and the controls in view, not "the map could not be drawn".
 */

const TILE_HOST = 'tile.openstreetmap.org';
test.use({ allowedHosts: [TILE_HOST] });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box as Box;
}

/** Whether the element seen at the centre of `selector`'s box is inside it (nothing covers it). */
function onTopAtCentre(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && el.contains(top);
  }, selector);
}

/** OpenStreetMap chosen, its tiles answered here (no network): `fail` says which ones get a 500. */
async function withOsmBasemap(page: Page, fail: (url: string) => boolean = () => false): Promise<string[]> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#d8e4d0' } }).png().toBuffer();
  const failed: string[] = [];
  await page.route(`https://${TILE_HOST}/**`, (route) => {
    const url = route.request().url();
    if (fail(url)) {
      failed.push(url);
      return route.fulfill({ status: 500, body: 'tile server error', headers: { 'Access-Control-Allow-Origin': '*' } });
    }
    return route.fulfill({ status: 200, contentType: 'image/png', body: tile, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page.context().addCookies([{ name: 'locus-basemap', value: 'osm', domain: base.hostname, path: '/' }]);
  return failed;
}

test('the OpenStreetMap attribution is above the requests bar, visible and not covered', async ({ page }) => {
  await withOsmBasemap(page);
  await openConsole(page, '/explore');
  const attribution = page.locator('.maplibregl-ctrl-attrib');
  await expect(attribution).toContainText('© OpenStreetMap contributors');
  await expect(attribution).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('attribution.png') });
  for (const open of [false, true]) {
    if (open) await page.locator('.drawer-toggle').click();
    await expect(page.locator('.drawer-toggle')).toHaveAttribute('aria-expanded', String(open));
    // The drawer's new height reaches the controls on the next frame.
    await expect.poll(async () => intersects(await boxOf(page, '.maplibregl-ctrl-attrib'), await boxOf(page, '.request-drawer'))).toBe(false);
    expect(await onTopAtCentre(page, '.maplibregl-ctrl-attrib')).toBe(true);
  }
});

test('a tile that fails is a small notice: no map error, the scale bar and controls stay in view', async ({ page }) => {
  let first = true;
  const failed = await withOsmBasemap(page, () => {
    const now = first;
    first = false;
    return now;
  });
  await openConsole(page, '/explore');
  await expect.poll(() => failed.length).toBe(1);
  const notice = page.locator('.map-tiles-notice');
  await expect(notice).toHaveText('일부 지도 타일을 불러오지 못했습니다.');
  await expect(page.getByRole('alert').filter({ hasText: '지도를 그릴 수 없습니다' })).toHaveCount(0);
  await expect(page.locator('.map-error')).toHaveCount(0);
  await expect(page.locator('.maplibregl-ctrl-scale')).toBeVisible();
  expect(await onTopAtCentre(page, '.maplibregl-ctrl-scale')).toBe(true);
  expect(await onTopAtCentre(page, '.maplibregl-ctrl-zoom-in')).toBe(true);
  expect(await onTopAtCentre(page, '.maplibregl-ctrl-attrib')).toBe(true);
  const noticeBox = await boxOf(page, '.map-tiles-notice');
  for (const sel of ['.maplibregl-ctrl-scale', '.maplibregl-ctrl-zoom-in', '.maplibregl-ctrl-attrib', '.request-drawer']) {
    expect(intersects(noticeBox, await boxOf(page, sel)), sel).toBe(false);
  }
  await page.screenshot({ path: test.info().outputPath('tile-failed.png') });
});

test('a map that cannot be drawn (its style fails) says so without covering the scale bar', async ({ page }) => {
  await openConsole(page, '/explore');
  await page.evaluate(() => window.locusMap?.setStyle('/_locus/no-such-style.json'));
  const alert = page.getByRole('alert').filter({ hasText: '지도를 그릴 수 없습니다' });
  await expect(alert).toBeVisible();
  await expect(page.locator('.maplibregl-ctrl-scale')).toBeVisible();
  expect(intersects(await boxOf(page, '.map-error'), await boxOf(page, '.maplibregl-ctrl-scale'))).toBe(false);
  expect(await onTopAtCentre(page, '.maplibregl-ctrl-scale')).toBe(true);
  await page.screenshot({ path: test.info().outputPath('map-failed.png') });
});
