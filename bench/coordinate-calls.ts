/**
 * How many `coordconvert` calls the Coordinates workbench sends while a reading is typed key by
 * key, at several typing speeds, and again when the same reading is typed a second time. The
 * target (issue: quota-safe coordinates) is at most one call per system pair once the input has
 * settled: six, from the input's system to each of the service's six others. Before the change,
 * typing `37.5665, 126.9780` sent 34.
 *
 * Counts, not timings: the figure is the same on a slow machine. A typist who pauses longer than
 * the workbench's settle time (700 ms) between keys settles on partial readings, and each settled
 * plausible reading is asked once; the slowest speed shows that cost.
 *
 * Usage: npm run bench:coords (builds the console if needed; Chromium at /usr/bin/chromium or CHROMIUM_PATH)
 */
import { launchChromium, startEmulator } from './emulator-process';

const PORT = Number(process.env.BENCH_PORT ?? 8794);
const READINGS = ['37.5665, 126.9780', '309911.68, 552074.35', '37°33′59.4″N 126°58′40.8″E'];
/** Milliseconds between keystrokes: a fast typist, an ordinary one, a slow one, one who pauses past the settle time. */
const DELAYS = [40, 150, 400, 900];

interface MapWindow {
  locusMap?: { loaded(): boolean };
}

async function main(): Promise<void> {
  const stop = await startEmulator(PORT);
  const browser = await launchChromium();
  try {
    console.log(`coordconvert calls while typing on /coordinates (target: at most 6 per reading, one per system pair)`);
    console.log(['reading'.padEnd(30), ...DELAYS.map((d) => `${d} ms/key`.padStart(11)), 'again'.padStart(7)].join(' '));
    for (const reading of READINGS) {
      const cells: string[] = [];
      let again = 0;
      for (const delay of DELAYS) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
        const page = await context.newPage();
        let calls = 0;
        page.on('request', (req) => {
          if (new URL(req.url()).pathname.endsWith('/tmap/geo/coordconvert')) calls++;
        });
        await page.goto(`http://127.0.0.1:${PORT}/coordinates`);
        await page.waitForFunction(() => (window as unknown as MapWindow).locusMap?.loaded() === true);
        const input = page.locator('textarea.coordinate-input');
        await input.click();
        await page.keyboard.type(reading, { delay });
        await page.locator('section[data-settled="true"]').waitFor();
        await page.waitForLoadState('networkidle');
        cells.push(String(calls).padStart(11));
        if (delay === DELAYS[0]) {
          // The same reading typed again in the same tab: answers come from the cache.
          const before = calls;
          await input.fill('');
          await page.keyboard.type(reading, { delay });
          await page.locator('section[data-settled="true"]').waitFor();
          await page.waitForLoadState('networkidle');
          again = calls - before;
        }
        await context.close();
      }
      console.log([reading.padEnd(30), ...cells, String(again).padStart(7)].join(' '));
    }
  } finally {
    await browser.close();
    stop();
  }
}

await main();
