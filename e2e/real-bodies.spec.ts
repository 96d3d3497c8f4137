import { expect, openConsole, test } from './fixtures';

const CITY_HALL = '/explore?at=37.5665,126.978';

/*
 * Answers in shapes the real service has sent, which the emulator does not make: the browser is
 * given them in place of the emulator's answer.
 */
test.describe('real bodies', () => {
  test('a reverse-geocoding answer with unescaped quotes in the building name is read, and the card says it was repaired', async ({ page }) => {
    await page.route('**/tmap/geo/reversegeocoding?**', async (route) => {
      const real = await route.fetch();
      const text = await real.text();
      // The same answer, with the building name as the service once sent one.
      const broken = text.replace(/"buildingName":"[^"]*"/, '"buildingName":"서울시청 "본관" 별관"');
      expect(broken).not.toBe(text);
      await route.fulfill({ response: real, body: broken });
    });
    await openConsole(page, CITY_HALL);
    const card = page.getByTestId('address-card');
    await expect(card).toContainText('서울시청 "본관" 별관');
    const mark = card.getByTestId('repaired-mark');
    await expect(mark).toContainText('본문 수정됨');
    await expect(mark).toHaveAttribute('title', /따옴표 2개.*1:\d+ \(byte \d+\)/);

    await page.getByRole('link', { name: /요청 검사|Inspector/ }).click();
    await page.getByTestId('inspector-row').filter({ hasText: '/tmap/geo/reversegeocoding' }).first().locator('.path-cell button').click();
    const row = page.getByTestId('deviation-row').first();
    await expect(row).toContainText('(body)');
    await expect(row).toContainText('valid JSON');
    await expect(row).toContainText(/unescaped quotes at 1:\d+/);
    // The body itself: the tree it was read as, said to be repaired, not the raw text.
    await expect(page.getByTestId('repaired-body-note')).toHaveText('본문 수정됨');
    const tree = page.getByTestId('json-tree');
    await expect(tree).toBeVisible();
    await expect(tree).toContainText('"서울시청 \\"본관\\" 별관"');
  });

  test('a zone the service listed without a code offers no Edit or Delete, and says why; the others keep theirs', async ({ page }) => {
    const zones = [
      { seq: 1, code: '0001', name: '강남 권역', updateDate: '2026-01-01 09:00:00' },
      { seq: 2, name: '코드 없는 권역', updateDate: '2026-01-01 09:00:00' },
    ];
    await page.route('**/tms/zoneList', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ resultCode: '200', resultCount: 2, resultMessage: 'success', resultData: zones }) }),
    );
    await openConsole(page, '/zones');
    const rows = page.getByTestId('zone-row');
    await expect(rows).toHaveCount(2);
    const codeless = rows.filter({ hasText: '코드 없는 권역' });
    await expect(codeless.getByRole('button')).toHaveCount(0);
    await expect(codeless.getByTestId('zone-no-code')).toHaveText('코드 없음');
    await expect(codeless.getByTestId('zone-no-code')).toHaveAttribute('title', /코드로 가리키므로/);
    const coded = rows.filter({ hasText: '강남 권역' });
    await expect(coded.getByRole('button', { name: '0001 수정' })).toBeEnabled();
    await expect(coded.getByRole('button', { name: '0001 삭제' })).toBeEnabled();
  });

  test('a zone list answer without resultData shows an empty list and what was missing, not a crash', async ({ page }) => {
    await page.route('**/tms/zoneList', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"resultCode":"200","resultCount":0,"resultMessage":"success"}' }));
    await openConsole(page, '/zones');
    const note = page.getByTestId('deviation-note');
    await expect(note).toContainText('서비스 응답에 resultData이(가) 없었습니다');
    await expect(page.locator('body')).not.toContainText('Cannot read properties');
    await expect(page.getByText('요청이 실패했습니다')).toHaveCount(0);
  });
});
