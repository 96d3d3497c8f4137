import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { clickMapAt, expect, openConsole, test } from './fixtures';
import { SecondEmulator } from './second-emulator';

/**
 * Settings → Test connection says what failed for each area, and the offline banner names the
 * cause: a custom host the page's own CSP blocks (the banner too), a host that answers but
 * refuses this page's origin (CORS), the local emulator answering, and a refused key.
 */

const AREAS = ['tmap', 'zones', 'faces'] as const;

/** Chooses a profile on the settings page and saves it with a key. */
async function saveProfile(page: Page, profile: 'local' | 'custom', appKey: string, baseUrl?: string): Promise<void> {
  await page.goto('/settings');
  await page.locator(`input[type=radio][value=${profile}]`).check();
  if (baseUrl !== undefined) await page.getByLabel(/기본 URL|Base URL/).fill(baseUrl);
  await page.getByLabel(/앱 키|App key/).fill(appKey);
  await page.getByRole('button', { name: /^(저장|Save)$/ }).click();
  await expect(page.getByRole('status')).toBeVisible();
}

async function runTest(page: Page): Promise<void> {
  const section = page.getByTestId('connection-test');
  await section.getByRole('button', { name: /연결 시험|Test connection/ }).click();
  for (const area of AREAS) await expect(section.locator(`li[data-area=${area}]`)).not.toHaveAttribute('data-kind', 'pending');
}

async function expectKinds(page: Page, kind: string): Promise<void> {
  for (const area of AREAS) await expect(page.locator(`[data-testid=connection-test] li[data-area=${area}]`)).toHaveAttribute('data-kind', kind);
}

/** A picture of the results (the side panel scrolled to them) for a person to look at. */
async function shoot(page: Page, path: string): Promise<void> {
  await page.locator('[data-testid=connection-test] li[data-area=faces]').scrollIntoViewIfNeeded();
  await page.screenshot({ path });
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const failing = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
  expect(failing, 'serious or critical accessibility violations').toEqual([]);
}

async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test.describe('a custom host that the page’s CSP does not allow', () => {
  // Nothing listens there: the page's policy refuses the origin before any network.
  const BLOCKED = 'http://127.0.0.1:8931';
  test.use({
    allowedHosts: ['127.0.0.1:8931'],
    expectedConsoleError: /Refused to connect|Content Security Policy/,
  });

  test('each area reports a CSP block naming the origin and LOCUS_CONNECT_SRC; so does the banner after a failing call', async ({ page }, testInfo) => {
    await saveProfile(page, 'custom', 'some-key', BLOCKED);
    await runTest(page);
    await expectKinds(page, 'cspEmulator');
    for (const area of AREAS) {
      const row = page.locator(`[data-testid=connection-test] li[data-area=${area}]`);
      await expect(row).toContainText(BLOCKED);
      await expect(row).toContainText(`LOCUS_CONNECT_SRC=${BLOCKED}`);
      await expect(row).toContainText('보안 정책(CSP)');
    }
    await shoot(page, testInfo.outputPath('settings-csp-ko.png'));

    await page.getByRole('link', { name: '탐색', exact: true }).click();
    await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();
    await page.waitForFunction(() => window.locusMap?.loaded() === true);
    await clickMapAt(page, 37.5665, 126.978);
    const banner = page.getByTestId('connection-banner');
    await expect(banner).toHaveAttribute('data-cause', 'csp');
    await expect(banner).toContainText('보안 정책(CSP)');
    await expect(banner).toContainText(`LOCUS_CONNECT_SRC=${BLOCKED}`);
    await expect(banner).not.toContainText('에뮬레이터');
    await page.screenshot({ path: testInfo.outputPath('banner-csp-ko.png') });
    // Its link leads to the test.
    await banner.getByRole('button', { name: '연결 시험' }).click();
    await expect(page).toHaveURL(/\/settings\?check=connection/);
    await expect(page.getByTestId('connection-test').getByRole('button', { name: '연결 시험' })).toBeFocused();
  });
});

