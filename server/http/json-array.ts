/**
 * JSON arrays written as a stream of chunks, one page of items per chunk, so a long list (every
 * zone of a key, every face of a subject) never becomes one giant string: each page is read and
 * serialised only when the client takes the previous one.
 */
const JSON_ARRAY_CHUNK_ITEMS = 64;

const encoder = new TextEncoder();

/** What stands around the array: `[` and `]` for a bare array, an envelope's head and tail otherwise. */
export interface ArrayFrame {
  open: string;
  /** The text after the array, given how many items were written. */
  close: (count: number) => string;
}

const BARE: ArrayFrame = { open: '[', close: () => ']' };

/**
 * A stream of `open`, the items of each page `nextPage` returns, comma-separated, and `close`;
 * an empty page ends the array.
 */
export function jsonArrayStream<T>(nextPage: () => readonly T[], frame: ArrayFrame = BARE): ReadableStream<Uint8Array> {
  let written = 0;
  let opened = false;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const page = nextPage();
        let text = opened ? '' : frame.open;
        opened = true;
        for (const item of page) {
          text += (written === 0 ? '' : ',') + (JSON.stringify(item) ?? 'null');
          written += 1;
        }
        if (page.length === 0) text += frame.close(written);
        controller.enqueue(encoder.encode(text));
        if (page.length === 0) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}

/** A JSON array answer in chunks of up to `perChunk` items; the bytes are exactly JSON.stringify(items). */
export function renderJsonArray<T>(items: readonly T[], perChunk: number = JSON_ARRAY_CHUNK_ITEMS): Response {
  let next = 0;
  const body = jsonArrayStream(() => {
    const page = items.slice(next, next + perChunk);
    next += page.length;
    return page;
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json;charset=UTF-8', 'X-Content-Type-Options': 'nosniff' } });
}
