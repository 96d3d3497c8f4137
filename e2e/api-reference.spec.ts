import { expect, openConsole, test } from './fixtures';

/**
 * The emulator's API reference: Settings links to it; the page (Swagger UI, served by the
 * emulator, no CDN) lists every operation of the contract, opens one, and sends a try-it-out
 * request with a key the user types, in a header to this emulator only, without storing it.
 */

const DEMO_KEY = 'locus-demo-key';

test('Settings links to the API reference, which lists the operations and tries one against this emulator', async ({ page }) => {
  await openConsole(page, '/settings');
  const link = page.getByRole('link', { name: 'API 참조 (OpenAPI)' });
  await expect(link).toHaveAttribute('href', '/_locus/docs');
  const [reference] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(reference).toHaveURL(/\/_locus\/docs$/);
  await reference.close();

  await page.goto('/_locus/docs');
  await expect(page.getByRole('heading', { name: /Locus emulator/ })).toBeVisible();
  // Every area's operations, by their contract ids.
  for (const id of ['reverseGeocoding', 'regionLookup', 'zoneListInsert', 'faceCreate', 'faceRecognize']) {
    await expect(page.locator('.opblock-summary-operation-id', { hasText: new RegExp(`^${id}$`) })).toBeVisible();
  }

  const operation = page.locator('#operations-tmap-reverseGeocoding');
  await operation.locator('.opblock-summary').click();
  for (const name of ['lat', 'lon', 'coordType', 'version', 'format']) {
    await expect(operation.locator(`tr[data-param-name="${name}"]`)).toBeVisible();
  }
  await expect(operation.locator('.response-col_status', { hasText: /^401$/ })).toBeVisible();

  // The key, typed by the user for this page only, in the header form (offered first).
  await page.getByRole('button', { name: /Authorize/ }).first().click();
  const dialog = page.locator('.modal-ux');
  await expect(dialog.locator('.auth-container').first()).toContainText('headerAppKey');
  await dialog.locator('input').first().fill(DEMO_KEY);
  await dialog.getByRole('button', { name: 'Apply credentials' }).first().click();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.locator('tr[data-param-name="lat"] input').fill('37.5636');
  await operation.locator('tr[data-param-name="lon"] input').fill('126.9869');
  await operation.locator('tr[data-param-name="version"] select').selectOption('1');
  const sent = page.waitForRequest((r) => r.url().includes('/tmap/geo/reversegeocoding'));
  await operation.getByRole('button', { name: 'Execute' }).click();
  const request = await sent;
  // To this emulator (the fixture fails the test on any other host), the key in a header, not the URL.
  expect(await request.headerValue('appKey')).toBe(DEMO_KEY);
  expect(request.url()).not.toContain(DEMO_KEY);
  await expect(operation.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  await expect(operation.locator('.live-responses-table tbody .response-col_description')).toContainText('addressInfo');

  // Nothing of it kept beyond the page.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toContain(DEMO_KEY);
});
