import { execFile } from 'node:child_process';
import { cp, mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeHandler } from '../http/node-listener';
import { listen, type RunningServer } from '../http/listen';
import { createRecorder, type Recorder } from '../proxy/recorder';
import type { Recording } from '../proxy/recording';
import { PROJECT_ROOT } from '../project-root';
import { makeTestApp, TEST_KEY, type TestApp } from '../testing/test-app';
import { createWorldServices } from '../world-services';
import { createVerifyEmulator } from './verify-emulator';
import { MAX_FILE_BYTES, verifyFolder } from './verify-folder';
import { createReplayStore } from '../proxy/replay-store';
import type { VerifyReport } from './verify-report';

/**
 * `npm run verify` end to end: an emulator with the demo world stands in for the real service,
 * this server's proxy records the console's kind of calls to it (LOCUS_RECORD), and verify
 * replays the folder against an emulator of its own: every answer agrees. Edited recordings
 * (a field removed, a number changed, a coordinate moved 30 m) are each reported by kind.
 */

const run = promisify(execFile);

let upstream: TestApp;
let upstreamServer: RunningServer;
let proxy: TestApp;
let recorder: Recorder;
let dir: string;
let recorded: string;

const CALLS = [
  '/tmap/geo/reversegeocoding?version=1&lat=37.5665&lon=126.978',
  `/tmap/geo/fullAddrGeo?version=1&fullAddr=${encodeURIComponent('세종대로 110')}`,
  '/tmap/geo/coordconvert?version=1&lat=37.5665&lon=126.978&fromCoord=WGS84GEO&toCoord=KATECH',
  '/tmap/road/nearToRoad?version=1&lat=37.5665&lon=126.978',
  '/tms/zoneInsert?code=1&name=z',
  // A refusal is an answer too: the emulator must refuse the same way.
  '/tmap/geo/reversegeocoding?version=1&lat=91&lon=126.978',
];

beforeAll(async () => {
  upstream = makeTestApp({}, { world: createWorldServices() });
  upstreamServer = await listen(createNodeHandler(upstream.app.fetch), '127.0.0.1', 0);
  dir = await mkdtemp(join(tmpdir(), 'locus-verify-'));
  recorded = join(dir, 'recorded');
  await mkdir(recorded);
  recorder = createRecorder(recorded);
  proxy = makeTestApp({ LOCUS_API_KEYS: 'only-the-proxy-knows-this', LOCUS_UPSTREAM: upstreamServer.url, LOCUS_RECORD: recorded }, { recorder });
  for (const call of CALLS) {
    const res = await proxy.get(call, { headers: { appKey: TEST_KEY } });
    await res.arrayBuffer();
  }
  await recorder.close();
  proxy.close();
  await upstreamServer.close();
  upstream.close();
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A copy of the recorded folder, with one recording of `path` edited. */
async function editedCopy(name: string, edits: Record<string, (answer: Record<string, unknown>) => void>): Promise<string> {
  const copy = join(dir, name);
  await cp(recorded, copy, { recursive: true });
  for (const file of await readdir(copy)) {
    const recording = JSON.parse(await readFile(join(copy, file), 'utf8')) as Recording;
    const edit = edits[recording.request.path];
    if (!edit || recording.response.body.encoding !== 'utf8' || recording.response.status !== 200) continue;
    const answer = JSON.parse(recording.response.body.text) as Record<string, unknown>;
    edit(answer);
    recording.response.body = { encoding: 'utf8', text: JSON.stringify(answer) };
    await writeFile(join(copy, file), JSON.stringify(recording));
  }
  return copy;
}

/** Verifies a folder against a fresh emulator (a replayed zoneInsert writes: each run starts anew). */
async function verify(folder: string): Promise<VerifyReport> {
  const emulator = createVerifyEmulator();
  try {
    return await verifyFolder(folder, emulator);
  } finally {
    await emulator.close();
  }
}

/** 30 m north, in degrees of latitude. */
const THIRTY_METRES = 30 / 111_195;

function editOf(report: VerifyReport, operation: string) {
  return report.differing.find((d) => d.operation === operation);
}

describe('npm run verify', () => {
  it('finds every answer of a recording made through the proxy equal: score 1', async () => {
    const files = await readdir(recorded);
    expect(files).toHaveLength(CALLS.length);
    const report = await verify(recorded);
    expect(report).toMatchObject({ files: CALLS.length, checked: CALLS.length, skipped: 0, compared: CALLS.length, equal: CALLS.length, equalShare: 1, score: 1 });
    expect(report.differences).toEqual({ missing: 0, extra: 0, type: 0, value: 0 });
    expect(report.operations.map((o) => o.operation)).toEqual(['coordConvert', 'fullAddrGeo', 'nearToRoad', 'reverseGeocoding', 'zoneInsert']);
    expect(report.operations.find((o) => o.operation === 'reverseGeocoding')).toMatchObject({ checked: 2, equal: 2, score: 1 });
  });

  it('reports a field the service has and the emulator lacks as missing, a removed one as extra, a changed number as value and a moved coordinate in metres', async () => {
    const edited = await editedCopy('edited', {
      '/tmap/geo/fullAddrGeo': (answer) => {
        const item = ((answer.coordinateInfo as Record<string, unknown>).coordinate as Record<string, string>[])[0] ?? {};
        delete item.city_do;
        item.floor = '3';
        item.newLat = (Number(item.newLat) + THIRTY_METRES).toFixed(6);
      },
      '/tmap/road/nearToRoad': (answer) => {
        const header = ((answer.resultData as Record<string, unknown>).header as Record<string, number>);
        header.totalDistance = (header.totalDistance ?? 0) + 7;
      },
    });
    const report = await verify(edited);
    expect(report.equal).toBe(CALLS.length - 2);
    expect(report.score).toBeLessThan(1);
    expect(report.score).toBeGreaterThan(0.9);
    expect(report.differences).toEqual({ missing: 1, extra: 1, type: 0, value: 2 });

    const address = editOf(report, 'fullAddrGeo');
    expect(address?.first).toContainEqual({ path: 'coordinateInfo.coordinate.0.floor', kind: 'missing', recorded: '"3"' });
    expect(address?.first).toContainEqual({ path: 'coordinateInfo.coordinate.0.city_do', kind: 'extra', emulator: '"서울특별시"' });
    const moved = address?.first.find((d) => d.path === 'coordinateInfo.coordinate.0.newLat+newLon');
    expect(moved?.kind).toBe('value');
    expect(moved?.metres).toBeGreaterThan(29);
    expect(moved?.metres).toBeLessThan(31);
    const row = report.operations.find((o) => o.operation === 'fullAddrGeo');
    expect(row?.metres?.max).toBeCloseTo(moved?.metres ?? 0);
    expect(row?.score).toBeLessThan(1);

    const road = editOf(report, 'nearToRoad');
    expect(road?.first).toEqual([{ path: 'resultData.header.totalDistance', kind: 'value', recorded: expect.any(String), emulator: expect.any(String) }]);
    expect(Number(road?.first[0]?.recorded) - Number(road?.first[0]?.emulator)).toBe(7);
  });

  it('counts a file that is not a recording as skipped, with its reason', async () => {
    const folder = join(dir, 'with-bad-files');
    await cp(recorded, folder, { recursive: true });
    await writeFile(join(folder, 'broken.json'), '{"locusRecording":1,');
    await writeFile(join(folder, 'other.json'), '{"hello":"world"}');
    const report = await verify(folder);
    expect(report).toMatchObject({ files: CALLS.length + 2, checked: CALLS.length, skipped: 2, score: 1 });
    expect(report.skippedFiles.map((s) => s.file)).toEqual(['broken.json', 'other.json']);
    expect(report.skippedFiles[0]?.reason).toMatch(/^not JSON/);
    expect(report.skippedFiles[1]?.reason).toMatch(/^not a recording/);
  });
});

describe('POST /_locus/verify', () => {
  it('answers the report of a replaying server, one run at a time', async () => {
    const store = createReplayStore(recorded, { maxFileBytes: MAX_FILE_BYTES, watch: false, log: () => {} });
    const replay = makeTestApp({ LOCUS_REPLAY: recorded }, { replay: store, verifier: createVerifyEmulator });
    try {
      const [first, second] = await Promise.all([replay.get('/_locus/verify', { method: 'POST' }), replay.get('/_locus/verify', { method: 'POST' })]);
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ files: CALLS.length, compared: CALLS.length, score: 1, equalShare: 1 });
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({ error: { code: 'VERIFY_RUNNING', message: expect.stringContaining('already running') } });
      // Done: it runs again.
      expect((await replay.get('/_locus/verify', { method: 'POST' })).status).toBe(200);
    } finally {
      store.close();
      replay.close();
    }
  });

  it('refuses on a server with no recordings folder, saying how to give it one', async () => {
    const emulatorOnly = makeTestApp({}, { verifier: createVerifyEmulator });
    try {
      const res = await emulatorOnly.get('/_locus/verify', { method: 'POST' });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code: 'NO_RECORDINGS', message: expect.stringContaining('LOCUS_REPLAY') } });
    } finally {
      emulatorOnly.close();
    }
  });
});

