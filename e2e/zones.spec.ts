import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, openConsole, setAppKey, tabTo, test } from './fixtures';
import { SecondEmulator } from './second-emulator';

const KEY = 'locus-demo-key';

async function openZones(page: Page): Promise<void> {
  await openConsole(page, '/zones');
  await expect(page.getByTestId('zone-count')).toBeVisible();
}

async function addZone(page: Page, code: string, name: string): Promise<void> {
  await page.getByRole('button', { name: '권역 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '권역 추가' });
  await dialog.getByLabel('코드').fill(code);
  await dialog.getByLabel('이름').fill(name);
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
}

/** A zone written by "another client": straight to the API with the same key. */
async function apiZone(request: APIRequestContext, op: 'zoneInsert' | 'zoneUpdate' | 'zoneDelete', params: Record<string, string>): Promise<void> {
  const res = await request.get(`/tms/${op}?${new URLSearchParams(params).toString()}`, { headers: { appKey: KEY } });
  expect(res.ok()).toBe(true);
}

test.describe('zones: a table that never loses a row', () => {
  test('create, edit, delete; the rules are checked next to the field', async ({ page, request }) => {
    await openZones(page);
    await expect(page.getByTestId('zone-count')).toHaveText('0개 중 0개');
    await addZone(page, '0001', '강남 권역');
    const row = page.locator('[data-testid=zone-row][data-code="0001"]');
    await expect(row).toContainText('강남 권역');
    // The save time as the service wrote it (Korean time), with the zone written.
    const listed = await request.get('/tms/zoneList', { headers: { appKey: KEY } });
    const saved = ((await listed.json()) as { resultData: { code: string; updateDate: string }[] }).resultData.find((z) => z.code === '0001')?.updateDate;
    await expect(row.locator('time')).toHaveText(`${saved} KST`);
    await expect(row.locator('time')).toHaveAttribute('title', `${saved} KST (한국 표준시)`);

    // Validation: digits only, a name, no duplicate code.
    await page.getByRole('button', { name: '권역 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '권역 추가' });
    await dialog.getByLabel('코드').fill('12a');
    await dialog.getByRole('button', { name: '추가', exact: true }).click();
    await expect(dialog.getByText('코드는 숫자만 쓸 수 있습니다.')).toBeVisible();
    await expect(dialog.getByText('이름을 입력하세요.')).toBeVisible();
    await dialog.getByLabel('코드').fill('0001');
    await dialog.getByLabel('이름').fill('중복');
    await dialog.getByRole('button', { name: '추가', exact: true }).click();
    await expect(dialog.getByText('이미 있는 코드입니다.')).toBeVisible();
    await dialog.getByRole('button', { name: '취소' }).click();

    await row.getByRole('button', { name: '0001 수정' }).click();
    const edit = page.getByRole('dialog', { name: '권역 이름 바꾸기' });
    await expect(edit.getByLabel('코드')).toHaveAttribute('readonly', '');
    await edit.getByLabel('이름').fill('강남·서초 권역');
    await edit.getByRole('button', { name: '저장' }).click();
    await expect(row).toContainText('강남·서초 권역');

    await row.getByRole('button', { name: '0001 삭제' }).click();
    await page.getByRole('dialog', { name: '권역 삭제' }).getByRole('button', { name: '삭제' }).click();
    await expect(page.locator('[data-testid=zone-row][data-code="0001"]')).toHaveCount(0);
    await expect(page.getByTestId('zone-count')).toHaveText('0개 중 0개');
  });

  test('bulk import of 500 rows from a CSV file, with a checked preview and progress; export', async ({ page }) => {
    await openZones(page);
    const lines = ['code,name', ...Array.from({ length: 500 }, (_, i) => `${String(i + 1).padStart(4, '0')},권역 ${i + 1}`), 'x9,잘못된 코드', '0007,중복'];
    await page.getByRole('button', { name: '일괄 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '권역 일괄 추가' });
    await dialog.getByLabel('또는 파일 고르기 (.csv, .json)').setInputFiles({ name: 'zones.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await expect(dialog.getByTestId('bulk-summary')).toHaveText('502행 · 올바름 500 · 오류 2');
    await expect(dialog.locator('[data-testid=bulk-row][data-ok=false]')).toHaveCount(2);
    await expect(dialog.locator('[data-testid=bulk-row][data-ok=false]').first()).toContainText('코드는 숫자만');
    await dialog.getByRole('button', { name: '올바른 500행 보내기' }).click();
    await expect(dialog.getByTestId('bulk-progress')).toHaveText('500행 중 500행 보냄');
    await expect(dialog.getByText('500행을 추가했습니다.')).toBeVisible();
    await dialog.getByRole('button', { name: '닫기', exact: true }).click();
    await expect(page.getByTestId('zone-count')).toHaveText('500개 중 500개');

    // Search, column filter and sort.
    await page.getByLabel('코드나 이름으로 찾기').fill('권역 12');
    await expect(page.getByTestId('zone-count')).toHaveText('500개 중 11개');
    await page.getByLabel('코드나 이름으로 찾기').fill('');
    await page.getByLabel('코드 시작 거르기').fill('04');
    await expect(page.getByTestId('zone-count')).toHaveText('500개 중 100개');
    await page.getByRole('button', { name: '코드' }).click();
    await page.getByRole('button', { name: '코드' }).click();
    await expect(page.getByTestId('zone-row').first()).toHaveAttribute('data-code', '0499');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV 내보내기' }).click()]);
    const { readFile } = await import('node:fs/promises');
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv).toHaveLength(501);
    expect(csv[0]).toBe('code,name,seq,updateDate');
  });

  test('a refused change is rolled back with the service’s message; another client’s changes are listed', async ({ page, request }) => {
    await apiZone(request, 'zoneInsert', { code: '0100', name: '원래 이름' });
    await openZones(page);
    const row = page.locator('[data-testid=zone-row][data-code="0100"]');
    await expect(row).toContainText('원래 이름');

    // Another client deletes it while we rename it.
    await row.getByRole('button', { name: '0100 수정' }).click();
    await apiZone(request, 'zoneDelete', { code: '0100' });
    await apiZone(request, 'zoneInsert', { code: '0200', name: '남이 만든 권역' });
    const edit = page.getByRole('dialog', { name: '권역 이름 바꾸기' });
    await edit.getByLabel('이름').fill('새 이름');
    await edit.getByRole('button', { name: '저장' }).click();

    const refused = page.getByTestId('zone-refused');
    await expect(refused).toContainText('이름을 바꾸지 못했습니다');
    await expect(refused).toContainText('4003');
    await expect(page.locator('[data-testid=zone-row][data-code="0100"]')).toHaveCount(0);
    const foreign = page.getByTestId('foreign-changes');
    await expect(foreign).toContainText('0100 삭제됨');
    await expect(foreign).toContainText('0200 추가됨');
  });

  test('a second key sees none of the first key’s zones', async ({ page, request }) => {
    await apiZone(request, 'zoneInsert', { code: '0300', name: '첫 키의 권역' });
    await openZones(page);
    await expect(page.getByTestId('zone-count')).toHaveText('1개 중 1개');
    await setAppKey(page, 'e2e-second-key');
    await page.getByRole('link', { name: '권역' }).click();
    await expect(page.getByTestId('zone-count')).toHaveText('0개 중 0개');
    await expect(page.getByText('아직 권역이 없습니다.')).toBeVisible();
  });
});

test.describe('zones: the page’s own changes are its own', () => {
  /**
   * Makes the page read the list again the way a user does (the tab regains focus), twice, and
   * waits for each answer. A read counts once its body is in (a list whose headers arrived may
   * still be streaming). A focus that lands while a read is in flight joins that read, and a write
   * settling then cancels it for a fresh one, so the focus is given again until a read is done.
   */
  async function readAgain(page: Page): Promise<void> {
    for (let i = 0; i < 2; i++) {
      let done = false;
      const onFinished = (r: Request) => {
        if (r.url().includes('/tms/zoneList')) done = true;
      };
      page.on('requestfinished', onFinished);
      await expect
        .poll(async () => {
          if (!done) await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
          return done;
        })
        .toBe(true);
      page.off('requestfinished', onFinished);
    }
  }

  test('adding 7777 and deleting it is never reported as a change made elsewhere; a pending row has no made-up seq', async ({ page, request }) => {
    await openZones(page);
    const row = page.locator('[data-testid=zone-row][data-code="7777"]');
    // Slow answers, so the pending row can be seen.
    await request.post('/_locus/control/latency', { data: { ms: 1500 } });
    await addZone(page, '7777', '내 권역');
    await expect(row).toHaveClass(/pending/);
    await expect(row).toContainText('대기 중');
    await expect(row).not.toContainText('9007199254740991');
    await request.post('/_locus/control/latency', { data: { ms: 0 } });
    await expect(row).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    await expect(row).not.toHaveClass(/pending/);
    await readAgain(page);

    await row.getByRole('button', { name: '7777 삭제' }).click();
    await page.getByRole('dialog', { name: '권역 삭제' }).getByRole('button', { name: '삭제' }).click();
    await expect(row).toHaveCount(0);
    await readAgain(page);
    await expect(page.getByTestId('foreign-changes')).toHaveCount(0);
  });

  for (const refusal of [
    {
      status: 400,
      fault: { path: '/tms/zoneInsert', status: 400, body: { resultCode: '4003', resultCount: 0, resultMessage: '입력 파라미터 오류 입니다. (code: 이미 있는 코드입니다: 7777) [code 7777 exists]' } },
      says: '이미 있는 코드입니다: 7777',
    },
    { status: 503, fault: { path: '/tms/zoneInsert', status: 503 }, says: 'HTTP 503' },
  ]) {
    test(`a refused add (${refusal.status}) keeps the dialog open with what was typed and the service’s message at the field`, async ({ page, request }) => {
      await openZones(page);
      expect((await request.post('/_locus/control/fault', { data: refusal.fault })).ok()).toBe(true);
      await addZone(page, '7777', '지켜야 할 이름');
      const dialog = page.getByRole('dialog', { name: '권역 추가' });
      const code = dialog.getByLabel('코드');
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await code.getAttribute('aria-describedby')) ?? '';
      const errorId = describedBy.split(' ').find((id) => id.endsWith('-error')) ?? 'none';
      await expect(page.locator(`[id="${errorId}"]`)).toContainText(refusal.says);
      await expect(code).toHaveValue('7777');
      await expect(dialog.getByLabel('이름')).toHaveValue('지켜야 할 이름');
      await expect(page.locator('[data-testid=zone-row][data-code="7777"]')).toHaveCount(0);
      await readAgain(page);
      await expect(page.getByTestId('foreign-changes')).toHaveCount(0);
      await expect(dialog).toBeVisible();

      // The fault was for one request: sending again adds the zone and closes the dialog.
      await dialog.getByRole('button', { name: '추가', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('[data-testid=zone-row][data-code="7777"]')).toContainText('지켜야 할 이름');
      await readAgain(page);
      await expect(page.getByTestId('foreign-changes')).toHaveCount(0);
    });
  }

  test('keyboard only: add, rename and delete; each dialog starts in its first field (Cancel for the delete), keeps Tab inside, and gives focus back', async ({ page, request }) => {
    await openZones(page);
    const add = page.getByRole('button', { name: '권역 추가' });

    // The skip link to the side panel first (the map is hidden in the table view: no link to it), then the toolbar.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '측면 패널로 건너뛰기' })).toBeFocused();
    await expect(page.getByRole('link', { name: '지도로 건너뛰기' })).toHaveCount(0);
    await page.keyboard.press('Enter');
    await tabTo(page, add, 5);

    // Add: the code field takes the typing; Tab goes round inside the dialog; Escape gives focus back.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '권역 추가' });
    await expect(dialog.getByLabel('코드')).toBeFocused();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await expect(dialog.getByLabel('코드')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: '대화 상자 닫기' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: '추가', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('코드')).toBeFocused();
    await page.keyboard.type('0001');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('이름')).toBeFocused();
    await page.keyboard.type('강남 권역');
    await page.keyboard.press('Enter');
    const row = page.locator('[data-testid=zone-row][data-code="0001"]');
    await expect(row).toContainText('강남 권역');
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();

    // Rename: the name field (the code is read-only); after Save focus stays on the row's button,
    // also while the change is on its way.
    const edit = row.getByRole('button', { name: '0001 수정' });
    await tabTo(page, edit, 15);
    await page.keyboard.press('Enter');
    const rename = page.getByRole('dialog', { name: '권역 이름 바꾸기' });
    await expect(rename.getByLabel('이름')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(rename).toHaveCount(0);
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rename.getByLabel('이름')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('강남·서초 권역');
    await request.post('/_locus/control/latency', { data: { ms: 1500 } });
    await page.keyboard.press('Enter');
    await expect(row).toHaveClass(/pending/);
    await expect(edit).toBeFocused();
    await request.post('/_locus/control/latency', { data: { ms: 0 } });
    await expect(row).not.toHaveClass(/pending/);
    await expect(row).toContainText('강남·서초 권역');
    await expect(edit).toBeFocused();

    // Delete: the dialog starts on Cancel; Escape gives focus back to the row; confirmed, the row
    // goes and focus goes to the table, never to the page's body.
    const remove = row.getByRole('button', { name: '0001 삭제' });
    await page.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: '권역 삭제' });
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: '삭제' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row).toHaveCount(0);
    const table = page.locator('.zone-scroller');
    await expect(table).toHaveAttribute('aria-label', '권역 목록');
    await expect(table).toBeFocused();
  });

  test('every column has a header, the actions column too', async ({ page, request }) => {
    await apiZone(request, 'zoneInsert', { code: '0001', name: '강남 권역' });
    await openZones(page);
    await expect(page.getByRole('columnheader', { name: '작업', exact: true })).toBeVisible();
    const box = await page.getByRole('columnheader', { name: '작업', exact: true }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    await expect(page.locator('.zone-table th:empty')).toHaveCount(0);
  });
});

test.describe('zones survive an emulator restart', () => {
  let dataDir = '';
  let emulator: SecondEmulator;

  test.use({
    baseURL: 'http://127.0.0.1:8796',
    // The emulator is restarted on purpose: calls made while it is down fail to connect.
    expectedConsoleError: /^Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|CONNECTION_CLOSED)\b/,
  });
  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'locus-e2e-'));
    emulator = new SecondEmulator(8796, { LOCUS_DATA_DIR: dataDir, LOCUS_API_KEYS: KEY });
    await emulator.start();
  });
  test.afterAll(async () => {
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a zone added before the restart is there after it', async ({ page }) => {
    await openZones(page);
    await addZone(page, '4242', '재시작 뒤에도');
    await expect(page.locator('[data-testid=zone-row][data-code="4242"]')).toContainText('재시작 뒤에도');
    await emulator.stop();
    await emulator.start();
    await page.reload();
    await expect(page.locator('[data-testid=zone-row][data-code="4242"]')).toContainText('재시작 뒤에도');
  });
});
