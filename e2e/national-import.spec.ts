import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sharedDataFile } from '../server/testing/shared-data';
import { clickMapAt, expect, openConsole, test } from './fixtures';
import { SecondEmulator } from './second-emulator';

/**
 * A user imports real open data into a running emulator and finds it in the console: the
 * public-facilities sample (a national standard-data CSV, ../shared/data) imported with
 * `npm run emulator:import -- --addresses`, then a Busan address of it searched, its pin seen on
 * the map, the pin clicked in Explore and the address card read. The emulator is one of the
 * journey's own, on a data directory of its own, so the import reaches no other journey.
 */
const CSV = sharedDataFile('public_facilities_sample.csv', 'national-import journey');
const DONGS = sharedDataFile('HangJeongDong_ver20250401.geojson.gz', 'national-import journey');
const PORT = 8797;
const KEY = 'locus-demo-key';
/** The sample's one Busan row: a lot address only (을숙도 리틀야구장). */
const BUSAN = { text: '부산광역시 사하구 하단동 1149-12', lat: 35.10991075, lon: 128.9466511 };

test.describe('real addresses imported into a running emulator', () => {
  test.skip(CSV === null || DONGS === null, '../shared/data not found');
  let dataDir = '';
  let emulator: SecondEmulator;

  test.use({ baseURL: `http://127.0.0.1:${PORT}` });
  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'locus-e2e-national-'));
    emulator = new SecondEmulator(PORT, { LOCUS_DATA_DIR: dataDir, LOCUS_API_KEYS: KEY });
    await emulator.start();
  });
  test.afterAll(async () => {
    await emulator?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('import the facilities CSV, search a Busan address, see its pin, click it in Explore', async ({ page }) => {
    test.setTimeout(120_000);
    // Before the import the emulator has nothing there.
    const search = () => fetch(`${emulator.origin}/tmap/geo/fullAddrGeo?version=1&fullAddr=${encodeURIComponent(BUSAN.text)}&appKey=${KEY}`);
    const before = (await (await search()).json()) as { coordinateInfo?: { coordinate?: unknown[] } };
    expect(before.coordinateInfo?.coordinate ?? []).toEqual([]);

    // The import, as a user runs it, against the running emulator's data directory.
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/import/import-cli.ts', '--addresses', CSV!], {
      env: { ...process.env, LOCUS_DATA_DIR: dataDir },
    });
    expect(stdout).toMatch(/addresses: 499 rows read/);

    // Search: the address is found, its pin drawn, the map gone to Busan.
    await openConsole(page, '/search');
    const input = page.getByLabel('주소', { exact: true });
    await input.fill(BUSAN.text);
    await input.press('Enter');
    const first = page.getByTestId('search-result').first();
    await expect(first).toContainText('하단동');
    await expect(first).toContainText('1149-12');
    await expect.poll(() => page.evaluate(() => window.locusMap?.queryRenderedFeatures({ layers: ['search-points'] }).length ?? 0)).toBeGreaterThan(0);
    const center = await page.evaluate(() => window.locusMap?.getCenter());
    expect(Math.abs((center?.lat ?? 0) - BUSAN.lat)).toBeLessThan(0.02);
    expect(Math.abs((center?.lng ?? 0) - BUSAN.lon)).toBeLessThan(0.02);

    // Explore: a click on the pin reads the address card from the imported data.
    await first.getByRole('link', { name: '탐색에서 열기' }).or(first.getByRole('button', { name: '탐색에서 열기' })).click();
    await expect(page).toHaveURL(/\/explore/);
    await page.waitForFunction(() => window.locusMap?.loaded() === true);
    // The map went to the point (it was off the view), its pin drawn there.
    await expect
      .poll(() => page.evaluate(([la, lo]) => window.locusMap?.getBounds().contains([lo, la]) ?? false, [BUSAN.lat, BUSAN.lon] as const))
      .toBe(true);
    await expect(page.getByTestId('address-card')).toContainText('하단동 1149-12');
    await clickMapAt(page, BUSAN.lat, BUSAN.lon);
    const card = page.getByTestId('address-card');
    await expect(card).toContainText('부산광역시');
    await expect(card).toContainText('사하구');
    await expect(card).toContainText('하단동 1149-12');
    // What is still missing there is roads and POIs (not imported), never the addresses.
    const missing = page.getByTestId('emulator-no-data');
    await expect(missing).toHaveAttribute('data-missing', /roads/);
    await expect(missing).not.toHaveAttribute('data-missing', /addresses/);
    await expect(missing).toContainText('npm run emulator:import -- --roads FILE');
  });

  test('with the national boundaries imported: no lot line where no address is, and the sea is the sea', async ({ page }) => {
    test.setTimeout(240_000);
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/import/import-cli.ts', '--admin', DONGS!], {
      env: { ...process.env, LOCUS_DATA_DIR: dataDir },
      maxBuffer: 64 * 1024 * 1024,
    });
    await openConsole(page, '/explore');
    // Busan City Hall: a dong of the imported boundaries, no imported address near it.
    await clickMapAt(page, 35.1798, 129.075);
    const card = page.getByTestId('address-card');
    await expect(card.getByTestId('admin-address')).toContainText('부산광역시 연제구 연산5동');
    await expect(card.getByTestId('lot-address')).toHaveCount(0);
    await expect(card.getByTestId('full-address')).not.toContainText(/,\s*$/);
    await expect(card.getByTestId('no-lot')).toContainText('npm run emulator:import -- --addresses FILE');

    // A click in the sea: at sea, not "import boundaries".
    await clickMapAt(page, 34.3, 126.5);
    await expect(page.getByTestId('at-sea')).toContainText('바다 위의 지점입니다');
    await expect(page.getByTestId('emulator-no-data')).toHaveCount(0);
    await expect(page.locator('.results .error-panel')).toHaveCount(0);
  });
});
