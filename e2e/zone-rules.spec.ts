import type { Page } from '@playwright/test';
import { ZONE_CODE_MAX, ZONE_NAME_MAX } from '../shared/contract/zone-rules';
import { expect, openConsole, test } from './fixtures';

/*
 * The zone rules are the contract's: the form, the bulk preview and the emulator refuse the same
 * values, and every message names the maximum the contract sets.
 */

const KEY = 'locus-demo-key';

async function openZones(page: Page): Promise<void> {
  await openConsole(page, '/zones');
  await expect(page.getByTestId('zone-count')).toBeVisible();
}

test.describe('zones: one set of rules', () => {
  test('a code one digit too long, or a name one character too long, is refused by the form and by the emulator; the bulk preview words the same rules, in English too', async ({ page, request }) => {
    test.setTimeout(120_000);
    await openZones(page);

    await test.step('a code one digit too long is refused by the form and by the emulator, both naming the maximum', async () => {
      await page.getByRole('button', { name: '권역 추가' }).click();
      const dialog = page.getByRole('dialog', { name: '권역 추가' });
      await dialog.getByLabel('코드').fill('1'.repeat(ZONE_CODE_MAX + 1));
      await dialog.getByLabel('이름').fill('가'.repeat(ZONE_NAME_MAX + 1));
      await dialog.getByRole('button', { name: '추가', exact: true }).click();
      await expect(dialog.getByText(`코드는 ${ZONE_CODE_MAX}자리까지입니다.`)).toBeVisible();
      await expect(dialog.getByText(`이름은 ${ZONE_NAME_MAX}자까지입니다.`)).toBeVisible();
      // Nothing lost: the typed values stay; at the maximum the zone goes in.
      await expect(dialog.getByLabel('코드')).toHaveValue('1'.repeat(ZONE_CODE_MAX + 1));
      await dialog.getByLabel('코드').fill('1'.repeat(ZONE_CODE_MAX));
      await dialog.getByLabel('이름').fill('가'.repeat(ZONE_NAME_MAX));
      await dialog.getByRole('button', { name: '추가', exact: true }).click();
      await expect(page.locator(`[data-testid=zone-row][data-code="${'1'.repeat(ZONE_CODE_MAX)}"]`)).toBeVisible();

      // The emulator holds a caller that skips the form to the same rule.
      const res = await request.get(`/tms/zoneInsert?${new URLSearchParams({ code: '2'.repeat(ZONE_CODE_MAX + 1), name: 'x' }).toString()}`, { headers: { appKey: KEY } });
      expect(res.status()).toBe(400);
      const body = (await res.json()) as { resultCode: string; resultMessage: string };
      expect(body.resultCode).toBe('4003');
      expect(body.resultMessage).toContain(`코드는 ${ZONE_CODE_MAX}자리까지입니다`);
    });

    await test.step('a name is counted in characters as a person sees them: 51 trucks go in, 101 do not', async () => {
      const trucks = (n: number) => '🚚'.repeat(n);
      await page.getByRole('button', { name: '권역 추가' }).click();
      const dialog = page.getByRole('dialog', { name: '권역 추가' });
      await dialog.getByLabel('코드').fill('5101');
      await dialog.getByLabel('이름').fill(trucks(ZONE_NAME_MAX + 1));
      await dialog.getByRole('button', { name: '추가', exact: true }).click();
      await expect(dialog.getByText(`이름은 ${ZONE_NAME_MAX}자까지입니다.`)).toBeVisible();
      await dialog.getByLabel('이름').fill(trucks(51));
      await dialog.getByRole('button', { name: '추가', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('[data-testid=zone-row][data-code="5101"]')).toContainText(trucks(51));
      // The emulator counts the same way.
      const insert = (code: string, name: string) => request.get(`/tms/zoneInsert?${new URLSearchParams({ code, name }).toString()}`, { headers: { appKey: KEY } });
      expect((await insert('5102', trucks(ZONE_NAME_MAX))).status()).toBe(200);
      expect((await insert('5103', trucks(ZONE_NAME_MAX + 1))).status()).toBe(400);
    });

    await test.step('the bulk preview words the same rules, in English too', async () => {
      await page.getByRole('button', { name: /English/ }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('button', { name: 'Bulk add' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bulk add zones' });
      await dialog.getByRole('textbox').fill(`code,name\n${'3'.repeat(ZONE_CODE_MAX + 1)},long code\n0002,${'n'.repeat(ZONE_NAME_MAX + 1)}\n0003,fine`);
      const bad = dialog.locator('[data-testid=bulk-row][data-ok=false]');
      await expect(bad).toHaveCount(2);
      await expect(bad.nth(0)).toContainText(`At most ${ZONE_CODE_MAX} digits.`);
      await expect(bad.nth(1)).toContainText(`At most ${ZONE_NAME_MAX} characters.`);
    });
  });
});
