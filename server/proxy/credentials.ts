import { decodedView } from './decoded-view';

/**
 * What counts as a credential in a request, and requests with them taken out. Used for the
 * recordings (never a key in a file) and for the replay match key (recordings never saw one).
 *
 * Names are compared without case and without `-` or `_`: `appKey`, `APPKEY`, `app_key` and
 * `app-key` are the same parameter, as are `app-id`, `app_id` and `appId`.
 */

/** Query parameters (and body fields, at any depth) that carry a key. */
const CREDENTIAL_QUERY_PARAMS: readonly string[] = ['appkey', 'app-key', 'app-id', 'appid', 'api_key', 'apikey', 'x-api-key', 'key'];

/** Request headers that carry a key, a secret or a session. */
const CREDENTIAL_HEADERS: readonly string[] = [
  'appkey',
  'app-id',
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  // The face service's encrypted-image key (RSA-encrypted AES key).
  'key',
];

function normalizedName(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, '');
}

const CREDENTIAL_NAMES = new Set(CREDENTIAL_QUERY_PARAMS.map(normalizedName));
const CREDENTIAL_HEADER_NAMES = new Set([...CREDENTIAL_HEADERS, ...CREDENTIAL_QUERY_PARAMS].map(normalizedName));

/** A name under which a key travels (query parameter, form field, JSON property, multipart part). */
export function isCredentialName(name: string): boolean {
  return CREDENTIAL_NAMES.has(normalizedName(name));
}

function isCredentialQueryParam(name: string): boolean {
  return isCredentialName(name);
}

