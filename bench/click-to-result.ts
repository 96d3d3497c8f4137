/**
 * Explore click benchmark (figures, no pass/fail; the target is printed beside them): the time from a
 * click on the map to the address card for that point in the DOM, against the raw `fetch` of the identical reverse-geocoding
 * request, timed inside the same headless Chromium page against the emulator.
 *
 * Two baselines, both printed:
 * - "click → raw fetch → text": the same page with every console lookup off (`?off=address,road,poi`),
 *   where a plain map click listener fetches the identical request (the console's URL from phase 1
 *   with the clicked point, same key), reads `res.json()` and writes the address into the DOM. The
 *   click, the map and the frame maplibre draws for every click are the same as the console's; the
 *   difference is the console's own path (query cache, client, contract check, React). This is the
 *   overhead the budget is about.
 * - "raw fetch alone": the identical request fetched on a quiet page, no click, as context.
 * The page runs with the road and POI lookups off (`?off=road,poi`), so the click asks for the
 * address alone.
 *
 * It also prints where the console's time goes, from the timing marks the console sets along the
 * path (src/lib/timing-marks.ts): the click handler, the request leaving, the click's own render,
 * the response read, parsed and checked against the contract, the call recorded (request log,
 * inspector, counters), the query cache updated, the card committed by React, the overlays set
 * (setData) and drawn (the map's next idle); and the baseline's request sent and response received. Each run clicks a different pixel of a fixed view of central Seoul (no pan, no
 * tile loading, no cache hit); both phases click the same pixels.
 *
 * Usage: npm run bench:click (builds the console if needed; needs Chromium at /usr/bin/chromium or CHROMIUM_PATH)
 */
import type { Page } from '@playwright/test';
import { launchChromium, median, startEmulator } from './emulator-process';

const PORT = Number(process.env.BENCH_PORT ?? 8794);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const KEY = 'locus-demo-key';
const CITY_HALL = { lat: 37.5665, lon: 126.978 };
const REVERSE_PATH = '/tmap/geo/reversegeocoding';
/** The target: the console's overhead over the same click fetching raw, p50, at most one frame. */
const MAX_OVERHEAD_MS = 16;

interface ClickWindow {
  clickResult?: Promise<{ ms: number; sent: number; answered: number; frame: number; fullAddress: string }>;
  clickT0?: number;
  idleTimes?: number[];
}

/** The console's timing marks along a click's path, in the order the path meets them (src/lib/timing-marks.ts). */
const STAGES = [
  ['locus:explore:click', 'click handler (Explore)'],
  ['locus:call:reverseGeocoding:sent', 'request sent'],
  ['locus:explore:point', 'click rendered (point committed)'],
  ['answered', 'response received (resource timing)'],
  ['frame', 'first frame after the click done'],
  ['locus:call:reverseGeocoding:received', 'response read by the client'],
  ['locus:call:reverseGeocoding:decoded', 'body parsed'],
  ['locus:call:reverseGeocoding:checked', 'contract checked'],
  ['locus:call:reverseGeocoding:recorded', 'call recorded (log, inspector, counters)'],
  ['locus:query:explore:reverse', 'query cache updated'],
  ['locus:explore:address-card', 'card committed (React)'],
  ['shown', 'card seen in the DOM'],
  ['locus:overlay:explore-offsets', 'overlays set (setData)'],
  ['drawn', 'overlays drawn (map idle)'],
] as const;
type Stage = (typeof STAGES)[number][0];

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

