import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { REMOTE_API_ORIGINS } from '../server/http/security-headers';
import { clickMapAt, expect, openConsole, setAppKey, test } from './fixtures';

/*
 * Security proofs in the browser: the key never leaves sessionStorage, API data is shown as
 * text, the CSP forbids inline scripts and foreign hosts, and the emulator refuses big bodies
 * and odd paths.
 */

const DEMO_KEY = 'locus-demo-key';
const SECOND_KEY = 'e2e-second-key';
const APP_ID = 'locus-demo-app';
const FACE_API = '/nugufacecan/v1';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

declare global {
  interface Window {
    __xss?: unknown;
    __inlineRan?: unknown;
    __recordClipboard?: (text: string) => Promise<void>;
  }
}

/** Everything in every IndexedDB database and store, as text (Blobs as their size only). */
async function indexedDbText(page: Page): Promise<{ databases: string[]; text: string }> {
  return page.evaluate(async () => {
    const replacer = (_key: string, value: unknown): unknown => {
      if (value instanceof Blob) return { blobSize: value.size };
      if (value instanceof ArrayBuffer) return { arrayBuffer: value.byteLength };
      if (ArrayBuffer.isView(value)) return { view: value.byteLength };
      if (value instanceof Map) return [...value.entries()];
      if (value instanceof Set) return [...value.values()];
      return value;
    };
    const out: Record<string, Record<string, unknown>> = {};
    const infos = await indexedDB.databases();
    for (const info of infos) {
      if (!info.name) continue;
      const name = info.name;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(`cannot open ${name}`));
      });
      const stores: Record<string, unknown> = {};
      for (const store of [...db.objectStoreNames]) {
        stores[store] = await new Promise<unknown>((resolve, reject) => {
          const tx = db.transaction(store, 'readonly');
          const values = tx.objectStore(store).getAll();
          const keys = tx.objectStore(store).getAllKeys();
          tx.oncomplete = () => resolve({ keys: keys.result, values: values.result });
          tx.onerror = () => reject(new Error(`cannot read ${name}/${store}`));
        });
      }
      db.close();
      out[name] = stores;
    }
    return { databases: Object.keys(out), text: JSON.stringify(out, replacer) };
  });
}

/**
 * A key with every character URLs, forms and JSON write differently (the emulator is started with
 * it in LOCUS_API_KEYS; no comma, which separates keys there, and no space, which Settings refuses).
 */
const WEIRD_KEY = "we(i)rd~k!y'*+%&=";

/** Every way a key could be written where it leaks: raw, percent-encoded, form-encoded, JSON-escaped. */
function keyForms(key: string): string[] {
  const forms = [key, encodeURIComponent(key), new URLSearchParams([['', key]]).toString().slice(1), JSON.stringify(key).slice(1, -1)];
  return [...new Set([...forms, ...forms.map((f) => f.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()))])];
}

test.describe('the key stays in sessionStorage', () => {
  for (const key of [SECOND_KEY, WEIRD_KEY]) {
    test(`a journey over every page leaves the key ${key} in no URL, localStorage, IndexedDB, inspector, console, download or clipboard`, async ({ page }) => {
      test.setTimeout(240_000);
      await keyJourney(page, key);
    });
  }
});

