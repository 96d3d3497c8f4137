import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { contentSecurityPolicy } from '../server/http/security-headers';
import { ONLINE_BASEMAP_ORIGINS } from '../shared/basemap-choice';
import type { BasemapPlan } from '../src/map/basemap-plan';
import { clickMapAt, expect, test } from './fixtures';
import { seoulPmtiles } from './pmtiles-fixture';
import { SecondEmulator } from './second-emulator';

/**
 * The console as most people host it: `dist/` on a plain static web server (here one written
 * with node:http, as common hosts behave: files with their MIME types, any other path answered
 * with index.html for the client routes), the emulator on another origin, allowed by
 * LOCUS_CORS_ORIGINS. The page carries the policy the README gives for a static host.
 */
const STATIC_PORT = 8920;
const EMULATOR_PORT = 8921;
const STATIC_ORIGIN = `http://127.0.0.1:${STATIC_PORT}`;
const CITY_HALL = { lat: 37.5665, lon: 126.978 };
/** A Protomaps-schema archive of one's own, on the same static host. */
const PMTILES_PATH = '/maps/seoul.pmtiles';

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
};

/** A static host: `dir`'s files and a few extra ones, byte ranges as hosts answer them, index.html for anything else. */
function staticHost(dir: string, csp: string, extra: ReadonlyMap<string, Uint8Array>): Server {
  const root = resolve(dir);
  const isFile = (f: string) => stat(f).then((s) => s.isFile(), () => false);
  return createServer((req, res) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405).end();
        return;
      }
      const path = decodeURIComponent(new URL(req.url ?? '/', STATIC_ORIGIN).pathname);
      let file = resolve(join(root, path));
      const own = extra.get(path);
      if (!own && (!file.startsWith(root + sep) || !(await isFile(file)))) file = join(root, 'index.html');
      const type = own ? 'application/octet-stream' : (MIME[extname(file)] ?? 'application/octet-stream');
      const headers: Record<string, string> = { 'Content-Type': type, 'Accept-Ranges': 'bytes' };
      if (type.startsWith('text/html')) headers['Content-Security-Policy'] = csp;
      const body = own ?? (await readFile(file));
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
        headers['Content-Range'] = `bytes ${start}-${end}/${body.length}`;
        res.writeHead(206, headers).end(req.method === 'HEAD' ? undefined : body.subarray(start, end + 1));
        return;
      }
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
    })();
  });
}

const basemapPlan = (page: import('@playwright/test').Page) => page.evaluate(() => window.locusBasemap as BasemapPlan | undefined);

