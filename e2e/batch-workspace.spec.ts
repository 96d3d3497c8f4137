import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, openConsole, test } from './fixtures';

/**
 * The Batch page as a workspace: one row edited and sent again on its own, the answers the
 * service matched only approximately told apart from exact ones, and the table view where the run
 * controls stay in view while a long table scrolls. Against the real emulator, whose match flags
 * follow the published rules: 세종대로 110 exists (N51), 세종대로 111 does not but 97 precedes it on
 * that side (N54), a bare road name gives the road's centre (N55).
 */

const PASTE = '또는 붙여 넣기 (한 줄에 한 행)';

test.use({ viewport: { width: 1440, height: 900 } });

async function runAddresses(page: Page, addresses: readonly string[]): Promise<void> {
  await page.getByLabel(PASTE).fill(['address', ...addresses].join('\n'));
  await page.getByRole('button', { name: `시작 (${addresses.length.toLocaleString('en-US')}행)` }).click();
  await expect(page.getByTestId('batch-phase')).toHaveText('끝남', { timeout: 60_000 });
}

const row = (page: Page, n: number) => page.getByTestId('batch-row').and(page.locator(`[data-row="${n}"]`));

/** Addresses sent to full-text geocoding from now on, in order. */
function geocodedAddresses(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/tmap/geo/fullAddrGeo')) sent.push(url.searchParams.get('fullAddr') ?? '');
  });
  return sent;
}

async function exportCsv(page: Page): Promise<Record<string, string>[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 내보내기' }).click();
  const text = (await readFile((await (await downloading).path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
}

test('a failed row is edited and re-run alone, by keyboard: a bad edit is refused at the field, a failed re-run keeps the edit, a good one is done', async ({ page }) => {
  await openConsole(page, '/batch');
  await runAddresses(page, ['서울특별시 중구 세종대로 110', '아무데도 없는 주소', '서울특별시 중구 세종대로 9']);
  const progress = page.getByTestId('batch-progress');
  await expect(progress).toHaveText('3행 중 3행 처리 (완료 2, 실패 1)');
  await expect(row(page, 2)).toHaveAttribute('data-status', 'failed');
  await expect(row(page, 2)).toContainText('결과 없음');
  const others = async () => [await row(page, 1).innerText(), await row(page, 3).innerText()];
  const othersBefore = await others();
  const sent = geocodedAddresses(page);

  // Keyboard: focus the row's edit button, open the dialog with Enter.
  const edit = page.getByRole('button', { name: '2행 고치기', exact: true });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '2행 고치고 다시 보내기' });
  await expect(dialog).toContainText('지금: 실패 — 결과 없음');
  const address = dialog.getByLabel('주소');
  await expect(address).toHaveValue('아무데도 없는 주소');
  await expect(address).toBeFocused();

  // An empty address is refused at the field; nothing is sent, the dialog stays.
  await address.fill('   ');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('주소가 비어 있습니다');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  // An address the service does not know: sent once, fails again, and the row keeps the edit.
  await address.fill('서울특별시 중구 없는길 1');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row(page, 2)).toHaveAttribute('data-status', 'failed');
  await expect(row(page, 2)).toContainText('고침');
  await expect(row(page, 2)).toContainText('서울특별시 중구 없는길 1');
  await expect(row(page, 2)).toContainText('결과 없음');
  expect(sent).toEqual(['서울특별시 중구 없는길 1']);

  // Edit again to a real address: done, with its result; the counts follow; the other rows are untouched.
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(address).toHaveValue('서울특별시 중구 없는길 1');
  await address.fill('서울특별시 중구 세종대로 110');
  await page.keyboard.press('Enter');
  await expect(row(page, 2)).toHaveAttribute('data-status', 'done');
  await expect(row(page, 2)).toHaveAttribute('data-attempts', '1');
  await expect(row(page, 2)).toContainText('서울특별시 중구 세종대로 110');
  await expect(progress).toHaveText('3행 중 3행 처리 (완료 3, 실패 0)');
  expect(sent).toEqual(['서울특별시 중구 없는길 1', '서울특별시 중구 세종대로 110']);
  expect(await others()).toEqual(othersBefore);

  // The export has the edited input with its new result.
  const exported = await exportCsv(page);
  expect(exported.map((r) => [r.row, r.status])).toEqual([
    ['1', 'done'],
    ['2', 'done'],
    ['3', 'done'],
  ]);
  expect(exported[1]).toMatchObject({ input_address: '서울특별시 중구 세종대로 110', status: 'done', lat: '37.5667', match: 'N51', confidence: 'exact', error_code: '' });

  // The job keeps the edit and the new result across a reload; nothing is sent again.
  await page.reload();
  await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();
  await expect(row(page, 2)).toHaveAttribute('data-status', 'done');
  await expect(row(page, 2)).toContainText('고침');
  await expect(row(page, 2)).toContainText('서울특별시 중구 세종대로 110');
  await expect(page.getByTestId('batch-progress')).toHaveText('3행 중 3행 처리 (완료 3, 실패 0)');
});

