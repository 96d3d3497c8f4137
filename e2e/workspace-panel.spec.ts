import type { Locator, Page } from '@playwright/test';
import { expect, openConsole, test } from './fixtures';

/**
 * The resizable side panel: one default width on every page, a splitter that is dragged or moved
 * with the keyboard, a width remembered per page across reloads, and a map that follows without
 * moving its centre.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const DEFAULT = 420;
const RAIL = 76;

const splitter = (page: Page): Locator => page.getByRole('separator', { name: '측면 패널 너비' });

async function panelWidth(page: Page): Promise<number> {
  const box = await page.locator('#panel').boundingBox();
  if (!box) throw new Error('side panel not visible');
  return Math.round(box.width);
}

async function stageLeft(page: Page): Promise<number> {
  const box = await page.locator('.stage').boundingBox();
  if (!box) throw new Error('map stage not visible');
  return Math.round(box.x);
}

/** Waits until the map has followed its container (its canvas as wide as the stage). */
async function mapFollowsStage(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const stage = document.querySelector('.stage')?.getBoundingClientRect();
        const canvas = window.locusMap?.getCanvas().getBoundingClientRect();
        return stage && canvas ? Math.abs(stage.width - canvas.width) + Math.abs(stage.left - canvas.left) : Infinity;
      }),
    )
    .toBeLessThan(1);
}

async function mapCenter(page: Page): Promise<{ lng: number; lat: number }> {
  const center = await page.evaluate(() => window.locusMap?.getCenter().toArray());
  if (!center) throw new Error('no map');
  return { lng: center[0], lat: center[1] };
}

function expectSameCenter(a: { lng: number; lat: number }, b: { lng: number; lat: number }): void {
  // 1e-7° is about a centimetre: the same centre, whatever the rounding of a resize.
  expect(Math.abs(a.lng - b.lng)).toBeLessThan(1e-7);
  expect(Math.abs(a.lat - b.lat)).toBeLessThan(1e-7);
}

async function dragBy(page: Page, dx: number, during?: () => Promise<void>): Promise<void> {
  const box = await splitter(page).boundingBox();
  if (!box) throw new Error('splitter not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  if (during) await during();
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the splitter');
}

test.describe('the side panel', () => {
  test('drag and keys resize it; the width is kept per page; other pages open at the default; the map keeps its centre', async ({ page }) => {
    await openConsole(page, '/explore');
    const handle = splitter(page);
    await expect(handle).toHaveAttribute('aria-orientation', 'vertical');
    await expect(handle).toHaveAttribute('aria-controls', 'panel');
    await expect(handle).toHaveAttribute('aria-valuenow', String(DEFAULT));
    await expect(handle).toHaveAttribute('aria-valuemin', '320');
    await expect(handle).toHaveAttribute('aria-valuemax', String(1440 - RAIL - 320));
    expect(await panelWidth(page)).toBe(DEFAULT);
    expect(await stageLeft(page)).toBe(RAIL + DEFAULT);

    // A camera away from the start, then a drag: the panel widens, the map's centre stays, also mid-drag.
    await page.evaluate(() => window.locusMap?.jumpTo({ center: [127.0276, 37.4979], zoom: 14 }));
    const before = await mapCenter(page);
    await dragBy(page, 120, async () => {
      await mapFollowsStage(page);
      expectSameCenter(await mapCenter(page), before);
    });
    await expect(handle).toHaveAttribute('aria-valuenow', String(DEFAULT + 120));
    expect(await panelWidth(page)).toBe(DEFAULT + 120);
    await mapFollowsStage(page);
    expectSameCenter(await mapCenter(page), before);

    // The keyboard: Tab reaches the splitter, arrows move it (Shift for a larger step).
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await tabTo(page, handle);
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(DEFAULT + 136));
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(handle).toHaveAttribute('aria-valuenow', String(DEFAULT + 56));
    expect(await panelWidth(page)).toBe(DEFAULT + 56);
    // Enter collapses to the minimum and brings the width back.
    await page.keyboard.press('Enter');
    await expect(handle).toHaveAttribute('aria-valuenow', '320');
    await page.keyboard.press('Enter');
    await expect(handle).toHaveAttribute('aria-valuenow', String(DEFAULT + 56));
    await mapFollowsStage(page);
    expectSameCenter(await mapCenter(page), before);

    // A reload keeps this page's width.
    await page.reload();
    await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();
    await expect(handle).toHaveAttribute('aria-valuenow', String(DEFAULT + 56));
    expect(await panelWidth(page)).toBe(DEFAULT + 56);

    // Other pages open at the one default width: the map's left edge is the same on each.
    await page.getByRole('link', { name: '좌표', exact: true }).click();
    await expect(page).toHaveURL(/\/coordinates/);
    await expect(handle).toHaveAttribute('aria-valuenow', String(DEFAULT));
    expect(await stageLeft(page)).toBe(RAIL + DEFAULT);
    await page.getByRole('link', { name: '구역', exact: true }).click();
    await expect(page).toHaveURL(/\/regions/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await stageLeft(page)).toBe(RAIL + DEFAULT);
    expect(await panelWidth(page)).toBe(DEFAULT);

    // Back on Explore, its own width; a double-click resets it to the default, also after a reload.
    await page.getByRole('link', { name: '탐색', exact: true }).click();
    await expect(handle).toHaveAttribute('aria-valuenow', String(DEFAULT + 56));
    await handle.dblclick();
    await expect(handle).toHaveAttribute('aria-valuenow', String(DEFAULT));
    expect(await panelWidth(page)).toBe(DEFAULT);
    await page.reload();
    await expect(handle).toHaveAttribute('aria-valuenow', String(DEFAULT));
  });

  test('a width saved on a wide window never hides the map on a narrow one', async ({ page }) => {
    await openConsole(page, '/search');
    await splitter(page).focus();
    await page.keyboard.press('End');
    await expect(splitter(page)).toHaveAttribute('aria-valuenow', String(1440 - RAIL - 320));

    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(splitter(page)).toHaveAttribute('aria-valuenow', String(1000 - RAIL - 320));
    const stage = await page.locator('.stage').boundingBox();
    expect(Math.round(stage?.width ?? 0)).toBe(320);

    // The saved width is kept: on a wide window again, it comes back.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(splitter(page)).toHaveAttribute('aria-valuenow', String(1440 - RAIL - 320));
  });

  test('no splitter in a table view or in the stacked layout of a narrow window', async ({ page }) => {
    await openConsole(page, '/zones?view=map');
    await expect(splitter(page)).toBeVisible();
    await page.goto('/zones');
    await expect(page.locator('.shell')).toHaveAttribute('data-view', 'table');
    await expect(page.getByRole('separator')).toHaveCount(0);

    await page.goto('/explore');
    await expect(splitter(page)).toBeVisible();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(splitter(page)).toBeHidden();
  });
});

test.describe('the side panel on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a finger drags the splitter like a mouse', async ({ page }) => {
    await openConsole(page, '/regions');
    const box = await splitter(page).boundingBox();
    if (!box) throw new Error('splitter not visible');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }] });
    await touch('touchStart', x);
    for (let dx = 20; dx <= 100; dx += 20) await touch('touchMove', x + dx);
    await touch('touchEnd', x + 100);
    await expect(splitter(page)).toHaveAttribute('aria-valuenow', String(DEFAULT + 100));
    expect(await panelWidth(page)).toBe(DEFAULT + 100);
  });
});
