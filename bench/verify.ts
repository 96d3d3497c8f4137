/**
 * `npm run verify` over 1,000 recordings (BENCH_RECORDINGS): the recordings are made from the
 * emulator's own answers to calls of several operations (reverse geocoding, coordinate
 * conversion, nearest road, address search, postcode) at points spread over Seoul, written in
 * the recording format; then verify replays the folder against a fresh in-process emulator (its
 * world built first, timed apart). Prints the seconds of the whole run (world and replay) beside
 * the target (≤ 10 s) with MET/MISSED, and the score (1: the answers are the emulator's own).
 *
 * Usage: npm run bench:verify   (BENCH_RECORDINGS=1000)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordingFileName, type Recording } from '../server/proxy/recording';
import { createVerifyEmulator } from '../server/verify/verify-emulator';
import { verifyFolder } from '../server/verify/verify-folder';

const RECORDINGS = Number(process.env.BENCH_RECORDINGS ?? 1000);
const TARGET_SECONDS = 10;

/** The i-th call: an operation and its query, at a point of a grid over central Seoul. */
function call(i: number): { path: string; query: [string, string][] } {
  const lat = (37.5 + (i % 37) * 0.003).toFixed(6);
  const lon = (126.92 + (Math.floor(i / 37) % 41) * 0.003).toFixed(6);
  switch (i % 5) {
    case 0:
      return { path: '/tmap/geo/reversegeocoding', query: [['version', '1'], ['lat', lat], ['lon', lon]] };
    case 1:
      return { path: '/tmap/geo/coordconvert', query: [['version', '1'], ['lat', lat], ['lon', lon], ['fromCoord', 'WGS84GEO'], ['toCoord', 'KATECH']] };
    case 2:
      return { path: '/tmap/road/nearToRoad', query: [['version', '1'], ['lat', lat], ['lon', lon]] };
    case 3:
      return { path: '/tmap/geo/fullAddrGeo', query: [['version', '1'], ['fullAddr', `세종대로 ${1 + (i % 200)}`]] };
    default:
      return { path: '/tmap/geo/postcode', query: [['version', '1'], ['addr', `세종대로 ${1 + (i % 200)}`]] };
  }
}

async function makeRecordings(dir: string): Promise<void> {
  const emulator = createVerifyEmulator();
  try {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let i = 0; i < RECORDINGS; i++) {
      const { path, query } = call(i);
      const url = new URL(path, 'http://localhost');
      for (const [n, v] of query) url.searchParams.append(n, v);
      const res = await emulator.fetch(new Request(url, { headers: { appKey: emulator.credentials.appKey, accept: 'application/json' } }));
      const contentType = res.headers.get('content-type');
      const recording: Recording = {
        locusRecording: 1,
        recordedAt: new Date(start + i * 1000).toISOString(),
        upstream: 'https://apis.openapi.sk.com',
        durationMs: 10,
        request: { method: 'GET', path, query, headers: { accept: 'application/json' }, body: { encoding: 'none' }, bodySha256: null },
        response: {
          status: res.status,
          contentType,
          headers: contentType ? { 'content-type': contentType } : {},
          body: { encoding: 'utf8', text: await res.text() },
        },
      };
      await writeFile(join(dir, recordingFileName(recording)), JSON.stringify(recording));
    }
  } finally {
    await emulator.close();
  }
}

const dir = await mkdtemp(join(tmpdir(), 'locus-bench-verify-'));
try {
  await makeRecordings(dir);
  const started = performance.now();
  const emulator = createVerifyEmulator();
  const built = performance.now();
  const report = await verifyFolder(dir, emulator);
  const done = performance.now();
  await emulator.close();
  const seconds = (done - started) / 1000;
  console.log(`verify over ${report.files.toLocaleString('en')} recordings (${report.operations.map((o) => o.operation).join(', ')})`);
  console.log(`  emulator world: ${((built - started) / 1000).toFixed(2)} s; replay and compare: ${((done - built) / 1000).toFixed(2)} s (${((done - built) / report.files).toFixed(2)} ms a recording)`);
  console.log(`  score ${report.score?.toFixed(3) ?? '–'}, equal bodies ${report.equal} of ${report.compared}`);
  console.log(`verify, ${report.files.toLocaleString('en')} recordings: ${seconds.toFixed(2)} s   target ≤ ${TARGET_SECONDS} s ${seconds <= TARGET_SECONDS ? 'MET' : 'MISSED'}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
