import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { expect, openConsole, test } from './fixtures';
import { latinWords } from './latin-words';

/** The local profile's key, which the console fills in: it must never be in a file it writes. */
const KEY = 'locus-demo-key';
const CITY_HALL = '/explore?at=37.5665,126.978';
const SEARCH = `/search?q=${encodeURIComponent('서울 중구 세종대로 110')}`;
const COORDINATES = `/coordinates?q=${encodeURIComponent('309911.68, 552074.35')}`;

/** Moves within the app (no reload), as a link would. */
async function goWithin(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

async function openInspectorCall(page: Page, pathPart: string): Promise<void> {
  await page.getByRole('link', { name: '요청 검사' }).click();
  await page.getByTestId('inspector-row').filter({ hasText: pathPart }).first().locator('.path-cell button').click();
  await expect(page.getByTestId('call-detail')).toContainText(pathPart);
}

async function downloaded(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

/** Adds an expectation to the saved call at `index` (0-based). */
async function expectOn(page: Page, index: number, fill: (form: ReturnType<Page['locator']>) => Promise<void>): Promise<void> {
  const call = page.getByTestId('saved-call').nth(index);
  const details = call.locator('details.expectations');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  const form = call.getByRole('form', { name: '기대 추가' });
  await fill(form);
  await form.getByRole('button', { name: '기대 추가' }).click();
}

test('calls saved from the Inspector into a collection, checked, run, exported, re-imported; curl and Postman', async ({ page }) => {
  test.setTimeout(150_000);
  page.on('dialog', (d) => void d.accept());

  await test.step('three calls made in the console: an Explore click, a search, a coordinate conversion', async () => {
    await openConsole(page, CITY_HALL);
    await expect(page.getByTestId('address-card')).toContainText('명동');
    await goWithin(page, SEARCH);
    await expect(page.getByTestId('search-result').first()).toContainText('세종대로 110');
    await goWithin(page, COORDINATES);
    await expect(page.getByTestId('system-EPSG3857').getByTestId('api-value')).toHaveText(/\d+\.\d+, \d+\.\d+/);
  });

  await test.step('each saved from its detail in the Inspector: the first into a new collection, the others into it', async () => {
    const saves: [string, string | undefined][] = [
      ['/tmap/geo/reversegeocoding', '시청 점검'],
      ['/tmap/geo/fullAddrGeo', undefined],
      ['/tmap/geo/coordconvert', undefined],
    ];
    for (const [path, newName] of saves) {
      await openInspectorCall(page, path);
      await page.getByTestId('call-detail').getByRole('button', { name: '컬렉션에 저장…' }).click();
      const offer = page.getByTestId('offer-panel');
      await expect(offer).toContainText(path);
      // Credentials are never saved, and the user is told so.
      await expect(offer).toContainText('자격 증명은 저장하지 않았습니다: appKey');
      if (newName) {
        await expect(offer.getByLabel('저장할 컬렉션')).toHaveValue('');
        await offer.getByLabel('새 컬렉션 이름').fill(newName);
      } else {
        await expect(offer.getByLabel('저장할 컬렉션').locator('option:checked')).toHaveText('시청 점검');
      }
      await offer.getByRole('button', { name: '저장' }).click();
      await expect(page.getByTestId('collections-notice')).toContainText('시청 점검에 저장했습니다.');
    }
    await expect(page.getByTestId('saved-call')).toHaveCount(3);
    await expect(page.getByTestId('saved-call').nth(1)).toContainText('fullAddrGeo');
    await expect(page.getByTestId('saved-call').nth(0)).toContainText('addressType');
    await expect(page.getByTestId('collection-view')).not.toContainText(KEY);
  });

  await test.step('expectations added; the run against the local emulator passes them all', async () => {
    await expectOn(page, 0, async (form) => {
      await form.getByLabel('종류').selectOption('status');
      await form.getByLabel('상태 코드').fill('200');
    });
    await expectOn(page, 0, async (form) => {
      await form.getByLabel('종류').selectOption('equals');
      await form.getByLabel(/필드 경로/).fill('addressInfo.city_do');
      await form.getByLabel('값').fill('서울특별시');
    });
    await expectOn(page, 1, async (form) => {
      await form.getByLabel('종류').selectOption('near');
      await form.getByLabel(/위도 필드 경로/).fill('coordinateInfo.coordinate.0.newLat');
      await form.getByLabel('위도', { exact: true }).fill('37.5665');
      await form.getByLabel('경도', { exact: true }).fill('126.978');
      await form.getByLabel('거리 (m)').fill('100');
    });
    await expectOn(page, 2, async (form) => {
      await form.getByLabel('종류').selectOption('exists');
      await form.getByLabel(/필드 경로/).fill('coordinate.lat');
    });
    await expect(page.getByTestId('expectation')).toHaveCount(4);

    await expect(page.getByTestId('run-profile')).toHaveValue('local');
    await page.getByTestId('run-collection').click();
    await expect(page.getByTestId('run-summary')).toHaveText('모두 통과 · 호출 3개 중 3개 통과 · 기대 4개 중 4개 통과');
    await expect(page.getByTestId('run-row')).toHaveCount(3);
    await expect(page.getByTestId('run-row').nth(1)).toContainText(/한 점에서 \d+ m/);
    await expect(page.getByTestId('run-row').first()).toContainText('200');
  });

  await test.step('a broken expectation fails with its reason', async () => {
    await expectOn(page, 0, async (form) => {
      await form.getByLabel('종류').selectOption('equals');
      await form.getByLabel(/필드 경로/).fill('addressInfo.city_do');
      await form.getByLabel('값').fill('부산광역시');
    });
    await expectOn(page, 1, async (form) => {
      await form.getByLabel('종류').selectOption('near');
      await form.getByLabel(/위도 필드 경로/).fill('coordinateInfo.coordinate.0.newLat');
      await form.getByLabel('위도', { exact: true }).fill('37.5702');
      await form.getByLabel('경도', { exact: true }).fill('126.978');
      await form.getByLabel('거리 (m)').fill('50');
    });
    // The run is the keyboard's too.
    await page.getByTestId('run-collection').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('run-summary')).toHaveText('실패 있음 · 호출 3개 중 1개 통과 · 기대 6개 중 4개 통과');
    const failed = page.getByTestId('verdict').filter({ hasText: '실패' });
    await expect(failed).toHaveCount(2);
    await expect(failed.first()).toHaveText("✗ 실패 addressInfo.city_do: 기대 '부산광역시', 실제 '서울특별시'");
    await expect(failed.nth(1)).toHaveText(/^✗ 실패 한 점에서 \d{3} m, 50 m보다 멂$/);
    expect(await latinWords(page), 'English words in the Korean UI').toEqual([]);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`)).toEqual([]);
    // Taken away again: the collection keeps its four passing expectations.
    for (const i of [1, 0]) await page.getByTestId('saved-call').nth(i).getByTestId('expectation').last().getByRole('button', { name: '기대 삭제' }).click();
    await expect(page.getByTestId('expectation')).toHaveCount(4);
  });

  let exported = '';
  await test.step('exported as a file without the key, deleted, imported back the same', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-collection').click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('시청 점검.locus-collection.json');
    exported = await downloaded(file);
    expect(exported).not.toContain(KEY);
    expect(exported).not.toContain('appKey');
    const json = JSON.parse(exported) as { format: string; version: number; name: string; calls: { operation: string; expectations: unknown[] }[] };
    expect(json).toMatchObject({ format: 'locus-collection', version: 1, name: '시청 점검' });
    expect(json.calls.map((c) => [c.operation, c.expectations.length])).toEqual([
      ['reverseGeocoding', 2],
      ['fullAddrGeo', 1],
      ['coordConvert', 1],
    ]);

    // A bad file is refused with a clear message, and what is stored stays as it was.
    await page.getByTestId('import-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...json, version: 9 })) });
    await expect(page.getByTestId('import-outcome')).toHaveText('이 컬렉션 파일의 버전(9)은 읽을 수 없습니다. 아무것도 바꾸지 않았습니다.');
    const broken = JSON.stringify({ ...json, calls: [{ operation: 'dropTables', params: {} }] });
    await page.getByTestId('import-file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(broken) });
    await expect(page.getByTestId('import-outcome')).toContainText('컬렉션 파일이 올바르지 않습니다: calls.0.operation');
    await expect(page.getByTestId('saved-call')).toHaveCount(3);
    await expect(page.getByTestId('expectation')).toHaveCount(4);

    await page.getByRole('button', { name: '컬렉션 삭제' }).click();
    await expect(page.getByTestId('collection-view')).toHaveCount(0);

    await page.getByTestId('import-file').setInputFiles({ name: file.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(exported) });
    await expect(page.getByTestId('import-outcome')).toContainText('시청 점검 컬렉션을 가져왔습니다 (호출 3개).');
    await expect(page.getByTestId('saved-call')).toHaveCount(3);
    await expect(page.getByTestId('expectation')).toHaveCount(4);
    await page.getByTestId('run-collection').click();
    await expect(page.getByTestId('run-summary')).toHaveText('모두 통과 · 호출 3개 중 3개 통과 · 기대 4개 중 4개 통과');
  });

  await test.step('a curl command copied from the Inspector imported as a call, its key dropped', async () => {
    await openInspectorCall(page, '/tmap/geo/reversegeocoding');
    const curl = (await page.getByTestId('curl-command').textContent()) ?? '';
    expect(curl).toContain('appKey=$APP_KEY');
    await page.getByRole('link', { name: '컬렉션' }).click();
    await page.getByTestId('import-curl').fill(curl);
    await page.getByRole('button', { name: '호출로 가져오기' }).click();
    await expect(page.getByTestId('import-outcome')).toContainText('호출 1개를 시청 점검에 가져왔습니다.');
    await expect(page.getByTestId('import-outcome')).toContainText('자격 증명은 가져오지 않았습니다: appKey');
    await expect(page.getByTestId('saved-call')).toHaveCount(4);
    await expect(page.getByTestId('saved-call').nth(3)).toContainText('reverseGeocoding');
  });

  await test.step('exported for Postman: real requests, the key a variable', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-postman').click();
    const text = await downloaded(await downloading);
    expect(text).not.toContain(KEY);
    const postman = JSON.parse(text) as { info: { schema: string }; item: { request: { method: string; url: { raw: string } }; event?: { script: { exec: string[] } }[] }[] };
    expect(postman.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(postman.item).toHaveLength(4);
    const origin = new URL(page.url()).origin;
    expect(postman.item[0]?.request.url.raw).toMatch(new RegExp(`^${origin}/tmap/geo/reversegeocoding\\?version=1&.*appKey=\\{\\{appKey\\}\\}$`));
    expect(postman.item[0]?.event?.[0]?.script.exec.join('\n')).toContain('pm.test("status 200"');
  });

  await test.step('a profile without a key asks for one instead of sending', async () => {
    await page.getByTestId('run-profile').selectOption('sk');
    await expect(page.getByRole('form', { name: '이 프로필에는 앱 키가 없습니다. 키를 넣어야 실행합니다.' })).toBeVisible();
    await page.getByTestId('run-collection').click();
    await expect(page.getByRole('alert').filter({ hasText: '이 프로필에는 앱 키가 없습니다.' })).toBeVisible();
    // Nothing went out: no results (and the fixture fails on any request to another host).
    await expect(page.getByTestId('run-table')).toHaveCount(0);
  });
});
