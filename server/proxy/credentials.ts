/**
 * What counts as a credential in a request, and requests with them taken out. Used for the
 * recordings (never a key in a file) and for the replay match key (recordings never saw one).
 * Names are compared without case: `appKey`, `APPKEY` and `appkey` are the same parameter.
 */

/** Query parameters that carry a key. */
export const CREDENTIAL_QUERY_PARAMS: readonly string[] = ['appkey', 'app-id', 'appid', 'api_key', 'apikey', 'key'];

/** Request headers that carry a key, a secret or a session. */
export const CREDENTIAL_HEADERS: readonly string[] = [
  'appkey',
  'app-id',
  'authorization',
  'proxy-authorization',
  'cookie',
  'x-api-key',
  // The face service's encrypted-image key (RSA-encrypted AES key).
  'key',
];

export function isCredentialQueryParam(name: string): boolean {
  return CREDENTIAL_QUERY_PARAMS.includes(name.toLowerCase());
}

export function isCredentialHeader(name: string): boolean {
  return CREDENTIAL_HEADERS.includes(name.toLowerCase());
}

/** The query's pairs in their order, without credentials. */
export function queryWithoutCredentials(search: URLSearchParams): [string, string][] {
  return [...search.entries()].filter(([name]) => !isCredentialQueryParam(name));
}

/** The header pairs (lower-case names) without credentials. */
export function headersWithoutCredentials(headers: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (!isCredentialHeader(lower)) out[lower] = value;
  }
  return out;
}

/**
 * The secret values a request carries (query and headers), for a last pass over any recorded
 * text: a key echoed by a body is replaced too. Values shorter than 4 characters are left out
 * (they would match everywhere and are no secret).
 */
export function secretValues(search: URLSearchParams, headers: Iterable<[string, string]>): string[] {
  const values = new Set<string>();
  for (const [name, value] of search.entries()) if (isCredentialQueryParam(name)) values.add(value.trim());
  for (const [name, value] of headers) {
    if (name.toLowerCase() === 'cookie') continue;
    if (isCredentialHeader(name)) values.add(value.replace(/^(Bearer|Basic)\s+/i, '').trim());
  }
  return [...values].filter((v) => v.length >= 4).sort((a, b) => b.length - a.length);
}

/** The text with every secret (raw or percent-encoded) replaced by `<REDACTED>`. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('<REDACTED>');
  }
  return out;
}
