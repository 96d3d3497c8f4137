import type { ZoneStore } from '../domain/zone-store';

/** Rows per page read from SQLite and written as one chunk. */
export const ZONE_LIST_PAGE = 1_000;

const encoder = new TextEncoder();

/**
 * GET /tms/zoneList's answer as a stream: the zones are read a page at a time (by seq) and
 * each page is written as soon as the client takes the previous one, so a key with many zones
 * never builds one giant string and other requests run between pages. The JSON is the same
 * envelope as before; resultCount comes after resultData, counting the rows actually written
 * (a zone deleted while the list streams is either written or not counted).
 */
export function zoneListStream(store: ZoneStore, tenant: string, pageSize = ZONE_LIST_PAGE): ReadableStream<Uint8Array> {
  let afterSeq = 0;
  let written = 0;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode('{"resultCode":"200","resultMessage":"success","resultData":['));
      },
      pull(controller) {
        if (done) return;
        const rows = store.page(tenant, afterSeq, pageSize);
        let chunk = '';
        for (const row of rows) {
          chunk += `${written === 0 ? '' : ','}${JSON.stringify(row)}`;
          written += 1;
          afterSeq = row.seq;
        }
        if (rows.length < pageSize) {
          done = true;
          chunk += `],"resultCount":${written}}`;
        }
        if (chunk !== '') controller.enqueue(encoder.encode(chunk));
        if (done) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}
