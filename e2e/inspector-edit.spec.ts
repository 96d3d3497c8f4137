import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, openConsole, test } from './fixtures';

const KEY = 'locus-demo-key';
const CITY_HALL = '/explore?at=37.5665,126.978';

async function openInspector(page: Page): Promise<void> {
  await page.getByRole('link', { name: /요청 검사|Inspector/ }).click();
  await expect(page.getByRole('heading', { name: '요청 검사' })).toBeVisible();
}

/** The value input of the edit form's row whose name is `name`. */
async function rowValue(rows: Locator, name: string): Promise<Locator> {
  const names = rows.locator('.edit-row');
  const n = await names.count();
  for (let i = 0; i < n; i++) {
    const row = names.nth(i);
    if ((await row.getByLabel('이름').inputValue()) === name) return row.getByLabel('값');
  }
  throw new Error(`no row named ${name}`);
}

test.describe('inspector: edit and send, response headers, HAR', () => {
  // The export first, while the list holds only the calls of the Explore click; then the edit adds one.
  test('the history downloads as HAR 1.2 without the key; a call is then edited, sent again and listed as a new call', async ({ page }) => {
    test.setTimeout(120_000);
    await openConsole(page, CITY_HALL);
    await expect(page.getByTestId('address-card')).toContainText('명동');
    await openInspector(page);

    await test.step('the history, or a selection of it, downloads as HAR 1.2 without the key', async () => {
      const rows = page.getByTestId('inspector-row');
      const shown = await rows.count();
      expect(shown).toBeGreaterThan(1);

      const all = page.waitForEvent('download');
      await page.getByTestId('export-har').click();
      const har = JSON.parse(await readFile((await (await all).path()) ?? '', 'utf8')) as {
        log: { version: string; creator: { name: string }; entries: { request: { url: string; headers: { name: string; value: string }[] }; response: { status: number; content: { text?: string; mimeType: string } } }[] };
      };
      expect(har.log.version).toBe('1.2');
      expect(har.log.creator.name).toBe('Locus');
      expect(har.log.entries).toHaveLength(shown);
      const reverse = har.log.entries.find((e) => e.request.url.includes('/tmap/geo/reversegeocoding'));
      expect(reverse?.response.status).toBe(200);
      expect(reverse?.response.content.text).toContain('addressInfo');
      expect(reverse?.request.url).toContain('appKey=<API_KEY>');

      // Choose one row with the keyboard; the export holds just that call.
      const box = rows.filter({ hasText: '/tmap/geo/reversegeocoding' }).getByTestId('pick-row');
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      await expect(page.getByTestId('export-har')).toHaveText('선택한 1개를 HAR로 내보내기');
      const one = page.waitForEvent('download');
      await page.getByTestId('export-har').click();
      const text = await readFile((await (await one).path()) ?? '', 'utf8');
      expect(text).not.toContain(KEY);
      const picked = JSON.parse(text) as typeof har;
      expect(picked.log.entries).toHaveLength(1);
      expect(picked.log.entries[0]?.request.url).toContain('/tmap/geo/reversegeocoding');
    });

    await test.step('a call is edited, sent again with the new parameter, and listed as a new call with its answer', async () => {
      const reverse = page.getByTestId('inspector-row').filter({ hasText: '/tmap/geo/reversegeocoding' });
      await expect(reverse).toHaveCount(1);
      await reverse.locator('.path-cell button').click();
      const detail = page.getByTestId('call-detail');

      // Response headers, as the emulator sent them.
      await expect(page.getByTestId('response-headers')).toContainText('content-type');
      await expect(page.getByTestId('response-headers')).toContainText('application/json');

      // The form shows the call's parameters; the key is never in it.
      const edit = detail.getByRole('form', { name: '수정해서 보내기' });
      await expect(edit.getByTestId('edit-credentials')).toContainText('appKey (query): <API_KEY>');
      const addressType = await rowValue(edit.getByTestId('edit-query'), 'addressType');
      const before = await addressType.inputValue();
      const next = before === 'A02' ? 'A01' : 'A02';
      await addressType.fill(next);
      for (const input of await edit.locator('input, textarea').all()) expect(await input.inputValue()).not.toContain(KEY);

      // A credential cannot be typed in as a parameter.
      await edit.getByTestId('edit-query').getByRole('button', { name: '추가' }).click();
      const added = edit.getByTestId('edit-query').locator('.edit-row').last();
      await added.getByLabel('이름').fill('appKey');
      await added.getByLabel('값').fill('typed');
      await edit.getByRole('button', { name: '보내기' }).click();
      await expect(edit).toContainText('자격 증명(appKey, app-id)은 여기서 정할 수 없습니다');
      await added.getByRole('button', { name: /삭제/ }).click();

      await edit.getByRole('button', { name: '보내기' }).click();
      const result = edit.getByTestId('edit-result');
      await expect(result).toContainText('200');
      await expect(result).toContainText('addressInfo');

      // The edited call is a new call in the list, with the new value and the key as <API_KEY>.
      await expect(reverse).toHaveCount(2);
      const newest = reverse.first();
      await expect(newest).toContainText(`addressType=${next}`);
      await expect(newest).toContainText('appKey=<API_KEY>');
      await expect(reverse.nth(1)).toContainText(`addressType=${before}`);
    });
  });
});
