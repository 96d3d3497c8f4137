import type { ZoneStore } from '../domain/zone-store';
import { jsonArrayStream } from '../http/json-array';

/** Rows per page read from SQLite and written as one chunk. */
const ZONE_LIST_PAGE = 1_000;

/**
 * GET /tms/zoneList's answer as a stream: the zones are read a page at a time (by seq) and
 * each page is written as soon as the client takes the previous one, so a key with many zones
 * never builds one giant string and other requests run between pages. The JSON is the same
 * envelope as before; resultCount comes after resultData, counting the rows actually written
 * (a zone deleted while the list streams is either written or not counted).
 */
export function zoneListStream(store: ZoneStore, tenant: string, pageSize = ZONE_LIST_PAGE): ReadableStream<Uint8Array> {
  let afterSeq = 0;
  return jsonArrayStream(
    () => {
      const rows = store.page(tenant, afterSeq, pageSize);
      const last = rows[rows.length - 1];
      if (last) afterSeq = last.seq;
      return rows;
    },
    { open: '{"resultCode":"200","resultMessage":"success","resultData":[', close: (count) => `],"resultCount":${count}}` },
  );
}
