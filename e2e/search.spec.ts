import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openConsole, test } from './fixtures';

const KEY = 'locus-demo-key';

/** The lot address the emulator gives for a point (so the test follows the demo world's lattice). */
async function lotAt(request: APIRequestContext, lat: number, lon: number): Promise<{ legalDong: string; bunji: string }> {
  const res = await request.get(`/tmap/geo/reversegeocoding?version=1&lat=${lat}&lon=${lon}&addressType=A02&appKey=${KEY}`);
  expect(res.ok()).toBe(true);
  const info = ((await res.json()) as { addressInfo: { legalDong: string; bunji: string } }).addressInfo;
  return { legalDong: info.legalDong, bunji: info.bunji };
}

/** The legal dong and lot of an address, from the emulator's full-text search. */
async function lotOfAddress(request: APIRequestContext, text: string): Promise<{ legalDong: string; bunji: string }> {
  const res = await request.get(`/tmap/geo/fullAddrGeo?version=1&fullAddr=${encodeURIComponent(text)}&appKey=${KEY}`);
  expect(res.ok()).toBe(true);
  const item = ((await res.json()) as { coordinateInfo: { coordinate: { legalDong: string; bunji: string }[] } }).coordinateInfo.coordinate[0];
  expect(item?.bunji).toMatch(/^\d+(-\d+)?$/);
  return { legalDong: item?.legalDong ?? '', bunji: item?.bunji ?? '' };
}

async function activeCount(page: Page): Promise<number> {
  return page.evaluate(
    () => window.locusMap?.queryRenderedFeatures({ layers: ['search-points'] }).filter((f) => f.properties?.active === true).length ?? 0,
  );
}

async function openSearch(page: Page, query = ''): Promise<void> {
  await openConsole(page, `/search${query}`);
}

