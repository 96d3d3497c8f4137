/**
 * Evenly spaced starts under a requests-per-second cap. A token bucket that lets a burst of
 * `rps` go at once trips a gateway that counts requests in a sliding 1 s window as soon as
 * its network timing jitters; spacing every start by 1000/rps ms never bursts. Starts follow
 * a fixed grid, so a timer that fires a little late does not push every later start back (the
 * next slot may come sooner than one interval); after an idle spell longer than one interval
 * the grid restarts from now, so idle time is never saved up into a burst.
 *
 * HEADROOM keeps the spacing 2 % wider than 1000/rps: a window then holds at most ~0.98·rps
 * starts, so a few milliseconds of jitter between the client and the gateway do not make a
 * 21st request land in a 20-per-second window. Every attempt, retries included, takes a slot.
 */
export const HEADROOM = 0.98;

export class RateGate {
  private nextAt = Number.NEGATIVE_INFINITY;
  private interval: number;

  constructor(rps: number) {
    this.interval = RateGate.intervalFor(rps);
  }

  static intervalFor(rps: number): number {
    return 1000 / (Math.max(0.001, rps) * HEADROOM);
  }

  setRate(rps: number): void {
    this.interval = RateGate.intervalFor(rps);
  }

  /** Milliseconds until the next start is allowed (0 = now). */
  delay(now: number): number {
    return Math.max(0, this.nextAt - now);
  }

  /** Takes the slot for a start at `now` (call only when delay(now) is 0). */
  take(now: number): void {
    const onGrid = this.nextAt >= now - this.interval;
    this.nextAt = (onGrid ? this.nextAt : now) + this.interval;
  }
}
