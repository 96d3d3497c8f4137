import type { Page, Request } from '@playwright/test';
import { expect, openConsole, test } from './fixtures';

const input = (page: Page) => page.getByLabel('좌표 (여러 줄이면 일괄 변환)');
/** The service systems other than WGS84 (the input's): one coordconvert pair each. */
const OTHERS = ['EPSG3857', 'KATECH', 'BESSELGEO', 'BESSELTM', 'GRS80GEO', 'GRS80TM'];

/** Every coordconvert request the page sends, as "from>to". */
function watchConversions(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/tmap/geo/coordconvert')) sent.push(`${url.searchParams.get('fromCoord')}>${url.searchParams.get('toCoord')}`);
  });
  return sent;
}

async function expectServiceAnswers(page: Page): Promise<void> {
  for (const system of OTHERS) await expect(page.getByTestId(`system-${system}`).getByTestId('api-value')).toHaveText(/^\d+\.\d+, \d+\.\d+$/);
}

test.describe('coordinates workbench and the quota', () => {
  test('typing "37.5665, 126.9780" key by key asks the service once per system pair; the same input again asks nothing', async ({ page }) => {
    const sent = watchConversions(page);
    await openConsole(page, '/coordinates');
    await input(page).click();
    await page.keyboard.type('37.5665, 126.9780', { delay: 40 });

    // Local figures are there at once; the service's come once the input has settled.
    await expect(page.getByTestId('system-KATECH').getByTestId('local-value')).toHaveText(/^3099\d\d\.\d\d, 5520\d\d\.\d\d$/);
    await expectServiceAnswers(page);
    await expect(page.locator('section[data-settled]')).toHaveAttribute('data-settled', 'true');
    expect(sent.length).toBeLessThanOrEqual(OTHERS.length);
    expect(sent.sort()).toEqual(OTHERS.map((to) => `WGS84GEO>${to}`).sort());
    // The input's own system is never sent to the service.
    await expect(page.getByTestId('system-WGS84GEO').getByTestId('api-value')).toHaveCount(0);

    // The same reading typed again: the answers come from the cache, even once it has settled.
    await input(page).fill('');
    await page.keyboard.type('37.5665, 126.9780', { delay: 40 });
    await expectServiceAnswers(page);
    await expect(page.locator('section[data-settled]')).toHaveAttribute('data-settled', 'true');
    // A new reading after it: its six calls are the only new ones.
    await input(page).fill('37.5796, 126.977');
    await expectServiceAnswers(page);
    await expect(page.locator('section[data-settled]')).toHaveAttribute('data-settled', 'true');
    expect(sent).toHaveLength(OTHERS.length * 2);
    expect(sent.filter((p) => p === 'WGS84GEO>KATECH')).toHaveLength(2);
  });

  test('the round trip is asked for one row at a time', async ({ page }) => {
    const sent = watchConversions(page);
    await openConsole(page, `/coordinates?q=${encodeURIComponent('309911.68, 552074.35')}`);
    const bessel = page.getByTestId('system-BESSELTM');
    await expect(bessel.getByTestId('api-value')).toHaveText(/^\d+\.\d+, \d+\.\d+$/);
    await expect(bessel.getByTestId('round-trip')).toContainText('로컬 왕복');
    await bessel.getByRole('button', { name: '서비스로 되돌려 보기 (호출 1번)' }).click();
    await expect(bessel.getByTestId('round-trip')).toContainText(/^0\.\d\d m/);
    expect(sent.filter((p) => p.endsWith('>KATECH'))).toEqual(['BESSELTM>KATECH']);
    await expect(page.getByTestId('system-GRS80TM').getByRole('button', { name: '서비스로 되돌려 보기 (호출 1번)' })).toBeVisible();
  });

  test('a 1007 answer is explained in its row with its code, not just "failed"', async ({ page }) => {
    await page.route(/\/tmap\/geo\/coordconvert\?.*toCoord=BESSELTM/, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { id: '400', category: 'tmap', code: '1007', message: '사용할 수 없는 좌표계입니다. 사용 가능한 좌표계를 확인해주세요.' } }),
      }),
    );
    await openConsole(page, `/coordinates?q=${encodeURIComponent('37.5665, 126.978')}`);
    const failure = page.getByTestId('system-BESSELTM').getByTestId('api-error');
    await expect(failure).toContainText('사용할 수 없는 좌표계');
    await expect(failure).toContainText('1007');
    await expect(failure).toContainText('지원하는 좌표계 중 하나를 고르세요.');
    await expect(failure).toContainText('사용 가능한 좌표계를 확인해주세요.');
    await expect(page.getByTestId('system-KATECH').getByTestId('api-value')).toHaveText(/^\d+\.\d+, \d+\.\d+$/);
  });
});
