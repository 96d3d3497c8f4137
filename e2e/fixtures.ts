import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * The browser's own line for a resource the server answered with an error status. Journeys
 * provoke 4xx/5xx answers on purpose (a refused key, a missing zone, a service taken away);
 * the console reports those in its UI, and the browser logs them whatever the page does.
 */
const NETWORK_ERROR_STATUS = /^Failed to load resource: the server responded with a status of [45]\d\d\b/;

/**
 * Fixtures shared by the journeys:
 * - every test records the hosts the page asked for, and fails if any is not the console's own;
 * - `console.error` messages and uncaught page errors fail the test; the only console errors
 *   allowed are the browser's lines for resources answered with a 4xx/5xx status, and whatever a
 *   test declares it provokes on purpose (`expectedConsoleError`);
 * - the emulator is reset before each test (test-mode control endpoint).
 */
export const test = base.extend<{
  allowedHosts: string[];
  foreignHosts: string[];
  expectedConsoleError: RegExp | undefined;
  consoleErrors: string[];
  pageErrors: string[];
}>({
  /** Hosts besides the console's own that a test expects the page to ask (an online basemap it chose). */
  allowedHosts: [[], { option: true }],
  /** Console errors a test provokes on purpose (one pattern; join alternatives with |), besides the browser's network 4xx/5xx lines. */
  expectedConsoleError: [undefined, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleError }, use) => {
      const errors: string[] = [];
      const allowed = expectedConsoleError ? [NETWORK_ERROR_STATUS, expectedConsoleError] : [NETWORK_ERROR_STATUS];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (!allowed.some((re) => re.test(text))) errors.push(`${text} (${msg.location().url})`);
      });
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  foreignHosts: [
    async ({ page, baseURL, allowedHosts }, use) => {
      const own = new URL(baseURL ?? 'http://127.0.0.1').host;
      const foreign: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (url.host !== own && !allowedHosts.includes(url.host)) foreign.push(req.url());
      });
      await use(foreign);
      expect(foreign, 'requests to hosts other than the console’s own').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, request }, use) => {
    const reset = await request.post('/_locus/control/reset');
    expect(reset.ok()).toBe(true);
    await use(page);
  },
});

export { expect };

/**
 * Opens a console path and waits until the map has loaded its style (the map is kept mounted on
 * every page; a table view may hide it).
 */
export async function openConsole(page: Page, path = '/explore'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeAttached();
  await page.waitForFunction(() => window.locusMap?.loaded() === true);
}

/** Clicks the map at a WGS84 point, projected to the pixel by the live map. */
export async function clickMapAt(page: Page, lat: number, lon: number): Promise<{ x: number; y: number }> {
  await page.evaluate(([la, lo]) => window.locusMap?.jumpTo({ center: [lo, la], zoom: 15 }), [lat, lon] as const);
  await page.waitForFunction(() => window.locusMap?.loaded() === true);
  const canvas = page.locator('.map-canvas canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('map canvas not visible');
  const px = await page.evaluate(([la, lo]) => {
    const p = window.locusMap?.project([lo, la]);
    return p ? { x: p.x, y: p.y } : null;
  }, [lat, lon] as const);
  if (!px) throw new Error('map not ready');
  const pos = { x: box.x + px.x, y: box.y + px.y };
  await page.mouse.click(pos.x, pos.y);
  return pos;
}

/** Saves credentials on the settings page. */
export async function setAppKey(page: Page, appKey: string): Promise<void> {
  await page.getByRole('link', { name: /설정|Settings/ }).click();
  const key = page.getByLabel(/앱 키|App key/);
  await key.fill(appKey);
  await page.getByRole('button', { name: /^(저장|Save)$/ }).click();
  await expect(page.getByRole('status')).toBeVisible();
}

/** Presses Tab (or Shift+Tab) until the element has focus, at most `max` times: the keyboard's way there. */
export async function tabTo(page: Page, target: Locator, max: number, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}
