import { afterEach, describe, expect, it } from 'vitest';
import { createTaskQueue, type TaskQueue } from '../domain/task-queue';
import { buildTile } from '../tiles/tile-build';
import type { TileBuilder } from '../tiles/tile-builder';
import { makeTestApp, stubWorld, TEST_KEY, type TestApp } from '../testing/test-app';

/**
 * The tile route over a bounded builder (as the emulator's worker pool is): busy answers, a
 * dropped client's tile, and API calls answered while tiles wait. The builder's tiles are held
 * until the test releases them, so nothing depends on timing.
 */
function heldBuilder(running: number, waiting: number) {
  const queue: TaskQueue = createTaskQueue({ running, waiting });
  const world = stubWorld();
  const holds: (() => void)[] = [];
  let made = 0;
  const builder: TileBuilder = {
    build: (tile, signal) =>
      queue.run(async () => {
        await new Promise<void>((release) => holds.push(release));
        made++;
        return buildTile(world, tile);
      }, signal),
    close: async () => undefined,
  };
  return {
    builder,
    queue,
    releaseAll: () => holds.splice(0).forEach((release) => release()),
    get made() {
      return made;
    },
  };
}

/** Lets queued microtasks and the app's awaits run. */
const settle = () => new Promise((r) => setImmediate(r));

const tilePath = (x: number) => `/_locus/tiles/14/${13970 + x}/6344.pbf`;

describe('tile route over a bounded builder', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('refuses one tile more than running + waiting at once with 503, Retry-After and a locus error; the others are served', async () => {
    const held = heldBuilder(1, 2);
    t = makeTestApp({}, { tiles: held.builder });
    const accepted = [0, 1, 2].map((x) => t.get(tilePath(x)));
    await settle();
    expect(held.queue.running).toBe(1);
    expect(held.queue.waiting).toBe(2);

    const refused = await t.get(tilePath(3));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ error: { id: '503', category: 'locus', code: 'BUSY', message: expect.stringContaining('3 running or waiting') } });

    // Released one by one as each reaches the builder: nothing hangs.
    while (held.queue.running + held.queue.waiting > 0) {
      held.releaseAll();
      await settle();
    }
    const answers = await Promise.all(accepted);
    expect(answers[0]?.status).toBe(200);
    expect(answers.every((r) => r.status === 200 || r.status === 204)).toBe(true);
  });

  it('drops a waiting tile whose client went away, and serves the rest', async () => {
    const held = heldBuilder(1, 2);
    t = makeTestApp({}, { tiles: held.builder });
    const first = t.get(tilePath(0));
    const client = new AbortController();
    const gone = t.get(tilePath(1), { signal: client.signal });
    const kept = t.get(tilePath(2));
    await settle();
    expect(held.queue.waiting).toBe(2);

    client.abort();
    await settle();
    expect(held.queue.waiting).toBe(1);
    await gone.then(
      (res) => expect(res.status).toBe(503),
      () => undefined,
    );

    while (held.queue.running + held.queue.waiting > 0) {
      held.releaseAll();
      await settle();
    }
    expect((await first).status).toBe(200);
    expect([200, 204]).toContain((await kept).status);
    // The dropped tile was never made.
    expect(held.made).toBe(2);
  });

  it('answers API calls while tiles wait for the builder', async () => {
    const held = heldBuilder(1, 8);
    t = makeTestApp({}, { tiles: held.builder });
    const waiting = Array.from({ length: 9 }, (_, x) => t.get(tilePath(x)));
    await settle();
    expect(held.queue.running + held.queue.waiting).toBe(9);

    const health = await t.get('/_locus/health');
    expect(health.status).toBe(200);
    const convert = await t.get(`/tmap/geo/coordconvert?version=1&lat=37.5665&lon=126.978&fromCoord=WGS84GEO&toCoord=KATECH&appKey=${TEST_KEY}`);
    expect(convert.status).toBe(200);
    // The tiles were still waiting all along.
    expect(held.made).toBe(0);

    while (held.queue.running + held.queue.waiting > 0) {
      held.releaseAll();
      await settle();
    }
    expect((await Promise.all(waiting)).every((r) => r.status === 200 || r.status === 204)).toBe(true);
  });
});