async function keyJourney(page: Page, key: string): Promise<void> {
  const forms = keyForms(key);
  const leaks = (text: string) => forms.some((f) => text.includes(f));
  const urls: string[] = [];
  const consoleLines: string[] = [];
  const downloads: { name: string; text: string }[] = [];
  const pendingDownloads: Promise<void>[] = [];
  const clipboard: string[] = [];

  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('console', (msg) => consoleLines.push(`${msg.type()}: ${msg.text()}`));
  page.on('download', (download) => {
    pendingDownloads.push(
      download.path().then(async (path) => {
        downloads.push({ name: download.suggestedFilename(), text: await readFile(path, 'utf8') });
      }),
    );
  });
  // Every clipboard write, whatever the page does with it (the binding survives navigations).
  await page.exposeBinding('__recordClipboard', (_source, text: string) => {
    clipboard.push(text);
  });
  await page.addInitScript(() => {
    const board = navigator.clipboard as Clipboard | undefined;
    if (!board) return;
    const writeText = board.writeText.bind(board);
    board.writeText = async (text: string) => {
      await window.__recordClipboard?.(text);
      return writeText(text);
    };
    const write = board.write.bind(board);
    board.write = async (items: ClipboardItems) => {
      for (const item of items) {
        for (const type of item.types) await window.__recordClipboard?.(await (await item.getType(type)).text());
      }
      return write(items);
    };
  });
  const readClipboard = async (): Promise<string> => {
    const text = await page.evaluate(() => navigator.clipboard.readText());
    clipboard.push(text);
    return text;
  };
  const nav = (name: string) => page.getByRole('link', { name, exact: true }).click();

  await openConsole(page, '/explore');
  await setAppKey(page, key);

  // Explore: click the map.
  await nav('탐색');
  await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();
  await clickMapAt(page, 37.5665, 126.978);
  await expect(page.getByTestId('address-card')).toContainText('명동');

  // Search: a full-text query.
  await nav('검색');
  await page.getByLabel('주소', { exact: true }).fill('서울 중구 세종대로 110');
  await page.getByLabel('주소', { exact: true }).press('Enter');
  await expect(page.getByTestId('search-result').first()).toContainText('세종대로 110');

  // Coordinates: convert.
  await nav('좌표');
  await page.getByLabel('좌표 (여러 줄이면 일괄 변환)').fill('309911.68, 552074.35');
  await expect(page.getByTestId('system-WGS84GEO').getByTestId('api-value')).toHaveText(/\d+\.\d+, \d+\.\d+/);

  // Regions: search.
  await nav('구역');
  await page.getByLabel('이름', { exact: true }).fill('강남구');
  await page.getByLabel('구분 (categories)').selectOption({ label: '시·군·구 (gu_gun)' });
  await page.getByRole('button', { name: '찾기' }).click();
  await expect(page.getByTestId('region-results').getByTestId('region-item')).toHaveCount(1);

  // Zones: add one, export CSV.
  await nav('권역');
  await expect(page.getByTestId('zone-count')).toHaveText('0개 중 0개');
  await page.getByRole('button', { name: '권역 추가' }).click();
  const addDialog = page.getByRole('dialog', { name: '권역 추가' });
  await addDialog.getByLabel('코드').fill('0042');
  await addDialog.getByLabel('이름').fill('보안 권역');
  await addDialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.locator('[data-testid=zone-row][data-code="0042"]')).toContainText('보안 권역');
  await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV 내보내기' }).click()]);

  // Faces: a group and a subject (face calls carry the key as a header).
  await nav('얼굴');
  await page.getByRole('button', { name: '새 그룹' }).click();
  const groupDialog = page.getByRole('dialog', { name: '새 그룹' });
  await groupDialog.getByLabel('그룹 이름 (group-name)').fill('sec-group');
  await groupDialog.getByRole('button', { name: '만들기' }).click();
  await expect(groupDialog).toHaveCount(0);
  await expect(page.getByLabel('그룹 (group-id)').locator('option:checked')).toHaveText(/^sec-group · /);
  await page.getByRole('button', { name: '새 대상' }).click();
  const subjectDialog = page.getByRole('dialog', { name: '새 대상' });
  await subjectDialog.getByLabel('대상 이름 (subject-name)').fill('sec-subject');
  await subjectDialog.getByRole('button', { name: '만들기' }).click();
  await expect(page.getByLabel('대상 (subject-id)').locator('option:checked')).toHaveText(/^sec-subject · /);

  // Batch: a few rows, export CSV and GeoJSON.
  await nav('일괄 처리');
  await page.getByLabel('또는 붙여 넣기 (한 줄에 한 행)').fill(['id,lat,lon', '1,37.5665,126.978', '2,37.4981,127.0286', '3,37.5547,126.9707'].join('\n'));
  await page.getByRole('combobox', { name: /^작업/ }).selectOption('reverse');
  await expect(page.getByRole('combobox', { name: /^위도\(y\) 열/ })).toHaveValue('1');
  await page.getByRole('button', { name: '시작 (3행)' }).click();
  await expect(page.getByTestId('batch-phase')).toHaveText('끝남');
  await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV 내보내기' }).click()]);
  await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'GeoJSON 내보내기' }).click()]);

  // Inspector: open a call, copy it as curl, copy the link from the status bar. ("키 보이기" is never pressed.)
  await page.getByRole('link', { name: /요청 검사/ }).click();
  await expect(page.getByRole('heading', { name: '요청 검사' })).toBeVisible();
  await page.getByTestId('inspector-row').filter({ hasText: '/tmap/geo/reversegeocoding' }).first().locator('.path-cell button').click();
  const detail = page.getByTestId('call-detail');
  await expect(detail).toContainText('/tmap/geo/reversegeocoding');
  await expect(detail.getByTestId('request-url')).toContainText('appKey=<API_KEY>');
  const detailText = await detail.innerText();
  await detail.getByRole('button', { name: /복사.*curl/ }).click();
  await expect.poll(() => clipboard.some((t) => t.includes('curl'))).toBe(true);
  expect(await readClipboard()).toContain('appKey=$APP_KEY');
  await page.getByTestId('copy-link').click();
  await expect(page.locator('.copy-link')).toContainText('링크를 복사했습니다');
  expect(await readClipboard()).toContain('/inspector');

  // The scan.
  await Promise.all(pendingDownloads);
  urls.push(page.url());
  const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const local = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
  const idb = await indexedDbText(page);

  // Not vacuous: the key is in the session, and each place was really looked at.
  expect(session).toContain(key);
  expect(urls.length).toBeGreaterThan(1);
  expect(local.length).toBeGreaterThan(2);
  expect(idb.databases).toContain('locus-inspector');
  expect(idb.text).toContain('/tmap/geo/reversegeocoding');
  expect(downloads.map((d) => d.name.split('.').pop()).sort()).toEqual(['csv', 'csv', 'geojson']);
  expect(downloads.every((d) => d.text.length > 0)).toBe(true);
  expect(clipboard.length).toBeGreaterThanOrEqual(4);

  expect(urls.filter(leaks), 'URLs').toEqual([]);
  expect(leaks(local), 'localStorage').toBe(false);
  expect(leaks(idb.text), 'IndexedDB').toBe(false);
  expect(leaks(detailText), 'inspector call detail').toBe(false);
  expect(consoleLines.filter(leaks), 'console').toEqual([]);
  expect(downloads.filter((d) => leaks(d.text)).map((d) => d.name), 'downloads').toEqual([]);
  expect(clipboard.filter(leaks), 'clipboard').toEqual([]);
}

