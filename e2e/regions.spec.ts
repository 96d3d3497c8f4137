import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { clickMapAt, expect, openConsole, test } from './fixtures';

async function renderedRegions(page: Page): Promise<string[]> {
  return page.evaluate(() => [...new Set((window.locusMap?.queryRenderedFeatures({ layers: ['regions-fill'] }) ?? []).map((f) => String(f.properties?.name)))]);
}

async function searchRegions(page: Page, keyword: string, category = '시·군·구 (gu_gun)'): Promise<void> {
  await page.getByLabel('이름', { exact: true }).fill(keyword);
  await page.getByLabel('구분 (categories)').selectOption({ label: category });
  await page.getByRole('button', { name: '찾기' }).click();
}

test.describe('regions: polygons, hierarchy, what is here', () => {
  test('search 강남구 and draw it; a second region in another colour; the selection is in the URL', async ({ page }) => {
    await openConsole(page, '/regions');
    await searchRegions(page, '강남구');
    const results = page.getByTestId('region-results');
    await expect(results.getByTestId('region-item')).toHaveCount(1);
    await results.getByRole('checkbox', { name: '강남구 지도에 표시' }).check();
    await expect.poll(() => renderedRegions(page)).toEqual(['강남구']);
    const center = await page.evaluate(() => window.locusMap?.getCenter());
    expect(center?.lat).toBeGreaterThan(37.45);
    expect(center?.lat).toBeLessThan(37.55);
    expect(center?.lng).toBeGreaterThan(127.0);

    await searchRegions(page, '서초');
    await page.getByTestId('region-results').getByRole('checkbox', { name: '서초구 지도에 표시' }).check();
    await expect.poll(async () => (await renderedRegions(page)).sort()).toEqual(['강남구', '서초구']);
    const colours = await page.evaluate(() => [...new Set((window.locusMap?.queryRenderedFeatures({ layers: ['regions-fill'] }) ?? []).map((f) => String(f.properties?.colour)))]);
    expect(colours).toHaveLength(2);
    expect(new URL(page.url()).searchParams.get('sel')).toBe('21168000000,21165000000');

    // The link reproduces the map.
    const again = await page.context().newPage();
    await again.goto(page.url());
    await expect(again.getByTestId('selection')).toContainText('서초구');
    await expect.poll(async () => (await renderedRegions(again)).sort()).toEqual(['강남구', '서초구']);
  });

  // One page for the searches, a click on the map and the hierarchy: the search at its default
  // level first, then each step on from where the last left the page.
  test('search at every level and at one, what is here, no match, and the hierarchy, on one page', async ({ page }) => {
    test.setTimeout(120_000);
    await openConsole(page, '/regions');

    await test.step('the search covers every level by default; at one level with no match it offers the levels that have the name', async () => {
      await expect(page.getByLabel('구분 (categories)')).toHaveValue('all');
      await page.getByLabel('이름', { exact: true }).fill('역삼');
      await page.getByRole('button', { name: '찾기' }).click();
      const results = page.getByTestId('region-results');
      await expect(results.getByRole('button', { name: '역삼1동' })).toBeVisible();
      await expect(results.getByRole('button', { name: '역삼동', exact: true })).toBeVisible();

      await searchRegions(page, '역삼');
      const empty = page.getByTestId('no-result');
      await expect(empty).toContainText('“역삼”(이)라는 시·군·구');
      const levels = empty.getByRole('group', { name: '다른 구분에서 찾았습니다:' });
      await expect(levels.getByRole('button', { name: /^행정동 \(\d+\)$/ })).toBeVisible();
      await expect(levels.getByRole('button', { name: /^시·도/ })).toHaveCount(0);
      await levels.getByRole('button', { name: /^법정동 \(\d+\)$/ }).click();
      await expect(page).toHaveURL(/cat=legalDong/);
      await expect(page.getByTestId('region-results').getByRole('button', { name: '역삼동', exact: true })).toBeVisible();
    });

    await test.step('a click on the map lists the regions containing the point', async () => {
      await clickMapAt(page, 37.5665, 126.978);
      const here = page.getByTestId('region-here');
      await expect(here.getByTestId('region-item')).toHaveCount(4);
      for (const name of ['서울특별시', '중구', '명동', '태평로1가']) await expect(here).toContainText(name);
      await here.getByRole('checkbox', { name: '명동 지도에 표시' }).check();
      await expect.poll(() => renderedRegions(page)).toEqual(['명동']);
    });

    await test.step('a name that matches nothing says so, as every page says it: a notice, not an error, naming the import', async () => {
      await page.getByLabel('이름', { exact: true }).fill('없는구역이름');
      await page.getByLabel('구분 (categories)').selectOption('all');
      await page.getByRole('button', { name: '찾기' }).click();
      const none = page.getByTestId('no-result');
      await expect(none).toContainText('“없는구역이름”(이)라는 시·도, 시·군·구, 동이 없습니다.');
      await expect(none).toHaveAttribute('role', 'status');
      await expect(none.getByTestId('no-result-import')).toContainText('npm run emulator:import -- --admin FILE');
      await expect(page.locator('.region-results [role=alert]')).toHaveCount(0);
    });

    await test.step('a result clicked at the top of a long list: its details come into view, and so do the regions at a clicked point', async () => {
      await page.getByLabel('이름', { exact: true }).fill('동');
      await page.getByRole('button', { name: '찾기' }).click();
      const items = page.getByTestId('region-results').getByTestId('region-item');
      await expect.poll(() => items.count()).toBeGreaterThanOrEqual(20);
      await items.first().locator('.region-name').click();
      await expect(page.getByTestId('region-details')).toBeVisible();
      await expect(page.getByTestId('breadcrumb')).toBeInViewport();
      await clickMapAt(page, 37.5665, 126.978);
      await expect(page.getByTestId('region-here').getByTestId('region-item').first()).toBeInViewport();
    });

    await test.step('drill down from 강남구 to 역삼1동 and back up to 서울특별시', async () => {
      await searchRegions(page, '강남구');
      await page.getByTestId('region-results').getByRole('button', { name: '강남구' }).click();
      const details = page.getByTestId('region-details');
      await expect(details).toContainText('21168000000');
      await expect(page.getByTestId('breadcrumb')).toHaveText(/서울특별시\s*›?\s*강남구/);

      const children = page.getByTestId('region-children');
      await expect(children).toContainText('역삼1동');
      await expect(children).toContainText('역삼동');
      await children.getByRole('button', { name: '역삼1동' }).click();
      await expect(details).toContainText('adminDong');
      await expect(page.getByTestId('breadcrumb')).toContainText('서울특별시');
      await expect(page.getByTestId('breadcrumb')).toContainText('강남구');
      await expect(page.getByTestId('breadcrumb').locator('[aria-current=page]')).toHaveText('역삼1동');

      await page.getByTestId('breadcrumb').getByRole('button', { name: '서울특별시' }).click();
      await expect(page.getByTestId('breadcrumb').locator('[aria-current=page]')).toHaveText('서울특별시');
      await expect(page.getByTestId('region-children').getByTestId('region-item')).toHaveCount(25);
      expect(new URL(page.url()).searchParams.get('focus')).toBe('11100000000');
    });
  });

  test('simplify for display and export the selection as GeoJSON', async ({ page }) => {
    await openConsole(page, '/regions?sel=21168000000,31114055000');
    await expect(page.getByTestId('selection')).toContainText('명동');
    await expect(page.getByTestId('vertex-count')).toHaveText(/^꼭짓점 ([\d,]+) → \1$/);
    await page.getByLabel('표시 단순화').selectOption('100');
    await expect(page.getByTestId('vertex-count')).not.toHaveText(/^꼭짓점 ([\d,]+) → \1$/);
    expect(new URL(page.url()).searchParams.get('simplify')).toBe('100');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'GeoJSON 내보내기' }).click()]);
    expect(download.suggestedFilename()).toBe('locus-regions.geojson');
    const fc = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as { type: string; features: { properties: { regionName: string }; geometry: { type: string } }[] };
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features.map((f) => f.properties.regionName)).toEqual(['강남구', '명동']);
    expect(['Polygon', 'MultiPolygon']).toContain(fc.features[0]?.geometry.type);
  });

  test('a link naming a level keeps it', async ({ page }) => {
    await openConsole(page, '/regions?q=%EA%B0%95%EB%82%A8%EA%B5%AC&cat=gu_gun');
    await expect(page.getByLabel('구분 (categories)')).toHaveValue('gu_gun');
    await expect(page.getByTestId('region-results').getByTestId('region-item')).toHaveCount(1);
  });
});
