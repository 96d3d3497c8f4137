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

  test('pasted lines are converted locally: the table sends no call', async ({ page }) => {
    const sent = watchConversions(page);
    await openConsole(page, '/coordinates');
    const lines = Array.from({ length: 50 }, (_, i) => `${(37.5 + i * 0.001).toFixed(4)}, ${(126.95 + i * 0.0007).toFixed(4)}`);
    await input(page).fill(lines.join('\n'));
    await expect(page.getByTestId('batch-row')).toHaveCount(50);
    await page.getByLabel('함께 보일 좌표계').selectOption('BESSELTM');
    await expect(page.getByTestId('batch-row').first()).toContainText(/\d{6}\.\d\d, \d{6}\.\d\d/);
    // One single reading after it: its calls are the first the page sends.
    await input(page).fill('37.5665, 126.978');
    await expectServiceAnswers(page);
    expect(sent).toHaveLength(OTHERS.length);
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
    await expect(failure).toContainText('서비스가 변환하지 않는 좌표계입니다');
    await expect(failure).toContainText('사용 가능한 좌표계를 확인해주세요.');
    await expect(page.getByTestId('system-KATECH').getByTestId('api-value')).toHaveText(/^\d+\.\d+, \d+\.\d+$/);
  });
});

test.describe('calls today', () => {
  test('the status bar counts the calls sent with this key, against the emulator’s daily quota, and warns in words', async ({ page }) => {
    // The shared emulator runs without a quota; this one says 7 a day.
    await page.route('**/_locus/info', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...((await res.json()) as object), dailyQuota: 7 } });
    });
    await openConsole(page, `/coordinates?q=${encodeURIComponent('37.5665, 126.978')}`);
    await expectServiceAnswers(page);
    const counter = page.getByTestId('calls-today');
    await expect(counter).toContainText('오늘 호출: 6 / 7');
    await expect(counter).toContainText('일일 한도에 가까움');

    await input(page).fill('37.5796, 126.977');
    await expectServiceAnswers(page);
    await expect(counter).toContainText('12 / 7');
    await expect(counter).toContainText('일일 한도 소진');

    // Kept across a new page load, under a fingerprint: the key itself is nowhere in local
    // storage. (The page is opened without a reading, so it sends nothing of its own: reloading
    // the reading would convert it again and count 6 more, before or after the quota arrives.)
    await page.goto('/coordinates');
    await expect(page.getByTestId('calls-today')).toContainText('12 / 7');
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    expect(stored).toContain('locus.keyCalls');
    expect(stored).not.toContain('locus-demo-key');
  });
});

test.describe('calls today against a quota entered in Settings', () => {
  test('with a service other than the emulator, the quota is the one entered; a bad entry is refused and kept', async ({ page, baseURL }) => {
    await openConsole(page, '/settings');
    // The same server under a custom base URL: to the console it is a real service.
    await page.getByLabel('사용자 지정 주소').check();
    await page.getByLabel('기본 URL').fill(baseURL ?? '');
    await page.getByLabel(/앱 키/).fill('locus-demo-key');
    await page.getByRole('button', { name: '저장', exact: true }).click();

    const quota = page.getByTestId('daily-quota-setting');
    await quota.getByLabel('요금제의 일일 호출 한도').fill('6개');
    await quota.getByRole('button', { name: '한도 설정' }).click();
    await expect(quota.getByRole('alert')).toContainText('호출 수를 정수로 입력하거나 비워 두세요.');
    await expect(quota.getByLabel('요금제의 일일 호출 한도')).toHaveValue('6개');
    await quota.getByLabel('요금제의 일일 호출 한도').fill('6');
    await quota.getByRole('button', { name: '한도 설정' }).click();
    await expect(quota.getByRole('status')).toContainText('이 브라우저에 저장했습니다.');

    await page.getByRole('link', { name: /좌표/ }).click();
    await input(page).fill('37.5665, 126.978');
    await expectServiceAnswers(page);
    const counter = page.getByTestId('calls-today');
    await expect(counter).toContainText('6 / 6');
    await expect(counter).toContainText('일일 한도 소진');
  });
});

test.describe('local-only systems', () => {
  test('UTM-K input is read locally, shown in every system, and sent to the service as its WGS84 point', async ({ page }) => {
    const sent = watchConversions(page);
    await openConsole(page, `/coordinates?q=${encodeURIComponent('953901.17, 1952032.08')}&from=${encodeURIComponent('EPSG:5179')}`);
    await expect(page.getByLabel('입력 좌표계')).toHaveValue('EPSG:5179');
    await expect(page.getByTestId('system-WGS84GEO').getByTestId('local-value')).toHaveText(/^37\.56650\d\d, 126\.97800\d\d$/);
    await expect(page.getByTestId('system-WGS84GEO')).toContainText('여기서 요청');
    await expectServiceAnswers(page);
    expect(sent.every((p) => p.startsWith('WGS84GEO>'))).toBe(true);

    const local = page.getByRole('region', { name: '로컬 전용' });
    await expect(local.getByTestId('local-system-EPSG:5179').getByTestId('local-value')).toHaveText('953901.17, 1952032.08');
    await expect(local.getByTestId('local-system-EPSG:32652').getByTestId('local-value')).toHaveText('321424.29, 4159640.64');
    await expect(local.getByTestId('local-system-EPSG:5174')).toContainText('로컬 전용');
  });

  test('a system of one’s own: a definition proj4 cannot read is refused with a reason and nothing typed is lost; a good one is kept', async ({ page }) => {
    await openConsole(page, `/coordinates?q=${encodeURIComponent('37.5665, 126.978')}`);
    await page.getByText('직접 좌표계 추가').click();
    const form = page.getByTestId('custom-system-form');
    await form.getByLabel('EPSG 코드').fill('epsg 32651');
    await form.getByLabel('proj4 정의').fill('utm zone 51');
    await form.getByRole('button', { name: '이 좌표계 사용' }).click();
    await expect(form.getByRole('alert')).toContainText('proj4가 이 정의를 쓸 수 없습니다');
    await expect(form.getByLabel('EPSG 코드')).toHaveValue('epsg 32651');

    await form.getByLabel('proj4 정의').fill('+proj=utm +zone=51 +datum=WGS84 +units=m +no_defs');
    await form.getByRole('button', { name: '이 좌표계 사용' }).click();
    const own = page.getByTestId('local-system-EPSG:32651');
    await expect(own.getByTestId('local-value')).toHaveText(/^851376\.67, 4165162\.71$/);

    // Kept as a preference: after a reload it is there, and input can be read in it.
    await page.reload();
    await expect(page.getByTestId('local-system-EPSG:32651').getByTestId('local-value')).toHaveText(/^851376\.67, 4165162\.71$/);
    await expect(page.getByLabel('입력 좌표계').locator('option[value=custom]')).toHaveText('EPSG:32651');
  });
});
