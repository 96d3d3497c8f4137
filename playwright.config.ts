import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8799);

/**
 * Browser journeys in Debian's Chromium against the real emulator (test mode, a fresh
 * throwaway data directory). No browser is downloaded.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // A failed journey runs once more, recording a trace (below); one that passes the second time is
  // flaky, and a flaky journey fails the run as a failed one does.
  retries: 1,
  failOnFlakyTests: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: 'ko-KR',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    // Only the second run of a failed journey is traced: recording every journey (snapshots and
    // screenshots at each step, in a software-rendered browser) made the whole run ~15% slower.
    trace: 'on-first-retry',
  },
  webServer: {
    command: 'node --import tsx server/start.ts',
    url: `http://127.0.0.1:${PORT}/_locus/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOCUS_TEST_MODE: '1',
      LOCUS_DATA_DIR: ':memory:',
      LOCUS_API_KEYS: "locus-demo-key,e2e-second-key,we(i)rd~k!y'*+%&=",
      // No journey reaches the internet: the online basemap is switched off here; the one that
      // draws it starts a stand-in provider and an emulator of its own (online-basemap.spec.ts).
      LOCUS_BASEMAP_STYLE: 'off',
      LOCUS_BASEMAP_STYLE_DARK: 'off',
    },
  },
});
