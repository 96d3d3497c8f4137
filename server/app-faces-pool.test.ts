import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonImage, ok, refused, send } from './testing/face-requests';
import { makeTestApp, type TestApp } from './testing/test-app';
import { testImage, testMediaReady } from './testing/test-media';

/**
 * Face analysis runs in a bounded pool of worker threads (domain/face-pool.ts): other requests
 * are answered while a detection runs, and a request beyond the workers and the queue is refused
 * at once with 3050 queue full (HTTP 503) in the face envelope. Needs the test images.
 */

const ready = testMediaReady();
if (!ready) console.warn('app-faces-pool: skipped: test images missing (run npm run test:media)');

let t: TestApp | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

const CHEAP = '/tmap/geo/coordconvert?version=1&lat=37.5665&lon=126.978&toCoord=KATECH&appKey=test-key';

describe.skipIf(!ready)('/nugufacecan analysis in worker threads', () => {
  const photo = () => jsonImage(readFileSync(testImage('astronaut.png')));
  const detect = (a: TestApp) => send(a, 'POST', '/detect', photo().headers, photo().body);

  it('answers 3050 queue full (503) beyond one running and one waiting, then serves again', async () => {
    const a = (t = makeTestApp({ LOCUS_FACE_WORKERS: '1', LOCUS_FACE_QUEUE: '1' }));
    const answers = await Promise.all([detect(a), detect(a), detect(a)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 503]);
    const busy = answers.find((r) => r.status === 503);
    if (!busy) throw new Error('no busy answer');
    expect(await refused(busy, 3050, 503)).toMatch(/^queue full \(.*\) \[the face engine is busy \(2 analyses running or waiting\); try again shortly\]$/);
    for (const r of answers.filter((x) => x.status === 200)) expect(await ok<unknown[]>(r)).toHaveLength(1);
    // The queue drained: the next detect is served.
    expect(await ok<unknown[]>(await detect(a))).toHaveLength(1);
    expect(a.errors).toEqual([]);
  }, 120_000);

  it('keeps answering other calls while a detection runs', async () => {
    const a = (t = makeTestApp({ LOCUS_FACE_WORKERS: '1' }));
    // Warm the worker (models loaded) so the measured detect is analysis only.
    await ok(await detect(a));
    const order: string[] = [];
    let detecting = true;
    const running = detect(a).then(async (r) => {
      await ok(r);
      detecting = false;
      order.push('detect');
    });
    // Cheap calls one after another for as long as the detect runs.
    let cheap = 0;
    while (detecting) {
      const r = await a.get(CHEAP);
      expect(r.status).toBe(200);
      await r.arrayBuffer();
      if (detecting) cheap++;
      // In-process calls never wait on I/O: let the event loop turn, as a socket would.
      await new Promise((r) => setImmediate(r));
    }
    await running;
    order.push(`${cheap} cheap calls`);
    // Dozens of calls are answered during one detection; on the request thread the detection
    // would hold them up until it finished.
    expect(cheap, order.join(', ')).toBeGreaterThanOrEqual(50);
  }, 120_000);
});
