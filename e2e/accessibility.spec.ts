import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { prepareTestMedia, testMediaReady } from '../server/testing/test-media';
import { apiEnrol, apiScope, apiSubject } from './faces-api';
import { clickMapAt, expect, openConsole, tabTo, test } from './fixtures';
import { latinWords } from './latin-words';

/**
 * Accessibility gate: every page of the console, in a state that shows its content (a clicked
 * point, search results, a converted point, a drawn region, zones, a selected call…), checked with
 * axe against WCAG 2.0/2.1 A and AA, in Korean (the default) and in English (switched with the
 * nav rail's language button), and on the pages with a table view (Zones, Faces, Batch, Inspector)
 * in both views. A `serious` or `critical` violation fails; the others are printed as a summary only.
 * In Korean, each page must also show no English a Korean reader would have to read
 * (latin-words.ts): the walk covers every page, in both views where a page has two.
 *
 * Nothing is excluded: axe flags nothing inside maplibre's map (`.maplibregl-canvas` and its
 * controls). Should a maplibre update bring a finding there, that canvas (maplibre's own markup,
 * which the map stage already labels) is the only thing this gate may exclude.
 */

const KEY = 'locus-demo-key';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING = new Set(['serious', 'critical']);

type Language = 'ko' | 'en';