test.describe('search: find addresses of the demo world', () => {
  test('full text finds 세종대로 110 at City Hall, numbered in the list and on the map; the tabs work from the keyboard', async ({ page }) => {
    await openSearch(page);

    await test.step('full text finds 세종대로 110 at City Hall, numbered in the list and on the map', async () => {
      await page.getByLabel('주소', { exact: true }).fill('서울 중구 세종대로 110');
      await page.getByLabel('주소', { exact: true }).press('Enter');
      const first = page.getByTestId('search-result').first();
      await expect(first).toContainText('세종대로 110');
      await expect(first).toContainText('N51');
      await expect(first).toContainText('도로명과 건물 번호');
      await expect(first.getByTestId('zipcode')).toContainText(/04\d{3}/);
      expect(new URL(page.url()).searchParams.get('q')).toBe('서울 중구 세종대로 110');

      // The map fitted to the results, near City Hall; the marker is drawn.
      await expect.poll(() => page.evaluate(() => window.locusMap?.queryRenderedFeatures({ layers: ['search-points'] }).length ?? 0)).toBeGreaterThan(0);
      const center = await page.evaluate(() => window.locusMap?.getCenter());
      expect(Math.abs((center?.lat ?? 0) - 37.5665)).toBeLessThan(0.01);
      expect(Math.abs((center?.lng ?? 0) - 126.978)).toBeLessThan(0.01);

      // Hover in the list highlights the marker.
      expect(await activeCount(page)).toBe(0);
      await first.hover();
      await expect.poll(() => activeCount(page)).toBeGreaterThan(0);
    });

    await test.step('the tabs work from the keyboard: arrows move and select, wrapping round, Home and End', async () => {
      const tab = (name: string) => page.getByRole('tab', { name, exact: true });
      await tab('전체 주소').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab('구조화')).toBeFocused();
      await expect(tab('구조화')).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/tab=structured/);
      await page.keyboard.press('End');
      await expect(tab('신·구 주소 변환')).toBeFocused();
      await expect(tab('신·구 주소 변환')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tab('전체 주소')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tab('신·구 주소 변환')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tab('전체 주소')).toBeFocused();
      // Only the selected tab is in the Tab order.
      await expect(page.locator('[role=tab][tabindex="0"]')).toHaveCount(1);
    });
  });

  test('structured search of a lot gives the exact lot match', async ({ page, request }) => {
    const lot = await lotAt(request, 37.5665, 126.978);
    await openSearch(page, '?tab=structured');
    await page.getByLabel('시·도 (city_do)').fill('서울특별시');
    await page.getByLabel('시·군·구 (gu_gun)').fill('중구');
    await page.getByLabel('동 (dong)').fill(lot.legalDong);
    await page.getByLabel('지번 (bunji)').fill(lot.bunji);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    const lotResult = page.locator('[data-testid=search-result][data-kind=lot]').first();
    await expect(lotResult).toContainText(`${lot.legalDong} ${lot.bunji}`);
    await expect(lotResult).toContainText('M11');

    // Bad lot numbers are refused next to the field, nothing is sent.
    await page.getByLabel('지번 (bunji)').fill('31번지 abc');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page.getByText('지번은 123 또는 123-4 (산 123) 형식입니다.')).toBeVisible();
  });

  test('postcode search shows the 5-digit postcode; switching tabs never sends the old tab’s query to the new operation', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('convertAddress')) sent.push(r.url());
    });
    await openSearch(page, '?tab=postcode');

    await test.step('postcode search shows the 5-digit postcode', async () => {
      await page.getByLabel('주소 (우편번호 찾기)').fill('세종대로 110');
      await page.getByLabel('주소 (우편번호 찾기)').press('Enter');
      await expect(page.getByTestId('zipcode').first()).toContainText(/\d{5}/);
    });

    await test.step('switching tabs never sends the old tab’s query to the new operation', async () => {
      await page.getByLabel('주소 (우편번호 찾기)').fill('04524');
      const answered = page.waitForResponse((r) => r.url().includes('/tmap/'));
      await page.getByLabel('주소 (우편번호 찾기)').press('Enter');
      await answered;
      await page.getByRole('tab', { name: '신·구 주소 변환' }).click();
      const input = page.getByLabel('변환할 주소 (reqAdd)');
      await expect(input).toHaveValue('');
      await expect(page).not.toHaveURL(/q=04524/);
      // Back and forth: each tab has its own text, and the conversion is never asked about 04524.
      await page.getByRole('tab', { name: '우편번호' }).click();
      await expect(page.getByLabel('주소 (우편번호 찾기)')).toHaveValue('04524');
      await page.getByRole('tab', { name: '신·구 주소 변환' }).click();
      await expect(input).toHaveValue('');
      await input.fill('서울특별시 중구 태평로1가 31');
      const converted = page.waitForResponse((r) => r.url().includes('convertAddress'));
      await page.getByRole('button', { name: '변환' }).click();
      await converted;
      expect(sent.filter((u) => u.includes('04524'))).toEqual([]);
      expect(sent).toHaveLength(1);
    });
  });

  test('old → new → old returns the original lot', async ({ page, request }) => {
    // The lot City Hall's building stands on, as the emulator's own full-text search gives it.
    const lot = await lotOfAddress(request, '서울 중구 세종대로 110');
    const old = `서울특별시 중구 ${lot.legalDong} ${lot.bunji}`;
    await openSearch(page, `?tab=convert&q=${encodeURIComponent(old)}`);
    const road = page.locator('[data-testid=search-result][data-kind=road]').first();
    await expect(road).toContainText('세종대로 110');
    const roadAddress = (await road.locator('.result-address').textContent()) ?? '';

    // In place: the road result converts back to the original lot.
    await road.getByRole('button', { name: '지번 주소 보기' }).click();
    await expect(road.getByTestId('convert-inline')).toContainText(`${lot.legalDong} ${lot.bunji}`);

    // And as a search of its own, new → old.
    await page.getByLabel('도로명 → 지번').check();
    await page.getByLabel('변환할 주소 (reqAdd)').fill(roadAddress);
    await page.getByRole('button', { name: '변환' }).click();
    await expect(page.locator('[data-testid=search-result][data-kind=lot]').first()).toContainText(`${lot.legalDong} ${lot.bunji}`);
  });

  test('pages through the buildings of a postcode, with the page in the URL; a result opens in Explore', async ({ page }) => {
    await openSearch(page, `?q=${encodeURIComponent('서울 중구 세종대로 110')}`);

    await test.step('pages through the buildings of a postcode, with the page in the URL', async () => {
      await expect(page.getByTestId('zipcode').first()).toContainText(/\d{5}/);
      const zipcode = /\d{5}/.exec((await page.getByTestId('zipcode').first().textContent()) ?? '')?.[0] ?? '';

      await page.getByRole('tab', { name: '우편번호' }).click();
      await page.getByLabel('주소 (우편번호 찾기)').fill(zipcode);
      await page.getByLabel('주소 (우편번호 찾기)').press('Enter');
      await expect(page.getByTestId('page-of')).toContainText('1 /');
      await expect(page.getByTestId('search-result')).toHaveCount(20);
      for (const z of await page.getByTestId('zipcode').allTextContents()) expect(z).toContain(zipcode);
      await page.getByRole('button', { name: '다음' }).click();
      await expect(page.getByTestId('page-of')).toContainText('2 /');
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      await expect(page.getByTestId('search-result').first().locator('.result-number')).toHaveText('21');
    });

    await test.step('a result opens in Explore', async () => {
      // Back on the full-text tab, which kept its own query and results.
      await page.getByRole('tab', { name: '전체 주소' }).click();
      await expect(page.getByTestId('search-result').first()).toContainText('세종대로 110');
      await page.getByTestId('search-result').first().getByRole('link', { name: '탐색에서 열기' }).click();
      await expect(page).toHaveURL(/\/explore\?at=/);
      await expect(page.getByTestId('address-card')).toContainText('세종대로');
    });
  });

  test('a nonsense query says clearly that nothing was found, the same way in full text and Old↔new', async ({ page }) => {
    await openSearch(page, `?q=${encodeURIComponent('qwzx 없는길 99999')}`);
    // A notice, not an error; with the local emulator, the import that would give it addresses.
    const none = page.getByTestId('no-result');
    await expect(none).toContainText('결과가 없습니다');
    await expect(none).toHaveAttribute('role', 'status');
    await expect(none.getByTestId('no-result-import')).toContainText('npm run emulator:import -- --addresses FILE');

    // Old↔new answers "nothing found" as an error code (9404): the page says it as the same notice.
    await page.getByRole('tab', { name: '신·구 주소 변환' }).click();
    await page.getByLabel('변환할 주소 (reqAdd)').fill('서울특별시 중구 없는동 99999');
    const answered = page.waitForResponse((r) => r.url().includes('convertAddress'));
    await page.getByRole('button', { name: '변환' }).click();
    expect((await answered).status()).toBe(400);
    await expect(none).toContainText('결과가 없습니다');
    await expect(none.getByTestId('no-result-import')).toContainText('npm run emulator:import -- --addresses FILE');
    await expect(page.locator('.search-results [role=alert]')).toHaveCount(0);
    await page.getByRole('tab', { name: '전체 주소' }).click();

    await page.getByLabel('주소', { exact: true }).fill('   ');
    await page.getByLabel('주소', { exact: true }).press('Enter');
    await expect(page.getByText('입력하세요.')).toBeVisible();
  });
});
