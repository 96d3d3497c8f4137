import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { sharedDataFile } from '../server/testing/shared-data';
import { expect, openConsole, test } from './fixtures';
import { SecondEmulator } from './second-emulator';

/**
 * The batch workbench against the real emulator throttled at 20 requests per second (test-mode
 * control endpoint), with the page's cap above it (25/s) so THROTTLED really happens and is
 * retried. Half-way the page is reloaded and the run resumed. Counting the emulator's successful
 * answers per row (by the row's lat/lon in the request; THROTTLED answers aside): a row done
 * before the reload is never sent again, every other row is answered exactly once after it, and
 * only a row in flight at the reload (at most the concurrency) is sent a second time. The
 * results come out in input order.
 */

const ROWS = 1000;
const LIMIT = 20;

/** Deterministic distinct points on a grid over central Seoul; the row is known from lat/lon in the request. */
function points(): { lat: string; lon: string }[] {
  return Array.from({ length: ROWS }, (_, i) => ({ lat: (37.54 + Math.floor(i / 40) * 0.0011).toFixed(6), lon: (126.955 + (i % 40) * 0.0013).toFixed(6) }));
}

async function exportCsv(page: Page): Promise<Record<string, string>[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 내보내기' }).click();
  const download = await downloading;
  const text = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
}