test.describe('the console on a static host', () => {
  const emulator = new SecondEmulator(EMULATOR_PORT, { LOCUS_DATA_DIR: ':memory:', LOCUS_CORS_ORIGINS: STATIC_ORIGIN });
  let server: Server;
  test.use({ allowedHosts: [`127.0.0.1:${STATIC_PORT}`, `127.0.0.1:${EMULATOR_PORT}`] });

  test.beforeAll(async () => {
    // The README's policy for a static host: the service, the emulator the console talks to and
    // the online basemap's tile host may be fetched; the maplibre worker may be a blob.
    const csp = contentSecurityPolicy([emulator.origin], [ONLINE_BASEMAP_ORIGINS.osm]);
    server = staticHost('dist', csp, new Map([[PMTILES_PATH, seoulPmtiles()]]));
    await new Promise<void>((r) => server.listen(STATIC_PORT, '127.0.0.1', r));
    await emulator.start();
  });
  test.afterAll(async () => {
    await emulator.stop();
    await new Promise((r) => server.close(r));
  });

  test("with the Local profile, the host's fallback page is not taken for an emulator; the map still has land", async ({ page }) => {
    await page.goto(`${STATIC_ORIGIN}/explore`);
    await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();

    // The fallback page answers /_locus/health with 200 and index.html: not "Connected".
    const state = page.getByTestId('connection-state');
    await expect(state).toHaveAttribute('data-state', 'not-the-service');
    await expect(state).toHaveText(/에뮬레이터 아님/);
    await expect(state).not.toHaveText(/연결됨/);
    const banner = page.getByTestId('connection-banner');
    await expect(banner).toContainText('이 페이지의 호스트는 에뮬레이터가 아닙니다');
    await expect(banner).toContainText('HTTP 200, text/html (a web page)');

    // No emulator serves tiles here: the land outline shipped with the console, said so.
    await expect(page.getByTestId('basemap-note')).toHaveAttribute('data-basemap', 'land-outline');
    await expect(page.getByTestId('basemap-note')).toContainText('육지 윤곽');
    expect(await basemapPlan(page)).toEqual({ kind: 'land-outline' });
    await page.waitForFunction(() => window.locusMap?.loaded() === true);
    const land = await page.evaluate(() => window.locusMap?.queryRenderedFeatures({ layers: ['land-outline'] }).length ?? 0);
    expect(land).toBeGreaterThan(0);

    // A lookup answered by the fallback page says a web page answered, not "body could not be read".
    await clickMapAt(page, CITY_HALL.lat, CITY_HALL.lon);
    const alert = page.locator('.error-panel').first();
    await expect(alert).toContainText('서비스가 아닌 웹 페이지가 답했습니다');
    await expect(alert).toContainText('NOT_THE_SERVICE');
    await page.screenshot({ path: 'test-results/static-deploy-local-profile.png' });
  });

  test('with a custom base URL pointing at an emulator and the offline basemap chosen, the City Hall click shows the address over its land and water', async ({ page }) => {
    // Offline chosen: the map asks no foreign host (automatic would draw the online map).
    await page.context().addCookies([{ name: 'locus-basemap', value: 'offline', domain: '127.0.0.1', path: '/' }]);
    await page.goto(`${STATIC_ORIGIN}/settings`);
    await page.getByLabel('사용자 지정 주소').check();
    await page.getByLabel('기본 URL').fill(emulator.origin);
    await page.getByLabel(/앱 키/).fill('locus-demo-key');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'online');

    await page.getByRole('link', { name: /탐색|Explore/ }).click();
    await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();
    // The tiles come from the profile's emulator; land, water and imported data only (not the local profile).
    await expect.poll(() => basemapPlan(page)).toEqual({ kind: 'emulator', from: 'profile', tilesBase: emulator.origin, landOnly: true });
    await expect(page.getByTestId('basemap-note')).toContainText(emulator.origin);

    await clickMapAt(page, CITY_HALL.lat, CITY_HALL.lon);
    const card = page.getByTestId('address-card');
    await expect(card).toContainText('서울특별시');
    await expect(card).toContainText('중구');
    await expect(card).toContainText('명동');
    await expect(page.getByTestId('connection-state')).toHaveText(/연결됨/);

    // The map is drawn from the emulator's tiles: land at City Hall, no demo roads or labels.
    await page.waitForFunction(() => window.locusMap?.loaded() === true && window.locusMap.areTilesLoaded());
    const drawn = await page.evaluate(() => {
      const map = window.locusMap;
      const source = map?.getStyle().sources['locus'];
      return {
        // The TileJSON fetched while planning is carried inline: its tile URLs are the emulator's.
        tiles: source && 'tiles' in source ? source.tiles : undefined,
        demo: map?.queryRenderedFeatures({ layers: ['roads-line', 'labels-region', 'pois-point', 'admin-dong-line'] }).length ?? 0,
        land: map?.queryRenderedFeatures({ layers: ['land'] }).length ?? 0,
      };
    });
    expect(drawn.tiles).toEqual([`${emulator.origin}/_locus/tiles/{z}/{x}/{y}.pbf`]);
    expect(drawn.demo).toBe(0);
    expect(drawn.land).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/static-deploy-custom-emulator.png' });
  });

  test('a PMTiles file at a URL given in Settings is read by range and drawn, and said so', async ({ page }) => {
    const ranges: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith(PMTILES_PATH)) ranges.push(r.status());
    });
    await page.goto(`${STATIC_ORIGIN}/settings`);
    await page.getByLabel('URL의 PMTiles 파일').check();
    const url = page.getByLabel('PMTiles URL');
    await url.fill('korea.pmtiles');
    await page.getByRole('button', { name: '이 파일 사용' }).click();
    await expect(page.getByText('올바른 URL이 아닙니다')).toBeVisible();
    await url.fill(`${STATIC_ORIGIN}${PMTILES_PATH}`);
    await page.getByRole('button', { name: '이 파일 사용' }).click();

    await page.waitForFunction(() => window.locusMap?.getSource('protomaps') !== undefined && window.locusMap.loaded());
    expect(await basemapPlan(page)).toEqual({ kind: 'pmtiles-url', url: `${STATIC_ORIGIN}${PMTILES_PATH}` });
    await expect(page.getByTestId('basemap-note')).toContainText(`${STATIC_ORIGIN} 에서 읽습니다`);
    await expect(page.getByLabel('PMTiles URL')).toHaveValue(`${STATIC_ORIGIN}${PMTILES_PATH}`);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((status) => status === 206)).toBe(true);
    const water = await page.evaluate(() => window.locusMap?.queryRenderedFeatures({ layers: ['water'] }).length ?? 0);
    expect(water).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/static-deploy-pmtiles-url.png' });
  });
});
