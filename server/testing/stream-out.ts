import type { ServerResponse } from 'node:http';

/**
 * A stand-in service's large answer: writes `total` bytes of `chunk` repeated, waiting whenever
 * the socket is full, so nothing of that size is ever held in memory (tests and bench:proxy).
 */
export function streamOut(res: ServerResponse, chunk: Buffer, total: number): void {
  let sent = 0;
  const more = (): void => {
    while (sent < total && !res.destroyed) {
      const piece = total - sent >= chunk.length ? chunk : chunk.subarray(0, total - sent);
      sent += piece.length;
      if (!res.write(piece)) {
        res.once('drain', more);
        return;
      }
    }
    if (!res.destroyed) res.end();
  };
  more();
}
