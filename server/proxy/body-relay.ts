import { createHash, type Hash } from 'node:crypto';
import type { CopiedBody } from './recording-of';

/**
 * Bytes held by the recorder's copies, in flight and waiting to be written, across all
 * exchanges. A copy that cannot get more is kept as size and sha256 only, like one over the
 * cap: many large bodies at once never add up to more than this.
 */
export class CopyBudget {
  private used = 0;

  constructor(readonly limit: number) {}

  take(bytes: number): boolean {
    if (this.used + bytes > this.limit) return false;
    this.used += bytes;
    return true;
  }

  give(bytes: number): void {
    this.used = Math.max(0, this.used - bytes);
  }

  get inUse(): number {
    return this.used;
  }
}

/** The bytes a copied body holds from the budget (given back once the recording is written or dropped). */
export function heldBytes(body: CopiedBody | null): number {
  return body?.kind === 'bytes' ? body.bytes.byteLength : 0;
}

/**
 * A copy of a body as it passes: the bytes while they fit under the cap (and the budget), then
 * only a streaming sha256 and the size of the whole body.
 */
class BodyCopy {
  private chunks: Uint8Array[] = [];
  private kept = 0;
  private size = 0;
  private hash: Hash | null = null;

  constructor(
    private readonly cap: number,
    private readonly budget: CopyBudget,
  ) {}

  add(chunk: Uint8Array): void {
    this.size += chunk.byteLength;
    if (this.hash !== null) {
      this.hash.update(chunk);
      return;
    }
    if (this.kept + chunk.byteLength <= this.cap && this.budget.take(chunk.byteLength)) {
      this.chunks.push(chunk);
      this.kept += chunk.byteLength;
      return;
    }
    // Over the cap: from here on, size and hash of the whole body only.
    this.hash = createHash('sha256');
    for (const kept of this.chunks) this.hash.update(kept);
    this.hash.update(chunk);
    this.discard();
  }

  /** The body as the recorder gets it; its bytes stay counted in the budget until written. */
  finish(): CopiedBody {
    if (this.hash !== null) return { kind: 'cut', size: this.size, sha256: this.hash.digest('hex') };
    // One buffer of its own, so it can be moved to the recording thread without a copy.
    const bytes = new Uint8Array(this.kept);
    let at = 0;
    for (const chunk of this.chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    this.chunks = [];
    return { kind: 'bytes', bytes };
  }

  discard(): void {
    this.budget.give(this.kept);
    this.chunks = [];
    this.kept = 0;
  }
}

/**
 * A relay whose source and client are both fast can go on chunk after chunk without giving
 * the event loop back (each write completes at once, each read resolves from a buffer): other
 * requests would wait behind a whole large body. After this long it yields once.
 */
const YIELD_AFTER_MS = 1;

export interface RelayOptions {
  /**
   * Keep a copy for the recorder: at most `cap` bytes, beyond that size and sha256 only.
   * `onEnd` gets the copy once the body has passed in full, or null when it did not (the reader
   * cancelled, the source failed, the deadline passed).
   */
  copy?: { cap: number; budget: CopyBudget; onEnd: (body: CopiedBody | null) => void };
  /** A deadline for the whole body, from now: `onDeadline(bytesPassed)` is called, then the body is cut. */
  deadline?: { ms: number; onDeadline: (bytes: number) => void };
  /** The source failed before its end (a reset, a broken upstream); not called for a cancel by the reader. */
  onSourceError?: (error: unknown, bytes: number) => void;
  /**
   * Ends the client's connection at once (the Node response), so a cut body reads as broken off
   * rather than complete. Without it, the stream errors.
   */
  cut?: () => void;
  /** Abandons the relay: the copy is dropped (onEnd(null)) and the source cancelled. */
  signal?: AbortSignal;
}

/**
 * Passes a body on chunk by chunk, reading the source only when the reader asks for more
 * (highWaterMark 0): a slow client slows the source down and nothing piles up here. Unlike
 * ReadableStream.tee, the side copy never waits for anyone and never holds more than its cap.
 */
export function relayBody(source: ReadableStream<Uint8Array>, options: RelayOptions): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const copy = options.copy ? new BodyCopy(options.copy.cap, options.copy.budget) : undefined;
  let bytes = 0;
  let finished = false;
  let lastYield = performance.now();
  let timer: NodeJS.Timeout | undefined;

  /** Ends the relay once; the copy goes to onEnd (null unless the body passed in full). */
  function finish(body: CopiedBody | null): void {
    finished = true;
    clearTimeout(timer);
    if (body === null) copy?.discard();
    if (options.copy) {
      try {
        options.copy.onEnd(body);
      } catch {
        // The recorder reports its own failures; the client's answer goes on regardless.
      }
    }
  }

  function breakOff(controller: ReadableStreamDefaultController<Uint8Array>, error: unknown): void {
    if (options.cut) options.cut();
    else controller.error(error);
  }

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        options.signal?.addEventListener(
          'abort',
          () => {
            if (finished) return;
            finish(null);
            reader.cancel(new Error('abandoned')).catch(() => undefined);
            controller.error(new Error('abandoned'));
          },
          { once: true },
        );
        if (!options.deadline) return;
        const { ms, onDeadline } = options.deadline;
        timer = setTimeout(() => {
          if (finished) return;
          finish(null);
          onDeadline(bytes);
          reader.cancel(new Error('body deadline')).catch(() => undefined);
          breakOff(controller, new Error(`the body took longer than ${ms} ms`));
        }, ms);
      },
      async pull(controller) {
        let step: Awaited<ReturnType<typeof reader.read>>;
        try {
          if (performance.now() - lastYield >= YIELD_AFTER_MS) {
            await new Promise((r) => setImmediate(r));
            lastYield = performance.now();
            if (finished) return;
          }
          step = await reader.read();
        } catch (error) {
          if (finished) return;
          finish(null);
          options.onSourceError?.(error, bytes);
          breakOff(controller, error);
          return;
        }
        if (finished) return;
        if (step.done) {
          finish(copy ? copy.finish() : null);
          controller.close();
          return;
        }
        bytes += step.value.byteLength;
        copy?.add(step.value);
        controller.enqueue(step.value);
      },
      async cancel(reason) {
        if (!finished) finish(null);
        await reader.cancel(reason).catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
