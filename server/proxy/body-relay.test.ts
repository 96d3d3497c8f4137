import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CopyBudget, relayBody } from './body-relay';
import type { CopiedBody } from './recording-of';

/** A source of `count` chunks of `size` bytes that counts how many were pulled. */
function countingSource(count: number, size: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === count) {
          controller.close();
          return;
        }
        pulled++;
        controller.enqueue(new Uint8Array(size).fill(pulled & 0xff));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<number> {
  let n = 0;
  for await (const chunk of stream) n += chunk.byteLength;
  return n;
}

describe('relayBody', () => {
  it('passes a body on and copies it whole when it fits under the cap', async () => {
    const ends: (CopiedBody | null)[] = [];
    const budget = new CopyBudget(1 << 20);
    const out = relayBody(countingSource(4, 100).stream, { copy: { cap: 1000, budget, onEnd: (b) => ends.push(b) } });
    expect(await readAll(out)).toBe(400);
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ kind: 'bytes' });
    expect(ends[0]?.kind === 'bytes' && ends[0].bytes.byteLength).toBe(400);
    // Held until the recorder is done with it.
    expect(budget.inUse).toBe(400);
  });

  it('keeps only size and sha256 of a body over the cap, and gives its bytes back', async () => {
    const ends: (CopiedBody | null)[] = [];
    const budget = new CopyBudget(1 << 20);
    const hash = createHash('sha256');
    for (let i = 1; i <= 5; i++) hash.update(new Uint8Array(300).fill(i));
    const out = relayBody(countingSource(5, 300).stream, { copy: { cap: 1000, budget, onEnd: (b) => ends.push(b) } });
    expect(await readAll(out)).toBe(1500);
    expect(ends).toEqual([{ kind: 'cut', size: 1500, sha256: hash.digest('hex') }]);
    expect(budget.inUse).toBe(0);
  });

  it('cuts a copy the shared budget cannot hold, though it is under the cap', async () => {
    const ends: (CopiedBody | null)[] = [];
    const budget = new CopyBudget(250);
    const out = relayBody(countingSource(3, 100).stream, { copy: { cap: 1000, budget, onEnd: (b) => ends.push(b) } });
    await readAll(out);
    expect(ends[0]).toMatchObject({ kind: 'cut', size: 300 });
    expect(budget.inUse).toBe(0);
  });

  it('reads the source only as fast as the reader asks (nothing piles up for a slow client)', async () => {
    const source = countingSource(1000, 1024);
    const out = relayBody(source.stream, { copy: { cap: 1 << 20, budget: new CopyBudget(1 << 30), onEnd: () => undefined } });
    const reader = out.getReader();
    await reader.read();
    await reader.read();
    await new Promise((r) => setTimeout(r, 20));
    expect(source.pulled()).toBeLessThanOrEqual(3);
    await reader.cancel();
  });

  it('gives the event loop back now and then while a fast body streams (other requests are not held up)', async () => {
    const source = countingSource(20_000, 1024);
    let pulledWhenOthersRan = -1;
    setImmediate(() => (pulledWhenOthersRan = source.pulled()));
    expect(await readAll(relayBody(source.stream, {}))).toBe(20_000 * 1024);
    expect(pulledWhenOthersRan).toBeGreaterThanOrEqual(0);
    expect(pulledWhenOthersRan).toBeLessThan(20_000);
  });

  it('reports no copy, and gives its bytes back, when the reader cancels', async () => {
    const ends: (CopiedBody | null)[] = [];
    const budget = new CopyBudget(1 << 20);
    const out = relayBody(countingSource(10, 100).stream, { copy: { cap: 1000, budget, onEnd: (b) => ends.push(b) } });
    const reader = out.getReader();
    await reader.read();
    await reader.cancel();
    expect(ends).toEqual([null]);
    expect(budget.inUse).toBe(0);
  });

  it('cuts a body that passes its deadline, telling how much had passed', async () => {
    let sent = 0;
    const slow = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((r) => setTimeout(r, 30));
        sent++;
        controller.enqueue(new Uint8Array(1));
      },
    });
    const deadlines: number[] = [];
    const ends: (CopiedBody | null)[] = [];
    const out = relayBody(slow, {
      copy: { cap: 10, budget: new CopyBudget(100), onEnd: (b) => ends.push(b) },
      deadline: { ms: 100, onDeadline: (bytes) => deadlines.push(bytes) },
    });
    await expect(readAll(out)).rejects.toThrow(/longer than 100 ms/);
    expect(deadlines).toHaveLength(1);
    expect(deadlines[0]).toBeGreaterThan(0);
    expect(deadlines[0]).toBeLessThanOrEqual(sent);
    expect(ends).toEqual([null]);
  });

  it('reports a source that fails mid-way once, and breaks the body off', async () => {
    let n = 0;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (++n === 3) controller.error(Object.assign(new Error('reset'), { code: 'ECONNRESET' }));
        else controller.enqueue(new Uint8Array(10));
      },
    });
    const errors: number[] = [];
    const out = relayBody(failing, { onSourceError: (_e, bytes) => errors.push(bytes) });
    await expect(readAll(out)).rejects.toThrow('reset');
    expect(errors).toEqual([20]);
  });
});