test.describe('a host that answers but refuses this page’s origin (CORS)', () => {
  const HOST_PORT = 8933;
  const HOST = `http://127.0.0.1:${HOST_PORT}`;
  // The console is served by an emulator whose CSP allows the host; the host allows another origin only.
  const consoleServer = new SecondEmulator(8932, { LOCUS_DATA_DIR: ':memory:', LOCUS_CONNECT_SRC: HOST });
  const host = new SecondEmulator(HOST_PORT, { LOCUS_DATA_DIR: ':memory:', LOCUS_CORS_ORIGINS: 'http://elsewhere.example' });
  test.use({
    baseURL: consoleServer.origin,
    allowedHosts: [`127.0.0.1:${HOST_PORT}`],
    expectedConsoleError: /blocked by CORS policy|net::ERR_FAILED/,
  });
  test.beforeAll(async () => Promise.all([consoleServer.start(), host.start()]));
  test.afterAll(async () => Promise.all([consoleServer.stop(), host.stop()]));

  test('each area reports CORS naming both origins; the banner does not read like an outage only', async ({ page }, testInfo) => {
    await saveProfile(page, 'custom', 'locus-demo-key', HOST);
    await runTest(page);
    await expectKinds(page, 'cors');
    for (const area of AREAS) {
      const row = page.locator(`[data-testid=connection-test] li[data-area=${area}]`);
      await expect(row).toContainText(HOST);
      await expect(row).toContainText(consoleServer.origin);
      await expect(row).toContainText(`LOCUS_CORS_ORIGINS=${consoleServer.origin}`);
    }
    await switchToEnglish(page);
    await expect(page.locator('[data-testid=connection-test] li[data-area=tmap]')).toContainText(`refused by CORS: ${HOST} answers but does not allow this page’s origin ${consoleServer.origin}`);
    await shoot(page, testInfo.outputPath('settings-cors-en.png'));

    await openConsole(page, '/explore');
    await clickMapAt(page, 37.5665, 126.978);
    const banner = page.getByTestId('connection-banner');
    await expect(banner).toHaveAttribute('data-cause', 'remote');
    await expect(banner).toContainText(`Custom base URL (${HOST}) cannot be reached, or it refused this page (CORS)`);
    await expect(banner.getByRole('button', { name: 'Test connection' })).toBeVisible();
    await expect(banner).not.toContainText('emulator');
    await page.screenshot({ path: testInfo.outputPath('banner-cors-en.png') });
  });
});

test.describe('a host that the page may call but where nothing listens', () => {
  const consoleServer = new SecondEmulator(8935, { LOCUS_DATA_DIR: ':memory:', LOCUS_CONNECT_SRC: 'http://127.0.0.1:8934' });
  test.use({
    baseURL: consoleServer.origin,
    allowedHosts: ['127.0.0.1:8934'],
    expectedConsoleError: /net::ERR_CONNECTION_REFUSED|net::ERR_FAILED/,
  });
  test.beforeAll(async () => consoleServer.start());
  test.afterAll(async () => consoleServer.stop());

  test('is reported as unreachable, not as CORS or CSP', async ({ page }) => {
    await saveProfile(page, 'custom', 'some-key', 'http://127.0.0.1:8934');
    await runTest(page);
    await expectKinds(page, 'unreachable');
    await expect(page.locator('[data-testid=connection-test] li[data-area=tmap]')).toContainText('http://127.0.0.1:8934 에 연결할 수 없습니다');
  });
});

test.describe('the local emulator', () => {
  test('every area answers; the results are accessible in both languages', async ({ page }, testInfo) => {
    await page.goto('/settings');
    await runTest(page);
    await expectKinds(page, 'ok');
    await expect(page.locator('[data-testid=connection-test] li[data-area=zones]')).toContainText(/정상: 응답함 \(\d+ ms\)/);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, testInfo.outputPath('settings-ok-ko.png'));
    await switchToEnglish(page);
    await expect(page.locator('[data-testid=connection-test] li[data-area=zones]')).toContainText(/OK: answers \(\d+ ms\)/);
    await expectNoSeriousAxeViolations(page);
  });

  test('a wrong key is reported as refused, in every area', async ({ page }, testInfo) => {
    await saveProfile(page, 'local', 'not-a-real-key');
    await runTest(page);
    await expectKinds(page, 'keyRefused');
    await expect(page.locator('[data-testid=connection-test] li[data-area=tmap]')).toContainText('INVALID_API_KEY');
    await expectNoSeriousAxeViolations(page);
    await switchToEnglish(page);
    await expect(page.locator('[data-testid=connection-test] li[data-area=tmap]')).toContainText('the key was refused (HTTP 403 INVALID_API_KEY)');
    await expectNoSeriousAxeViolations(page);
    await shoot(page, testInfo.outputPath('settings-key-en.png'));
  });
});
