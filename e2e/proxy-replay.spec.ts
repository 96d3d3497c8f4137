import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { clickMapAt, expect, openConsole, test } from './fixtures';
import { latinWords } from './latin-words';
import { SecondEmulator } from './second-emulator';

/**
 * The proxy that records and replays: an emulator stands in for the real service (its demo
 * key plays the user's own); a server started with LOCUS_UPSTREAM forwards the console's calls
 * to it and LOCUS_RECORD writes them down; with the service gone, a server started with
 * LOCUS_REPLAY gives the console the same answers from those files. Each server is opened in a
 * fresh tab first: the console opens on what the server is, with no visit to Settings.
 */

const UPSTREAM_PORT = 8936;
const PROXY_PORT = 8937;
const REPLAY_PORT = 8938;
const USER_KEY = 'locus-demo-key';
const CITY_HALL = { lat: 37.5665, lon: 126.978 };
const NEVER_RECORDED = { lat: 37.57, lon: 126.99 };
/** A point whose recorded answer is a web page with a script (written by the test). */
const SCRIPTED = { lat: 37.5512, lon: 126.9882 };
const SCRIPT_MARK = 'window.__pwned=1';
const SCRIPTED_PAGE = `<html><head><title>Gateway</title></head><body><script>${SCRIPT_MARK};document.title="pwned"</script><p>Service page</p></body></html>`;

let recordDir = '';
let upstream: SecondEmulator;
let proxy: SecondEmulator;
let replay: SecondEmulator;
/** The Explore path after the City Hall click (point and camera), opened again on the replay. */
let explorePath = '';
let fullAddress = '';
/** The reverse geocoding the console sent for SCRIPTED (with its empty appKey), once recorded. */
let scriptedUrl: URL | undefined;

/** The flag the recorded page's script would set, in a page of the tab. */
function pwned(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned).catch(() => undefined);
}

/** The console never links to an API answer: opening one is a request it does not make. */
async function expectNoLinkToTheApi(page: Page): Promise<void> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.filter((h) => /\/(tmap|tms|nugufacecan)\//.test(new URL(h).pathname))).toEqual([]);
}

/** A recording (server/proxy/recording.ts) of the reverse geocoding of `url` answered by a web page with a script. */
async function writeScriptedRecording(url: URL): Promise<void> {
  const query = [...url.searchParams].filter(([name]) => name.toLowerCase() !== 'appkey');
  const recording = {
    locusRecording: 1,
    recordedAt: new Date().toISOString(),
    upstream: 'https://apis.openapi.sk.com',
    durationMs: 12,
    request: { method: 'GET', path: url.pathname, query, headers: { accept: 'application/json' }, body: { encoding: 'none' }, bodySha256: null },
    response: {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: { encoding: 'utf8', text: SCRIPTED_PAGE },
    },
  };
  await writeFile(join(recordDir, '20260101T000000000Z-GET-tmap-geo-reversegeocoding-scripted.json'), JSON.stringify(recording, null, 2));
}