test('approximate matches counted as done are marked, counted and filtered apart from exact ones', async ({ page }) => {
  await openConsole(page, '/batch');
  await runAddresses(page, ['서울특별시 중구 세종대로 110', '서울특별시 중구 세종대로 111', '서울특별시 중구 세종대로', '서울특별시 중구 세종대로 9']);
  await expect(page.getByTestId('batch-progress')).toHaveText('4행 중 4행 처리 (완료 4, 실패 0)');
  const summary = page.getByTestId('batch-confidence');
  await expect(summary).toHaveText(/완료 4행 중 정확 2 · 근사 2/);

  // Every row is "done"; the approximate ones carry a marker.
  await expect(row(page, 2)).toContainText('≈ 근사');
  await expect(row(page, 3)).toContainText('≈ 근사');
  await expect(row(page, 1)).not.toContainText('근사');

  const filter = page.getByLabel('신뢰도로 거르기');
  await filter.selectOption({ label: '근사 일치만 (2)' });
  const rows = page.getByTestId('batch-row');
  await expect(rows).toHaveCount(2);
  expect(await rows.evaluateAll((els) => els.map((e) => [e.getAttribute('data-row'), e.getAttribute('data-status'), e.getAttribute('data-confidence')]))).toEqual([
    ['2', 'done', 'approximate'],
    ['3', 'done', 'approximate'],
  ]);
  // The map shows the same rows.
  const pinRows = () =>
    page.evaluate(async () => {
      const data = (await window.locusMap?.getSource<import('maplibre-gl').GeoJSONSource>('batch-pins')?.getData()) as GeoJSON.FeatureCollection | undefined;
      return (data?.features ?? []).map((f) => Number(f.properties?.row)).sort((a, b) => a - b);
    });
  await expect.poll(pinRows).toEqual([2, 3]);

  // The table view keeps the filter and shows the match flags behind the verdict.
  await page.getByRole('button', { name: '표 보기' }).click();
  await expect(page).toHaveURL(/[?&]view=table/);
  await expect(filter).toHaveValue('approximate');
  await expect(rows).toHaveCount(2);
  await expect(row(page, 2)).toContainText('N54');
  await expect(row(page, 3)).toContainText('N55');

  await filter.selectOption('exact');
  await expect(rows).toHaveCount(2);
  expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-row')))).toEqual(['1', '4']);
  await expect(row(page, 1)).toContainText('N51');
  await expect.poll(pinRows).toEqual([1, 4]);
});

test('table view: a long run fills the stage without sideways scrolling, and Start, progress and Pause stay in view while the table scrolls', async ({ page }) => {
  test.setTimeout(120_000);
  await openConsole(page, '/batch?view=table');
  await expect(page.locator('.shell')).toHaveAttribute('data-view', 'table');
  await expect(page.getByRole('button', { name: '표 보기' })).toHaveAttribute('aria-pressed', 'true');
  const lines = Array.from({ length: 400 }, (_, i) => `서울특별시 중구 세종대로 ${[110, 111, 124, 9][i % 4]}`);
  await page.getByLabel(PASTE).fill(['address', ...lines].join('\n'));
  const start = page.getByRole('button', { name: '시작 (400행)' });
  await expect(start).toBeInViewport({ ratio: 1 });
  // Slow enough that the run is still going while the table is scrolled.
  await page.getByLabel('초당 요청 상한').fill('20');
  await start.click();

  const results = page.getByTestId('batch-results');
  const controls = page.getByTestId('batch-controls');
  const pause = page.getByRole('button', { name: '일시 정지' });
  await expect(page.getByTestId('batch-phase')).toHaveText('실행 중');
  await expect.poll(async () => Number(await page.getByTestId('batch-progress').getAttribute('data-ended'))).toBeGreaterThan(40);
  await results.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(page.getByTestId('batch-row').last()).toHaveAttribute('data-row', '400');
  await expect(page.getByTestId('batch-row').last()).toBeInViewport();
  await expect(page.getByTestId('batch-progress')).toBeInViewport({ ratio: 1 });
  await expect(pause).toBeInViewport({ ratio: 1 });
  await expect(controls.locator('progress')).toBeInViewport({ ratio: 1 });

  // The panel itself does not scroll the controls away either.
  await page.locator('#panel').evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(pause).toBeInViewport({ ratio: 1 });

  // Every column the user needs, none cut off sideways at 1440 px.
  for (const name of ['#', '입력', '상태', '위도(y)', '경도(x)', '일치', '주소', '작업']) await expect(results.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
  expect(await results.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // The table takes the height left under the controls (most of the window).
  const box = await results.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(400);

  await expect(page.getByTestId('batch-phase')).toHaveText('끝남', { timeout: 90_000 });
  await results.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(page.getByTestId('batch-row').last()).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('batch-progress')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'CSV 내보내기' })).toBeInViewport({ ratio: 1 });
});

test('beside the map the Start button is in view with a long input, and the results need no sideways scrolling', async ({ page }) => {
  await openConsole(page, '/batch');
  await expect(page.locator('.shell')).toHaveAttribute('data-view', 'map');
  const lines = Array.from({ length: 60 }, (_, i) => `서울특별시 중구 세종대로 ${[110, 9][i % 2]}`);
  await page.getByLabel(PASTE).fill(['address', ...lines].join('\n'));
  const start = page.getByRole('button', { name: '시작 (60행)' });
  await expect(start).toBeInViewport({ ratio: 1 });
  await start.click();
  await expect(page.getByTestId('batch-phase')).toHaveText('끝남', { timeout: 60_000 });
  const results = page.getByTestId('batch-results');
  expect(await results.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // The result is under the input in the same cell, so it is seen without a wider table.
  await expect(row(page, 1)).toContainText('서울특별시 중구 세종대로 110');
  await results.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(page.getByTestId('batch-row').last()).toHaveAttribute('data-row', '60');
  await expect(page.getByTestId('batch-progress')).toBeInViewport({ ratio: 1 });
});