const IMG_ZONE = '<img src=x onerror="window.__xss=1">';
const SCRIPT_ZONE = '"><script>window.__xss=2</script>';
const GROUP_NAME = '<img src=x onerror="window.__xss=3">';
const SUBJECT_NAME = '"><script>window.__xss=4</script><b>s</b>';

async function zoneInsert(request: APIRequestContext, code: string, name: string): Promise<void> {
  const res = await request.get(`/tms/zoneInsert?${new URLSearchParams({ code, name }).toString()}`, { headers: { appKey: DEMO_KEY } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function expectInert(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script:not([src])')).toHaveCount(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
}

test.describe('API data is text', () => {
  test('markup in zone, group and subject names is shown literally everywhere and never runs', async ({ page, request }) => {
    test.setTimeout(120_000);
    await zoneInsert(request, '0001', IMG_ZONE);
    await zoneInsert(request, '0002', SCRIPT_ZONE);
    const headers = { appKey: DEMO_KEY, 'app-id': APP_ID };
    const group = await request.post(`${FACE_API}/group`, { headers: { ...headers, 'group-name': GROUP_NAME } });
    expect(group.ok(), await group.text()).toBe(true);
    const { group_id: groupId } = (await group.json()) as { group_id: string };
    const subject = await request.post(`${FACE_API}/subject`, { headers: { ...headers, 'group-id': groupId, 'subject-name': SUBJECT_NAME } });
    expect(subject.ok(), await subject.text()).toBe(true);

    // Zones table and the edit dialog.
    await openConsole(page, '/zones');
    await expect(page.getByTestId('zone-count')).toHaveText('2개 중 2개');
    await expect(page.locator('[data-testid=zone-row][data-code="0001"]').getByText(IMG_ZONE, { exact: true })).toBeVisible();
    await expect(page.locator('[data-testid=zone-row][data-code="0002"]').getByText(SCRIPT_ZONE, { exact: true })).toBeVisible();
    await expectInert(page);
    await page.getByRole('button', { name: '0001 수정' }).click();
    const edit = page.getByRole('dialog', { name: '권역 이름 바꾸기' });
    await expect(edit.getByLabel('이름')).toHaveValue(IMG_ZONE);
    // A rename through the console: the name travels in the request drawer's URL.
    const renamed = `${SCRIPT_ZONE}<img src=x onerror="window.__xss=5">`;
    await edit.getByLabel('이름').fill(renamed);
    await edit.getByRole('button', { name: '저장' }).click();
    await expect(page.locator('[data-testid=zone-row][data-code="0001"]').getByText(renamed, { exact: true })).toBeVisible();
    await expectInert(page);

    // The request drawer.
    await page.getByRole('button', { name: /요청|Requests/ }).click();
    const drawer = page.locator('.request-drawer');
    await expect(drawer.getByTestId('request-row').filter({ hasText: '/tms/zoneUpdate' })).toHaveCount(1);
    await expectInert(page);
    await page.getByRole('button', { name: /요청|Requests/ }).click();

    // Faces: the scope pickers and the delete confirmation.
    await page.getByRole('link', { name: '얼굴', exact: true }).click();
    const groupPicker = page.getByLabel('그룹 (group-id)');
    await expect(groupPicker.locator(`option[value="${groupId}"]`)).toHaveText(`${GROUP_NAME} · ${groupId}`);
    await groupPicker.selectOption(groupId);
    await expect(page.getByLabel('대상 (subject-id)').locator('option', { hasText: 'window.__xss=4' })).toHaveText(new RegExp(`^${SUBJECT_NAME.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} · `));
    await page.getByRole('button', { name: '그룹 삭제' }).click();
    const confirm = page.getByRole('dialog', { name: '그룹 삭제' });
    await expect(confirm).toContainText(GROUP_NAME);
    await expectInert(page);
    await confirm.getByRole('button', { name: '취소' }).click();

    // The inspector: the zone list's response tree and raw view.
    await page.getByRole('link', { name: /요청 검사/ }).click();
    await expect(page.getByRole('heading', { name: '요청 검사' })).toBeVisible();
    await page.getByTestId('inspector-row').filter({ hasText: '/tms/zoneList' }).first().locator('.path-cell button').click();
    const detail = page.getByTestId('call-detail');
    // The newest list: the tree shows strings as JSON literals (quotes escaped), as text.
    await expect(page.getByTestId('json-tree')).toContainText(JSON.stringify(renamed));
    await expect(page.getByTestId('json-tree')).toContainText(JSON.stringify(SCRIPT_ZONE));
    await expectInert(page);
    await detail.getByRole('button', { name: '원문' }).click();
    // JSON.stringify escapes nothing of these but the quotes.
    await expect(page.getByTestId('raw-body')).toContainText(JSON.stringify(renamed));
    await expect(page.getByTestId('raw-body')).toContainText(JSON.stringify(SCRIPT_ZONE));
    await expectInert(page);

    // A face group list call's response, too.
    await page.getByTestId('inspector-row').filter({ hasText: `${FACE_API}/group` }).first().locator('.path-cell button').click();
    await expect(page.getByTestId('call-detail')).toContainText(`${FACE_API}/group`);
    await expect(page.getByTestId('call-detail')).toContainText(JSON.stringify(GROUP_NAME));
    await expectInert(page);
  });
});

test.describe('Content-Security-Policy', () => {
  // One test injects an inline script itself; Chromium logs the CSP refusal that test looks for.
  test.use({ expectedConsoleError: /^Executing inline script violates the following Content Security Policy directive/ });
  function directives(csp: string): Map<string, string[]> {
    return new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name ?? '', values]),
    );
  }

  test('the console’s CSP forbids inline scripts and foreign hosts', async ({ request }) => {
    const res = await request.get('/');
    expect(res.ok()).toBe(true);
    const csp = res.headers()['content-security-policy'] ?? '';
    const d = directives(csp);
    expect(d.get('default-src')).toEqual(["'self'"]);
    const scriptSrc = d.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    // Only the emulator itself and the remote profiles' origins (no LOCUS_CONNECT_SRC in e2e).
    expect(d.get('connect-src')).toEqual(["'self'", ...REMOTE_API_ORIGINS]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    // No wildcard or whole-scheme source anywhere (an online basemap would need its host listed).
    for (const [name, values] of d) {
      for (const v of values) expect(`${name} ${v}`).not.toMatch(/ (\*|https?:|http:\/\/\*|https:\/\/\*)$/);
    }
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('an inline script injected into the page does not run, and a violation is reported', async ({ page }) => {
    await openConsole(page, '/explore');
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: unknown; directive: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve({ ran: window.__inlineRan, directive: e.effectiveDirective }), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.__inlineRan = true;';
          document.body.appendChild(script);
        }),
    );
    expect(outcome.directive).toMatch(/^script-src/);
    expect(outcome.ran).toBeUndefined();
    expect(await page.evaluate(() => window.__inlineRan)).toBeUndefined();
  });
});

