import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { clickMapAt, expect, openConsole, test } from './fixtures';

async function renderedCount(page: Page, layerId: string): Promise<number> {
  return page.evaluate((id) => window.locusMap?.queryRenderedFeatures({ layers: [id] }).length ?? 0, layerId);
}

async function openWorkbench(page: Page, query = ''): Promise<void> {
  await openConsole(page, `/coordinates${query}`);
}

const input = (page: Page) => page.getByLabel('좌표 (여러 줄이면 일괄 변환)');

test.describe('coordinates workbench', () => {
  test('a pasted KATECH pair lands on City Hall, in every system, API beside local', async ({ page }) => {
    await openWorkbench(page);
    await input(page).fill('309911.68, 552074.35');

    const reading = page.getByTestId('reading');
    await expect(reading).toContainText('미터');
    await expect(page.getByTestId('axis-order')).toHaveText('x(동), y(북) 순');
    await expect(page.getByLabel('입력 좌표계')).toHaveValue('KATECH');

    // WGS84: within a couple of metres of the published sample's point.
    const wgs = page.getByTestId('system-WGS84GEO');
    await expect(wgs.getByTestId('local-value')).toContainText(/^37\.5665\d*, 126\.978\d*/);
    await expect(wgs.getByTestId('local-value')).toHaveText(/^37\.566[45]\d+, 126\.97(79|80)\d+$/);

    // The service answered for every other system; the emulator uses the same definitions: no flag.
    for (const system of ['WGS84GEO', 'EPSG3857', 'BESSELGEO', 'BESSELTM', 'GRS80GEO', 'GRS80TM']) {
      const row = page.getByTestId(`system-${system}`);
      await expect(row.getByTestId('api-value')).toHaveText(/\d+\.\d+, \d+\.\d+/);
      await expect(row.getByTestId('api-delta')).toHaveText(/^0\.\d\d m$/);
      // The round trip is a call per system, asked for by the user.
      await row.getByRole('button', { name: '서비스로 되돌려 보기 (호출 1번)' }).click();
      await expect(row.getByTestId('round-trip')).toContainText(/^0\.\d\d m/);
    }
    await expect(page.locator('.system-row.flagged')).toHaveCount(0);

    // Drawn at City Hall.
    await expect.poll(() => renderedCount(page, 'coordinates-point')).toBe(1);
    const center = await page.evaluate(() => window.locusMap?.getCenter());
    expect(Math.abs((center?.lat ?? 0) - 37.5665)).toBeLessThan(0.002);
    expect(Math.abs((center?.lng ?? 0) - 126.978)).toBeLessThan(0.002);

    // The link reproduces the reading.
    expect(new URL(page.url()).searchParams.get('q')).toBe('309911.68, 552074.35');
    const again = await page.context().newPage();
    await again.goto(page.url());
    await expect(again.getByTestId('system-WGS84GEO').getByTestId('local-value')).toContainText('37.566');
  });

  test('a service answer more than a metre off is flagged', async ({ page }) => {
    // What the emulator cannot be: a service whose datum shift differs from ours (the real one's
    // published KATECH sample is ~1.8 m from the local definitions). Its KATECH answers move 3 m north.
    await page.route(/\/tmap\/geo\/coordconvert\?.*toCoord=KATECH/, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { coordinate: { lat: string; lon: string } };
      body.coordinate.lat = (Number(body.coordinate.lat) + 3).toFixed(6);
      await route.fulfill({ response: res, json: body });
    });
    await openWorkbench(page, `?q=${encodeURIComponent('37.5665, 126.978')}`);
    const katech = page.getByTestId('system-KATECH');
    await expect(katech.getByTestId('api-delta')).toHaveText(/^3\.\d\d m$/);
    await expect(katech).toHaveClass(/flagged/);
    await expect(katech.getByRole('note')).toContainText('1 m 넘게');
    await expect(page.getByTestId('system-GRS80TM')).not.toHaveClass(/flagged/);
  });

  // One workbench, one reading after another: each step replaces the input of the last.
  test('axis order, DMS and links; 100 pasted lines; a map click probe, on one workbench', async ({ page }) => {
    test.setTimeout(120_000);
    await openWorkbench(page);

    await test.step('axis order is detected, shown and can be swapped; DMS and links read too', async () => {
      await input(page).fill('126.978, 37.5665');
      await expect(page.getByTestId('axis-order')).toHaveText('경도, 위도 순');
      await expect(page.getByTestId('reading')).toContainText('값 범위로 판단');
      await expect(page.getByTestId('system-WGS84GEO').getByTestId('local-value')).toHaveText('37.5665000, 126.9780000');
      await page.getByRole('button', { name: '축 바꾸기' }).click();
      await expect(page.getByTestId('axis-order')).toHaveText('위도, 경도 순');
      await expect(page.getByTestId('reading').getByRole('alert')).toContainText('볼 수 없습니다');

      await input(page).fill('37°33′59.4″N 126°58′40.8″E');
      await expect(page.getByTestId('reading')).toContainText('도분초');
      await expect(page.getByTestId('system-WGS84GEO').getByTestId('local-value')).toHaveText('37.5665000, 126.9780000');

      await input(page).fill('https://www.openstreetmap.org/#map=17/37.5796/126.9770');
      await expect(page.getByTestId('reading')).toContainText('링크');
      await expect(page.getByTestId('system-WGS84GEO').getByTestId('local-value')).toHaveText('37.5796000, 126.9770000');

      await input(page).fill('37.5');
      await expect(page.getByText('숫자가 하나뿐입니다')).toBeVisible();
    });

    await test.step('100 pasted lines become a table, pins and a CSV; a bad line stays, marked', async () => {
      const lines = Array.from({ length: 100 }, (_, i) => (i === 41 ? 'not a coordinate' : `${(37.5 + i * 0.001).toFixed(4)}, ${(126.95 + i * 0.0007).toFixed(4)}`));
      await input(page).fill(lines.join('\n'));
      await expect(page.getByTestId('batch-summary')).toHaveText('100줄 · 변환 99 · 실패 1');
      await expect(page.getByTestId('batch-row')).toHaveCount(100);
      await expect(page.locator('[data-testid=batch-row][data-status=error]')).toContainText('숫자가 없습니다');
      await expect.poll(() => renderedCount(page, 'coordinates-pins')).toBe(99);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV로 내보내기' }).click()]);
      expect(download.suggestedFilename()).toBe('locus-coordinates.csv');
      const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
      const rows = csv.trim().split('\r\n');
      expect(rows).toHaveLength(101);
      expect(rows[0]).toContain('KATECH_lat');
      expect(rows[1]).toMatch(/^1,"?37\.5000, 126\.9500"?,,ok,WGS84GEO,/);
      expect(rows[42]).toContain('error');
    });

    await test.step('a map click probes the point; the status bar shows the cursor in a chosen system', async () => {
      await clickMapAt(page, 37.5665, 126.978);
      await expect(input(page)).toHaveValue(/^37\.566\d+, 126\.97\d+$/);
      await expect(page.getByTestId('system-KATECH').getByTestId('local-value')).toHaveText(/^3099\d\d\.\d\d, 5520\d\d\.\d\d$/);

      await page.getByTitle('커서 좌표계').selectOption('KATECH');
      const box = await page.locator('.map-canvas canvas').boundingBox();
      await page.mouse.move((box?.x ?? 0) + 200, (box?.y ?? 0) + 200);
      await expect(page.getByTestId('cursor-system-readout')).toHaveText(/^\d{6}\.\d\d, \d{6}\.\d\d$/);
    });
  });
});
