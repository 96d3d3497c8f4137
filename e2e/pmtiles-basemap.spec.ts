import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { clickMapAt, expect, openConsole, test } from './fixtures';
import { SEOUL, seoulPmtiles } from './pmtiles-fixture';
import { SecondEmulator } from './second-emulator';

/**
 * The PMTiles basemap: an emulator started with LOCUS_BASEMAP (a small Protomaps-schema archive
 * written by the test) is offered in Settings; once chosen, the map reads the archive by HTTP
 * range from the emulator and draws land, water, roads and the Korean place name, with the
 * bundled font and no other host; the console's own overlays stay on top.
 */
const PORT = 8873;

test.describe('a PMTiles basemap served by the emulator', () => {
  let dir: string;
  let emulator: SecondEmulator;
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  test.beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'locus-pmtiles-e2e-'));
    const file = join(dir, 'seoul.pmtiles');
    await writeFile(file, seoulPmtiles());
    emulator = new SecondEmulator(PORT, { LOCUS_DATA_DIR: ':memory:', LOCUS_API_KEYS: 'locus-demo-key', LOCUS_BASEMAP: file });
    await emulator.start();
  });
  test.afterAll(async () => {
    await emulator.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** Rendered features of the given basemap layers at a place, once drawn. */
  const renderedAt = (page: Page, lonLat: [number, number], layers: string[]) =>
    page.evaluate(
      ([ll, ids]) => {
        const map = window.locusMap;
        if (!map) return [];
        const p = map.project(ll);
        const box: [[number, number], [number, number]] = [
          [p.x - 6, p.y - 6],
          [p.x + 6, p.y + 6],
        ];
        return map.queryRenderedFeatures(box, { layers: ids.filter((id) => map.getLayer(id)) }).map((f) => f.layer.id);
      },
      [lonLat, layers] as const,
    );

  test('chosen in Settings, it is read by range and drawn: land, water, road, the Korean place name', async ({ page }) => {
    const ranges: { status: number; range: string }[] = [];
    const heads: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname !== '/_locus/basemap.pmtiles') return;
      // A HEAD asks whether the console's host serves one (Settings, map start); the reader's GETs are by range.
      if (res.request().method() === 'HEAD') heads.push(res.status());
      else ranges.push({ status: res.status(), range: res.request().headers().range ?? '' });
    });

    await openConsole(page, '/settings');
    const light = page.getByTestId('basemap-setting').getByLabel('PMTiles (밝게)');
    await expect(light).toBeVisible();
    await expect(page.getByTestId('basemap-setting').getByLabel('PMTiles (어둡게)')).toBeVisible();
    await light.check();
    await expect(page.getByTestId('basemap-setting').getByLabel('PMTiles (밝게)')).toBeChecked();

    await page.goto(`/explore#map=11/${SEOUL[1]}/${SEOUL[0]}`);
    await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();
    await page.waitForFunction(() => window.locusMap?.getSource('protomaps') !== undefined && window.locusMap.loaded());

    // Read by range, answered 206.
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((r) => r.status === 206 && /^bytes=\d+-\d+$/.test(r.range))).toBe(true);
    expect(heads.length).toBeGreaterThan(0);
    expect(heads.every((status) => status === 200)).toBe(true);

    await expect.poll(() => renderedAt(page, [127.1, 37.45], ['earth'])).toContain('earth');
    await expect.poll(() => renderedAt(page, [127.0, 37.5275], ['water'])).toContain('water');
    await expect.poll(() => renderedAt(page, [126.9768, 37.565], ['roads_major'])).toContain('roads_major');
    // The place label is placed (its glyphs drawn from the bundled font), with its Korean name.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.locusMap?.queryRenderedFeatures({ layers: ['places_locality'] }) ?? []).map((f) => String(f.properties['name:ko'])),
        ),
      )
      .toContain('서울');
    const labelFont = await page.evaluate(() => window.locusMap?.getStyle()['font-faces']?.['Noto Sans Regular']);
    expect(Array.isArray(labelFont) && labelFont.length > 0).toBe(true);

    await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('© OpenStreetMap contributors');
    await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('Protomaps');
    await expect(page.locator('.map-error')).toHaveCount(0);
    await expect(page.locator('.map-tiles-notice')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('pmtiles-light.png') });

    // The console's overlays (the clicked point and its answers, which join the map with them) are
    // drawn above the basemap.
    await clickMapAt(page, SEOUL[1], SEOUL[0]);
    const layerOrder = () =>
      page.evaluate(() => {
        const layers = window.locusMap?.getStyle().layers ?? [];
        const basemap = layers.map((l, i) => ('source' in l && l.source === 'protomaps' ? i : -1)).filter((i) => i >= 0);
        const overlays = layers.map((l, i) => ('source' in l && l.source !== 'protomaps' ? i : -1)).filter((i) => i >= 0);
        return { lastBasemap: Math.max(...basemap), firstOverlay: Math.min(...overlays), overlays: overlays.length };
      });
    await expect.poll(async () => (await layerOrder()).overlays).toBeGreaterThan(0);
    const order = await layerOrder();
    expect(order.firstOverlay).toBeGreaterThan(order.lastBasemap);
    await page.screenshot({ path: test.info().outputPath('pmtiles-overlays.png') });
  });

  test('the dark flavour draws the same archive', async ({ page }) => {
    await page.context().addCookies([{ name: 'locus-basemap', value: 'pmtiles-dark', domain: '127.0.0.1', path: '/' }]);
    await page.goto(`/explore#map=12/${SEOUL[1]}/${SEOUL[0]}`);
    await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();
    await page.waitForFunction(() => window.locusMap?.getSource('protomaps') !== undefined && window.locusMap.loaded());
    expect(await page.evaluate(() => window.locusMap?.getStyle().name)).toBe('Locus PMTiles (dark)');
    await expect.poll(() => renderedAt(page, [127.0, 37.5275], ['water'])).toContain('water');
    await page.screenshot({ path: test.info().outputPath('pmtiles-dark.png') });
  });
});
