/**
 * Fairness under face load (figures and ratios, no pass/fail): a real emulator process answers a
 * cheap call (GET /tmap/geo/coordconvert) one request at a time, first idle, then while N
 * clients each run POST /nugufacecan/v1/detect back to back with a real photo. Prints the cheap
 * call's p50 and p99 in each state and their ratio to idle (target: p50 ratio ≤ 2 with 4
 * detects on a 2-core machine), plus how many detects finished and how many were refused busy
 * (3050). Then fires 32 large detects at once (the photo upscaled to 2048 px, JPEG) and times
 * GET /_locus/health while they run.
 *
 * Needs the test images (npm run test:media); without them it says so and exits 0.
 *
 * Usage: npm run bench:fairness   (BENCH_LOADS="4,16", BENCH_SAMPLES=60, BENCH_PORT=8798)
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { testImage, testMediaReady } from '../server/testing/test-media';
import { startEmulator } from './emulator-process';

const PORT = Number(process.env.BENCH_PORT ?? 8798);
const LOADS = (process.env.BENCH_LOADS ?? '4,16').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const BURST = Number(process.env.BENCH_BURST ?? 32);
const KEY = 'locus-demo-key';
const APP_ID = 'locus-demo-app';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHEAP = `${ORIGIN}/tmap/geo/coordconvert?version=1&lat=37.5665&lon=126.978&fromCoord=WGS84GEO&toCoord=KATECH&appKey=${KEY}`;

interface Stats {
  p50: number;
  p99: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: s[s.length - 1] ?? 0 };
}

const ms = (x: number) => `${x.toFixed(1)} ms`;

async function timed(url: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - t0;
}

let cheapFailures = 0;

/** `count` cheap calls one after another; a call whose connection fails is counted and sent again. */
async function cheapCalls(count: number): Promise<number[]> {
  const out: number[] = [];
  while (out.length < count) {
    try {
      out.push(await timed(CHEAP));
    } catch {
      cheapFailures++;
    }
  }
  return out;
}

interface DetectTally {
  done: number;
  busy: number;
  other: number;
}

async function detect(body: string, tally: DetectTally): Promise<void> {
  let res: Response;
  let answer: unknown;
  try {
    res = await fetch(`${ORIGIN}/nugufacecan/v1/detect`, {
      method: 'POST',
      headers: { appKey: KEY, 'app-id': APP_ID, 'Content-Type': 'application/json' },
      body,
    });
    answer = await res.json();
  } catch {
    // A kept-alive socket the server closed as it was reused: counted, not fatal.
    tally.other++;
    return;
  }
  if (res.ok) tally.done++;
  else if (typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === 3050) tally.busy++;
  else tally.other++;
}

/** The cheap call while `clients` loops each send detects back to back. */
async function underLoad(clients: number, body: string): Promise<{ samples: number[]; tally: DetectTally }> {
  const tally: DetectTally = { done: 0, busy: 0, other: 0 };
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) await detect(body, tally);
  });
  // Let every client get its first detect under way.
  await new Promise((r) => setTimeout(r, 500));
  const samples = await cheapCalls(SAMPLES);
  running = false;
  await Promise.all(loops);
  return { samples, tally };
}

/** GET /_locus/health timed every 50 ms while `count` large detects run at once. */
async function healthDuringBurst(count: number, body: string): Promise<{ health: Stats; seconds: number; tally: DetectTally }> {
  const tally: DetectTally = { done: 0, busy: 0, other: 0 };
  const t0 = performance.now();
  let finished = false;
  const burst = Promise.all(Array.from({ length: count }, () => detect(body, tally))).then(() => {
    finished = true;
  });
  const samples: number[] = [];
  while (!finished) {
    try {
      samples.push(await timed(`${ORIGIN}/_locus/health`));
    } catch {
      cheapFailures++;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await burst;
  return { health: stats(samples), seconds: (performance.now() - t0) / 1000, tally };
}

async function main(): Promise<void> {
  if (!testMediaReady()) {
    console.log('bench:fairness skipped: the test images are missing (run npm run test:media)');
    return;
  }
  const astronaut = readFileSync(testImage('astronaut.png'));
  const photo = JSON.stringify({ image: `data:image/png;base64,${astronaut.toString('base64')}` });
  const large = await sharp(astronaut).resize(2048, 2048).jpeg({ quality: 85 }).toBuffer();
  const largeBody = JSON.stringify({ image: `data:image/jpeg;base64,${large.toString('base64')}` });

  const stop = await startEmulator(PORT);
  try {
    // Warm up: the first detect loads the models, the first cheap calls compile their route.
    await detect(photo, { done: 0, busy: 0, other: 0 });
    await cheapCalls(20);
    const idle = stats(await cheapCalls(SAMPLES));
    console.log(`coordconvert idle: p50 ${ms(idle.p50)}, p99 ${ms(idle.p99)} (${SAMPLES} calls)`);
    for (const clients of LOADS) {
      const { samples, tally } = await underLoad(clients, photo);
      const loaded = stats(samples);
      console.log(
        `coordconvert with ${String(clients).padStart(2)} detects running: p50 ${ms(loaded.p50)}, p99 ${ms(loaded.p99)}; ` +
          `ratio to idle p50 ${(loaded.p50 / idle.p50).toFixed(2)}, p99 ${(loaded.p99 / idle.p99).toFixed(2)} ` +
          `(detects done ${tally.done}, busy 3050 ${tally.busy}, other ${tally.other})`,
      );
    }
    if (cheapFailures > 0) console.log(`(${cheapFailures} cheap calls failed on their connection and were sent again)`);
    const burst = await healthDuringBurst(BURST, largeBody);
    console.log(
      `/_locus/health during ${BURST} detects of a ${large.length.toLocaleString('en-US')}-byte 2048x2048 JPEG: ` +
        `p50 ${ms(burst.health.p50)}, max ${ms(burst.health.max)} over ${burst.seconds.toFixed(1)} s ` +
        `(done ${burst.tally.done}, busy 3050 ${burst.tally.busy}, other ${burst.tally.other})`,
    );
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
