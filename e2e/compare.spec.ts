import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readFile } from 'node:fs/promises';
import type { GeoJSONSource } from 'maplibre-gl';
import Papa from 'papaparse';
import { distanceMetres } from '../shared/geometry/distance';
import { sharedDataFile } from '../server/testing/shared-data';
import { clickMapAt, expect, openConsole, test } from './fixtures';
import { latinWords } from './latin-words';
import { SecondEmulator } from './second-emulator';

/**
 * A developer compares two services on the same request: the console's own emulator (the demo
 * world) and a second emulator that imported the public-facilities sample as POIs
 * (../shared/data), called as a custom base URL (its LOCUS_CORS_ORIGINS names the console's
 * origin, the console's LOCUS_CONNECT_SRC names it). "Compare with…" on Explore's place answer
 * opens Compare with the request; at a facility the two answers differ (the demo world's nearest
 * POI is a station 0.7 km away), the differing fields are marked on both sides, both pins are
 * drawn with the distance between them, and the URL (which holds no key) reproduces all of it in
 * a new tab.
 */
const CSV = sharedDataFile('public_facilities_sample.csv', 'compare journey');
const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
const KEY = 'locus-demo-key';
/** 서초2동주민센터 (two rooms of the sample share the point); the demo world's nearest POI there is 강남역. */
const FACILITY = { lat: 37.492069, lon: 127.024948 };
const STATION = { lat: 37.4979, lon: 127.0276 };

