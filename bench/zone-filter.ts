/**
 * Zones table benchmark (figures, no pass/fail): with 10,000 zones loaded (BENCH_ZONES changes
 * that), the time from a keystroke in the search box to the table showing the filtered rows, in
 * headless Chromium against the emulator: measured in the page from the keydown event to the
 * DOM update of the row count (the same React commit as the rows), and to the next frame after it.
 * Each run starts from the unfiltered table and types one digit, so every run filters all rows.
 * Measured in both views of the page: beside the map (the side panel) and in the table view
 * (`?view=table`, the table filling the stage, so more rows are drawn), with their ratio.
 *
 * Usage: npm run bench:zones (builds the console if needed; needs Chromium at /usr/bin/chromium or CHROMIUM_PATH)
 */
import type { Page } from '@playwright/test';
import { launchChromium, median, startEmulator } from './emulator-process';

const PORT = Number(process.env.BENCH_PORT ?? 8795);
const ZONES = Number(process.env.BENCH_ZONES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const KEY = 'locus-demo-key';
const BATCH = 1000;
/** The zones table's target: a keystroke's filtered rows in the DOM within 50 ms (p50). */
const TARGET_MS = 50;

function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

async function seed(origin: string): Promise<void> {
  for (let from = 0; from < ZONES; from += BATCH) {
    const reqDatas = Array.from({ length: Math.min(BATCH, ZONES - from) }, (_, i) => {
      const n = from + i + 1;
      return { code: String(n).padStart(5, '0'), name: encodeURIComponent(`권역 ${n} ${['강남', '종로', '중구', '서초', '마포'][n % 5] ?? ''}`) };
    });
    const res = await fetch(`${origin}/tms/zoneListInsert`, { method: 'POST', headers: { appKey: KEY, 'Content-Type': 'application/json' }, body: JSON.stringify({ reqDatas }) });
    if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
  }
}

/** Types into the search box RUNS + 3 times on the zones page in `view`; the timings after the warm-up. */
async function measure(page: Page, origin: string, view: 'map' | 'table'): Promise<{ commit: number[]; frame: number[] }> {
  await page.goto(`${origin}/zones${view === 'table' ? '?view=table' : ''}`);
  await page.locator(`.shell[data-view="${view}"]`).waitFor({ state: 'attached' });
  const total = ZONES.toLocaleString('ko-KR');
  await page.getByTestId('zone-count').filter({ hasText: `${total}개 중 ${total}개` }).waitFor({ timeout: 60_000 });
  const search = page.getByLabel('코드나 이름으로 찾기');
  const commit: number[] = [];
  const frame: number[] = [];
  for (let run = 0; run < RUNS + 3; run++) {
    await search.fill('');
    await page.getByTestId('zone-count').filter({ hasText: `${total}개 중 ${total}개` }).waitFor();
    const measured = page.evaluate(
      () =>
        new Promise<[number, number]>((resolve) => {
          const count = document.querySelector('[data-testid=zone-count]');
          const input = document.querySelector('.zone-search');
          if (!count || !input) throw new Error('zones page not ready');
          const before = count.textContent;
          let t0 = 0;
          input.addEventListener('keydown', () => (t0 = performance.now()), { once: true, capture: true });
          const observer = new MutationObserver(() => {
            if (count.textContent === before || t0 === 0) return;
            observer.disconnect();
            const committed = performance.now() - t0;
            requestAnimationFrame(() => setTimeout(() => resolve([committed, performance.now() - t0]), 0));
          });
          observer.observe(count, { childList: true, characterData: true, subtree: true });
        }),
    );
    await search.press(String((run % 9) + 1));
    const [c, f] = await measured;
    if (run >= 3) {
      commit.push(c);
      frame.push(f);
    }
  }
  await page.close();
  return { commit, frame };
}

async function main(): Promise<void> {
  const origin = `http://127.0.0.1:${PORT}`;
  const stop = await startEmulator(PORT, { LOCUS_API_KEYS: KEY });
  const browser = await launchChromium();
  try {
    await seed(origin);
    const figures: Record<string, { commit: number[]; frame: number[] }> = {};
    for (const view of ['map', 'table'] as const) {
      figures[view] = await measure(await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' }), origin, view);
    }
    console.log(`zones table, ${ZONES.toLocaleString()} zones, keystroke in the search box → table updated (${RUNS} runs after 3 warm-up, 1440×900):`);
    for (const [view, { commit, frame }] of Object.entries(figures)) {
      const p50 = median(commit);
      console.log(`  ${view === 'map' ? 'map view  ' : 'table view'}  to the DOM update: p50 ${p50.toFixed(1)} ms, p90 ${percentile(commit, 90).toFixed(1)} ms;  to the next frame: p50 ${median(frame).toFixed(1)} ms, p90 ${percentile(frame, 90).toFixed(1)} ms`);
      console.log(`              target p50 ≤ ${TARGET_MS} ms to the table update: ${p50 <= TARGET_MS ? 'met' : 'NOT met'}`);
    }
    const map = figures.map;
    const table = figures.table;
    if (map && table) console.log(`  table view / map view, p50 to the next frame: ${(median(table.frame) / median(map.frame)).toFixed(2)}×`);
  } finally {
    await browser.close();
    stop();
  }
}

await main();
