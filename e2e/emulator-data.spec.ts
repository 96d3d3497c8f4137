import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { clickMapAt, expect, openConsole, test } from './fixtures';
import { SecondEmulator } from './second-emulator';

/**
 * What the emulator holds, as the console shows it: Settings lists the imported sources (from
 * /_locus/info), or says the data is a real service's; a point or an address the emulator has
 * no data for names the import command instead of "outside the service area".
 */

test.describe('the emulator’s data on the settings page', () => {
  test('nothing imported: the demo world alone, and the import commands; then a real service, whose data is its own', async ({ page, baseURL }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_locus/info')) asked.push(r.url());
    });
    await openConsole(page, '/settings');

    await test.step('nothing imported: the demo world alone, and the import commands', async () => {
      const panel = page.getByTestId('emulator-data');
      await expect(panel).toContainText('에뮬레이터의 데이터');
      await expect(panel).toContainText('내장 데모 세계');
      await expect(page.getByTestId('emulator-data-empty')).toContainText('가져온 데이터가 없습니다');
      for (const option of ['--admin', '--addresses', '--roads', '--pois']) await expect(panel).toContainText(`npm run emulator:import -- ${option} FILE`);
      await page.getByRole('button', { name: /English/ }).click();
      await expect(page.getByTestId('emulator-data-empty')).toContainText('Nothing imported: only the demo world answers');
      await page.getByRole('button', { name: /한국어/ }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    });

    await test.step('a real service: the data is the service’s, and the console does not ask it for /_locus/info', async () => {
      await page.getByLabel('사용자 지정 주소').check();
      await page.getByLabel('기본 URL').fill(baseURL ?? '');
      await page.getByLabel(/앱 키/).fill('locus-demo-key');
      await page.getByRole('button', { name: '저장' }).click();
      await expect(page.getByTestId('emulator-data-real')).toContainText('실제 서비스에 연결합니다: 데이터는 그 서비스의 것입니다');
      await expect(page.getByTestId('emulator-sources')).toHaveCount(0);
      asked.length = 0;
      await page.reload();
      await expect(page.getByTestId('emulator-data-real')).toBeVisible();
      expect(asked).toEqual([]);
    });
  });
});

test.describe('imported sources, listed after an import into a running emulator', () => {
  // An emulator of its own on a temporary data directory, fed by `npm run emulator:import`.
  const PORT = 8834;
  let dataDir = '';
  let emulator: SecondEmulator;
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'locus-e2e-data-'));
    emulator = new SecondEmulator(PORT, { LOCUS_DATA_DIR: dataDir, LOCUS_API_KEYS: 'locus-demo-key' });
    await emulator.start();
  });
  test.afterAll(async () => {
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('Settings lists the POI file: kind, name, rows, import time and the data’s as-of date; Explore answers from it', async ({ page }) => {
    await openConsole(page, '/settings');
    await expect(page.getByTestId('emulator-data-empty')).toBeVisible();

    // A long file name with underscores, as the open-data samples are named.
    const csv = join(dataDir, 'public_facilities_sample_busan.csv');
    await writeFile(
      csv,
      [
        '개방시설명,소재지도로명주소,위도,경도,데이터기준일자',
        '연제 구민 체육관,부산광역시 연제구 중앙대로 1001,35.1799,129.0752,2024-03-31',
        '온천천 쉼터,부산광역시 연제구 연산동 1,35.1901,129.0801,2024-02-29',
        '',
      ].join('\n'),
    );
    const output = await runImport(['--pois', csv], { LOCUS_DATA_DIR: dataDir });
    expect(output).toContain('POIs: 2 rows read');

    // The running emulator serves the import without a restart.
    await page.reload();
    const row = page.getByTestId('emulator-source');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('POI');
    await expect(row).toContainText('public_facilities_sample_busan.csv');
    // The name wraps in its narrow column only after a _ . / or -, never inside a word.
    const fileCell = row.locator('td').nth(1);
    for (const c of await charactersBeforeLineBreaks(fileCell)) expect('_./-').toContain(c);
    // Its whole name on hover.
    await expect(fileCell.getByTitle('public_facilities_sample_busan.csv')).toBeVisible();
    await expect(row.locator('td').nth(2)).toHaveText('2');
    // The import time, as every time is shown: Korean time by default, the zone written; the exact instant in dateTime.
    const imported = row.locator('td').nth(3).locator('time');
    await expect(imported).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d KST$/);
    const instant = Date.parse((await imported.getAttribute('datetime')) ?? '');
    const inZone = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    await expect(imported).toHaveText(`${inZone(instant + 9 * 3_600_000)} KST`);
    await expect(imported).toHaveAttribute('title', /한국 표준시/);
    await expect(row.locator('td').nth(4)).toHaveText('2024-03-31');
    await expect(row).not.toContainText(dataDir);

    // Times in UTC instead, chosen in Settings and kept after a reload; the same instant.
    await page.getByTestId('time-zone-setting').getByLabel('협정 세계시 (UTC)').check();
    await expect(imported).toHaveText(`${inZone(instant)} UTC`);
    await expect(page.getByTestId('time-zone-now')).toContainText(/\d\d:\d\d:\d\d UTC/);
    await page.reload();
    await expect(page.getByTestId('time-zone-setting').getByLabel('협정 세계시 (UTC)')).toBeChecked();
    await expect(imported).toHaveText(`${inZone(instant)} UTC`);
    await page.getByTestId('time-zone-setting').getByLabel('한국 시간 (서비스의 시간대)').check();
    await expect(imported).toHaveText(`${inZone(instant + 9 * 3_600_000)} KST`);
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.getByTestId('emulator-sources')).toContainText('Data as of');

    await page.goto('/explore?at=35.179900,129.075200');
    await expect(page.getByTestId('poi-card')).toContainText('연제 구민 체육관');
  });
});

test.describe('no data here: the import command, not "outside the service area"', () => {
  test('a point outside every boundary names the command of each lookup’s data', async ({ page }) => {
    await openConsole(page);
    await clickMapAt(page, 35.1796, 129.0756);
    const panel = page.getByTestId('emulator-no-data');
    for (const option of ['--admin', '--addresses', '--roads', '--pois']) await expect(panel).toContainText(`npm run emulator:import -- ${option} FILE`);
    await expect(page.locator('.results')).not.toContainText('서비스 지역 밖');
    await page.getByRole('button', { name: /English/ }).click();
    await expect(panel).toContainText('Road-name addresses: npm run emulator:import -- --addresses FILE');
    await expect(page.locator('.results')).not.toContainText('Outside the service area');
  });

  test('Search finds nothing: the emulator says it knows only its demo world and imported addresses', async ({ page }) => {
    await openConsole(page, `/search?q=${encodeURIComponent('부산광역시 연제구 중앙대로 1001')}`);
    await expect(page.getByTestId('no-result')).toBeVisible();
    await expect(page.getByTestId('no-result-import')).toContainText('npm run emulator:import -- --addresses FILE');
    await expect(page.locator('.search-results')).not.toContainText('서비스 지역 밖');
  });
});

/** The character at the end of each line but the last, as the element's text is laid out. */
function charactersBeforeLineBreaks(cell: Locator): Promise<string[]> {
  return cell.evaluate((el) => {
    const chars: { ch: string; top: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({ ch: text.charAt(i), top: range.getBoundingClientRect().top });
      }
    }
    return chars.flatMap((c, i) => {
      const next = chars[i + 1];
      return next && next.top > c.top + 2 ? [c.ch] : [];
    });
  });
}

async function runImport(args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/import/import-cli.ts', ...args], { env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`import failed (${code}): ${output}`);
  return output;
}
