import type { Page } from '@playwright/test';
import { clickMapAt, expect, openConsole, test } from './fixtures';

const CITY_HALL = { lat: 37.5665, lon: 126.978 };

/** Counts rendered features of a layer of the live map. */
async function renderedCount(page: Page, layerId: string): Promise<number> {
  return page.evaluate((id) => window.locusMap?.queryRenderedFeatures({ layers: [id] }).length ?? 0, layerId);
}

test.describe('explore: every lookup of a point', () => {
  test('a click runs address, nearest road and POI label, lists and draws all three; changing a parameter re-runs the last point', async ({ page }) => {
    test.setTimeout(120_000);
    await openConsole(page);
    await clickMapAt(page, CITY_HALL.lat, CITY_HALL.lon);

    await test.step('a click runs address, nearest road and POI label, lists and draws all three', async () => {
      await expect(page.getByTestId('road-address')).toContainText('세종대로');
      await expect(page.getByTestId('lot-address')).toContainText('태평로1가');
      await expect(page.getByTestId('admin-dong')).toContainText('1114055000');
      await expect(page.getByTestId('legal-dong')).toContainText('1114010300');
      // 명동 and 태평로1가 differ: the card says so.
      await expect(page.getByTestId('admin-dong')).toContainText('다름');
      await expect(page.getByTestId('road-name')).toContainText(/\d{12}/);
      await expect(page.getByTestId('mapping-distance')).toContainText(' m');

      const roadCard = page.getByTestId('road-card');
      await expect(roadCard).toContainText('세종대로');
      await expect(roadCard).toContainText('km/h');
      await expect(page.getByTestId('poi-name')).toHaveText('서울특별시청');

      // Drawn: the offset lines with their labels, the link and its radius, the POI.
      await expect.poll(() => renderedCount(page, 'explore-offset-lines')).toBeGreaterThan(0);
      await expect.poll(() => renderedCount(page, 'explore-road-line')).toBeGreaterThan(0);
      await expect.poll(() => renderedCount(page, 'explore-radius-line')).toBeGreaterThan(0);
      await expect.poll(() => renderedCount(page, 'explore-poi-point')).toBe(1);
      await expect(page.getByTestId('offsets-table')).toContainText('°');
      await expect(page.getByRole('region', { name: '범례' })).toBeVisible();

      // All three calls went out, each once (the drawer's rows are read once it has drawn them).
      await page.getByRole('button', { name: /요청/ }).click();
      for (const op of ['/tmap/geo/reversegeocoding', '/tmap/road/nearToRoad', '/tmap/geo/reverseLabel']) {
        await expect(page.getByTestId('request-row').filter({ hasText: op })).toHaveCount(1);
      }

      // The drawer closed again, as the next step finds it on a fresh page.
      await page.getByRole('button', { name: /요청/ }).click();
      await expect(page.getByTestId('request-row')).toHaveCount(0);
    });

    await test.step('changing a parameter re-runs the last point', async () => {
      await expect(page.getByTestId('road-address')).toContainText('세종대로');

      await page.getByLabel('주소 유형').selectOption('A01');
      await expect(page.getByTestId('admin-address')).toHaveText(/서울특별시 중구 명동/);
      await expect(page.getByTestId('road-address')).toHaveCount(0);

      await page.getByLabel('검색 반경 (radius)').selectOption('500');
      await page.getByRole('button', { name: /요청/ }).click();
      await expect(page.getByTestId('request-row').filter({ hasText: 'radius=500' })).toHaveCount(1);

      await page.getByRole('checkbox', { name: 'POI 라벨' }).uncheck();
      await expect(page.getByTestId('poi-card')).toHaveCount(0);
      await expect.poll(() => renderedCount(page, 'explore-poi-point')).toBe(0);
      expect(new URL(page.url()).searchParams.get('off')).toBe('poi');

      // Back undoes the last change: the URL is the state, the panel follows it.
      await page.goBack();
      await expect(page.getByRole('checkbox', { name: 'POI 라벨' })).toBeChecked();
      await expect(page.getByTestId('poi-name')).toHaveText('서울특별시청');
      await expect(page.getByLabel('검색 반경 (radius)')).toHaveValue('500');
    });
  });

  test('a shared link reproduces the view and the results', async ({ page, context }) => {
    await openConsole(page);
    // On 테헤란로 81, near 역삼역.
    await clickMapAt(page, 37.5008, 127.036);
    await page.getByLabel('주소 유형').selectOption('A04');
    await expect(page.getByTestId('road-address')).toContainText('테헤란로');
    const road = await page.getByTestId('road-address').textContent();
    const link = page.url();
    expect(link).toContain('type=A04');
    expect(link).toContain('#map=');

    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByTestId('road-address')).toHaveText(road ?? '');
    await expect(other.getByTestId('road-card')).toContainText('테헤란로');
    await expect(other.getByLabel('주소 유형')).toHaveValue('A04');
    const camera = await other.evaluate(() => window.locusMap?.getCenter());
    expect(camera?.lat).toBeCloseTo(37.5008, 2);
  });

  test('no road within the radius gets a clear message, the other lookups still answer; a 9404 offers no "Try again": sending the same request again cannot find a road', async ({ page }) => {
    // Namsan's wooded slope, in 중구 but well away from the demo road network.
    await openConsole(page, '/explore?at=37.550800,126.990500&radius=30');
    await expect(page.getByTestId('address-card')).toContainText('중구');
    // Nothing found is a neutral notice (the same as every page's), not an error.
    const error = page.getByTestId('no-result').filter({ hasText: '도로' });
    await expect(error).toContainText('가까운 도로가 없습니다');
    await expect(page.locator('.error-panel')).toHaveCount(0);
    await expect(error).toContainText('9404');
    await expect(error).toContainText('30');
    await expect(error.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  });

  // One page, probed at one point after another: each answer replaces the last, and each step
  // first waits for what only its own point gives before it checks what must be absent.
  test('points the lookups cannot answer in full: Tokyo, Busan, a lot beside a building, a district without lots, the sea; then the keyboard probe', async ({ page }) => {
    test.setTimeout(120_000);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (/\/tmap\//.test(r.url())) sent.push(r.url());
    });
    await openConsole(page);
    const results = page.locator('.results');
    const toKorean = async () => {
      await page.getByRole('button', { name: /한국어/ }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    };

    await test.step('a click in Tokyo says once that the point is outside Korea, and sends no lookup', async () => {
      await clickMapAt(page, 35.68, 139.76);
      const abroad = page.getByTestId('outside-korea');
      await expect(abroad).toHaveCount(1);
      await expect(abroad).toContainText('한국 밖의 지점입니다');
      await expect(abroad).toContainText('32–44');
      await expect(results.locator('.error-panel')).toHaveCount(0);
      await expect(page.getByTestId('address-card')).toHaveCount(0);
      expect(sent).toEqual([]);
      // Back in Korea, the lookups run again.
      await clickMapAt(page, 37.5665, 126.978);
      await expect(page.getByTestId('road-address')).toContainText('세종대로');
      await expect(abroad).toHaveCount(0);
    });

    await test.step('a point outside the emulator’s data says so and names the import command, with no "Try again"', async () => {
      // Busan: outside the demo world the emulator ships with.
      await clickMapAt(page, 35.1796, 129.0756);
      const panel = page.getByTestId('emulator-no-data');
      await expect(panel).toContainText('에뮬레이터에 이 지점의 데이터가 없습니다');
      await expect(panel).toContainText('npm run emulator:import -- --admin FILE');
      await expect(panel).toContainText('3102');
      await expect(results).not.toContainText('서비스 지역 밖');
      await expect(results.getByRole('button', { name: '다시 시도' })).toHaveCount(0);

      await page.getByRole('button', { name: /English/ }).click();
      await expect(panel).toContainText('The emulator has no data at this point');
      await expect(results).not.toContainText('Outside the service area');
      await expect(results.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await toKorean();
    });

    await test.step('one plot per card: at 강남역 the lot under the point, and the nearest building apart as a neighbour', async () => {
      await clickMapAt(page, 37.4979, 127.0276);
      const card = page.getByTestId('address-card');
      await expect(page.getByTestId('lot-address')).toContainText('역삼동');
      // 강남대로 363 stands on another lot: never shown as this lot's road-name address.
      await expect(page.getByTestId('road-address')).toHaveCount(0);
      const neighbour = page.getByTestId('neighbour-building');
      await expect(neighbour).toContainText('가장 가까운 건물 (다른 필지)');
      await expect(neighbour).toContainText('서울특별시 강남구 강남대로 363');
      await expect(neighbour).toContainText(/\d+\.\d m/);
      await expect(card.getByTestId('full-address')).not.toContainText('강남대로');
      await page.getByRole('button', { name: /English/ }).click();
      await expect(neighbour).toContainText('Nearest building (another lot)');
      await toKorean();
    });

    await test.step('a district without lots shows no lot line and names the import that adds them', async () => {
      // 여의도, 영등포구: a district of the demo world without dong or lot detail.
      await clickMapAt(page, 37.5318, 126.914);
      const card = page.getByTestId('address-card');
      await expect(card.getByTestId('admin-address')).toContainText('서울특별시 영등포구');
      await expect(card.getByTestId('lot-address')).toHaveCount(0);
      await expect(card.getByTestId('full-address')).toHaveText(/^fullAddress 서울특별시 영등포구,서울특별시 영등포구$/);
      const noLot = card.getByTestId('no-lot');
      await expect(noLot).toContainText('지번');
      await expect(noLot).toContainText('npm run emulator:import -- --addresses FILE');
      await page.getByRole('button', { name: /English/ }).click();
      await expect(noLot).toContainText('No lot number at this point');
      await toKorean();
    });

    await test.step('a click in the sea says the point is at sea, not that boundaries are missing', async () => {
      // Between the islands off 해남 and 진도.
      await clickMapAt(page, 34.3, 126.5);
      const sea = page.getByTestId('at-sea');
      await expect(sea).toContainText('바다 위의 지점입니다');
      await expect(page.getByTestId('emulator-no-data')).toHaveCount(0);
      await expect(results.locator('.error-panel')).toHaveCount(0);
      await page.getByRole('button', { name: /English/ }).click();
      await expect(sea).toContainText('This point is at sea');
      await toKorean();
    });

    await test.step('the keyboard probe runs every lookup', async () => {
      // 보신각, on 종로.
      await page.getByLabel('위도').fill('37.5696');
      await page.getByLabel('경도').fill('126.9843');
      await page.getByLabel('경도').press('Enter');
      await expect(page.getByTestId('address-card')).toContainText('종로구');
      await expect(page.getByTestId('road-card')).toContainText('종로');
      await expect(page.getByTestId('poi-name')).toHaveText('보신각');
    });
  });
});

test.describe('explore: lookups that get no answer', () => {
  // The lookups are refused a connection on purpose: the browser logs each one.
  test.use({ expectedConsoleError: /^Failed to load resource: net::ERR_CONNECTION_REFUSED\b/ });

  test('the first lookups of a page get no answer: one explanation with "Try again", then the answers once the service is back', async ({ page }) => {
    const lookups = /\/tmap\/(geo\/reversegeocoding|road\/nearToRoad|geo\/reverseLabel)\?/;
    await page.route(lookups, (route) => route.abort('connectionrefused'));
    await openConsole(page);
    await clickMapAt(page, CITY_HALL.lat, CITY_HALL.lon);

    // Said once for the three lookups, by the page itself (no answer came to load the answers' views with).
    const alert = page.locator('.results .error-panel');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('서비스에 연결할 수 없습니다');
    await expect(alert).toContainText('에뮬레이터나 네트워크가 켜져 있는지 확인한 뒤 다시 시도하세요.');

    await page.unroute(lookups);
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByTestId('road-address')).toContainText('세종대로');
    await expect(page.getByTestId('poi-name')).toHaveText('서울특별시청');
    await expect(page.locator('.results .error-panel')).toHaveCount(0);
  });
});
