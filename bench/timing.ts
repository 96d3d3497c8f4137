/** Per-call timing of the emulator's spatial lookups, shared by the benchmarks. */
export interface Timing {
  p50: number;
  p99: number;
  mean: number;
}

/** Times each call (ms) after `warmup` calls; the results are kept so nothing is optimised away. */
export function timeCalls<T>(points: readonly [number, number][], run: (lon: number, lat: number) => T, warmup: number): { timing: Timing; results: T[] } {
  for (const [lon, lat] of points.slice(0, warmup)) run(lon, lat);
  const results: T[] = [];
  const samples: number[] = [];
  for (const [lon, lat] of points) {
    const t0 = process.hrtime.bigint();
    results.push(run(lon, lat));
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))] ?? 0;
  return { timing: { p50: at(0.5), p99: at(0.99), mean: samples.reduce((s, x) => s + x, 0) / samples.length }, results };
}

/** "4.60 µs" below 10 µs, else "0.015 ms". */
export const fmt = (ms: number): string => (ms < 0.01 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(3)} ms`);

/** Times `runs` awaited calls (ms) after `warmup` untimed ones, one at a time. */
export async function timeAsync(runs: number, run: (i: number) => Promise<unknown>, warmup: number): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await run(i);
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), mean: samples.reduce((s, x) => s + x, 0) / samples.length };
}
