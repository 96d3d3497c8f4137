/**
 * Which headers cross the proxy. Hop-by-hop headers (RFC 9110 §7.6.1) never do; the rest of the
 * request goes to the service unchanged (credentials included: they are the caller's), except
 * this server's own cookies, the browser's origin headers and `Expect` (answered here). Of the
 * answer, everything but what would be wrong coming from this server: hop-by-hop, the encoding
 * the proxy already undid, cookies of the service's domain, and CORS/HSTS headers (this server
 * sets its own).
 */

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authenticate'];

/** Status codes whose answers carry no body (forwarded or replayed). */
export const NO_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/** Request headers not forwarded. */
const NOT_FORWARDED = new Set([
  ...HOP_BY_HOP,
  'host',
  'content-length',
  // Node answered `Expect: 100-continue` itself before the request reached the proxy; the body
  // is already on its way. (Node's fetch refuses to send the header at all.)
  'expect',
  // This server's cookies (e.g. the basemap choice) are not the service's.
  'cookie',
  // The browser's view of the page: the service sees this server, not the console's origin.
  'origin',
  'referer',
  'accept-encoding',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
]);

/** Response headers not passed back. */
const NOT_RETURNED = new Set([...HOP_BY_HOP, 'content-encoding', 'content-length', 'set-cookie', 'strict-transport-security', 'alt-svc']);

export function forwardedRequestHeaders(headers: Headers): Headers {
  const out = new Headers();
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (NOT_FORWARDED.has(lower) || lower.startsWith('proxy-')) continue;
    out.append(lower, value);
  }
  return out;
}

export function returnedResponseHeaders(headers: Headers): Headers {
  const out = new Headers();
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (NOT_RETURNED.has(lower) || lower.startsWith('access-control-')) continue;
    out.append(lower, value);
  }
  return out;
}