test.describe('an online basemap is allowed only when chosen', () => {
  const TILE_HOST = 'tile.openstreetmap.org';
  test.use({
    allowedHosts: [TILE_HOST],
    // The test fetches a tile while the CSP forbids it, to prove the refusal; Chromium logs it.
    expectedConsoleError:
      /^(Connecting to 'https:\/\/tile\.openstreetmap\.org\/[^']*' violates the following Content Security Policy directive|Fetch API cannot load https:\/\/tile\.openstreetmap\.org\/\S* Refused to connect because it violates the document's Content Security Policy)/,
  });

  test('OpenStreetMap tiles are blocked by default, load once chosen in Settings, and are blocked again when the offline map is back', async ({ page }) => {
    // No network in CI: tiles are answered here with a plain PNG. A request the CSP blocks never reaches this handler.
    const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#d8e4d0' } }).png().toBuffer();
    const tileRequests: string[] = [];
    await page.route(`https://${TILE_HOST}/**`, (route) => {
      tileRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: tile, headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    const cspOf = async (): Promise<string> => {
      // The page's own request context sends the page's cookies, as the browser does.
      const res = await page.request.get('/settings');
      return res.headers()['content-security-policy'] ?? '';
    };
    const blockedFetch = () =>
      page.evaluate(
        (host) =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (e) => resolve(`${e.effectiveDirective} ${e.blockedURI}`), { once: true });
            fetch(`https://${host}/0/0/0.png`).then(
              () => resolve('fetched'),
              () => undefined,
            );
          }),
        TILE_HOST,
      );

    // Default: the offline basemap; the page may not fetch from the tile host at all.
    await openConsole(page, '/settings');
    expect(await cspOf()).not.toContain(TILE_HOST);
    expect(await blockedFetch()).toMatch(new RegExp(`^connect-src https://${TILE_HOST.replace(/\./g, '\\.')}`));
    expect(tileRequests).toEqual([]);

    // Chosen: the page reloads with a policy that names that one host, and the map draws its tiles with their attribution.
    // A click, not check(): the choice reloads the page, and check() reads the radio back mid-reload.
    await page.getByTestId('basemap-setting').getByLabel('OpenStreetMap(온라인)').click();
    await expect(page.getByTestId('basemap-setting').getByLabel('OpenStreetMap(온라인)')).toBeChecked();
    await page.waitForFunction(() => window.locusMap?.loaded() === true);
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
    await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('© OpenStreetMap contributors');
    const chosen = await cspOf();
    expect(chosen).toMatch(new RegExp(`connect-src [^;]*https://${TILE_HOST.replace(/\./g, '\\.')}`));
    expect(chosen).toMatch(new RegExp(`img-src [^;]*https://${TILE_HOST.replace(/\./g, '\\.')}`));
    expect(chosen).not.toMatch(/ \*|https:(;| )/);

    // Back to offline: the host is forbidden again.
    await page.getByTestId('basemap-setting').getByLabel('오프라인(내장)').click();
    await expect(page.getByTestId('basemap-setting').getByLabel('오프라인(내장)')).toBeChecked();
    await page.waitForFunction(() => window.locusMap?.loaded() === true);
    expect(await cspOf()).not.toContain(TILE_HOST);
    const before = tileRequests.length;
    expect(await blockedFetch()).toMatch(/^connect-src /);
    expect(tileRequests.length).toBe(before);
  });
});

