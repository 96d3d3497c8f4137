/**
 * A JSON array answer written as a stream of chunks, each holding up to `perChunk` items, so a
 * long list (every face of a subject, every subject of a group) never becomes one giant string:
 * each chunk is serialised when the client reads on. The bytes are exactly JSON.stringify(items).
 */
export const JSON_ARRAY_CHUNK_ITEMS = 64;

export function renderJsonArray<T>(items: readonly T[], perChunk: number = JSON_ARRAY_CHUNK_ITEMS): Response {
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next >= items.length) {
        controller.enqueue(encoder.encode(next === 0 ? '[]' : ']'));
        controller.close();
        return;
      }
      const end = Math.min(items.length, next + perChunk);
      let text = next === 0 ? '[' : ',';
      for (let i = next; i < end; i++) text += (i > next ? ',' : '') + (JSON.stringify(items[i]) ?? 'null');
      next = end;
      controller.enqueue(encoder.encode(text));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json;charset=UTF-8', 'X-Content-Type-Options': 'nosniff' } });
}
