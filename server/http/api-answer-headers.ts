/**
 * Headers every answer under /tmap, /tms and /nugufacecan carries, whoever made it (the
 * emulator, the real service through the proxy, a recording). These paths share the console's
 * origin, and in proxy and replay modes their bodies are someone else's: an HTML page (a
 * gateway's error page, a captive portal, a hand-edited recording) opened in a tab would run
 * its script as the console. So:
 * - `Content-Security-Policy: default-src 'none'; sandbox`: rendered anyway, the document gets
 *   an opaque origin, no script and no subresource;
 * - `X-Content-Type-Options: nosniff`: the browser takes the content type as given;
 * - `Content-Disposition: attachment` for any type a browser would render as a document (HTML,
 *   XHTML, SVG, XML, PDF, a missing or unknown type): a navigation downloads it instead. The
 *   content type is kept, so the console's fetch still reads the body and can tell that a web
 *   page answered. Data types are left inline: JSON, plain text, CSV, JavaScript (JSONP, read
 *   by fetch, never run from here) and raster images.
 * One `Vary` header is left, its names once each (the service's `Vary: Origin` and this
 * server's own would otherwise both be sent).
 */

export const API_ANSWER_CSP = "default-src 'none'; sandbox";

const DATA_TYPES = new Set([
  'application/json',
  'text/json',
  'text/plain',
  'text/csv',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'text/javascript',
  'text/ecmascript',
  'image/png',
  'image/jpeg',
  'image/pjpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

/** The media type of a Content-Type value, lower-case, without parameters ('' when missing). */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/** Whether a browser navigating to an answer of this type shows it as data (not a document). */
export function isDataType(contentType: string | null): boolean {
  const type = mediaType(contentType);
  return DATA_TYPES.has(type) || (type.endsWith('+json') && type.includes('/'));
}

/** `Origin, Accept-Encoding, origin` → `Origin, Accept-Encoding`; undefined when nothing is left. */
export function mergedVary(values: readonly string[]): string | undefined {
  const seen = new Map<string, string>();
  for (const value of values) {
    for (const name of value.split(',')) {
      const trimmed = name.trim();
      if (trimmed !== '' && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
    }
  }
  if (seen.has('*')) return '*';
  return seen.size === 0 ? undefined : [...seen.values()].join(', ');
}

/** The header changes for an API answer with these headers (name → value; undefined removes). */
export function apiAnswerHeaderChanges(headers: Headers): Record<string, string | undefined> {
  const changes: Record<string, string | undefined> = {
    'Content-Security-Policy': API_ANSWER_CSP,
    'X-Content-Type-Options': 'nosniff',
  };
  if (!isDataType(headers.get('content-type')) && !/^\s*attachment\b/i.test(headers.get('content-disposition') ?? '')) {
    changes['Content-Disposition'] = 'attachment';
  }
  const vary = headers.get('vary');
  if (vary !== null) changes.Vary = mergedVary([vary]);
  return changes;
}
