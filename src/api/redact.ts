/** Placeholders used wherever a credential would otherwise be shown. */
export const PLACEHOLDERS = {
  appKey: '<API_KEY>',
  appId: '<APP_ID>',
} as const;

export interface Secrets {
  appKey?: string | undefined;
  appId?: string | undefined;
}

/**
 * Names that carry a credential, lower-cased: the service takes the key as query parameter or
 * header `appKey` and the face app as header `app-id`. Matched without regard to case, so a
 * hand-edited `appkey=` or `APP-ID:` is redacted too.
 */
const SECRET_NAMES: Readonly<Record<string, keyof Secrets>> = { appkey: 'appKey', 'app-id': 'appId', appid: 'appId' };

function secretNamed(name: string): keyof Secrets | undefined {
  return SECRET_NAMES[name.trim().toLowerCase()];
}

/** Every way a value can be written in a URL, a form body or JSON text. */
function writtenForms(value: string): Set<string> {
  const forms = new Set([value, encodeURIComponent(value), encodeURI(value)]);
  // application/x-www-form-urlencoded, as URLSearchParams writes it: ( ) ~ ! ' escaped, space as +.
  forms.add(new URLSearchParams([['', value]]).toString().slice(1));
  // Inside a JSON string: quotes and backslashes escaped, and with non-ASCII as \uXXXX.
  const json = JSON.stringify(value).slice(1, -1);
  forms.add(json);
  forms.add(json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  // Percent-encoding with lower-case hex digits.
  for (const form of [...forms]) forms.add(form.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()));
  forms.delete('');
  return forms;
}

/**
 * Replaces every occurrence of each secret, in each form it can be written in (raw, percent- or
 * form-encoded, JSON-escaped), with its placeholder. A safety net for free text such as a
 * response that echoes the key; URLs and headers are redacted by name first (redactUrl,
 * redactHeaders), whatever the key's encoding.
 */
export function redactText(text: string, secrets: Secrets): string {
  let out = text;
  for (const [name, value] of Object.entries(secrets) as [keyof Secrets, string | undefined][]) {
    if (!value) continue;
    const placeholder = PLACEHOLDERS[name];
    // Longest first, so a form that contains another is replaced whole.
    const forms = [...writtenForms(value)].sort((a, b) => b.length - a.length);
    for (const form of forms) out = out.split(form).join(placeholder);
  }
  return out;
}

/**
 * Redacts a query string (without its leading `?`) by parsing it: the value of every parameter
 * whose decoded name is a credential's becomes that credential's placeholder, however it was
 * encoded. Other parameters are kept exactly as written.
 */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0) return part;
      const rawName = part.slice(0, eq);
      // URLSearchParams decodes the name as the server would (+ as space, %XX, bad escapes kept).
      const decoded = [...new URLSearchParams(`${rawName}=`).keys()][0] ?? rawName;
      const which = secretNamed(decoded);
      return which ? `${rawName}=${PLACEHOLDERS[which]}` : part;
    })
    .join('&');
}

/**
 * A URL with its credentials replaced by placeholders: every `appKey` (or `app-id`) query
 * parameter by name, whatever its value or encoding, and the secrets' known forms anywhere else.
 */
export function redactUrl(url: string, secrets: Secrets): string {
  const q = url.indexOf('?');
  if (q < 0) return redactText(url, secrets);
  const hashAt = url.indexOf('#', q);
  const query = url.slice(q + 1, hashAt < 0 ? undefined : hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
    // Known forms first, then by name: a value the text pass could not recognise still goes.
  const head = redactText(url.slice(0, q), secrets);
  return `${head}?${redactQuery(redactText(query, secrets))}${redactText(hash, secrets)}`;
}

/** Headers with each credential header (by name, any case) replaced by its placeholder. */
export function redactHeaders(headers: Record<string, string>, secrets: Secrets): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    const which = secretNamed(k);
    out[k] = which ? PLACEHOLDERS[which] : redactText(v, secrets);
  }
  return out;
}

/**
 * A form body as the inspector keeps it (`name=value&…`, values unencoded): the value of every
 * credential field by name, and the secrets' known forms.
 */
export function redactFormSummary(summary: string, secrets: Secrets): string {
  return redactQuery(redactText(summary, secrets));
}

/**
 * Response headers that may hold a credential or a session whatever their value: never recorded.
 * (A service that echoes the key in another header is caught by the value pass.)
 */
const UNRECORDED_RESPONSE_HEADERS = new Set(['set-cookie', 'set-cookie2', 'cookie', 'authorization', 'proxy-authorization', 'www-authenticate', 'proxy-authenticate', 'authentication-info']);

/** Response headers as the inspector keeps them: names lower-cased, credentials removed. */
export function redactResponseHeaders(headers: Iterable<[string, string]>, secrets: Secrets): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    const k = name.toLowerCase();
    if (UNRECORDED_RESPONSE_HEADERS.has(k) || /token|secret|credential|api-?key|session/.test(k)) continue;
    const which = secretNamed(k);
    out[k] = which ? PLACEHOLDERS[which] : redactText(value, secrets);
  }
  return out;
}
