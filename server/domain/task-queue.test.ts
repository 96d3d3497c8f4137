import { describe, expect, it } from 'vitest';
import { createTaskQueue, QueueFullError } from './task-queue';

/** A task that finishes when released. */
function gate<T>(value: T) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let started = false;
  return {
    task: async () => {
      started = true;
      await released;
      return value;
    },
    release: () => release(),
    get started() {
      return started;
    },
  };
}

describe('createTaskQueue', () => {
  it('runs up to `running` at once, queues up to `waiting`, and refuses one more at once', async () => {
    const queue = createTaskQueue({ running: 2, waiting: 1 });
    const gates = [gate(1), gate(2), gate(3)];
    const results = gates.map((g) => queue.run(g.task));
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(1);
    expect(gates[2]?.started).toBe(false);

    const refused = queue.run(async () => 4);
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.toMatchObject({ capacity: 3 });

    for (const g of gates) g.release();
    expect(await Promise.all(results)).toEqual([1, 2, 3]);
    expect(queue.running).toBe(0);
    // Room again once the tasks are done.
    await expect(queue.run(async () => 5)).resolves.toBe(5);
  });

  it('drops a waiting task whose signal aborts, without running it', async () => {
    const queue = createTaskQueue({ running: 1, waiting: 2 });
    const first = gate('first');
    const running = queue.run(first.task);
    let ran = false;
    const controller = new AbortController();
    const dropped = queue.run(async () => {
      ran = true;
      return 'dropped';
    }, controller.signal);
    const kept = gate('kept');
    const keptResult = queue.run(kept.task);
    expect(queue.waiting).toBe(2);

    controller.abort(new Error('client gone'));
    await expect(dropped).rejects.toThrow('client gone');
    expect(queue.waiting).toBe(1);

    first.release();
    kept.release();
    expect(await running).toBe('first');
    expect(await keptResult).toBe('kept');
    expect(ran).toBe(false);
  });

  it('refuses a task whose signal has already aborted, and frees the slot of a failed task', async () => {
    const queue = createTaskQueue({ running: 1, waiting: 0 });
    await expect(queue.run(async () => 1, AbortSignal.abort())).rejects.toBeDefined();
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(
      queue.run(() => {
        throw new Error('sync boom');
      }),
    ).rejects.toThrow('sync boom');
    await expect(queue.run(async () => 2)).resolves.toBe(2);
  });
});
