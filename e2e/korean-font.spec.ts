import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

/**
 * Korean on a system with no Korean font: the journey's own Chromium sees only a Latin font
 * (fontconfig limited to DejaVu's folder). First the setup is shown to draw Hangul as boxes
 * (tofu) with system fonts; then the console draws its Korean interface text and its map labels
 * with the font it bundles. Comparisons are of rendered pixels: a glyph drawn from a font differs
 * from the box drawn for a character no font has, and two boxes are the same.
 */

/** U+0378 is unassigned: every font draws it as its missing-glyph box. */
const NO_SUCH_CHAR = '\u0378';

/** The folder of DejaVu Sans, as fontconfig knows it. */
function latinFontDir(): string {
  const file = execFileSync('fc-match', ['-f', '%{file}', 'DejaVu Sans'], { encoding: 'utf8' }).trim();
  expect(file, 'DejaVu Sans is installed').toMatch(/DejaVuSans/);
  return dirname(file);
}

let dir: string;
let browser: Browser;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'locus-fonts-'));
  const conf = join(dir, 'fonts.conf');
  writeFileSync(
    conf,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${latinFontDir()}</dir>\n  <cachedir>${join(dir, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, env: { ...process.env, FONTCONFIG_FILE: conf } });
});
test.afterAll(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Pixels of a screenshot, for comparing two renderings. */
async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** A canvas drawing of `text` in `font`, as a data URL (the same size for any text). */
function canvasText(page: Page, font: string, text: string): Promise<string> {
  return page.evaluate(
    async ([f, t]) => {
      await document.fonts.load(f, t);
      const c = document.createElement('canvas');
      c.width = 200;
      c.height = 60;
      const ctx = c.getContext('2d');
      if (!ctx) return '';
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 200, 60);
      ctx.fillStyle = '#000';
      ctx.font = f;
      ctx.fillText(t, 10, 40);
      return c.toDataURL();
    },
    [font, text] as const,
  );
}

test('with system fonts only, this browser draws Hangul as boxes (the setup is right)', async () => {
  const page = await browser.newPage();
  await page.setContent('<p>nothing</p>');
  const hangul = await canvasText(page, '32px sans-serif', '가');
  const box = await canvasText(page, '32px sans-serif', NO_SUCH_CHAR);
  const latin = await canvasText(page, '32px sans-serif', 'A');
  expect(hangul).toBe(box);
  expect(latin).not.toBe(box);
  await page.close();
});

