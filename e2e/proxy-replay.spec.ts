import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { clickMapAt, expect, openConsole, test } from './fixtures';
import { SecondEmulator } from './second-emulator';

/**
 * The proxy that records and replays: an emulator stands in for the real service (its demo
 * key plays the user's own); a server started with LOCUS_UPSTREAM forwards the console's calls
 * to it and LOCUS_RECORD writes them down; with the service gone, a server started with
 * LOCUS_REPLAY gives the console the same answers from those files.
 */

const UPSTREAM_PORT = 8910;
const PROXY_PORT = 8911;
const REPLAY_PORT = 8912;
const USER_KEY = 'locus-demo-key';
const CITY_HALL = { lat: 37.5665, lon: 126.978 };

let recordDir = '';
let upstream: SecondEmulator;
let proxy: SecondEmulator;
let replay: SecondEmulator;
/** The Explore path after the City Hall click (point and camera), opened again on the replay. */
let explorePath = '';
let fullAddress = '';

/** Settings: the profile "SK open API via this server" with a key of one's own. */
async function chooseProxyProfile(page: Page, key: string): Promise<void> {
  await openConsole(page, '/settings');
  await page.getByRole('radio', { name: '이 서버를 거친 SK 오픈 API' }).check();
  await page.getByLabel(/앱 키/).fill(key);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status')).toBeVisible();
}

test.describe.serial('SK open API via this server: record, then replay', () => {
  test.beforeAll(async () => {
    recordDir = await mkdtemp(join(tmpdir(), 'locus-e2e-record-'));
    upstream = new SecondEmulator(UPSTREAM_PORT, { LOCUS_DATA_DIR: ':memory:', LOCUS_API_KEYS: USER_KEY });
    // The proxy knows no key of its own: it must pass the user's on, not check it.
    proxy = new SecondEmulator(PROXY_PORT, {
      LOCUS_DATA_DIR: ':memory:',
      LOCUS_API_KEYS: 'a-key-only-the-proxy-has',
      LOCUS_UPSTREAM: `http://127.0.0.1:${UPSTREAM_PORT}`,
      LOCUS_RECORD: recordDir,
    });
    await Promise.all([upstream.start(), proxy.start()]);
  });

  test.afterAll(async () => {
    await Promise.all([upstream.stop(), proxy.stop(), replay?.stop()]);
    await rm(recordDir, { recursive: true, force: true });
  });

  test.describe('through the proxy', () => {
    test.use({ baseURL: `http://127.0.0.1:${PROXY_PORT}` });

    test('a City Hall click goes through the server to the service and is recorded without the key', async ({ page }) => {
      await chooseProxyProfile(page, USER_KEY);
      await expect(page.getByTestId('proxy-mode')).toContainText(`http://127.0.0.1:${UPSTREAM_PORT}`);
      await expect(page.getByTestId('proxy-mode-label')).toContainText(`이 서버 경유 → 127.0.0.1:${UPSTREAM_PORT}`);
      // The profile's note passes the accessibility gate like every page (WCAG 2.1 AA, nothing serious).
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      await openConsole(page, '/explore');
      await clickMapAt(page, CITY_HALL.lat, CITY_HALL.lon);
      const card = page.getByTestId('address-card');
      await expect(card).toContainText('서울특별시');
      await expect(card).toContainText('중구');
      await expect(card).toContainText('태평로1가');
      fullAddress = (await page.getByTestId('full-address').innerText()).trim();
      expect(fullAddress).toContain('서울특별시 중구');
      explorePath = new URL(page.url()).pathname + new URL(page.url()).search;
      expect(explorePath).not.toContain(USER_KEY);

      // The recordings: one file per exchange, the reverse geocoding among them, no key anywhere.
      await expect.poll(async () => (await readdir(recordDir)).filter((f) => f.includes('tmap-geo-reversegeocoding')).length).toBeGreaterThan(0);
      for (const name of await readdir(recordDir)) {
        const text = await readFile(join(recordDir, name), 'utf8');
        expect(text, name).not.toContain(USER_KEY);
        expect(text, name).not.toMatch(/appkey/i);
      }
    });
  });

  test.describe('replaying, with the service gone', () => {
    test.use({ baseURL: `http://127.0.0.1:${REPLAY_PORT}` });

    test.beforeAll(async () => {
      await upstream.stop();
      replay = new SecondEmulator(REPLAY_PORT, { LOCUS_DATA_DIR: ':memory:', LOCUS_REPLAY: recordDir });
      await replay.start();
    });

    test('the same view gives the same card from the recordings', async ({ page }) => {
      expect(explorePath).toContain('at=');
      await chooseProxyProfile(page, 'any-key-will-do');
      await expect(page.getByTestId('proxy-mode')).toContainText('기록으로 답합니다');
      await expect(page.getByTestId('proxy-mode-label')).toContainText('기록 재생 중');

      await openConsole(page, explorePath);
      await expect(page.getByTestId('full-address')).toHaveText(fullAddress);
      await expect(page.getByTestId('address-card')).toContainText('태평로1가');
    });

    test('a point that was never recorded shows an error naming the missing recording', async ({ page }) => {
      await chooseProxyProfile(page, 'any-key-will-do');
      await openConsole(page, '/explore?at=37.570000,126.990000');
      const results = page.locator('.results');
      await expect(results).toContainText('기록이 없습니다 (NO_RECORDING)');
      await expect(results).toContainText('no recording of GET /tmap/geo/reversegeocoding');
    });
  });
});
