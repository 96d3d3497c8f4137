/**
 * A text as it reads once every encoding a value may wear in transit is undone, with where each
 * decoded character came from: lets a secret be found (and cut out of the original) however it
 * was written. Undone, one level deep:
 *
 * - percent-encoding, either hex case (`%2B`, `%2b`), multi-byte UTF-8 sequences included;
 * - JSON and JavaScript escapes (`\u0061`, `\/`, `\"`, `\\`, `\n`…);
 * - XML/HTML character references (`&amp;`, `&#43;`, `&#x2B;`).
 *
 * A space and a plus read the same (`+` is a space in a query or a form; a key holding either is
 * matched by both), so the view writes both as `+`. One linear pass, no regular expression.
 */
export interface DecodedView {
  /** The decoded text, every space written `+`. */
  text: string;
  /** For a UTF-16 unit of `text`, the offset in the source where its encoding starts... */
  sourceStart(at: number): number;
  /** ...and where it ends (exclusive). */
  sourceEnd(at: number): number;
}

const NAMED_ENTITIES: Record<string, number> = { amp: 38, lt: 60, gt: 62, quot: 34, apos: 39, nbsp: 160 };
const JSON_ESCAPES: Record<string, number> = { '/': 47, '\\': 92, '"': 34, "'": 39, n: 10, r: 13, t: 9, b: 8, f: 12 };

/** The smallest code point a UTF-8 sequence of each length may encode (shorter is an overlong form). */
const MIN_CODE_POINT = [0, 0, 0x80, 0x800, 0x10000];

export function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 70) return code - 55;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}

/** The byte of a `%XX` at `at`, or -1. */
function percentByte(source: string, at: number): number {
  if (source.charCodeAt(at) !== 37 || at + 2 >= source.length) return -1;
  const hi = hexValue(source.charCodeAt(at + 1));
  const lo = hexValue(source.charCodeAt(at + 2));
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

/** Length of the UTF-8 sequence a lead byte opens (0: not a lead byte). */
function utf8Length(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The text with each space written `+` (through its UTF-16 units: a string replace is slower on long texts). */
function spacesAsPlus(source: string): string {
  if (!source.includes(' ')) return source;
  const buf = Buffer.alloc(source.length * 2);
  buf.write(source, 'utf16le');
  const units = new Uint16Array(buf.buffer, buf.byteOffset, source.length);
  for (let i = 0; i < units.length; i++) if (units[i] === 32) units[i] = 43;
  return buf.toString('utf16le');
}

export function decodedView(source: string): DecodedView {
  // Most texts hold nothing encoded: the view is the text, spaces written `+`.
  if (!source.includes('%') && !source.includes('\\') && !source.includes('&')) {
    return { text: spacesAsPlus(source), sourceStart: (at) => at, sourceEnd: (at) => at + 1 };
  }
  const n = source.length;
  const units = new Uint16Array(n);
  const start = new Int32Array(n);
  const end = new Int32Array(n);
  let length = 0;
  const emit = (unit: number, from: number, to: number) => {
    units[length] = unit === 32 ? 43 : unit;
    start[length] = from;
    end[length] = to;
    length++;
  };
  const emitCodePoint = (cp: number, from: number, to: number) => {
    if (cp > 0xffff) {
      const v = cp - 0x10000;
      emit(0xd800 + (v >> 10), from, to);
      emit(0xdc00 + (v & 0x3ff), from, to);
    } else emit(cp, from, to);
  };

  let i = 0;
  while (i < n) {
    const c = source.charCodeAt(i);
    if (c !== 37 && c !== 92 && c !== 38) {
      units[length] = c === 32 ? 43 : c;
      start[length] = i;
      end[length] = i + 1;
      length++;
      i++;
      continue;
    }
    if (c === 37 /* % */) {
      const b0 = percentByte(source, i);
      if (b0 >= 0) {
        const len = utf8Length(b0);
        let cp = len === 1 ? b0 : len === 2 ? b0 & 0x1f : len === 3 ? b0 & 0x0f : b0 & 0x07;
        let ok = len > 0;
        for (let k = 1; ok && k < len; k++) {
          const b = percentByte(source, i + 3 * k);
          if (b < 0x80 || b > 0xbf) ok = false;
          else cp = (cp << 6) | (b & 0x3f);
        }
        if (ok && len > 1 && (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || cp < (MIN_CODE_POINT[len] ?? 0))) ok = false;
        if (ok) {
          emitCodePoint(cp, i, i + 3 * len);
          i += 3 * len;
        } else {
          // A byte that opens no UTF-8 character reads as itself (Latin-1).
          emit(b0, i, i + 3);
          i += 3;
        }
        continue;
      }
    } else if (c === 92 /* \ */ && i + 1 < n) {
      const next = source[i + 1] as string;
      if (next === 'u' && i + 5 < n) {
        let unit = 0;
        for (let k = 2; k <= 5 && unit >= 0; k++) {
          const h = hexValue(source.charCodeAt(i + k));
          unit = h < 0 ? -1 : unit * 16 + h;
        }
        if (unit >= 0) {
          emit(unit, i, i + 6);
          i += 6;
          continue;
        }
      }
      const escaped = JSON_ESCAPES[next];
      if (escaped !== undefined) {
        emit(escaped, i, i + 2);
        i += 2;
        continue;
      }
    } else if (c === 38 /* & */) {
      // Looked for within the next few characters only: a long run of `&` stays linear.
      const near = source.slice(i + 2, i + 11).indexOf(';');
      const semi = near < 0 ? -1 : i + 2 + near;
      if (semi > 0) {
        const name = source.slice(i + 1, semi);
        let cp: number;
        if (name.startsWith('#x') || name.startsWith('#X')) cp = /^[0-9a-fA-F]{1,6}$/.test(name.slice(2)) ? parseInt(name.slice(2), 16) : -1;
        else if (name.startsWith('#')) cp = /^[0-9]{1,7}$/.test(name.slice(1)) ? parseInt(name.slice(1), 10) : -1;
        else cp = NAMED_ENTITIES[name.toLowerCase()] ?? -1;
        if (cp >= 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)) {
          emitCodePoint(cp, i, semi + 1);
          i = semi + 1;
          continue;
        }
      }
    }
    emit(c, i, i + 1);
    i++;
  }

  const text = Buffer.from(units.buffer, 0, length * 2).toString('utf16le');
  return { text, sourceStart: (at) => start[at] as number, sourceEnd: (at) => end[at] as number };
}