test.describe('the emulator refuses big bodies and odd paths', () => {
  test('a 6 MB body is 413 REQUEST_TOO_LARGE in the gateway envelope', async ({ request }) => {
    const res = await request.post('/tms/zoneListInsert', {
      headers: { appKey: DEMO_KEY, 'Content-Type': 'application/json' },
      data: Buffer.alloc(6 * 1024 * 1024, 'a'),
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toEqual({ error: { id: '413', category: 'gw', code: 'REQUEST_TOO_LARGE', message: expect.any(String) } });
  });

  test('traversal paths are 400 INVALID_PATH in the gateway envelope', async ({ baseURL }) => {
    const base = baseURL ?? 'http://127.0.0.1:8799';
    const invalid = { error: { id: '400', category: 'gw', code: 'INVALID_PATH', message: expect.any(String) } };
    // fetch keeps encoded slashes (a WHATWG URL would resolve %2e%2e segments, but not inside one with %2F).
    for (const path of [`/tmap/geo/..%2F..%2Fetc%2Fpasswd?appKey=${DEMO_KEY}`, '/tmap/geo/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/%2e%2e%2F%2e%2e%2Fetc%2Fpasswd']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual(invalid);
    }
    // Literal and encoded dot segments, sent as written (node:http does not normalise the path).
    for (const path of ['/tmap/geo/../../etc/passwd', '/tmap/geo/%2e%2e/%2e%2e/etc/passwd', '/../../etc/passwd']) {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const url = new URL(base);
        const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET', headers: { appKey: DEMO_KEY } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(status, path).toBe(400);
      expect(JSON.parse(body), path).toEqual(invalid);
    }
  });
});