function isCredentialHeader(name: string): boolean {
  return CREDENTIAL_HEADER_NAMES.has(normalizedName(name));
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

/** A credential name written in free text (a nested URL, JSONP, XML, a path segment). */
const NAME_IN_TEXT = /(?<![A-Za-z0-9])(?:(?:x[-_]?)?ap[ip][-_]?(?:key|id)|key)(?![A-Za-z0-9_-])/gi;
/** The longest value taken from free text. */
const MAX_VALUE = 4096;

/** Where a quote opens at `at`: the quote as written (`"`, `'`, `\"`, `%22`), or ''. */
function quoteAt(text: string, at: number): string {
  const c = text[at];
  if (c === '"' || c === "'") return c;
  if (text.startsWith('\\"', at)) return '\\"';
  if (text.startsWith('%22', at)) return '%22';
  return '';
}

/**
 * `indexOf` for a text read from start to end: each needle's next position is remembered, so
 * that many searches from increasing offsets cost one pass per needle, not one pass each.
 */
function forwardFinder(text: string): (needle: string, from: number) => number {
  const next = new Map<string, number>();
  return (needle, from) => {
    const known = next.get(needle);
    if (known !== undefined && (known >= from || known < 0)) return known < 0 ? -1 : known;
    const at = text.indexOf(needle, from);
    next.set(needle, at);
    return at;
  };
}

function unescapedJson(raw: string): string | undefined {
  try {
    const value: unknown = JSON.parse(`"${raw}"`);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function formDecoded(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** Ends an unquoted value (`appKey=VALUE&…`, `/appKey=VALUE/…`, `<appKey>VALUE</appKey>`). */
const UNQUOTED_END = /[&;,#?"'<>)}\]\s]/;

/**
 * The values written after a credential name in any text: `appKey=K` (a nested URL, a form, a
 * path segment), `"appKey":"K"` (JSON, JSONP, with or without escaped quotes), `appKey="K"`,
 * `<appKey>K</appKey>`. A complement to parsing, for text that does not parse: it only finds
 * values to redact, never removes anything itself. Linear: each name is followed once, a value
 * read is skipped, and quotes are found by a forward search. Stops once `out` holds `limit`.
 */
export function namedValuesIn(text: string, out: string[] = [], limit = Infinity): string[] {
  const add = (raw: string, decode: 'json' | 'form' | 'none') => {
    if (raw === '' || raw.length > MAX_VALUE) return;
    out.push(raw);
    const decoded = decode === 'json' ? unescapedJson(raw) : decode === 'form' ? formDecoded(raw) : undefined;
    if (decoded !== undefined && decoded !== raw) out.push(decoded);
  };
  const find = forwardFinder(text);
  /** The closing `quote` of a value starting at `from` (a `"` or `'` escaped by a backslash does not close), or -1. */
  const closing = (from: number, quote: string): number => {
    for (let at = find(quote, from); at >= 0 && at - from <= MAX_VALUE; at = find(quote, at + 1)) {
      let slashes = 0;
      while (quote.length === 1 && text[at - 1 - slashes] === '\\') slashes++;
      if (slashes % 2 === 0) return at;
    }
    return -1;
  };
  const names = new RegExp(NAME_IN_TEXT.source, NAME_IN_TEXT.flags);
  for (let match = names.exec(text); match !== null && out.length < limit; match = names.exec(text)) {
    const nameStart = match.index;
    let p = nameStart + match[0].length;
    if (text[nameStart - 1] === '<' && text[p] === '>') {
      const close = find('<', p + 1);
      if (close > p && close - p <= MAX_VALUE) {
        add(text.slice(p + 1, close).trim(), 'none');
        names.lastIndex = close;
      }
      continue;
    }
    p += quoteAt(text, p).length;
    while (text[p] === ' ' || text[p] === '\t') p++;
    let separator = '';
    if (text[p] === ':' || text[p] === '=') separator = text[p] as string;
    else if (/^%3d$/i.test(text.slice(p, p + 3))) separator = '%3D';
    if (separator === '') continue;
    p += separator.length;
    while (text[p] === ' ' || text[p] === '\t') p++;
    const quote = quoteAt(text, p);
    if (quote !== '') {
      const close = closing(p + quote.length, quote);
      if (close >= 0) {
        add(text.slice(p + quote.length, close), quote === '%22' ? 'form' : 'json');
        names.lastIndex = close + quote.length;
      }
      continue;
    }
    // `name: value` unquoted is prose ("missing appKey: see the docs"), not a value.
    if (separator === ':') continue;
    let end = p;
    const stop = Math.min(text.length, p + MAX_VALUE);
    while (end < stop && !UNQUOTED_END.test(text[end] as string) && !text.startsWith('%26', end)) end++;
    const value = text.slice(p, end);
    add(value, 'form');
    // A path (`/tmap/appKey=K/geo`) ends a value at a slash; a form value holding a raw slash does not.
    const slash = value.indexOf('/');
    if (slash > 0) add(value.slice(0, slash), 'form');
    names.lastIndex = Math.max(names.lastIndex, end);
  }
  return out;
}

function credentialOfHeader(name: string, value: string): string[] {
  const lower = name.toLowerCase();
  if (lower === 'cookie' || lower === 'set-cookie') return [];
  if (!isCredentialHeader(lower)) return [];
  // `Bearer t`, `Basic dXNlcjpwYXNz`, `KakaoAK k`: the token without its scheme too.
  const token = /^[A-Za-z][\w-]*\s+(\S+)$/.exec(value.trim())?.[1];
  return token === undefined ? [value] : [value, token];
}

/** The secrets in a list: trimmed, non-empty, each once, the longest first. */
export function secretList(values: Iterable<string>): string[] {
  const set = new Set<string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed !== '') set.add(trimmed);
  }
  return [...set].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The secret values a request carries in its query and headers, by name (`appKey=…`,
 * `app-id: …`, `Authorization: Bearer …`) and as written after a credential name inside any
 * other value (a `Referer` or a callback URL holding `?appKey=…`). Of any length: a short key is
 * still a key (redactSecrets says how a short one is looked for).
 */
export function secretValues(search: URLSearchParams, headers: Iterable<[string, string]>): string[] {
  const values: string[] = [];
  for (const [name, value] of search.entries()) {
    if (isCredentialQueryParam(name)) values.push(value);
    namedValuesIn(value, values);
  }
  for (const [name, value] of headers) {
    for (const secret of credentialOfHeader(name, value)) values.push(secret);
    if (name.toLowerCase() !== 'cookie') namedValuesIn(value, values);
  }
  return secretList(values);
}

/** A secret is looked for anywhere from this many characters on; a shorter one only as a whole value. */
const SUBSTRING_MIN_LENGTH = 4;

/**
 * Characters that end a whole value. A short secret (1–3 characters) is replaced only where it
 * stands between two of them (or the start or end of the text): a whole query or form value
 * (`=`…`&`), a whole JSON string (`"`…`"`), a whole path segment (`/`…`/`), a whole header value,
 * an XML element (`>`…`<`), a word in a message. Anywhere else it would eat unrelated text (a
 * two-letter key inside every word holding those two letters).
 */
const EDGES = new Set([...' \t\r\n+"\'=/?&:;,()[]{}<>#|'].map((c) => c.charCodeAt(0)));

const lowerHex = (encoded: string) => encoded.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());

/**
 * The forms a secret is looked for in, in the decoded view of a text: as the view reads it
 * encoded once; written raw (a key holding `%41` or `\u0041` literally reads decoded); encoded
 * twice (`%252B`: the view undoes one level, the search the other, either hex case); and, from
 * 4 characters on, its base64 (an echo of a Basic credential or an encoded key).
 */
function secretForms(secret: string): string[] {
  const forms = [secret.replace(/ /g, '+'), decodedView(secret).text];
  for (const encoded of [encodeURIComponent(secret), new URLSearchParams({ v: secret }).toString().slice(2)]) forms.push(encoded, lowerHex(encoded));
  if ([...secret].length >= SUBSTRING_MIN_LENGTH) {
    const base64 = Buffer.from(secret, 'utf8').toString('base64');
    const bare = base64.replace(/=+$/, '');
    forms.push(base64, bare, bare.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

interface SecretPattern {
  text: string;
  wholeOnly: boolean;
}

function patternsOf(secrets: readonly string[]): SecretPattern[] {
  const patterns = new Map<string, SecretPattern>();
  for (const secret of secrets) {
    if (secret === '') continue;
    for (const text of secretForms(secret)) {
      if (text === '' || patterns.has(text)) continue;
      patterns.set(text, { text, wholeOnly: [...text].length < SUBSTRING_MIN_LENGTH });
    }
  }
  return [...patterns.values()];
}

/**
 * The text with every secret replaced by `<REDACTED>`, however it is written: raw, percent-
 * encoded in either hex case, with `+` for a space, JSON-escaped (`\u0061`, `\/`), as an XML
 * character reference (decoded-view.ts). A secret of 4 characters or more is replaced wherever
 * it appears; a shorter one only as a whole value (see EDGES).
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  if (text === '' || secrets.length === 0) return text;
  const patterns = patternsOf(secrets);
  if (patterns.length === 0) return text;
  const view = decodedView(text);
  const decoded = view.text;
  const isEdge = (at: number) => at < 0 || at >= decoded.length || EDGES.has(decoded.charCodeAt(at));
  const spans: [number, number][] = [];
  for (const { text: pattern, wholeOnly } of patterns) {
    // After a match the search goes on past it (an overlapping one would only add a fragment
    // of the secret, and a periodic text would make the search quadratic).
    for (let at = decoded.indexOf(pattern); at >= 0; ) {
      if (wholeOnly && !(isEdge(at - 1) && isEdge(at + pattern.length))) {
        at = decoded.indexOf(pattern, at + 1);
        continue;
      }
      spans.push([view.sourceStart(at), view.sourceEnd(at + pattern.length - 1)]);
      at = decoded.indexOf(pattern, at + pattern.length);
    }
  }
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: string[] = [];
  let at = 0;
  for (const [from, to] of spans) {
    // A span inside one already replaced adds nothing; one overlapping it extends it.
    if (to <= at) continue;
    if (from >= at) out.push(text.slice(at, from), '<REDACTED>');
    at = to;
  }
  out.push(text.slice(at));
  return out.join('');
}

/**
 * Bytes (a body that is not UTF-8) with every secret replaced: the same search over the bytes
 * read as Latin-1, a secret looked for as text and as its UTF-8 bytes.
 */
export function redactSecretsInBytes(bytes: Uint8Array, secrets: readonly string[]): Uint8Array {
  if (secrets.length === 0) return bytes;
  const latin1 = Buffer.from(bytes).toString('latin1');
  const forms = secrets.flatMap((s) => [s, Buffer.from(s, 'utf8').toString('latin1')]);
  const redacted = redactSecrets(latin1, secretList(forms));
  return redacted === latin1 ? bytes : new Uint8Array(Buffer.from(redacted, 'latin1'));
}
