import { isCredentialName, namedValuesIn } from './credentials';
import { multipartLayout, partHeader, partName } from './multipart';
import { decodeUtf8 } from '../domain/strict-text';
import { mediaType } from '../http/api-answer-headers';

/**
 * At most this many credential values are taken from the bodies of one exchange. Each is then
 * looked for in every text of the recording; a body naming more (no request of this platform
 * does) is not recorded at all (see BodySecrets.overflow).
 */
export const MAX_BODY_SECRETS = 128;

export interface BodySecrets {
  values: string[];
  /** More than MAX_BODY_SECRETS were found: `values` holds the first ones only. */
  overflow: boolean;
}

/**
 * The credential values a body carries by name, found by parsing it: a JSON body's properties
 * at any depth (`{"auth":{"APPKEY":"…"}}`, names compared as credentials.ts says, JSON held in a
 * string parsed too), a JSONP body's JSON, a form body's fields (`appKey=…`), a multipart body's
 * fields (`name="appKey"`), and, for what does not parse (XML, a truncated JSON, a URL in a
 * value), the values written after a credential name (credentials.ts namedValuesIn).
 */
export function bodySecrets(bytes: Uint8Array, contentType: string | null): BodySecrets {
  const found = new Set<string>();
  const overflow = !collect(bytes, contentType, found, 3);
  return { values: [...found].slice(0, MAX_BODY_SECRETS), overflow };
}

/** Adds to `found`; false once it holds more than MAX_BODY_SECRETS. */
function collect(bytes: Uint8Array, contentType: string | null, found: Set<string>, depth: number): boolean {
  if (bytes.length === 0) return true;
  const full = () => found.size > MAX_BODY_SECRETS;
  const add = (value: string) => {
    if (value.trim() !== '') found.add(value);
    return !full();
  };
  const text = decodeUtf8(bytes) ?? Buffer.from(bytes).toString('latin1');
  for (const value of namedValuesIn(text, [], 2 * MAX_BODY_SECRETS + 2)) if (!add(value)) return false;
  const json = parsedJson(text);
  if (json !== undefined && !walk(json, false, add, depth, 0)) return false;
  const type = mediaType(contentType);
  if (type === 'application/x-www-form-urlencoded' || /^[\w.%*~-]+=/.test(text.slice(0, 256))) {
    for (const [name, value] of new URLSearchParams(text)) if (isCredentialName(name) && !add(value)) return false;
  }
  const layout = depth > 0 ? multipartLayout(bytes, contentType) : undefined;
  for (const piece of layout?.pieces ?? []) {
    if (piece.kind !== 'content') continue;
    if (isCredentialName(partName(piece.head)) && !add(Buffer.from(piece.bytes).toString('utf8'))) return false;
    if (!collect(piece.bytes, partHeader(piece.head, 'content-type') || null, found, depth - 1)) return false;
  }
  return !full();
}

/** The JSON (or JSONP, `cb({…})`) a text holds, parsed, or undefined. */
function parsedJson(text: string): unknown {
  const trimmed = text.trim();
  const candidates = [trimmed];
  const open = trimmed.indexOf('(');
  if (open > 0 && !trimmed.startsWith('{') && !trimmed.startsWith('[')) {
    const close = trimmed.lastIndexOf(')');
    if (close > open) candidates.push(trimmed.slice(open + 1, close));
  }
  for (const candidate of candidates) {
    if (!candidate.startsWith('{') && !candidate.startsWith('[')) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // Not JSON: namedValuesIn has read it as text.
    }
  }
  return undefined;
}

/** Nesting followed at most (deeper, the text scan of namedValuesIn still reads the names). */
const MAX_NESTING = 256;

/** Passes the strings under credential names to `add` (false: stop); strings holding JSON are read too. */
function walk(value: unknown, secret: boolean, add: (value: string) => boolean, depth: number, nesting: number): boolean {
  if (nesting > MAX_NESTING) return true;
  if (typeof value === 'string') {
    if (secret) return add(value);
    if (depth > 0 && /^\s*[[{]/.test(value)) {
      const inner = parsedJson(value);
      return inner === undefined || walk(inner, false, add, depth - 1, nesting + 1);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) if (!walk(item, secret, add, depth, nesting + 1)) return false;
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) if (!walk(item, secret || isCredentialName(name), add, depth, nesting + 1)) return false;
  }
  return true;
}
