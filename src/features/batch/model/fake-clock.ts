import type { Clock } from './clock';

/**
 * A clock for tests: time moves only when `advance` is called; timers fire in time order, and
 * pending promise callbacks run between them, so code awaiting `sleep` sees the time it expects.
 */
export class FakeClock implements Clock {
  private t = 0;
  private seq = 0;
  private timers: { at: number; seq: number; fire: () => void }[] = [];

  now = (): number => this.t;

  sleep = (ms: number, signal: AbortSignal): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const timer = { at: this.t + Math.max(0, ms), seq: this.seq++, fire: () => resolve() };
      this.timers.push(timer);
      signal.addEventListener(
        'abort',
        () => {
          this.timers = this.timers.filter((x) => x !== timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });

  /** Moves time forward by `ms`, firing due timers in order. */
  async advance(ms: number): Promise<void> {
    const end = this.t + ms;
    await flush();
    for (;;) {
      this.timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.timers[0];
      if (!next || next.at > end) break;
      this.timers.shift();
      this.t = Math.max(this.t, next.at);
      next.fire();
      await flush();
    }
    this.t = end;
    await flush();
  }

  /** Advances in steps until `done()` or `limitMs` of fake time has passed. */
  async runUntil(done: () => boolean, limitMs = 600_000, stepMs = 10): Promise<void> {
    for (let spent = 0; !done() && spent < limitMs; spent += stepMs) await this.advance(stepMs);
  }
}

async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
