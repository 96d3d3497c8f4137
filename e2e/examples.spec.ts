import type { Locator, Page } from '@playwright/test';
import { expect, openConsole, test } from './fixtures';

/**
 * Every example the console suggests works: each journey reads the example from the page as
 * shown (a placeholder, the examples in a hint, an example button), runs it and expects an
 * answer listed, not an error nor "nothing found".
 */

async function placeholderOf(input: Locator): Promise<string> {
  const text = await input.getAttribute('placeholder');
  expect(text, 'the field shows an example').toBeTruthy();
  return text ?? '';
}

/** The examples a field's hint gives after "예:" ("e.g." in English), comma separated. */
async function hintExamples(input: Locator): Promise<string[]> {
  const hint = await input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  const list = /예:\s*([^)]*)/.exec(hint)?.[1] ?? '';
  const examples = list.split(/,\s*/).map((s) => s.trim()).filter(Boolean);
  expect(examples.length, `examples in the hint "${hint}"`).toBeGreaterThan(0);
  return examples;
}

async function expectSearchAnswer(page: Page, example: string): Promise<void> {
  await expect(page.getByTestId('search-result').first(), `an answer for ${example}`).toBeVisible();
  await expect(page.locator('.error-panel')).toHaveCount(0);
}

test.describe('every example the console suggests works', () => {
  test('search: the full-text, postcode, structured and Old↔new examples answer', async ({ page }) => {
    test.setTimeout(180_000);
    await openConsole(page, '/search');
    const full = page.getByLabel('주소', { exact: true });
    const examples = [await placeholderOf(full), ...(await hintExamples(full))];
    for (const example of examples) {
      await full.fill(example);
      await full.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(example).replace(/%20/g, '(\\+|%20)')}`));
      await expectSearchAnswer(page, example);
    }

    await page.getByRole('tab', { name: '우편번호' }).click();
    const postcode = page.getByLabel('주소 (우편번호 찾기)');
    const postcodeExample = await placeholderOf(postcode);
    await postcode.fill(postcodeExample);
    await postcode.press('Enter');
    await expect(page.getByTestId('zipcode').first(), `a postcode for ${postcodeExample}`).toContainText(/\d{5}/);

    await page.getByRole('tab', { name: '구조화' }).click();
    const fields = ['시·도 (city_do)', '시·군·구 (gu_gun)', '동 (dong)', '지번 (bunji)'].map((l) => page.getByLabel(l));
    for (const f of fields) await f.fill(await placeholderOf(f));
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expectSearchAnswer(page, 'the structured placeholders');
    // The dong field's hint: with F02, a road name and building number.
    const [, , dong, bunji] = fields as [Locator, Locator, Locator, Locator];
    for (const example of await hintExamples(dong)) {
      await dong.fill(example);
      await bunji.fill('');
      await page.getByLabel('주소 종류 (addressFlag)').selectOption('F02');
      await page.getByRole('button', { name: '검색', exact: true }).click();
      await expect(page).toHaveURL(/flag=F02/);
      await expectSearchAnswer(page, example);
    }

    await page.getByRole('tab', { name: '신·구 주소 변환' }).click();
    const convert = page.getByLabel('변환할 주소 (reqAdd)');
    const old = await placeholderOf(convert);
    await convert.fill(old);
    await page.getByRole('button', { name: '변환' }).click();
    await expectSearchAnswer(page, old);
  });

  test('regions: the name field’s example and the hint’s examples find regions', async ({ page }) => {
    test.setTimeout(180_000);
    await openConsole(page, '/regions');
    const name = page.getByLabel('이름', { exact: true });
    for (const example of [await placeholderOf(name), ...(await hintExamples(name))]) {
      await name.fill(example);
      await page.getByRole('button', { name: '찾기' }).click();
      await expect(page.getByTestId('region-results').getByTestId('region-item').first(), `regions for ${example}`).toBeVisible();
      await expect(page.getByTestId('no-result')).toHaveCount(0);
    }
  });

  test('explore: the coordinate shown in the probe form answers', async ({ page }) => {
    await openConsole(page);
    const lat = page.getByLabel('위도');
    const lon = page.getByLabel('경도');
    await lat.fill(await placeholderOf(lat));
    await lon.fill(await placeholderOf(lon));
    await lon.press('Enter');
    await expect(page.getByTestId('address-card')).toContainText('서울특별시');
    await expect(page.getByTestId('full-address')).not.toBeEmpty();
  });

  test('coordinates: every example button reads as a coordinate', async ({ page }) => {
    test.setTimeout(180_000);
    await openConsole(page, '/coordinates');
    const buttons = page.locator('.examples').getByRole('button');
    const examples = await buttons.allTextContents();
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      await page.locator('.examples').getByRole('button', { name: example, exact: true }).click();
      await expect(page.getByTestId('reading'), `a reading of ${example}`).toBeVisible();
      await expect(page.locator('.field-error')).toHaveCount(0);
      await page.getByLabel('좌표 (여러 줄이면 일괄 변환)').fill('');
    }
  });
});
