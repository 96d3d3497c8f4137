import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, openConsole, test } from './fixtures';

const KEY = 'locus-demo-key';

/** Zones written straight to the emulator, 1000 per call (as the zones benchmark seeds them). */
async function seedZones(request: APIRequestContext, count: number): Promise<void> {
  for (let from = 0; from < count; from += 1000) {
    const reqDatas = Array.from({ length: Math.min(1000, count - from) }, (_, i) => {
      const n = from + i + 1;
      return { code: String(n).padStart(5, '0'), name: encodeURIComponent(`권역 ${n}`) };
    });
    const res = await request.post('/tms/zoneListInsert', { headers: { appKey: KEY }, data: { reqDatas } });
    expect(res.ok()).toBe(true);
  }
}

const mapCanvas = (page: Page) => page.locator('.map-canvas canvas');
const center = (page: Page) => page.evaluate(() => window.locusMap?.getCenter().toArray() ?? []);
const width = async (el: Locator) => (await el.boundingBox())?.width ?? 0;

/** The page is shown in the table view: the switch says so and the map is not drawn. */
async function expectTableView(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: '표 보기' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.shell')).toHaveAttribute('data-view', 'table');
  await expect(mapCanvas(page)).toBeHidden();
}

/** The page is shown in the map view: the switch says so and the map is drawn. */
async function expectMapView(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: '지도 보기' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.shell')).toHaveAttribute('data-view', 'map');
  await expect(mapCanvas(page)).toBeVisible();
}

/** The status bar shows the map's facts (cursor, zoom) exactly when a map is shown. */
async function expectMapFacts(page: Page, shown: boolean): Promise<void> {
  const bar = page.getByRole('contentinfo', { name: '상태 표시줄' });
  await expect(bar.getByTestId('cursor-readout')).toHaveCount(shown ? 1 : 0);
  await expect(bar.getByText(/^줌 /)).toHaveCount(shown ? 1 : 0);
  await expect(bar.getByLabel('커서 좌표계')).toHaveCount(shown ? 1 : 0);
}

/** The document never scrolls: only the page's own boxes do. */
const documentScrolls = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1 || document.documentElement.scrollWidth > window.innerWidth + 1);