test.describe('the console on a system without a Korean font', () => {
  let page: Page;
  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL ?? '';
    page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
    await page.goto('/explore');
    await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();
    await page.waitForFunction(() => window.locusMap?.loaded() === true);
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('interface text is drawn with the bundled Noto Sans KR, not as boxes', async () => {
    await page.evaluate(() => document.fonts.ready);
    // The bundled face covering Hangul is loaded (the page uses it)…
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans KR"', '지도'))).toBe(true);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans KR' && f.status === 'loaded').length,
    );
    expect(loaded).toBeGreaterThan(0);
    // …only the slices the page needs were fetched, not the whole font.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\.woff2$/.test(e.name)).length);
    expect(fetched).toBeGreaterThan(0);
    expect(fetched).toBeLessThan(124);
    const bytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\.woff2$/.test(e.name))
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
    );
    test.info().annotations.push({ type: 'font slices fetched', description: `${fetched} files, ${bytes} bytes` });

    // A Korean label as the page draws it, then boxes drawn in the same font stack (a character no
    // font has): they differ only if the label's Hangul comes from a font. The same two in the
    // system font are equal (no Hangul there), which is what the console would show unbundled.
    const labelLocator = page.locator('.nav-item').filter({ hasText: '탐색' }).locator('span').last();
    await expect(labelLocator).toHaveText('탐색');
    // A handle, not a locator: the text is changed below.
    const label = await labelLocator.elementHandle();
    if (!label) throw new Error('no nav label');
    const render = async (text: string, family: string) => {
      await label.evaluate((el, [t, f]) => {
        el.textContent = t;
        (el as HTMLElement).style.fontFamily = f;
      }, [text, family] as const);
      return pixels(await label.screenshot());
    };
    const shown = await render('탐색', '');
    const boxes = await render(NO_SUCH_CHAR.repeat(2), '');
    const systemHangul = await render('탐색', '"DejaVu Sans"');
    const systemBoxes = await render(NO_SUCH_CHAR.repeat(2), '"DejaVu Sans"');
    await render('탐색', '');
    expect(systemHangul.equals(systemBoxes), 'the system font draws the label as boxes').toBe(true);
    expect(shown.equals(boxes), 'the console draws the label, not boxes').toBe(false);
    await page.screenshot({ path: test.info().outputPath('console-no-system-korean.png') });
  });

  test('map labels are drawn with the bundled font, not as boxes', async () => {
    // Four software-rendered map frames, each waiting for its glyphs.
    test.setTimeout(120_000);
    // The font stack the basemap's labels use, from the live style.
    const font = await page.evaluate(() => {
      const layer = window.locusMap?.getStyle().layers.find((l) => l.type === 'symbol' && l.layout?.['text-font']);
      return layer && layer.type === 'symbol' ? (layer.layout?.['text-font'] as string[]) : null;
    });
    if (!font) throw new Error('the basemap has no symbol layer with a text-font');
    // A label of the test's own at the map's centre, on an empty patch (a white disc under it).
    const c = await page.evaluate(() => window.locusMap?.getCenter().toArray());
    await page.evaluate(
      ([centre, f]) => {
        const map = window.locusMap;
        if (!map || !centre) return;
        map.addSource('font-probe', { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: centre } } });
        map.addLayer({ id: 'font-probe-bg', type: 'circle', source: 'font-probe', paint: { 'circle-radius': 60, 'circle-color': '#ffffff' } });
        map.addLayer({
          id: 'font-probe',
          type: 'symbol',
          source: 'font-probe',
          layout: { 'text-field': '한글지도', 'text-font': f, 'text-size': 24, 'text-allow-overlap': true, 'text-ignore-placement': true },
          paint: { 'text-color': '#000000' },
        });
      },
      [c, font] as const,
    );
    const shot = async () => {
      await page.waitForFunction(() => window.locusMap?.loaded() === true && !window.locusMap.isMoving());
      await page.evaluate(() => new Promise((r) => window.locusMap?.once('idle', r) && window.locusMap.triggerRepaint()));
      const canvas = await page.locator('.map-canvas canvas').boundingBox();
      if (!canvas) throw new Error('no map canvas');
      const clip = { x: canvas.x + canvas.width / 2 - 70, y: canvas.y + canvas.height / 2 - 25, width: 140, height: 50 };
      return page.screenshot({ clip });
    };
    // The label, then boxes (a character no font has) in the same font stack: they differ only if
    // MapLibre draws the Hangul from a font it was given. The same two in the system font are equal.
    const drawn = await shot();
    await page.evaluate((ch) => window.locusMap?.setLayoutProperty('font-probe', 'text-field', ch.repeat(4)), NO_SUCH_CHAR);
    const boxes = await shot();
    await page.evaluate(() => window.locusMap?.setLayoutProperty('font-probe', 'text-font', ['DejaVu Sans']));
    const systemBoxes = await shot();
    await page.evaluate(() => window.locusMap?.setLayoutProperty('font-probe', 'text-field', '한글지도'));
    const systemHangul = await shot();
    writeFileSync(test.info().outputPath('map-label-bundled.png'), drawn);
    writeFileSync(test.info().outputPath('map-label-boxes.png'), boxes);
    writeFileSync(test.info().outputPath('map-label-system.png'), systemHangul);
    expect((await pixels(systemHangul)).equals(await pixels(systemBoxes)), 'the system font draws the map label as boxes').toBe(true);
    expect((await pixels(drawn)).equals(await pixels(boxes)), 'the map draws the label, not boxes').toBe(false);
  });
});