/** Arms a timer on the page: t0 at the click's dispatch, done when `selector` shows an element (or text) that was not there before. */
async function arm(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const old = document.querySelector(sel);
    const oldText = old?.textContent ?? '';
    let t0 = 0;
    const w = window as unknown as ClickWindow;
    w.clickT0 = undefined;
    let frameEnd = NaN;
    window.addEventListener(
      'click',
      () => {
        t0 = w.clickT0 = performance.now();
        // The first frame after the click (MapLibre redraws the map for every click): a task queued
        // in its animation frame callbacks runs once that frame is done.
        requestAnimationFrame(() => setTimeout(() => (frameEnd = performance.now() - t0)));
      },
      { once: true, capture: true },
    );
    (window as unknown as ClickWindow).clickResult = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nothing new in ${sel} within 10 s`)), 10_000);
      const observer = new MutationObserver(() => {
        const el = document.querySelector(sel);
        if (t0 === 0 || !el || (el === old && el.textContent === oldText) || !el.textContent) return;
        const ms = performance.now() - t0;
        observer.disconnect();
        clearTimeout(timer);
        const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes('/tmap/geo/reversegeocoding')).at(-1) as PerformanceResourceTiming | undefined;
        const text = el.querySelector('[data-testid=full-address] code')?.textContent ?? el.textContent;
        resolve({ ms, sent: entry ? entry.startTime - t0 : NaN, answered: entry ? entry.responseEnd - t0 : NaN, frame: frameEnd, fullAddress: text });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, selector);
}

/** Opens an explore URL at the fixed view; resolves to the map's centre in page pixels. */
async function openAt(page: Page, url: string): Promise<{ x: number; y: number }> {
  await page.goto(url);
  await page.evaluate(() => performance.setResourceTimingBufferSize(100_000));
  await page.locator('.map-stage[data-map-ready="true"]').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => window.locusMap?.loaded() === true, undefined, { timeout: 60_000 });
  await page.evaluate(([lat, lon]) => window.locusMap?.jumpTo({ center: [lon, lat], zoom: 15 }), [CITY_HALL.lat, CITY_HALL.lon] as const);
  await page.waitForFunction(() => window.locusMap?.loaded() === true && window.locusMap.areTilesLoaded());
  // Every time the map goes idle (all it was given is drawn), for the "overlays drawn" stage.
  await page.evaluate(() => {
    const w = window as unknown as ClickWindow;
    w.idleTimes = [];
    window.locusMap?.on('idle', () => w.idleTimes?.push(performance.now()));
  });
  const box = await page.locator('.map-canvas canvas').boundingBox();
  if (!box) throw new Error('map canvas not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Lets the map finish drawing what the last click added (overlays, marker), so each timing starts on a quiet page. */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // (No named inner functions: the TypeScript loader would wrap them in a helper the page does not have.)
        const map = window.locusMap;
        new Promise<void>((idle) => (!map || (map.loaded() && map.areTilesLoaded()) ? idle() : map.once('idle', () => idle()))).then(() =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        );
      }),
  );
}

/** After a click has settled: each stage's time from the click's dispatch (NaN when the stage was not met for this click). */
async function stagesOfClick(page: Page, shown: { ms: number; answered: number; frame: number }): Promise<Record<Stage, number>> {
  const marks = await page.evaluate((names) => {
    const w = window as unknown as ClickWindow;
    const t0 = w.clickT0 ?? NaN;
    const out: Record<string, number> = {};
    for (const name of names) {
      const entry = performance.getEntriesByName(name, 'mark').at(-1);
      out[name] = entry && entry.startTime >= t0 ? entry.startTime - t0 : NaN;
    }
    const set = out['locus:overlay:explore-offsets'] ?? NaN;
    const idle = (w.idleTimes ?? []).map((t) => t - t0).find((t) => t >= set);
    out.drawn = idle ?? NaN;
    return out;
  }, STAGES.map(([name]) => name).filter((name) => name.startsWith('locus:')));
  return { ...marks, answered: shown.answered, frame: shown.frame, shown: shown.ms } as Record<Stage, number>;
}

/** Prints each stage's p50 from the click and the p50 of its step from the stage printed above it. */
function printBreakdown(runs: readonly Record<Stage, number>[]): void {
  console.log(`  where the console's time goes (p50 over the points, ms from the click's dispatch; step: p50 of the time from the line above):`);
  let previous: Stage | undefined;
  for (const [stage, label] of STAGES) {
    const at = runs.map((r) => r[stage]).filter((x) => Number.isFinite(x));
    if (at.length === 0) {
      console.log(`    ${label.padEnd(44)} not seen`);
      continue;
    }
    const before = previous;
    const steps = before === undefined ? at : runs.map((r) => r[stage] - r[before]).filter((x) => Number.isFinite(x));
    const missing = at.length < runs.length ? ` (seen in ${at.length} of ${runs.length})` : '';
    console.log(`    ${label.padEnd(44)} at ${median(at).toFixed(1).padStart(6)}   step ${median(steps).toFixed(1).padStart(6)}${missing}`);
    previous = stage;
  }
}

async function main(): Promise<void> {
  const origin = `http://127.0.0.1:${PORT}`;
  const stop = await startEmulator(PORT, { LOCUS_API_KEYS: KEY });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
    const points = offsets(RUNS + WARMUP);

    // Phase 1: the console. Click → address card; the request it sent is kept for the baselines.
    let centre = await openAt(page, `${origin}/explore?off=road,poi`);
    const consoleMs: number[] = [];
    const rawMs: number[] = [];
    const sentMs: number[] = [];
    const answeredMs: number[] = [];
    const stages: Record<Stage, number>[] = [];
    const urls: string[] = [];
    const addresses: string[] = [];
    let otherRequests = 0;
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/tmap/') && path !== REVERSE_PATH) otherRequests++;
    });
    for (const [run, [dx, dy]] of points.entries()) {
      await settle(page);
      const request = page.waitForRequest((r) => new URL(r.url()).pathname === REVERSE_PATH);
      await arm(page, '[data-testid=address-card]');
      await page.mouse.click(centre.x + dx, centre.y + dy);
      const [req, shown] = await Promise.all([request, page.evaluate(() => (window as unknown as ClickWindow).clickResult)]);
      if (!shown) throw new Error('the click was not armed');
      urls.push(req.url());
      addresses.push(shown.fullAddress);
      await settle(page);
      const breakdown = await stagesOfClick(page, shown);
      // Raw fetch alone, as context: the identical request on a quiet page.
      const raw = await page.evaluate(async (url) => {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { Accept: 'application/json' } });
        const body = (await res.json()) as { addressInfo?: { fullAddress?: string } };
        return { ms: performance.now() - t0, status: res.status, fullAddress: body.addressInfo?.fullAddress ?? '' };
      }, req.url());
      if (raw.status !== 200) throw new Error(`raw fetch answered ${raw.status}: ${req.url()}`);
      if (raw.fullAddress !== shown.fullAddress) throw new Error(`the card shows "${shown.fullAddress}", the raw answer "${raw.fullAddress}"`);
      if (run >= WARMUP) {
        consoleMs.push(shown.ms);
        rawMs.push(raw.ms);
        sentMs.push(shown.sent);
        answeredMs.push(shown.answered);
        stages.push(breakdown);
      }
    }
    if (otherRequests > 0) throw new Error(`${otherRequests} lookups other than reverse geocoding ran`);

    // Phase 2: the same page with every console lookup off; a plain map click listener fetches the
    // request the console sent for that pixel and writes the address into an element.
    centre = await openAt(page, `${origin}/explore?off=address,road,poi`);
    await page.evaluate(`(() => {
      const out = document.createElement('output');
      out.id = 'raw-result';
      document.body.appendChild(out);
      window.locusMap.on('click', () => {
        fetch(window.__nextUrl, { headers: { Accept: 'application/json' } })
          .then((res) => res.json())
          .then((body) => { out.textContent = (body.addressInfo && body.addressInfo.fullAddress) || '?'; });
      });
    })()`);
    const baselineMs: number[] = [];
    const baselineSent: number[] = [];
    const baselineAnswered: number[] = [];
    const baselineFrame: number[] = [];
    for (const [run, [dx, dy]] of points.entries()) {
      await settle(page);
      await page.evaluate(`window.__nextUrl = ${JSON.stringify(urls[run])}; document.getElementById('raw-result').textContent = ''`);
      await arm(page, '#raw-result');
      await page.mouse.click(centre.x + dx, centre.y + dy);
      const shown = await page.evaluate(() => (window as unknown as ClickWindow).clickResult);
      if (!shown) throw new Error('the click was not armed');
      if (shown.fullAddress !== addresses[run]) throw new Error(`baseline shows "${shown.fullAddress}", the console showed "${addresses[run]}"`);
      if (run >= WARMUP) {
        baselineMs.push(shown.ms);
        baselineSent.push(shown.sent);
        baselineAnswered.push(shown.answered);
        baselineFrame.push(shown.frame);
      }
    }
    if (otherRequests > 0) throw new Error(`${otherRequests} lookups ran with every lookup off`);

    const c50 = median(consoleMs);
    const b50 = median(baselineMs);
    const r50 = median(rawMs);
    const perRun = consoleMs.map((c, i) => c - (baselineMs[i] ?? NaN));
    console.log(`explore, click on the map → address card in the DOM (${RUNS} points, ${WARMUP} warm-up, road/POI lookups off):`);
    console.log(`  console (click → card):                     p50 ${c50.toFixed(1)} ms, p90 ${percentile(consoleMs, 90).toFixed(1)} ms`);
    console.log(`    of which click → request sent p50 ${median(sentMs).toFixed(1)} ms, → response received p50 ${median(answeredMs).toFixed(1)} ms`);
    console.log(`  baseline (same click → raw fetch → text):   p50 ${b50.toFixed(1)} ms, p90 ${percentile(baselineMs, 90).toFixed(1)} ms`);
    console.log(
      `    of which click → request sent p50 ${median(baselineSent).toFixed(1)} ms, → response received p50 ${median(baselineAnswered).toFixed(1)} ms, → first frame after the click done p50 ${median(baselineFrame).toFixed(1)} ms`,
    );
    console.log(`  raw fetch alone (no click, quiet page):     p50 ${r50.toFixed(1)} ms, p90 ${percentile(rawMs, 90).toFixed(1)} ms`);
    console.log(`  overhead (console − same-click baseline): p50 ${(c50 - b50).toFixed(1)} ms between the p50s; per point p50 ${median(perRun).toFixed(1)} ms; ratio ${(c50 / b50).toFixed(2)}×`);
    console.log(`  console − raw fetch alone: p50 ${(c50 - r50).toFixed(1)} ms (includes the frame maplibre draws for every click; on a machine without a GPU that frame is software-rendered)`);
    const overhead = c50 - b50;
    console.log(`  target: overhead p50 ≤ ${MAX_OVERHEAD_MS} ms (one frame): ${overhead <= MAX_OVERHEAD_MS ? 'met' : 'NOT met'}`);
    printBreakdown(stages);
  } finally {
    await browser.close();
    stop();
  }
}

await main();
