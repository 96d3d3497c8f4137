/**
 * Explore click benchmark (figures, no pass/fail): the time from a click on the map to the address
 * card for that point in the DOM, against the raw `fetch` of the identical reverse-geocoding
 * request, both timed inside the same headless Chromium page against the emulator. The page runs
 * with the road and POI lookups off (`?off=road,poi`), so the click asks for the address alone.
 * Each run clicks a different pixel of a fixed view of central Seoul (no pan, no tile loading, no
 * cache hit); the console's request URL is taken from the page's own request and fetched again
 * as is (same params, same key) with `await res.json()`, and the card's fullAddress must match
 * the raw answer's. The overhead is the console's time minus the raw fetch's.
 *
 * Usage: npm run bench:click (builds the console if needed; needs Chromium at /usr/bin/chromium or CHROMIUM_PATH)
 */
import { launchChromium, median, startEmulator } from './emulator-process';

const PORT = Number(process.env.BENCH_PORT ?? 8794);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const KEY = 'locus-demo-key';
const CITY_HALL = { lat: 37.5665, lon: 126.978 };
const REVERSE_PATH = '/tmap/geo/reversegeocoding';

interface ClickWindow {
  clickResult?: Promise<{ ms: number; sent: number; answered: number; fullAddress: string }>;
}

function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

/** Pixel offsets from the map's centre on a spiral, 60 px apart: every run a new point. */
function offsets(count: number): [number, number][] {
  const out: [number, number][] = [];
  for (let ring = 1; out.length < count; ring++) {
    for (let k = 0; k < 8 * ring && out.length < count; k++) {
      const a = (2 * Math.PI * k) / (8 * ring);
      out.push([Math.round(Math.cos(a) * ring * 60), Math.round(Math.sin(a) * ring * 60)]);
    }
  }
  return out;
}

async function main(): Promise<void> {
  const origin = `http://127.0.0.1:${PORT}`;
  const stop = await startEmulator(PORT, { LOCUS_API_KEYS: KEY });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
    await page.goto(`${origin}/explore?off=road,poi`);
    await page.evaluate(() => performance.setResourceTimingBufferSize(100_000));
    await page.locator('.map-stage[data-map-ready="true"]').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => window.locusMap?.loaded() === true, undefined, { timeout: 60_000 });
    await page.evaluate(([lat, lon]) => window.locusMap?.jumpTo({ center: [lon, lat], zoom: 15 }), [CITY_HALL.lat, CITY_HALL.lon] as const);
    await page.waitForFunction(() => window.locusMap?.loaded() === true && window.locusMap.areTilesLoaded());
    const box = await page.locator('.map-canvas canvas').boundingBox();
    if (!box) throw new Error('map canvas not visible');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    const consoleMs: number[] = [];
    const rawMs: number[] = [];
    const diffMs: number[] = [];
    const sentMs: number[] = [];
    const answeredMs: number[] = [];
    let otherRequests = 0;
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/tmap/') && path !== REVERSE_PATH) otherRequests++;
    });

    // Lets the map finish drawing what the last answer added (overlays, marker), so each timing starts on a quiet page.
    const settle = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            // (No named inner functions: the TypeScript loader would wrap them in a helper the page does not have.)
            const map = window.locusMap;
            new Promise<void>((idle) => (!map || (map.loaded() && map.areTilesLoaded()) ? idle() : map.once('idle', () => idle()))).then(() =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            );
          }),
      );

    for (const [run, [dx, dy]] of offsets(RUNS + WARMUP).entries()) {
      await settle();
      const request = page.waitForRequest((r) => new URL(r.url()).pathname === REVERSE_PATH);
      // Armed (and awaited) before the click: t0 at the click's dispatch, done when a new address card is in the DOM.
      await page.evaluate(() => {
        const old = document.querySelector('[data-testid=address-card]');
        let t0 = 0;
        window.addEventListener('click', () => (t0 = performance.now()), { once: true, capture: true });
        (window as unknown as ClickWindow).clickResult = new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no address card within 10 s')), 10_000);
          const observer = new MutationObserver(() => {
            const card = document.querySelector('[data-testid=address-card]');
            if (t0 === 0 || !card || card === old) return;
            const ms = performance.now() - t0;
            observer.disconnect();
            clearTimeout(timer);
            const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes('/tmap/geo/reversegeocoding')).at(-1) as PerformanceResourceTiming | undefined;
            resolve({ ms, sent: entry ? entry.startTime - t0 : NaN, answered: entry ? entry.responseEnd - t0 : NaN, fullAddress: card.querySelector('[data-testid=full-address] code')?.textContent ?? '' });
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      });
      await page.mouse.click(centre.x + dx, centre.y + dy);
      const [req, shown] = await Promise.all([request, page.evaluate(() => (window as unknown as ClickWindow).clickResult)]);
      if (!shown) throw new Error('the click was not armed');
      await settle();
      const raw = await page.evaluate(
        async ([url, headers]) => {
          const t0 = performance.now();
          const res = await fetch(url, { headers });
          const body = (await res.json()) as { addressInfo?: { fullAddress?: string } };
          return { ms: performance.now() - t0, status: res.status, fullAddress: body.addressInfo?.fullAddress ?? '' };
        },
        [req.url(), { Accept: req.headers().accept ?? 'application/json' }] as const,
      );
      if (raw.status !== 200) throw new Error(`raw fetch answered ${raw.status}: ${req.url()}`);
      if (raw.fullAddress !== shown.fullAddress) throw new Error(`the card shows "${shown.fullAddress}", the raw answer "${raw.fullAddress}"`);
      if (run >= WARMUP) {
        consoleMs.push(shown.ms);
        rawMs.push(raw.ms);
        diffMs.push(shown.ms - raw.ms);
        sentMs.push(shown.sent);
        answeredMs.push(shown.answered);
      }
    }
    if (otherRequests > 0) throw new Error(`${otherRequests} lookups other than reverse geocoding ran`);

    const c50 = median(consoleMs);
    const r50 = median(rawMs);
    console.log(`explore, click on the map → address card in the DOM, against the raw fetch of the same request (${RUNS} points, ${WARMUP} warm-up, road/POI lookups off):`);
    console.log(`  console (click → card):      p50 ${c50.toFixed(1)} ms, p90 ${percentile(consoleMs, 90).toFixed(1)} ms`);
    console.log(`  raw fetch (→ res.json()):    p50 ${r50.toFixed(1)} ms, p90 ${percentile(rawMs, 90).toFixed(1)} ms`);
    console.log(`    of which click → request sent p50 ${median(sentMs).toFixed(1)} ms, → response received p50 ${median(answeredMs).toFixed(1)} ms`);
    console.log(`  overhead p50: ${median(diffMs).toFixed(1)} ms per run (p90 ${percentile(diffMs, 90).toFixed(1)} ms), ${(c50 - r50).toFixed(1)} ms between the p50s; ratio console/raw ${(c50 / r50).toFixed(2)}×`);
  } finally {
    await browser.close();
    stop();
  }
}

await main();