async function analyze(page: Page, testInfo: TestInfo, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const failing: string[] = [];
  const others: string[] = [];
  for (const v of results.violations) {
    const line = `${label}: [${v.impact ?? 'unknown'}] ${v.id} — ${v.help} (${v.nodes.length}×: ${v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')}${FAILING.has(v.impact ?? '') && n.any[0] ? ` — ${n.any[0].message}` : ''}`)
      .join('; ')})`;
    if (FAILING.has(v.impact ?? '')) failing.push(line);
    else others.push(line);
  }
  if (others.length > 0) {
    const summary = others.join('\n');
    console.log(`axe, not failing:\n${summary}`);
    testInfo.annotations.push({ type: 'axe (minor/moderate)', description: summary });
  }
  return failing;
}

async function switchLanguage(page: Page, to: Language): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === to) return;
  await page.getByRole('button', { name: to === 'en' ? /English/ : /한국어/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** Audits the page as it is, in Korean and then in English; fails on serious/critical violations. */
async function auditBothLanguages(page: Page, testInfo: TestInfo, name: string, ready?: () => Promise<void>): Promise<void> {
  const failing: string[] = [];
  for (const lang of ['ko', 'en'] as const) {
    await switchLanguage(page, lang);
    if (ready) await ready();
    failing.push(...(await analyze(page, testInfo, `${name} (${lang})`)));
    if (lang === 'ko') expect.soft(await latinWords(page), `English words in the Korean UI: ${name}`).toEqual([]);
  }
  expect(failing, 'serious or critical accessibility violations').toEqual([]);
}

async function apiZone(request: APIRequestContext, code: string, name: string): Promise<void> {
  const res = await request.get(`/tms/zoneInsert?${new URLSearchParams({ code, name }).toString()}`, { headers: { appKey: KEY } });
  expect(res.ok()).toBe(true);
}

test.describe('accessibility: no serious or critical WCAG 2.1 AA violations', () => {
  test('explore, empty and with a clicked point', async ({ page }, testInfo) => {
    await openConsole(page, '/explore');
    await auditBothLanguages(page, testInfo, 'explore');
    await switchLanguage(page, 'ko');
    await clickMapAt(page, 37.5665, 126.978);
    await expect(page.getByTestId('address-card')).toContainText('명동');
    await auditBothLanguages(page, testInfo, 'explore with a point', () => expect(page.getByTestId('address-card')).toBeVisible());
  });

  test('search with results', async ({ page }, testInfo) => {
    await openConsole(page, `/search?q=${encodeURIComponent('서울 중구 세종대로 110')}`);
    await expect(page.getByTestId('search-result').first()).toContainText('세종대로 110');
    await auditBothLanguages(page, testInfo, 'search', () => expect(page.getByTestId('search-result').first()).toBeVisible());
  });

  test('coordinates with a converted point', async ({ page }, testInfo) => {
    await openConsole(page, `/coordinates?q=${encodeURIComponent('309911.68, 552074.35')}`);
    const api = page.getByTestId('system-WGS84GEO').getByTestId('api-value');
    await expect(api).toHaveText(/\d+\.\d+, \d+\.\d+/);
    await auditBothLanguages(page, testInfo, 'coordinates', () => expect(api).toHaveText(/\d+\.\d+, \d+\.\d+/));
    // A reading no system takes: each system says why, in the UI language.
    await switchLanguage(page, 'ko');
    await page.goto(`/coordinates?q=${encodeURIComponent('91, 200')}`);
    await expect(page.getByRole('alert')).toContainText('32');
    expect.soft(await latinWords(page), 'English words in the Korean UI: coordinates, 91, 200').toEqual([]);
  });

  test('regions with a region drawn', async ({ page }, testInfo) => {
    await openConsole(page, '/regions?sel=21168000000');
    await expect(page.getByTestId('selection')).toContainText('강남구');
    await auditBothLanguages(page, testInfo, 'regions', () => expect(page.getByTestId('selection')).toBeVisible());
  });

  test('zones with a few zones, in the table view (its default) and the map view, and its dialog', async ({ page, request }, testInfo) => {
    await apiZone(request, '0001', '강남 권역');
    await apiZone(request, '0002', '서초 권역');
    await apiZone(request, '0003', '송파 권역');
    await openConsole(page, '/zones');
    await expect(page.getByTestId('zone-row')).toHaveCount(3);
    await expect(page.locator('.shell')).toHaveAttribute('data-view', 'table');
    await auditBothLanguages(page, testInfo, 'zones, table view', () => expect(page.getByTestId('zone-row')).toHaveCount(3));
    await switchLanguage(page, 'ko');
    await page.getByRole('button', { name: '지도 보기' }).click();
    await expect(page.locator('.shell')).toHaveAttribute('data-view', 'map');
    await auditBothLanguages(page, testInfo, 'zones, map view', () => expect(page.getByTestId('zone-row')).toHaveCount(3));
    // The rename dialog (modal: the language switch is behind it, so each language opens it anew).
    const failing: string[] = [];
    for (const lang of ['ko', 'en'] as const) {
      await switchLanguage(page, lang);
      await page.getByRole('button', { name: lang === 'ko' ? '0001 수정' : 'Edit 0001' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      failing.push(...(await analyze(page, testInfo, `zones rename dialog (${lang})`)));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    expect(failing, 'serious or critical accessibility violations').toEqual([]);
  });

  test('faces', async ({ page }, testInfo) => {
    await openConsole(page, '/faces');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await auditBothLanguages(page, testInfo, 'faces');
  });

  test('faces with subjects and a face, in the table view (its default) and the map view', async ({ page, request }, testInfo) => {
    test.slow(); // the emulator's face engine loads its models on the first enrolment
    if (!testMediaReady()) await prepareTestMedia();
    const scope = await apiScope(request, 'crew', 'eileen');
    await apiSubject(request, scope.groupId, 'bob');
    await apiEnrol(request, scope, 'astronaut.png');
    await openConsole(page, '/faces');
    const cards = page.getByTestId('face-card');
    await expect(cards).toHaveCount(1);
    await expect(page.getByTestId('subject-face-count')).toHaveCount(2);
    await expect(page.locator('.shell')).toHaveAttribute('data-view', 'table');
    await auditBothLanguages(page, testInfo, 'faces with a face, table view', () => expect(cards).toHaveCount(1));
    await switchLanguage(page, 'ko');
    await page.getByRole('button', { name: '지도 보기' }).click();
    await expect(page.locator('.shell')).toHaveAttribute('data-view', 'map');
    await auditBothLanguages(page, testInfo, 'faces with a face, map view', () => expect(cards).toHaveCount(1));
  });

  test('batch, before and after a finished run, in both views, and its edit dialog', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await openConsole(page, '/batch');

    await test.step('batch', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await auditBothLanguages(page, testInfo, 'batch');
    });

    await test.step('batch with a finished run, in both views, and its edit dialog', async () => {
      await switchLanguage(page, 'ko');
      await page.getByLabel('또는 붙여 넣기 (한 줄에 한 행)').fill(['address', '서울특별시 중구 세종대로 110', '서울특별시 중구 세종대로 111', '아무데도 없는 주소'].join('\n'));
      await page.getByRole('button', { name: '시작 (3행)' }).click();
      await expect(page.getByTestId('batch-phase')).toHaveText('끝남');
      const rows = () => expect(page.getByTestId('batch-row')).toHaveCount(3);
      await auditBothLanguages(page, testInfo, 'batch with results (map view)', rows);
      await switchLanguage(page, 'ko');
      await page.getByRole('button', { name: '표 보기' }).click();
      await expect(page.locator('.shell')).toHaveAttribute('data-view', 'table');
      await auditBothLanguages(page, testInfo, 'batch with results (table view)', rows);
      // The edit dialog (modal: the language switch is behind it, so each language opens it anew).
      const failing: string[] = [];
      for (const lang of ['ko', 'en'] as const) {
        await switchLanguage(page, lang);
        await page.getByRole('button', { name: lang === 'ko' ? '3행 고치기' : 'Edit row 3', exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        failing.push(...(await analyze(page, testInfo, `batch edit dialog (${lang})`)));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      expect(failing, 'serious or critical accessibility violations').toEqual([]);
    });
  });

  test('batch setup in the table view', async ({ page }, testInfo) => {
    await openConsole(page, '/batch?view=table');
    await expect(page.locator('.shell')).toHaveAttribute('data-view', 'table');
    await auditBothLanguages(page, testInfo, 'batch (table view)');
  });

  test('inspector with a call selected, in the table view (its default) and the map view', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await openConsole(page, '/explore?at=37.5665,126.978');
    await expect(page.getByTestId('address-card')).toContainText('명동');
    await page.getByRole('link', { name: '요청 검사' }).click();

    await test.step('inspector in the table view with a call selected', async () => {
      await expect(page.locator('.shell')).toHaveAttribute('data-view', 'table');
      await page.getByTestId('inspector-row').filter({ hasText: '/tmap/geo/reversegeocoding' }).first().locator('.path-cell button').click();
      const detail = page.getByTestId('call-detail');
      await expect(detail).toContainText('/tmap/geo/reversegeocoding');
      await auditBothLanguages(page, testInfo, 'inspector, table view', () => expect(detail).toBeVisible());
    });

    await test.step('inspector in the map view with a call selected', async () => {
      await switchLanguage(page, 'ko');
      // From the same start as the table view's: no call selected (a second click closes the call).
      await page.getByTestId('inspector-row').filter({ hasText: '/tmap/geo/reversegeocoding' }).first().locator('.path-cell button').click();
      await expect(page.getByTestId('call-detail')).toHaveCount(0);
      await page.getByRole('button', { name: '지도 보기' }).click();
      await expect(page.locator('.shell')).toHaveAttribute('data-view', 'map');
      await page.getByTestId('inspector-row').filter({ hasText: '/tmap/geo/reversegeocoding' }).first().locator('.path-cell button').click();
      const detail = page.getByTestId('call-detail');
      await expect(detail).toContainText('/tmap/geo/reversegeocoding');
      await auditBothLanguages(page, testInfo, 'inspector, map view', () => expect(detail).toBeVisible());
    });
  });

  test('zones in the table view, with the request drawer open', async ({ page, request }, testInfo) => {
    await apiZone(request, '0001', '강남 권역');
    await apiZone(request, '0002', '서초 권역');
    await openConsole(page, '/zones');
    await expect(page.getByTestId('zone-row')).toHaveCount(2);
    await expect(page.locator('.shell')).toHaveAttribute('data-view', 'table');
    await auditBothLanguages(page, testInfo, 'zones, table view', () => expect(page.getByTestId('zone-row')).toHaveCount(2));
    await page.locator('.drawer-toggle').click();
    await expect(page.getByTestId('request-row').first()).toBeVisible();
    await auditBothLanguages(page, testInfo, 'zones, table view, drawer open', () => expect(page.getByTestId('request-row').first()).toBeVisible());
  });

  test('settings', async ({ page }, testInfo) => {
    await openConsole(page, '/settings');
    await expect(page.getByLabel(/앱 키/).first()).toBeVisible();
    await auditBothLanguages(page, testInfo, 'settings');
  });
});

test('keyboard only on Search: Tab through the nav rail to Search, skip to its form, search, open the first result in Explore', async ({ page }) => {
  // Focus must be visible: the stylesheet draws an outline on :focus-visible.
  await openConsole(page, '/explore');
  await page.locator('body').focus();
  const searchLink = page.getByRole('link', { name: '검색', exact: true });
  for (let i = 0; i < 10 && !(await searchLink.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(searchLink).toBeFocused();
  expect(await searchLink.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search/);
  await expect(page.getByRole('heading', { level: 1, name: '주소 검색' })).toBeVisible();

  // Back to the skip link to the side panel, then straight to the search's tabs and its field.
  await tabTo(page, page.getByRole('link', { name: '측면 패널로 건너뛰기' }), 4, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#panel')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { selected: true })).toBeFocused();
  await page.keyboard.press('Tab');
  const address = page.getByLabel('주소', { exact: true });
  await expect(address).toBeFocused();
  await page.keyboard.type('서울 중구 세종대로 110');
  await page.keyboard.press('Enter');
  const first = page.getByTestId('search-result').first();
  await expect(first).toContainText('세종대로 110');

  // Tab on to the first result's "open in Explore" control.
  const open = first.getByRole('link', { name: '탐색에서 열기' });
  for (let i = 0; i < 20 && !(await open.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(open).toBeFocused();
  expect(await open.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/explore/);
  await expect(page.getByTestId('address-card')).toBeVisible();
});

test('keyboard only on Explore: skip links, a typed lookup the map goes to, the map moved and zoomed by keys, Enter looks up its centre, announced', async ({ page }) => {
  const camera = () => page.evaluate(() => ({ lat: window.locusMap?.getCenter().lat ?? 0, lon: window.locusMap?.getCenter().lng ?? 0, zoom: window.locusMap?.getZoom() ?? 0, moving: window.locusMap?.isMoving() ?? true }));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openConsole(page, '/explore');
  const announcement = page.getByTestId('lookup-announcement');

  // The first Tab stop: the skip link to the side panel, seen when focused; then its form.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const toPanel = page.getByRole('link', { name: '측면 패널로 건너뛰기' });
  await expect(toPanel).toBeFocused();
  await expect(toPanel).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#panel')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('위도')).toBeFocused();

  // A typed point: the map goes there, close enough for the answer's symbols (with reduced
  // motion a jump: there at once, not moving).
  await page.keyboard.type('37.5665');
  await page.keyboard.press('Tab');
  await page.keyboard.type('126.978');
  await page.keyboard.press('Enter');
  const jumped = await camera();
  expect(jumped.moving).toBe(false);
  expect(jumped.lat).toBeCloseTo(37.5665, 5);
  expect(jumped.lon).toBeCloseTo(126.978, 5);
  expect(jumped.zoom).toBeGreaterThanOrEqual(16);
  await expect(page.getByTestId('address-card')).toContainText('명동');
  await expect(announcement).toHaveText('37.566500,126.978000 조회 결과가 측면 패널에 있습니다.');
  // The point's marker is reachable by focus and says where it is (not only a blue dot).
  const marker = page.getByTestId('marker-query');
  await marker.focus();
  await expect(marker).toBeFocused();
  await expect(marker).toHaveAttribute('aria-label', /37\.566500.*126\.978000/);

  // Without reduced motion the map flies: on its way at first, then there.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByLabel('위도').fill('37.4979');
  await page.getByLabel('경도').fill('127.0276');
  await page.getByLabel('경도').press('Enter');
  expect((await camera()).moving).toBe(true);
  await expect.poll(async () => { const c = await camera(); return !c.moving && Math.abs(c.lat - 37.4979) < 1e-5 && Math.abs(c.lon - 127.0276) < 1e-5; }).toBe(true);
  await expect(announcement).toHaveText('37.497900,127.027600 조회 결과가 측면 패널에 있습니다.');

  // The second Tab stop, back before the rail: the skip link to the map, which is focusable and named.
  const toMap = page.getByRole('link', { name: '지도로 건너뛰기' });
  await tabTo(page, toMap, 15, 'Shift+Tab');
  await expect(toMap).toBeInViewport();
  await page.keyboard.press('Enter');
  const canvas = page.locator('.maplibregl-canvas');
  await expect(canvas).toBeFocused();
  await expect(canvas).toHaveAccessibleName(/^지도\. 화살표 키/);

  // Arrow keys pan, + zooms in and − out (MapLibre's keyboard handler).
  const start = await camera();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await camera()).moving).toBe(false);
  const panned = await camera();
  expect(panned.lon).toBeGreaterThan(start.lon);
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await camera()).moving).toBe(false);
  expect((await camera()).lat).toBeLessThan(panned.lat);
  await page.keyboard.press('+');
  await expect.poll(async () => (await camera()).zoom).toBeCloseTo(start.zoom + 1, 5);
  await page.keyboard.press('-');
  await expect.poll(async () => (await camera()).zoom).toBeCloseTo(start.zoom, 5);
  await expect.poll(async () => (await camera()).moving).toBe(false);

  // Enter looks up the map's centre, as a click there would, and says so.
  const centre = await camera();
  const at = `${centre.lat.toFixed(6)},${centre.lon.toFixed(6)}`;
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('probe-point')).toHaveText(at);
  await expect(announcement).toHaveText(`${at} 조회 결과가 측면 패널에 있습니다.`);
  await expect(page.getByTestId('address-card')).toBeVisible();
  await expect(canvas).toBeFocused();

  // Search: moving the focus through the result list marks that result's pin on the map.
  await page.goto(`/search?q=${encodeURIComponent('서울 중구 세종대로 110')}`);
  const first = page.getByTestId('search-result').first();
  await expect(first).toContainText('세종대로 110');
  await page.waitForFunction(() => window.locusMap?.loaded() === true);
  await first.getByRole('button').first().focus();
  await expect(first).toHaveClass(/active/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.locusMap?.queryRenderedFeatures({ layers: ['search-points'] }) ?? []).filter((f) => f.properties['active'] === true).map((f) => f.properties['number'] as number),
      ),
    )
    .toEqual([1]);
});
