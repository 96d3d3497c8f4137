import { clickMapAt, expect, openConsole, setAppKey, test } from './fixtures';

const CITY_HALL = { lat: 37.5665, lon: 126.978 };
const DEMO_KEY = 'locus-demo-key';

test.describe('the first journey: click the map, read the answer', () => {
  test('clicking Seoul City Hall shows 서울특별시 중구 and its dong, with a marker and a redacted request', async ({ page }) => {
    await openConsole(page);
    const clicked = await clickMapAt(page, CITY_HALL.lat, CITY_HALL.lon);

    const card = page.getByTestId('address-card');
    await expect(card).toContainText('서울특별시');
    await expect(card).toContainText('중구');
    await expect(card).toContainText('명동');
    await expect(card).toContainText('태평로1가');
    await expect(page.getByTestId('full-address')).toContainText('서울특별시 중구 명동');

    // The marker sits on the clicked point (within a couple of pixels).
    const marker = page.getByTestId('marker-query');
    await expect(marker).toBeVisible();
    const box = await marker.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(Math.abs(box.x + box.width / 2 - clicked.x)).toBeLessThan(3);
      expect(Math.abs(box.y + box.height / 2 - clicked.y)).toBeLessThan(3);
    }

    // The drawer lists the call with the key hidden.
    await page.getByRole('button', { name: /요청|Requests/ }).click();
    const row = page.getByTestId('request-row').filter({ hasText: '/tmap/geo/reversegeocoding' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('appKey=<API_KEY>');
    await expect(row).toContainText('200');
    await expect(page.locator('.request-drawer')).not.toContainText(DEMO_KEY);

    // The view is in the URL (never the key), so a reload reproduces it.
    expect(page.url()).toContain('at=37.5665');
    expect(page.url()).not.toContain(DEMO_KEY);
    await page.reload();
    await expect(page.getByTestId('address-card')).toContainText('명동');
  });

  // One page for the probe form, the request drawer, the language and the key: each step starts
  // where the last one left the page.
  test('the probe form, the URL sent, the language and the key, on one page', async ({ page }) => {
    test.setTimeout(120_000);
    await openConsole(page);

    await test.step('an empty Look up asks for a latitude and a longitude rather than naming a range', async () => {
      await page.getByLabel('위도').press('Enter');
      await expect(page.getByText('위도를 입력하세요.')).toBeVisible();
      await expect(page.getByText('경도를 입력하세요.')).toBeVisible();
      await expect(page.getByText('위도는 -90에서 90 사이의 숫자여야 합니다.')).toHaveCount(0);
    });

    await test.step('a coordinate can be probed with the keyboard alone', async () => {
      await page.getByLabel('위도').fill('37.4981');
      await page.getByLabel('경도').fill('127.0286');
      await page.getByLabel('경도').press('Enter');
      await expect(page.getByTestId('address-card')).toContainText('강남구');
      await expect(page.getByTestId('address-card')).toContainText('역삼1동');

      await page.getByLabel('위도').fill('100');
      await page.getByLabel('위도').press('Enter');
      await expect(page.getByText('위도는 -90에서 90 사이의 숫자여야 합니다.')).toBeVisible();
    });

    await test.step('a click sends coordinates with at most 7 decimals, and the drawer shows exactly the URL sent', async () => {
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/tmap/geo/reversegeocoding')) sent.push(r.url());
      });
      // A point between pixels: the map's unprojected click carries a long float tail.
      await clickMapAt(page, 37.566512345, 126.978012345);
      await expect(page.getByTestId('address-card')).toContainText('서울특별시');
      await expect(page.getByTestId('address-card')).toContainText('중구');
      expect(sent.length).toBeGreaterThan(0);
      for (const url of sent) {
        const query = new URL(url).searchParams;
        expect(query.get('lat')).toMatch(/^\d+(\.\d{1,7})?$/);
        expect(query.get('lon')).toMatch(/^\d+(\.\d{1,7})?$/);
      }
      const last = sent.at(-1) ?? '';
      await page.getByRole('button', { name: /요청|Requests/ }).click();
      // The drawer lists the newest call first (the keyboard probe's is below it).
      const row = page.getByTestId('request-row').filter({ hasText: '/tmap/geo/reversegeocoding' }).first();
      const query = new URL(last).searchParams;
      await expect(row).toContainText(`lat=${query.get('lat')}&lon=${query.get('lon')}`);
      await row.getByRole('button').first().click();
      await expect(page.locator('.request-detail code').first()).toHaveText(last.replace(DEMO_KEY, '<API_KEY>'));
      await page.locator('.drawer-toggle').click();
    });

    await test.step('the UI switches between Korean and English', async () => {
      await expect(page.getByRole('heading', { name: '탐색' })).toBeVisible();
      await page.getByRole('button', { name: /English/ }).click();
      await expect(page.getByRole('heading', { name: 'Explore' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Explore' })).toBeVisible();
      await page.getByRole('button', { name: /한국어/ }).click();
      await expect(page.getByRole('heading', { name: '탐색' })).toBeVisible();
    });

    await test.step('with a wrong key the panel explains INVALID_API_KEY', async () => {
      await setAppKey(page, 'not-a-real-key');
      await page.getByRole('link', { name: /탐색|Explore/ }).click();
      await clickMapAt(page, CITY_HALL.lat, CITY_HALL.lon);
      const alert = page.locator('.error-panel').first();
      await expect(alert).toContainText('INVALID_API_KEY');
      await expect(alert).toContainText('앱 키가 거부되었습니다');
      await expect(alert).toContainText('403');
    });

    await test.step('credentials stay in sessionStorage only', async () => {
      await setAppKey(page, 'e2e-second-key');
      const stores = await page.evaluate(() => ({
        session: JSON.stringify(sessionStorage),
        local: JSON.stringify(localStorage),
        url: location.href,
      }));
      expect(stores.session).toContain('e2e-second-key');
      expect(stores.local).not.toContain('e2e-second-key');
      expect(stores.url).not.toContain('e2e-second-key');
    });
  });
});