test.describe('table view: the page takes the stage', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('zones: opens in the table view; the map view, chosen, is kept in the link; back to the table at the same centre; map facts in the status bar only with a map', async ({ page, request, context }) => {
    await seedZones(request, 30);
    await openConsole(page, '/zones');
    await expect(page.getByTestId('zone-count')).toHaveText('30개 중 30개');
    // The map has nothing to show here: the page opens in its table view, with nothing in the URL.
    await expectTableView(page);
    await expect(page).not.toHaveURL(/[?&]view=/);
    await expectMapFacts(page, false);
    const table = page.locator('.zone-table');
    const tableWidth = await width(table);
    const before = await center(page);
    // Every column users need is there without a horizontal scroll.
    for (const name of ['seq', '코드', '이름', '저장 시각', '작업']) await expect(page.getByRole('columnheader', { name })).toBeVisible();
    const scroller = page.locator('.zone-scroller');
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await page.getByRole('button', { name: '지도 보기' }).click();
    await expect(page).toHaveURL(/[?&]view=map\b/);
    await expectMapView(page);
    await expectMapFacts(page, true);
    await expect.poll(() => width(table)).toBeLessThan(tableWidth - 300);

    // Searching keeps the view (the page's own URL state does not drop it).
    await page.getByLabel('코드나 이름으로 찾기').fill('0001');
    await expect(page.getByTestId('zone-count')).toHaveText('30개 중 11개');
    await expect(page).toHaveURL(/[?&]view=map\b/);
    await expect(page).toHaveURL(/[?&]q=0001\b/);

    // A reload, and the link opened fresh in another tab, show the same view and search.
    await page.reload();
    await page.waitForFunction(() => window.locusMap?.loaded() === true);
    await expectMapView(page);
    await expect(page.getByTestId('zone-count')).toHaveText('30개 중 11개');
    const fresh = await context.newPage();
    await openConsole(fresh, page.url());
    await expectMapView(fresh);
    await expect(fresh.getByTestId('zone-count')).toHaveText('30개 중 11개');
    await fresh.close();

    await page.getByRole('button', { name: '표 보기' }).click();
    await expect(page).not.toHaveURL(/[?&]view=/);
    await expect(page).toHaveURL(/[?&]q=0001\b/);
    await expectTableView(page);
    await expectMapFacts(page, false);
    const after = await center(page);
    expect(after[0]).toBeCloseTo(before[0] ?? Number.NaN, 6);
    expect(after[1]).toBeCloseTo(before[1] ?? Number.NaN, 6);
    await expect.poll(() => width(table)).toBeGreaterThan(tableWidth - 1);
  });

  test('zones: 10,000 zones scroll in the table body, the document stays put; the request drawer opens in the table view', async ({ page, request }) => {
    test.setTimeout(120_000);
    await seedZones(request, 10_000);
    await openConsole(page, '/zones');

    await test.step('zones: 10,000 zones scroll in the table body, the document stays put', async () => {
      await expect(page.getByTestId('zone-count')).toHaveText('10,000개 중 10,000개', { timeout: 60_000 });
      await expectTableView(page);
      const scroller = page.locator('.zone-scroller');
      const last = page.locator('[data-testid=zone-row][data-code="10000"]');
      await expect(last).toHaveCount(0);

      // The table body fills the room left by the header and the request strip.
      const box = await scroller.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(500);
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect(last).toBeVisible();
      await expect(last).toBeInViewport();
      expect(await page.getByTestId('zone-row').count()).toBeLessThan(200);
      expect(await documentScrolls(page)).toBe(false);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    await test.step('the request drawer opens in the table view', async () => {
      await expectTableView(page);
      const drawer = page.getByRole('region', { name: '요청', exact: true });
      await drawer.getByRole('button', { name: /요청/ }).click();
      const row = drawer.getByTestId('request-row').filter({ hasText: '/tms/zoneList' }).first();
      await expect(row).toBeVisible();
      await expect(row).toBeInViewport();
      await row.locator('.path-cell button').click();
      await expect(drawer.getByTestId('open-in-inspector')).toBeInViewport();
      // The drawer sits below the page: it covers none of the page's controls.
      const drawerTop = (await drawer.boundingBox())?.y ?? 0;
      const pageBox = await page.locator('.side-panel').boundingBox();
      expect((pageBox?.y ?? 0) + (pageBox?.height ?? 0)).toBeLessThanOrEqual(drawerTop + 1);
      expect(await documentScrolls(page)).toBe(false);
    });
  });

  test('inspector: opens in the table view, the call list and the call side by side, the view kept in the link', async ({ page, context }) => {
    await openConsole(page, '/explore?at=37.5665,126.978');
    await expect(page.getByTestId('address-card')).toContainText('명동');
    await expectMapFacts(page, true);
    await page.getByRole('link', { name: '요청 검사' }).click();
    const rows = page.getByTestId('inspector-row');
    await expect(rows.filter({ hasText: '/tmap/geo/reversegeocoding' }).first()).toBeVisible();
    await expectTableView(page);
    await expect(page).not.toHaveURL(/[?&]view=/);
    await expectMapFacts(page, false);
    const list = page.locator('.call-table');
    const tableWidth = await width(list);
    const before = await center(page);

    // Choosing a call keeps the view; the call is shown beside the list, not below it.
    await rows.filter({ hasText: '/tmap/geo/reversegeocoding' }).first().locator('.path-cell button').click();
    const detail = page.getByTestId('call-detail');
    await expect(detail).toContainText('/tmap/geo/reversegeocoding');
    await expect(page).not.toHaveURL(/[?&]view=/);
    await expect(page).toHaveURL(/[?&]sel=/);
    const listBox = await page.locator('.call-table-wrap').boundingBox();
    const detailBox = await detail.boundingBox();
    expect(detailBox?.x ?? 0).toBeGreaterThanOrEqual((listBox?.x ?? 0) + (listBox?.width ?? 0));
    expect(detailBox?.y ?? Number.NaN).toBeCloseTo(listBox?.y ?? 0, 0);
    expect(await page.locator('.call-table-wrap').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await documentScrolls(page)).toBe(false);

    // The body shown raw rides in the link beside the view.
    await detail.getByRole('button', { name: '원문', exact: true }).first().click();
    await expect(page).toHaveURL(/[?&]body=raw\b/);
    await expect(page).not.toHaveURL(/[?&]view=/);

    // The saved history, opened fresh from the link: the table view again.
    await page.getByRole('tab', { name: /기록/ }).click();
    await expect(page).toHaveURL(/[?&]tab=history\b/);
    await expect(page).not.toHaveURL(/[?&]view=/);
    const fresh = await context.newPage();
    await openConsole(fresh, page.url());
    await expectTableView(fresh);
    await expect(fresh.getByTestId('call-detail')).toContainText('/tmap/geo/reversegeocoding');
    await fresh.close();

    await page.getByRole('button', { name: '지도 보기' }).click();
    await expectMapView(page);
    await expectMapFacts(page, true);
    await expect(page).toHaveURL(/[?&]view=map\b/);
    await expect(page).toHaveURL(/[?&]tab=history\b/);
    await expect.poll(() => width(list)).toBeLessThan(tableWidth - 300);
    const after = await center(page);
    expect(after[0]).toBeCloseTo(before[0] ?? Number.NaN, 6);
    expect(after[1]).toBeCloseTo(before[1] ?? Number.NaN, 6);
  });
});
