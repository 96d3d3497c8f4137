import { clickMapAt, expect, openConsole, test } from './fixtures';
import { SecondEmulator } from './second-emulator';

/**
 * The emulator goes away mid-session (SIGKILL: no goodbye) and comes back. The console must say
 * so plainly, keep what the user has, throw nothing uncaught (the fixture fails the test on any
 * page error), and recover by itself: failed lookups are fetched again once the service answers.
 */
const PORT = 8792;
const emulator = new SecondEmulator(PORT, { LOCUS_DATA_DIR: ':memory:', LOCUS_API_KEYS: 'locus-demo-key' });

test.use({
  baseURL: emulator.origin,
  // The service is taken away on purpose: the browser logs each call it could not connect for.
  expectedConsoleError: /^Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|CONNECTION_CLOSED)\b/,
});
test.beforeAll(async () => emulator.start());
test.afterAll(async () => emulator.stop());

test('the emulator goes away mid-session: a clear offline state, nothing lost, recovery when it is back', async ({ page }) => {
  await openConsole(page, '/explore');
  await clickMapAt(page, 37.5665, 126.978);
  const card = page.getByTestId('address-card');
  await expect(card).toContainText('명동');
  await expect(page.getByTestId('connection-state')).toHaveText(/연결됨/);

  await emulator.stop('SIGKILL');

  // A click while the service is gone: the banner says what is wrong and what happens next.
  await clickMapAt(page, 37.4979, 127.0276);
  const banner = page.getByTestId('connection-banner');
  await expect(banner).toHaveAttribute('data-state', 'offline');
  await expect(banner).toContainText('로컬 에뮬레이터가 응답하지 않습니다');
  await expect(banner).toContainText('입력한 내용과 받은 결과는 그대로 있습니다');
  await expect(banner).toContainText(/\d+초 뒤 다시 확인합니다|확인하는 중/);
  await expect(page.getByTestId('connection-state')).toHaveText(/오프라인/);
  await expect(page.getByTestId('probe-point')).toContainText('37.4979');

  // A page whose code was never loaded cannot arrive: the panel says why; shell and map stay.
  await page.getByRole('link', { name: '좌표', exact: true }).click();
  await expect(page.getByTestId('route-error')).toContainText('이 페이지를 불러오지 못했습니다');
  await expect(page.getByTestId('route-error')).toContainText('콘솔 서버가 응답하지 않아');
  await expect(page.locator('.map-stage[data-map-ready="true"]')).toBeVisible();
  // Explore is in the console's main code: back there, the point is still the one clicked.
  await page.goBack();
  await expect(page).toHaveURL(/\/explore/);
  await expect(page.getByTestId('probe-point')).toContainText('37.4979');
  await expect(card).toHaveCount(0);

  // The service comes back: a check (here asked for at once) finds it, the banner says so and
  // the failed lookup is fetched again without another click.
  await emulator.start();
  await page.getByRole('button', { name: '지금 다시 시도' }).click();
  await expect(banner).toHaveAttribute('data-state', 'back');
  await expect(banner).toContainText('다시 연결되었습니다');
  await expect(page.getByTestId('connection-state')).toHaveText(/연결됨/);
  await expect(card).toContainText('강남구');

  // The page that failed: the browser keeps a failed module load, so the panel offers a reload,
  // which loads it (the view comes back from the URL, the key from this tab's session).
  await page.getByRole('link', { name: '좌표', exact: true }).click();
  const routeError = page.getByTestId('route-error');
  await expect(routeError).toBeVisible();
  await routeError.getByRole('button', { name: '새로 고침' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '좌표 작업대' })).toBeVisible();
  await expect(routeError).toHaveCount(0);
});

test('without a click on "retry now" the console finds the service again by itself', async ({ page }) => {
  await openConsole(page, '/explore');
  await emulator.stop('SIGKILL');
  await clickMapAt(page, 37.5665, 126.978);
  const banner = page.getByTestId('connection-banner');
  await expect(banner).toHaveAttribute('data-state', 'offline');
  await emulator.start();
  // Probes back off from 2 s to at most 15 s: within 30 s one has found the service.
  await expect(banner).toHaveAttribute('data-state', 'back', { timeout: 30_000 });
  await expect(page.getByTestId('address-card')).toContainText('명동');
});
