/**
 * Progress of a long import on stderr: rows read, rows per second and elapsed time, at most
 * once a second, and every malformed row with its file and line.
 */
export interface Progress {
  /** Counts rows read (call per row or per batch). */
  add(rows: number): void;
  /** Rows read so far. */
  readonly rows: number;
  /** Prints the last line; returns the totals. */
  finish(): { rows: number; seconds: number; rowsPerSecond: number };
}

export function createProgress(label: string, write: (line: string) => void, now: () => number = () => performance.now()): Progress {
  const started = now();
  let rows = 0;
  let lastPrint = started;
  const line = (t: number): string => {
    const seconds = (t - started) / 1000;
    const rate = seconds > 0 ? Math.round(rows / seconds) : 0;
    return `${label}: ${rows.toLocaleString('en')} rows read, ${rate.toLocaleString('en')} rows/s, ${seconds.toFixed(1)} s`;
  };
  return {
    add(n) {
      rows += n;
      if ((rows & 0x3ff) === 0 || n > 1) {
        const t = now();
        if (t - lastPrint >= 1000) {
          lastPrint = t;
          write(line(t));
        }
      }
    },
    get rows() {
      return rows;
    },
    finish() {
      const t = now();
      write(line(t));
      const seconds = (t - started) / 1000;
      return { rows, seconds, rowsPerSecond: seconds > 0 ? rows / seconds : rows };
    },
  };
}

/** Reports malformed rows as `file:line: reason — skipped` and keeps the count. */
export interface RowReporter {
  skip(file: string, line: number, reason: string): void;
  readonly skipped: number;
}

export function createRowReporter(write: (line: string) => void): RowReporter {
  let skipped = 0;
  return {
    skip(file, line, reason) {
      skipped++;
      write(`${file}:${line}: ${reason} — skipped`);
    },
    get skipped() {
      return skipped;
    },
  };
}
