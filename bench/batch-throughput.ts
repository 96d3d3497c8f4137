/**
 * Batch runner throughput (figures, no pass/fail): the console's batch runner (the pure model,
 * src/features/batch/model/runner.ts, with the real clock and the console's ApiClient) sends
 * reverse-geocoding requests for points inside central Seoul to a real emulator process
 * throttled at N requests per second (LOCUS_RATE_LIMIT_RPS=N), with its cap set to N. Prints
 * the rows per second reached as a fraction of N (the target is 0.95 or more), the THROTTLED
 * answers and the retries.
 *
 * Usage: npm run bench:batch   (BENCH_LIMITS="20,50", BENCH_ROWS=600, BENCH_CONCURRENCY=8)
 *
 * With --headless, the same for `npm run batch` (bench/batch-headless.ts): the CLI as a child
 * process over BENCH_HEADLESS_ROWS rows at the cap, its peak memory, and a SIGKILL mid-run.
 */
import { ApiClient } from '../src/api/client';
import { realClock } from '../src/features/batch/model/clock';
import type { BatchJob } from '../src/features/batch/model/job';
import { BatchRunner } from '../src/features/batch/model/runner';
import type { RowState } from '../src/features/batch/model/row-state';
import type { RowResult } from '../src/features/batch/model/operations';
import { describeRowError, rowSender } from '../src/features/batch/send-row';
import { startEmulator } from './emulator-process';

const PORT = Number(process.env.BENCH_PORT ?? 8794);
const LIMITS = (process.env.BENCH_LIMITS ?? '20,50').split(',').map(Number);
const ROWS = Number(process.env.BENCH_ROWS ?? 600);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const KEY = 'locus-demo-key';

/** Deterministic distinct points on a grid over central Seoul (Jongno, Jung, Yongsan). */
export function seoulPoints(n: number): { lat: number; lon: number }[] {
  const cols = 40;
  return Array.from({ length: n }, (_, i) => ({
    lat: Number((37.545 + Math.floor(i / cols) * 0.0011).toFixed(6)),
    lon: Number((126.955 + (i % cols) * 0.0013).toFixed(6)),
  }));
}

async function run(limit: number): Promise<void> {
  const origin = `http://127.0.0.1:${PORT}`;
  const stop = await startEmulator(PORT, { LOCUS_RATE_LIMIT_RPS: String(limit) });
  try {
    const client = new ApiClient({ baseUrl: origin, getCredentials: () => ({ appKey: KEY }) });
    const job: Pick<BatchJob, 'config' | 'inputs'> = {
      config: { operation: 'reverse', fromCoord: 'WGS84GEO', toCoord: 'WGS84GEO' },
      inputs: seoulPoints(ROWS).map((p) => ({ kind: 'point' as const, ...p })),
    };
    // Warm the emulator (first requests compile the route) outside the measured run, then let its window empty.
    for (const p of seoulPoints(3)) await fetch(`${origin}/tmap/geo/reversegeocoding?version=1&appKey=${KEY}&lat=${p.lat}&lon=${p.lon}`);
    await new Promise((r) => setTimeout(r, 1100));
    const rows: RowState<RowResult>[] = job.inputs.map(() => ({ status: 'pending', attempts: 0 }));
    const runner = new BatchRunner<RowResult>({ rows, settings: { concurrency: CONCURRENCY, rps: limit, maxAttempts: 10 }, send: rowSender(client, job), describeError: describeRowError, clock: realClock });
    const t0 = performance.now();
    runner.start();
    while (runner.phase === 'running') await runner.whenIdle();
    const seconds = (performance.now() - t0) / 1000;
    const { done, failed, requests, throttled, retries } = runner.stats;
    const rate = done / seconds;
    console.log(
      `limit ${String(limit).padStart(3)}/s, cap ${limit}/s, ${ROWS} rows, concurrency ${CONCURRENCY}: ` +
        `${rate.toFixed(2)} rows/s = ${(rate / limit).toFixed(3)} of the limit in ${seconds.toFixed(1)} s; ` +
        `done ${done}, failed ${failed}, requests ${requests}, THROTTLED ${throttled}, retries ${retries}`,
    );
  } finally {
    stop();
  }
}

if (process.argv.includes('--headless')) {
  const { runHeadless } = await import('./batch-headless');
  await runHeadless(PORT);
} else {
  console.log('Batch runner against an emulator throttled at N rps (cap = N; target ≥ 0.95 of N)');
  for (const limit of LIMITS) await run(limit);
}