/** A copy of a recorded City Hall reverse geocoding, made older and with a field only it has (for Verify in Settings). */
async function writeEditedRecording(): Promise<void> {
  for (const file of (await readdir(recordDir)).sort()) {
    if (!file.includes('reversegeocoding')) continue;
    const recording = JSON.parse(await readFile(join(recordDir, file), 'utf8')) as {
      recordedAt: string;
      response: { status: number; body: { encoding: string; text?: string } };
    };
    if (recording.response.status !== 200 || recording.response.body.text === undefined) continue;
    const answer = JSON.parse(recording.response.body.text) as { addressInfo: Record<string, unknown> };
    answer.addressInfo.recordedOnly = 'not in the emulator';
    recording.response.body.text = JSON.stringify(answer);
    recording.recordedAt = '2020-01-01T00:00:00.000Z';
    await writeFile(join(recordDir, `20200101T000000000Z-edited-${file}`), JSON.stringify(recording));
    return;
  }
  throw new Error('no recorded reverse geocoding to edit');
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

    test('a fresh tab opens on the profile through this server and asks for the key; a City Hall click goes through it and is recorded without the key', async ({ page }) => {
      // No Settings visit: the status bar names the upstream at once, and the page asks for the
      // user's own key (the demo key of an emulator is never sent to the real service).
      const sent: string[] = [];
      page.on('request', (r) => {
        if (/\/(tmap|tms|nugufacecan)\//.test(new URL(r.url()).pathname)) sent.push(r.url());
      });
      await openConsole(page, '/explore');
      await expect(page.locator('.status-profile')).toContainText('이 서버를 거친 SK 오픈 API');
      await expect(page.getByTestId('proxy-mode-label')).toContainText(`이 서버 경유 → 127.0.0.1:${UPSTREAM_PORT}`);
      const prompt = page.getByRole('dialog', { name: '앱 키가 필요합니다' });
      await expect(prompt).toContainText(`127.0.0.1:${UPSTREAM_PORT}`);
      await expect(prompt.getByLabel(/앱 키/)).toHaveValue('');
      expect(sent).toEqual([]);

      // Settings there offers no local emulator and no demo key this server would refuse.
      await openConsole(page, '/settings');
      await expect(page.getByRole('radio', { name: '이 서버를 거친 SK 오픈 API' })).toBeChecked();
      await expect(page.getByRole('radio', { name: '로컬 에뮬레이터' })).toHaveCount(0);
      await expect(page.getByTestId('demo-note')).toHaveCount(0);
      await expect(page.getByLabel(/앱 키/)).toHaveValue('');
      await expect(page.locator('body')).not.toContainText('locus-demo-key');
      await page.getByLabel(/앱 키/).fill(USER_KEY);
      await page.getByRole('button', { name: '저장' }).click();
      await expect(page.getByRole('status')).toBeVisible();
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

      // Settings counts the answers this server checked against the contract: the emulator keeps to it.
      await openConsole(page, '/settings');
      const row = page.locator('[data-testid="contract-check-row"][data-operation="reverseGeocoding"]');
      await expect(page.getByTestId('contract-check')).toContainText('계약 검사');
      await expect(row.locator('td').first()).not.toHaveText('0');
      await expect(row.locator('td').nth(1)).toHaveText('0');
      expect(await latinWords(page)).toEqual([]);
      await page.getByRole('button', { name: /English/ }).click();
      await expect(page.getByTestId('contract-check')).toContainText('Contract check');
      await expect(page.getByRole('columnheader', { name: 'Deviating' })).toBeVisible();
      await page.getByRole('button', { name: /한국어/ }).click();
    });
  });

  test.describe('replaying, with the service gone', () => {
    test.use({ baseURL: `http://127.0.0.1:${REPLAY_PORT}` });

    test.beforeAll(async () => {
      await upstream.stop();
      replay = new SecondEmulator(REPLAY_PORT, { LOCUS_DATA_DIR: ':memory:', LOCUS_REPLAY: recordDir });
      await replay.start();
    });

    test('a fresh tab replays: the status bar says so, no key is asked, the same view gives the same card', async ({ page }) => {
      expect(explorePath).toContain('at=');
      await openConsole(page, explorePath);
      await expect(page.locator('.status-profile')).toContainText('이 서버를 거친 SK 오픈 API');
      await expect(page.getByTestId('proxy-mode-label')).toContainText('기록 재생 중');
      await expect(page.getByTestId('full-address')).toHaveText(fullAddress);
      await expect(page.getByTestId('address-card')).toContainText('태평로1가');
      await expect(page.getByRole('dialog', { name: '앱 키가 필요합니다' })).toHaveCount(0);

      // Settings: recordings need no key, and the local emulator's demo key is not offered.
      await page.getByRole('link', { name: '설정' }).click();
      await expect(page.getByTestId('proxy-mode')).toContainText('기록으로 답합니다');
      await expect(page.getByRole('radio', { name: '이 서버를 거친 SK 오픈 API' })).toBeChecked();
      await expect(page.getByRole('radio', { name: '로컬 에뮬레이터' })).toHaveCount(0);
      await expect(page.getByLabel(/앱 키/)).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText('locus-demo-key');
      await page.getByRole('button', { name: '저장' }).click();
      await expect(page.getByRole('status')).toBeVisible();

      // Verify: the recordings sent again to an emulator agree with it, but for one edited copy
      // (older, so replay never picks it) whose answer has a field the emulator lacks.
      await writeEditedRecording();
      await page.getByRole('button', { name: '비교 실행' }).click();
      await expect(page.getByTestId('verify-score')).toContainText(/충실도 점수 0\.9\d\d/);
      await expect(page.getByTestId('verify-equal')).toContainText('본문이 같은 녹화');
      await expect(page.getByTestId('verify-operations')).toContainText('reverseGeocoding');
      const difference = page.getByTestId('verify-difference').filter({ hasText: 'addressInfo.recordedOnly' });
      await expect(difference).toContainText('빠짐');
      await expect(difference).toContainText('"not in the emulator"');
      await page.getByRole('button', { name: /English/ }).click();
      await expect(page.getByTestId('proxy-mode-label')).toContainText('replaying recordings');
      await expect(page.getByTestId('proxy-mode')).toContainText('No key is needed');
    });

    test('a point that was never recorded shows an error naming the missing recording', async ({ page }) => {
      await openConsole(page, `/explore?at=${NEVER_RECORDED.lat.toFixed(6)},${NEVER_RECORDED.lon.toFixed(6)}`);
      const results = page.locator('.results');
      await expect(results).toContainText('기록이 없습니다 (NO_RECORDING)');
      await expect(results).toContainText('no recording of GET /tmap/geo/reversegeocoding');
    });

    test('a recorded web page with a script is shown as data, and its script does not run in the console', async ({ page }) => {
      // What the console sends for the point (the query to record), seen on the wire.
      const asked = page.waitForRequest((r) => r.url().includes('/tmap/geo/reversegeocoding'));
      const path = `/explore?at=${SCRIPTED.lat.toFixed(6)},${SCRIPTED.lon.toFixed(6)}`;
      await openConsole(page, path);
      scriptedUrl = new URL((await asked).url());
      await expect(page.locator('.results')).toContainText('NO_RECORDING');
      await writeScriptedRecording(scriptedUrl);
      // The replayer watches its folder: the new file answers without a restart.
      const recorded = `${replay.origin}${scriptedUrl.pathname}${scriptedUrl.search}`;
      await expect.poll(async () => (await fetch(recorded)).headers.get('x-locus-replay'), { timeout: 10_000 }).not.toBeNull();
      await openConsole(page, path);
      const results = page.locator('.results');
      await expect(results).toContainText('서비스가 아닌 웹 페이지가 답했습니다');
      await expect(results).toContainText('NOT_THE_SERVICE');
      // The banner blames the recording, not the page's host (which is this Locus server).
      const banner = page.getByTestId('connection-banner');
      await expect(banner).toContainText('기록에 웹 페이지가 들어 있습니다');
      await expect(banner).not.toContainText('에뮬레이터가 아닙니다');
      expect(await pwned(page)).toBeUndefined();
      // The inspector shows the page as text, and nowhere links to the answer's URL.
      await page.getByRole('link', { name: /요청 검사/ }).click();
      await page.getByTestId('inspector-row').filter({ hasText: '/tmap/geo/reversegeocoding' }).first().locator('.path-cell button').click();
      await expect(page.getByText(SCRIPT_MARK).first()).toBeVisible();
      await expectNoLinkToTheApi(page);
      // The request drawer too: the answer is text in a <pre>, its URL is code, not a link.
      await page.locator('.drawer-toggle').click();
      await page.getByTestId('request-row').filter({ hasText: '/tmap/geo/reversegeocoding' }).first().locator('.path-cell button').click();
      await expect(page.locator('.request-detail .response-body')).toContainText(SCRIPT_MARK);
      await expectNoLinkToTheApi(page);
      expect(await pwned(page)).toBeUndefined();
    });

    /*
     * The server's own defence for HTML answers (Content-Security-Policy `default-src 'none';
     * sandbox`, nosniff and `Content-Disposition: attachment`): without it the page opened at the
     * answer's URL runs its script, and this test fails on the last assertion.
     */
    test('opening the answer’s URL in the tab runs none of the recorded page’s script', async ({ page, context }) => {
      expect(scriptedUrl, 'the previous test recorded the scripted answer').toBeDefined();
      await openConsole(page, '/explore');
      const target = new URL(scriptedUrl ?? 'http://127.0.0.1/');
      target.searchParams.delete('appKey');
      const download = page.waitForEvent('download', { timeout: 5_000 }).catch(() => undefined);
      try {
        await page.goto(target.toString());
      } catch (error) {
        // An answer sent as an attachment is a download, not a page.
        expect(String(error)).toMatch(/Download is starting|ERR_ABORTED/);
      }
      await (await download)?.cancel();
      for (const open of context.pages()) expect(await pwned(open), `no script ran in ${open.url()}`).toBeUndefined();
    });
  });
});
