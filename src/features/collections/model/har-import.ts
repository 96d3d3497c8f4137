import { z } from 'zod';
import { addRequest, emptyImport, MAX_IMPORT_BYTES, type ImportedCalls } from './imported';

/*
 * A HAR file (a browser's devtools export, HAR 1.2) read back as calls: the entries whose path is
 * a route of the contract; everything else (pages, scripts, tiles) is listed as skipped.
 */

export type HarProblem = 'tooLarge' | 'notJson' | 'notHar';

const nameValue = z.object({ name: z.string(), value: z.string() });
const harSchema = z.object({
  log: z.object({
    entries: z
      .array(
        z.object({
          request: z.object({
            method: z.string(),
            url: z.string(),
            headers: z.array(nameValue).default([]),
            postData: z.object({ text: z.string().optional() }).optional(),
          }),
        }),
      )
      .max(100_000),
  }),
});

export function importHar(text: string): ImportedCalls | { problem: HarProblem } {
  if (text.length > MAX_IMPORT_BYTES) return { problem: 'tooLarge' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: 'notJson' };
  }
  const har = harSchema.safeParse(json);
  if (!har.success) return { problem: 'notHar' };
  const out = emptyImport();
  for (const { request } of har.data.log.entries) {
    const headers: Record<string, string> = {};
    // HTTP/2 pseudo-headers (:authority, :path …) are not headers of the request.
    for (const h of request.headers) if (!h.name.startsWith(':')) headers[h.name] = h.value;
    addRequest(out, { method: request.method, url: request.url, headers, body: request.postData?.text });
  }
  return out;
}
