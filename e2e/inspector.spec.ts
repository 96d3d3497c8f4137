import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, openConsole, test } from './fixtures';

const KEY = 'locus-demo-key';
const CITY_HALL = '/explore?at=37.5665,126.978';
const SEARCH = `/search?q=${encodeURIComponent('서울 중구 세종대로 110')}`;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openInspector(page: Page): Promise<void> {
  await page.getByRole('link', { name: /요청 검사|Inspector/ }).click();
  await expect(page.getByRole('heading', { name: '요청 검사' })).toBeVisible();
}

/** Opens a call of the list in full. */
async function selectCall(page: Page, pathPart: string): Promise<void> {
  await page.getByTestId('inspector-row').filter({ hasText: pathPart }).first().locator('.path-cell button').click();
  await expect(page.getByTestId('call-detail')).toContainText(pathPart);
}

/** Everything the inspector stored in IndexedDB, as text. */
async function storedHistoryText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('locus-inspector');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('history').objectStore('history').getAll();
          req.onsuccess = () => resolve(JSON.stringify(req.result));
          req.onerror = () => reject(new Error('read failed'));
        };
      }),
  );
}

test.describe('request inspector', () => {
  // The history step counts the calls of the whole page: the three of the Explore click, then two searches.
  test('a call made on Explore shown in full, its curl run; then the history searched, starred, cleared and reloaded', async ({ page, request }) => {
    test.setTimeout(120_000);
    await openConsole(page, CITY_HALL);
    await expect(page.getByTestId('address-card')).toContainText('명동');

    await test.step('a call made on Explore is shown in full, and its redacted curl, run with APP_KEY, gives what the console showed', async () => {
      await openInspector(page);
      await selectCall(page, '/tmap/geo/reversegeocoding');

      const detail = page.getByTestId('call-detail');
      await expect(page.getByTestId('request-url')).toContainText('appKey=<API_KEY>');
      await expect(page.getByTestId('json-tree')).toContainText('fullAddress');
      await expect(page.getByTestId('contract-check')).toContainText('계약(응답 스키마)과 맞습니다');
      await expect(detail).not.toContainText(KEY);

      // When it was sent: exact, in Korean time, in the detail; how long ago in the list, with the
      // exact time on hover (title) and on keyboard focus (drawn beside it).
      const when = page.getByTestId('call-when').locator('time');
      await expect(when).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d KST$/);
      const exact = (await when.textContent()) ?? '';
      const sent = page.getByTestId('inspector-row').filter({ hasText: '/tmap/geo/reversegeocoding' }).first().getByTestId('call-sent').locator('time');
      await expect(sent).toContainText(/^(지금|\d+초 전|\d+분 전)/);
      await expect(sent).toHaveAttribute('title', `${exact} (한국 표준시)`);
      await expect(sent).toHaveAttribute('datetime', (await when.getAttribute('datetime')) ?? 'missing');
      await sent.focus();
      await expect(sent).toBeFocused();
      expect(await sent.evaluate((el) => getComputedStyle(el, '::after').content)).toContain(exact);

      await detail.getByRole('button', { name: '원문' }).click();
      const shown = await page.getByTestId('raw-body').textContent();
      expect(shown).toContain('서울특별시');

      const curl = (await page.getByTestId('curl-command').textContent()) ?? '';
      expect(curl).toContain('appKey=$APP_KEY');
      expect(curl).not.toContain(KEY);
      await expect(detail).toContainText('export APP_KEY=');

      // The copied text is the command shown, without the key.
      await detail.getByRole('button', { name: /복사.*curl/ }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(curl);
      expect(copied).not.toContain(KEY);

      // The shell runs it with the key in the environment; the answer is the one the console showed.
      const out = execFileSync('bash', ['--noprofile', '--norc', '-c', copied], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', APP_KEY: KEY } }).toString();
      expect(out).toBe(shown);

      // Revealing the key is deliberate and for this view only.
      await detail.getByRole('button', { name: '키 보이기' }).click();
      await expect(page.getByTestId('request-url')).toContainText(`appKey=${KEY}`);
      await expect(page.getByTestId('curl-command')).toContainText(`appKey=${KEY}`);
      await selectCall(page, '/tmap/road/nearToRoad');
      await expect(page.getByTestId('call-detail')).not.toContainText(KEY);
      expect(await storedHistoryText(page)).not.toContain(KEY);
    });

    await test.step('history: search by path, status and text, star, clear keeps the starred, and a reload keeps it', async () => {
      await page.getByRole('link', { name: '검색', exact: true }).click();
      await page.getByLabel('주소', { exact: true }).fill('서울 중구 세종대로 110');
      await page.getByLabel('주소', { exact: true }).press('Enter');
      await expect(page.getByTestId('search-result').first()).toContainText('세종대로 110');
      // One failing call: the next /tmap/geo/fullAddrGeo answers 400 9401.
      await request.post('/_locus/control/fault', { data: { path: '/tmap/geo/fullAddrGeo', status: 400, category: 'tmap', code: '9401', message: '필수 파라메터가 없습니다.' } });
      await page.getByLabel('주소', { exact: true }).fill('서울 중구 세종대로 111');
      await page.getByLabel('주소', { exact: true }).press('Enter');
      await expect(page.locator('.error-panel').first()).toContainText('9401');

      await openInspector(page);
      await page.getByRole('tab', { name: /기록/ }).click();
      const rows = page.getByTestId('inspector-row');
      await expect(rows).toHaveCount(5);
      await expect(page.getByTestId('history-usage')).toContainText('5 / 300');

      await page.getByLabel('경로', { exact: true }).fill('fullAddr');
      await expect(rows).toHaveCount(2);
      await page.getByLabel('상태', { exact: true }).fill('4xx');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('9401');
      await page.getByLabel('상태', { exact: true }).fill('200');
      await expect(rows).toHaveCount(1);
      await page.getByLabel('경로', { exact: true }).fill('');
      await page.getByLabel('상태', { exact: true }).fill('');
      await page.getByLabel('내용 검색').fill('세종대로 111');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('9401');
      // The text filter is in the URL: a colleague's link shows the same search.
      expect(new URL(page.url()).searchParams.get('text')).toBe('세종대로 111');
      await page.getByLabel('내용 검색').fill('명동');
      await expect(rows).not.toHaveCount(0);
      await page.getByLabel('내용 검색').fill('');
      await expect(rows).toHaveCount(5);

      // Star the search that worked.
      const star = rows.filter({ hasText: '세종대로 110' }).getByRole('button', { name: /별표/ });
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('button', { name: '기록 지우기' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('checkbox')).toBeChecked();
      await dialog.getByRole('button', { name: '지우기', exact: true }).click();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('세종대로 110');

      // The history survives a reload (writes are batched: wait until the store holds just the starred call).
      await expect
        .poll(async () => {
          const saved = JSON.parse(await storedHistoryText(page)) as { starred?: unknown }[];
          return saved.map((entry) => entry.starred);
        })
        .toEqual([true]);
      await page.reload();
      await expect(page.getByTestId('inspector-row')).toHaveCount(1);
      await expect(page.getByTestId('inspector-row').first()).toContainText('세종대로 110');
      expect(await storedHistoryText(page)).not.toContain(KEY);
    });
  });

  test('a call re-runs as json, xml and javascript side by side', async ({ page }) => {
    await openConsole(page, SEARCH);
    await expect(page.getByTestId('search-result').first()).toContainText('세종대로 110');
    await openInspector(page);
    await selectCall(page, '/tmap/geo/fullAddrGeo');
    await page.getByRole('button', { name: /JSON·XML·JavaScript/ }).click();
    await page.getByRole('button', { name: '나란히' }).click();
    for (const format of ['json', 'xml', 'javascript']) {
      const result = page.getByTestId(`rerun-${format}`);
      await expect(result).toContainText('200');
      await expect(result).toContainText('계약(응답 스키마)과 맞습니다');
    }
    await expect(page.getByTestId('rerun-xml')).toContainText('<coordinateinfo>');
    await expect(page.getByTestId('rerun-javascript')).toContainText('locusCallback(');
    await expect(page.getByTestId('call-detail')).not.toContainText(KEY);
  });

  test('the error decoder explains THROTTLED as a per-second limit, and the day counter counts the calls', async ({ page, request }) => {
    const fault = await request.post('/_locus/control/fault', { data: { path: '/tmap/geo/reversegeocoding', status: 429, times: 1 } });
    expect(fault.ok()).toBe(true);
    await openConsole(page, CITY_HALL);
    // The console retries the GET, so the page still gets its answer.
    await expect(page.getByTestId('address-card')).toContainText('명동');
    await openInspector(page);
    await page.getByTestId('inspector-row').filter({ hasText: 'THROTTLED' }).first().locator('.path-cell button').click();
    const decoder = page.getByTestId('error-decoder');
    await expect(decoder).toHaveAttribute('data-error-key', 'THROTTLED');
    await expect(decoder).toContainText('1초');
    await expect(decoder).toContainText('일일 한도(QUOTA_EXCEEDED)와 다릅니다');
    await expect(decoder).toContainText('429');

    const counts = page.getByTestId('call-counts');
    await counts.locator('summary').click();
    await expect(counts).toContainText('reverseGeocoding');
    await expect(counts.getByRole('row', { name: /reverseGeocoding/ })).toContainText('2');
    await expect(counts).toContainText('자정');
  });

  test('a response with a wrong-typed field lists the contract deviation', async ({ page }) => {
    await page.route('**/tmap/geo/reversegeocoding?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { addressInfo?: Record<string, unknown> };
      if (body.addressInfo) body.addressInfo.city_do = 11;
      await route.fulfill({ response, json: body });
    });
    await openConsole(page, CITY_HALL);
    await expect(page.getByTestId('address-card')).toBeVisible();
    await openInspector(page);
    await selectCall(page, '/tmap/geo/reversegeocoding');
    const row = page.getByTestId('deviation-row').filter({ hasText: 'addressInfo.city_do' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('string');
    await expect(row).toContainText('number 11');
  });
});

test.describe('sharing a view', () => {
  test('the copied link carries the profile, never the key; a fresh browser asks for the key, then shows the same result', async ({ page, browser, baseURL }) => {
    const base = baseURL ?? 'http://127.0.0.1:8799';
    await openConsole(page, '/settings');
    await page.getByLabel('사용자 지정 주소').check();
    await page.getByLabel('기본 URL').fill(base);
    await page.getByLabel(/앱 키/).fill(KEY);
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await page.goto(SEARCH);
    const first = page.getByTestId('search-result').first();
    await expect(first).toContainText('세종대로 110');
    const shownText = await first.textContent();

    await page.getByTestId('copy-link').click();
    await expect(page.locator('.copy-link')).toContainText('링크를 복사했습니다');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).not.toContain(KEY);
    const url = new URL(link);
    expect(url.searchParams.get('profile')).toBe('custom');
    expect(url.searchParams.get('base')).toBe(base);
    expect(url.searchParams.get('q')).toBe('서울 중구 세종대로 110');

    const fresh = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 800 } });
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      const dialog = other.getByRole('dialog');
      await expect(dialog).toContainText('앱 키가 필요합니다');
      await expect(dialog).toContainText(base);
      // Nothing is asked of the service before the key is there.
      await expect(other.getByTestId('search-result')).toHaveCount(0);
      await dialog.getByLabel(/앱 키/).fill(KEY);
      await dialog.getByRole('button', { name: '연결' }).click();
      const again = other.getByTestId('search-result').first();
      await expect(again).toContainText('세종대로 110');
      expect(await again.textContent()).toBe(shownText);
      // The profile parameters left the address bar; the key is in sessionStorage only.
      expect(other.url()).not.toContain('profile=');
      expect(other.url()).not.toContain(KEY);
      const stores = await other.evaluate(() => ({ session: JSON.stringify(sessionStorage), local: JSON.stringify(localStorage) }));
      expect(stores.session).toContain(KEY);
      expect(stores.local).not.toContain(KEY);
    } finally {
      await fresh.close();
    }
  });
});