test('1,000 rows under a 20 rps limit survive a reload: each row answered once, in order', async ({ page, request }) => {
  test.setTimeout(240_000);
  expect((await request.post('/_locus/control/limits', { data: { rps: LIMIT, dailyQuota: 0 } })).ok()).toBe(true);

  const pts = points();
  const rowOf = new Map(pts.map((p, i) => [`${p.lat},${p.lon}`, i]));
  // Successful answers per row, before and after the reload.
  const okBefore = new Array<number>(ROWS).fill(0);
  const okAfter = new Array<number>(ROWS).fill(0);
  let throttled = 0;
  const keyOf = (url: string): number | undefined => {
    const u = new URL(url);
    if (!u.pathname.endsWith('/tmap/geo/reversegeocoding')) return undefined;
    return rowOf.get(`${Number(u.searchParams.get('lat')).toFixed(6)},${Number(u.searchParams.get('lon')).toFixed(6)}`);
  };
  // Answers as the browser's network stack sees them (DevTools protocol): unlike page.on('response'),
  // these still arrive for the old document's requests while the page reloads.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A request belongs to the document that sent it (its loader): the first document's requests count
  // as before the reload whenever their answers come, the reloaded document's as after.
  const loaderOf = new Map<string, string>();
  let firstLoader: string | undefined;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (keyOf(e.request.url) === undefined) return;
    firstLoader ??= e.loaderId;
    loaderOf.set(e.requestId, e.loaderId);
  });
  cdp.on('Network.responseReceived', (e) => {
    const row = keyOf(e.response.url);
    if (row === undefined) return;
    const counts = loaderOf.get(e.requestId) === firstLoader ? okBefore : okAfter;
    if (e.response.status === 200) counts[row] = (counts[row] ?? 0) + 1;
    else if (e.response.status === 429) throttled += 1;
  });

  await openConsole(page, '/batch');
  const csv = ['id,lat,lon', ...pts.map((p, i) => `${i + 1},${p.lat},${p.lon}`)].join('\n');
  await page.getByLabel('또는 붙여 넣기 (한 줄에 한 행)').fill(csv);
  await page.getByRole('combobox', { name: /^작업/ }).selectOption('reverse');
  await expect(page.getByRole('combobox', { name: /^위도\(y\) 열/ })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: /^경도\(x\) 열/ })).toHaveValue('2');
  await expect(page.getByTestId('batch-input-summary')).toHaveText('1,000행: 보낼 수 있는 행 1,000, 입력에 문제가 있는 행 0');
  await expect(page.getByTestId('batch-preview-row')).toHaveCount(8);
  await page.getByLabel('동시 요청 (1–16)').fill('8');
  await page.getByLabel('초당 요청 상한').fill('25');
  await page.getByLabel('행당 최대 시도').fill('20');
  await page.getByRole('button', { name: '시작 (1,000행)' }).click();

  const progress = page.getByTestId('batch-progress');
  await expect(page.getByTestId('batch-phase')).toHaveText('실행 중');
  await expect.poll(async () => Number(await progress.getAttribute('data-done')), { timeout: 120_000 }).toBeGreaterThanOrEqual(400);

  // Reload half-way: the run is there, unfinished, and goes on from where it stopped.
  await page.reload();
  await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('batch-phase')).toHaveText('끝나지 않은 작업');
  const doneAtReload = Number(await progress.getAttribute('data-done'));
  expect(doneAtReload).toBeGreaterThanOrEqual(400);
  expect(doneAtReload).toBeLessThan(ROWS);
  // Which rows the restored run holds as done (the export has every row's status).
  const restored = await exportCsv(page);
  expect(restored).toHaveLength(ROWS);
  const doneBefore = new Set(restored.flatMap((r, i) => (r.status === 'done' ? [i] : [])));
  expect(doneBefore.size).toBe(doneAtReload);
  await page.getByRole('button', { name: '이어서 실행' }).click();
  await expect(page.getByTestId('batch-phase')).toHaveText('끝남', { timeout: 180_000 });
  await expect(progress).toHaveText('1,000행 중 1,000행 처리 (완료 1,000, 실패 0)');

  // Done before the reload: answered once then, never sent again. Not done: answered exactly once
  // after the reload. The only rows answered twice are the few that were in flight when the page
  // went away (answered by the emulator, but the page was gone): re-sent once, as designed.
  const rows1 = (xs: number[]) => xs.map((n, i) => [i + 1, n] as const);
  expect(rows1(okBefore).filter(([r, n]) => doneBefore.has(r - 1) && n !== 1), 'done rows not answered exactly once before the reload').toEqual([]);
  expect(rows1(okAfter).filter(([r, n]) => doneBefore.has(r - 1) && n !== 0), 'done rows sent again after the reload').toEqual([]);
  expect(rows1(okAfter).filter(([r, n]) => !doneBefore.has(r - 1) && n !== 1), 'other rows not answered exactly once after the reload').toEqual([]);
  const inFlight = rows1(okBefore).filter(([r, n]) => !doneBefore.has(r - 1) && n > 0);
  expect(inFlight.every(([, n]) => n === 1)).toBe(true);
  expect(inFlight.length, 'rows in flight at the reload (concurrency 8)').toBeLessThanOrEqual(8);
  expect(throttled).toBeGreaterThan(0);

  // The table: done rows in input order, top and bottom.
  const table = page.getByTestId('batch-results');
  const rows = table.getByTestId('batch-row');
  await expect(rows.first()).toHaveAttribute('data-row', '1');
  const firstRows = await rows.evaluateAll((els) => els.map((e) => [e.getAttribute('data-row'), e.getAttribute('data-status')]));
  expect(firstRows.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => [String(i + 1), 'done']));
  await table.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(rows.last()).toHaveAttribute('data-row', '1000');
  await expect(rows.last()).toHaveAttribute('data-status', 'done');

  // The export: 1,000 rows, in input order, all done, each with an address.
  const exported = await exportCsv(page);
  expect(exported).toHaveLength(ROWS);
  exported.forEach((r, i) => {
    expect(r.row).toBe(String(i + 1));
    expect(r.id).toBe(String(i + 1));
    expect(r.status).toBe('done');
    expect(r.address).not.toBe('');
  });

  // Pins on the map for the done rows.
  const pins = await page.evaluate(() => window.locusMap?.getSource<import('maplibre-gl').GeoJSONSource>('batch-pins')?.getData());
  expect((pins as GeoJSON.FeatureCollection | undefined)?.features.length).toBe(ROWS);
});

test('a row the emulator has no data for says so and names the import, not "outside the service area"', async ({ page }) => {
  await openConsole(page, '/batch');
  // City Hall (demo world) and Busan City Hall (no data in the emulator the tests start).
  await page.getByLabel('또는 붙여 넣기 (한 줄에 한 행)').fill('id,lat,lon\n1,37.5665,126.978\n2,35.1796,129.0756');
  await page.getByRole('combobox', { name: /^작업/ }).selectOption('reverse');
  await page.getByRole('button', { name: '시작 (2행)' }).click();
  await expect(page.getByTestId('batch-phase')).toHaveText('끝남');
  const results = page.locator('table').filter({ hasText: '35.1796' });
  await expect(results).toContainText('에뮬레이터에 이 지점의 데이터가 없습니다 (3102)');
  await expect(results).toContainText('npm run emulator:import -- --admin FILE');
  await expect(results).toContainText('npm run emulator:import -- --addresses FILE');
  await expect(results).not.toContainText('서비스 지역 밖');
});

