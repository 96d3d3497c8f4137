/*
 * What never goes into a collection: the key, the app-id and anything else that carries a
 * credential, by name, as the Inspector's redaction names them (`appKey`, `app-id`, any case),
 * plus the headers that carry a session or a token.
 */

const CREDENTIAL_NAMES = new Set(['appkey', 'appid', 'app-id', 'app_id', 'authorization', 'proxy-authorization', 'cookie']);
const CREDENTIAL_PATTERN = /token|secret|credential|api-?key|session|password/;

/** True for a parameter or header name that carries a credential. */
export function isCredentialName(name: string): boolean {
  const k = name.trim().toLowerCase();
  return CREDENTIAL_NAMES.has(k) || CREDENTIAL_PATTERN.test(k);
}

/** The params without any credential, and the names that were dropped. */
export function withoutCredentials(params: Record<string, unknown>): { params: Record<string, unknown>; dropped: string[] } {
  const out: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    if (isCredentialName(k)) dropped.push(k);
    else out[k] = v;
  }
  return { params: out, dropped };
}
