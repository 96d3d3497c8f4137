import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import type { LocusEnv } from '../http/locus-env';
import { byteRange } from '../http/byte-range';
import { locusError } from '../http/locus-error';

import { PMTILES_BASEMAP_PATH } from '../../shared/basemap-choice';

/** Where the console reads the PMTiles basemap (LOCUS_BASEMAP); the file's own path is never shown. */
export const BASEMAP_PMTILES_PATH = PMTILES_BASEMAP_PATH;

/**
 * GET/HEAD /_locus/basemap.pmtiles: the configured archive with HTTP ranges (the pmtiles reader
 * asks for the header, directories and tiles by range). Streamed from disk, never read whole.
 * The ETag and Last-Modified follow the file's size and modification time, so a replaced file
 * is seen by readers (their ETag check) without a restart.
 */
export function registerBasemapPmtilesRoute(app: Hono<LocusEnv>, file: string | null): void {
  app.on(['GET', 'HEAD'], BASEMAP_PMTILES_PATH, async (c) => {
    const notFound = () => c.json(locusError(404, 'NOT_FOUND', 'No PMTiles basemap is configured (LOCUS_BASEMAP)'), 404);
    if (!file) return notFound();
    let info;
    try {
      info = await stat(file);
    } catch {
      return notFound();
    }
    const size = info.size;
    const etag = `"${size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    const headers: Record<string, string> = {
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      'Cache-Control': 'no-cache',
      'Content-Type': 'application/vnd.pmtiles',
    };
    const ifRange = c.req.header('if-range');
    const range = ifRange !== undefined && ifRange !== etag ? ({ kind: 'whole' } as const) : byteRange(c.req.header('range'), size);
    if (range.kind === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    }
    if (range.kind === 'whole' && c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const [start, end, status] = range.kind === 'range' ? [range.start, range.end, 206 as const] : [0, size - 1, 200 as const];
    headers['Content-Length'] = String(Math.max(0, end - start + 1));
    if (status === 206) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    if (c.req.method === 'HEAD' || size === 0) return c.body(null, status, headers);
    const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
    return c.body(stream, status, headers);
  });
}