test('a finished run: the rows that found nothing say so with the import, export their error message, and the run stays finished after leaving the page and after a reload', async ({ page }) => {
  await openConsole(page, '/batch');
  await page.getByLabel('또는 붙여 넣기 (한 줄에 한 행)').fill(['address', '서울특별시 중구 세종대로 110', 'qwzx 없는길 99999'].join('\n'));
  await page.getByRole('button', { name: '시작 (2행)' }).click();
  await expect(page.getByTestId('batch-phase')).toHaveText('끝남');

  // The same notice as every page's "nothing found" (not an error), with the import that would help.
  const none = page.getByTestId('no-result');
  await expect(none).toContainText('1행');
  await expect(none).toHaveAttribute('role', 'status');
  await expect(none.getByTestId('no-result-import')).toContainText('npm run emulator:import -- --addresses FILE');

  // The export says why the row failed, in words as well as by its code.
  const exported = await exportCsv(page);
  expect(exported.map((r) => [r.status, r.error_code])).toEqual([
    ['done', ''],
    ['failed', 'noMatch'],
  ]);
  expect(exported[0]?.error_message).toBe('');
  expect(exported[1]?.error_message).toBe('결과 없음');

  // Away to another page and back, then a reload: the run is still finished, with nothing to resume.
  await page.getByRole('link', { name: '탐색' }).click();
  await expect(page).toHaveURL(/\/explore/);
  await page.getByRole('link', { name: '일괄 처리' }).click();
  await expect(page.getByTestId('batch-phase')).toHaveText('끝남');
  await page.reload();
  await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('batch-phase')).toHaveText('끝남');
  await expect(page.getByRole('button', { name: '이어서 실행' })).toHaveCount(0);
});

/**
 * Addresses in a 읍·면, geocoded in a batch against an emulator of the journey's own holding the
 * public-facilities sample (../shared/data, imported as a user does): the address each row shows
 * and exports keeps its 읍·면 (and the 리 of a lot).
 */
test.describe('addresses in a 읍·면', () => {
  const CSV = sharedDataFile('public_facilities_sample.csv', 'batch 읍·면 journey');
  const PORT = 8795;
  test.skip(CSV === null, '../shared/data not found');
  let dataDir = '';
  let emulator: SecondEmulator;

  test.use({ baseURL: `http://127.0.0.1:${PORT}` });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await mkdtemp(join(tmpdir(), 'locus-e2e-batch-eup-'));
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/import/import-cli.ts', '--addresses', CSV!], { env: { ...process.env, LOCUS_DATA_DIR: dataDir } });
    emulator = new SecondEmulator(PORT, { LOCUS_DATA_DIR: dataDir, LOCUS_API_KEYS: 'locus-demo-key' });
    await emulator.start();
  });
  test.afterAll(async () => {
    await emulator?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('a road-name address in a 읍 and a lot in a 면 keep their 읍·면 in the result and the export', async ({ page }) => {
    await openConsole(page, '/batch');
    await page.getByLabel('또는 붙여 넣기 (한 줄에 한 행)').fill(['address', '전남 해남군 해남읍 녹우당길 135', '강원도 평창군 미탄면 창리 617'].join('\n'));
    await page.getByRole('button', { name: '시작 (2행)' }).click();
    await expect(page.getByTestId('batch-phase')).toHaveText('끝남');
    // The answers write the provinces' full names, so what a row shows is not its input.
    const row = (n: number) => page.getByTestId('batch-row').and(page.locator(`[data-row="${n}"]`));
    await expect(row(1)).toContainText('전라남도 해남군 해남읍 녹우당길 135');
    await expect(row(2)).toContainText('강원특별자치도 평창군 미탄면 창리 617');
    const exported = await exportCsv(page);
    expect(exported.map((r) => r.address)).toEqual(['전라남도 해남군 해남읍 녹우당길 135', '강원특별자치도 평창군 미탄면 창리 617']);
  });
});