test.describe('compare two emulators whose data differ', () => {
  test.skip(CSV === null, '../shared/data not found');
  // Ports of this journey's own, apart from the shared emulator's.
  const consoleServer = new SecondEmulator(E2E_PORT + 150, { LOCUS_DATA_DIR: ':memory:', LOCUS_CONNECT_SRC: `http://127.0.0.1:${E2E_PORT + 151}` });
  let other: SecondEmulator;
  let dataDir = '';
  test.use({ baseURL: consoleServer.origin, allowedHosts: [`127.0.0.1:${E2E_PORT + 151}`] });

  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'locus-e2e-compare-'));
    other = new SecondEmulator(E2E_PORT + 151, { LOCUS_DATA_DIR: dataDir, LOCUS_API_KEYS: KEY, LOCUS_CORS_ORIGINS: consoleServer.origin });
    await Promise.all([other.start(), consoleServer.start()]);
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/import/import-cli.ts', '--addresses', CSV!, '--pois', CSV!], {
      env: { ...process.env, LOCUS_DATA_DIR: dataDir },
    });
    expect(stdout).toMatch(/POIs: 499 rows read.*499 stored/);
  });
  test.afterAll(async () => {
    await Promise.all([other?.stop(), consoleServer.stop()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('from Explore to Compare; the differences marked, both pins and the distance; the link reproduces it', async ({ page, context }, testInfo) => {
    test.setTimeout(90_000);
    // Explore: the place answer's "Compare with…" opens Compare with its request, this tab's profile on the left.
    await openConsole(page, '/explore');
    await clickMapAt(page, FACILITY.lat, FACILITY.lon);
    await page.getByRole('link', { name: '장소 답을 다른 곳과 비교…' }).click();
    await expect(page).toHaveURL(/\/compare\?op=reverseLabel&p\.centerLat=37\.49\d*&p\.centerLon=127\.02\d*&p\.reqLevel=19&.*left=local&right=proxy/);
    await expect(page.getByTestId('compare-operation')).toHaveValue('reverseLabel');
    await expect(page.getByLabel('centerLat', { exact: true })).toHaveValue(/^37\.49/);
    // The right side (the proxy profile) has no key: a prompt, nothing sent.
    await expect(page.getByTestId('compare-key-right')).toContainText('저장된 앱 키가 없어 보내지 않았습니다');
    await expect(page.getByTestId('compare-json-right')).toHaveCount(0);

    // The right side: the other emulator as a custom base URL, its key given once (this tab only).
    const right = page.getByTestId('compare-side-right');
    await right.getByLabel('프로필').selectOption('custom');
    await right.getByLabel('기본 주소').fill(other.origin);
    await right.getByRole('button', { name: '적용' }).click();
    await page.getByTestId('compare-key-right').getByLabel(/앱 키/).fill(KEY);
    await page.getByTestId('compare-key-right').getByRole('button', { name: '이 탭에 저장' }).click();
    // The facility's own point, at the widest level.
    await page.getByLabel('centerLat', { exact: true }).fill(String(FACILITY.lat));
    await page.getByLabel('centerLon', { exact: true }).fill(String(FACILITY.lon));
    await page.getByLabel('reqLevel', { exact: true }).fill('15');
    await page.getByRole('button', { name: '두 곳에 보내기' }).click();

    const expectComparison = async (p: typeof page) => {
      // Both answers, the differing fields marked on both sides.
      await expect(p.getByTestId('compare-json-left')).toContainText('강남역');
      await expect(p.getByTestId('compare-json-right')).toContainText('서초2동주민센터');
      for (const side of ['left', 'right']) {
        for (const field of ['poiInfo.name', 'poiInfo.id', 'poiInfo.poiLat', 'poiInfo.poiLon']) {
          await expect(p.getByTestId(`compare-json-${side}`).locator(`[data-path="${field}"]`)).toHaveAttribute('data-diff', 'changed');
        }
        await expect(p.getByTestId(`compare-json-${side}`).locator('[data-path="poiInfo"]').first()).not.toHaveAttribute('data-diff');
      }
      // Listed and counted: three changed fields, the coordinate as metres apart.
      await expect(p.getByTestId('diff-counts').locator('[data-kind=changed]')).toHaveAttribute('data-count', '3');
      await expect(p.getByTestId('diff-counts').locator('[data-kind=added]')).toHaveAttribute('data-count', '0');
      const metres = Math.round(distanceMetres([STATION.lon, STATION.lat], [FACILITY.lon, FACILITY.lat]));
      const coordinateRow = p.getByTestId('diff-list').locator('tr', { hasText: 'poiInfo.poiLat+poiLon' });
      await expect(coordinateRow).toContainText(`${metres} m`);
      // On the map: two pins and the line between them, the distance written on it and beside the answers.
      await expect(p.getByTestId('compare-distance')).toHaveText(`두 답의 지점 사이 거리: ${metres} m`);
      await expect
        .poll(() =>
          p.evaluate(async () => {
            const data = (await window.locusMap?.getSource<GeoJSONSource>('compare-answers')?.getData()) as GeoJSON.FeatureCollection | undefined;
            return (data?.features ?? []).map((f) => ({ role: f.properties?.role as string, label: f.properties?.label as string, coordinates: f.geometry.type === 'Point' ? f.geometry.coordinates : null }));
          }),
        )
        .toEqual([
          { role: 'link', label: `${metres} m`, coordinates: null },
          { role: 'left', label: '왼쪽', coordinates: [STATION.lon, STATION.lat] },
          { role: 'right', label: '오른쪽', coordinates: [FACILITY.lon, FACILITY.lat] },
        ]);
      await expect.poll(() => p.evaluate(() => window.locusMap?.queryRenderedFeatures({ layers: ['compare-pins'] }).length ?? 0)).toBe(2);
    };
    await expectComparison(page);
    expect(await latinWords(page), 'English words in the Korean UI').toEqual([]);
    await page.getByTestId('compare-json-right').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('compare-ko.png') });

    // The tolerances: 1 km makes the coordinates equal.
    await page.getByLabel('좌표 허용 거리 (m)').fill('1000');
    await expect(page.getByTestId('diff-counts').locator('[data-kind=changed]')).toHaveAttribute('data-count', '2');
    await expect(page.getByTestId('compare-json-left').locator('[data-path="poiInfo.poiLat"]')).not.toHaveAttribute('data-diff');
    await page.getByLabel('좌표 허용 거리 (m)').fill('0');
    // The link is read once it holds the tolerance back at 0, which it writes by leaving `mtol` out.
    await expect(page.getByTestId('diff-counts').locator('[data-kind=changed]')).toHaveAttribute('data-count', '3');
    await expect(page).not.toHaveURL(/[?&]mtol=/);

    // The link: everything but a key; opened in a new tab (whose session has no key for the custom profile yet), it reproduces the comparison.
    const link = page.url();
    expect(link).toContain(`rightBase=${encodeURIComponent(other.origin)}`);
    expect(link).not.toContain(KEY);
    expect(link).not.toMatch(/appKey/i);
    const second = await context.newPage();
    await second.goto(link);
    await second.getByTestId('compare-key-right').getByLabel(/앱 키/).fill(KEY);
    await second.getByTestId('compare-key-right').getByRole('button', { name: '이 탭에 저장' }).click();
    await expectComparison(second);
    expect(second.url()).not.toContain(KEY);

    // Batch against two profiles: a facility's address is found only by the emulator that imported the sample.
    await page.getByRole('link', { name: '일괄 처리' }).click();
    await page.getByLabel('또는 붙여 넣기 (한 줄에 한 행)').fill(['address', '서울특별시 중구 세종대로 110', '강원도 평창군 미탄면 창리 617'].join('\n'));
    const second_ = page.getByTestId('batch-compare');
    await second_.getByRole('combobox').selectOption('custom');
    await second_.getByLabel('기본 주소').fill(other.origin);
    await page.getByRole('button', { name: '시작 (2행)' }).click();
    const results = page.getByTestId('batch-compare-results');
    await expect(results.getByTestId('batch-compare-summary')).toHaveText('비교한 2행 중 1행이 다릅니다.');
    await expect(results.locator('tbody tr')).toHaveCount(1);
    expect(await latinWords(page), 'English words in the Korean UI').toEqual([]);
    await expect(results.locator('tr[data-row="2"]')).toHaveAttribute('data-differs', 'true');
    await results.getByLabel('다른 행만').uncheck();
    await expect(results.locator('tr[data-row="1"]')).toHaveAttribute('data-differs', 'false');
    await results.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('batch-compare-ko.png') });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV 내보내기' }).click();
    const text = (await readFile((await (await downloading).path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const exported = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(exported.map((r) => [r.compare_status, r.differences === ''])).toEqual([
      ['done', true],
      ['done', false],
    ]);
    expect(exported[1]?.differences).toMatch(/^status: failed → done/);

    // The page in English.
    await second.getByRole('button', { name: /English/ }).click();
    await expect(second.getByRole('heading', { name: 'Compare' })).toBeVisible();
    await expect(second.getByTestId('compare-distance')).toContainText('Distance between the two answers’ points');
    await second.screenshot({ path: testInfo.outputPath('compare-top-en.png') });
    await second.getByTestId('diff-list').scrollIntoViewIfNeeded();
    await second.screenshot({ path: testInfo.outputPath('compare-en.png') });
    await second.close();
  });
});