describe('the verify command', () => {
  const cli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/verify/verify-cli.ts', ...args], { cwd: PROJECT_ROOT }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it('prints the report and exits 0 when the score reaches --min-score, non-zero when it does not', async () => {
    const json = join(dir, 'report.json');
    const good = await cli([recorded, '--min-score', '1', '--json', json]);
    expect(good.stderr).toBe('');
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('Fidelity score: 1.000');
    expect(good.stdout).toContain(`Equal bodies: ${CALLS.length} of ${CALLS.length} compared (100.0%)`);
    expect(good.stdout).toMatch(/reverseGeocoding\s+2\s+2\s+2/);
    expect((JSON.parse(await readFile(json, 'utf8')) as VerifyReport).score).toBe(1);

    const edited = await editedCopy('edited-cli', {
      '/tmap/geo/fullAddrGeo': (answer) => {
        const item = ((answer.coordinateInfo as Record<string, unknown>).coordinate as Record<string, string>[])[0] ?? {};
        item.newLat = (Number(item.newLat) + THIRTY_METRES).toFixed(6);
      },
    });
    const bad = await cli([edited, '--min-score', '1']);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/value\s+coordinateInfo\.coordinate\.0\.newLat\+newLon .*\(30\.\d m\)/);
    expect(bad.stderr).toContain('is under --min-score 1');
  }, 60_000);

  it('says what is wrong with its arguments or folder', async () => {
    const empty = join(dir, 'empty');
    await mkdir(empty);
    expect(await cli([])).toMatchObject({ code: 2, stderr: expect.stringContaining('no folder of recordings given') });
    expect(await cli([recorded, '--min-score', 'high'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--min-score needs a number from 0 to 1') });
    expect(await cli([join(dir, 'nowhere')])).toMatchObject({ code: 2, stderr: expect.stringContaining('nowhere: no such folder') });
    expect(await cli([empty])).toMatchObject({ code: 2, stderr: expect.stringContaining('holds no recordings') });
    expect(await cli([recorded, '--data-dir', empty])).toMatchObject({ code: 2, stderr: expect.stringContaining('no emulator database') });
  }, 60_000);
});
