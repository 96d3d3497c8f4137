import { hexValue } from './decoded-view';
import { decodeUtf8 } from '../domain/strict-text';

/**
 * Images found by what they are, not by what they are declared to be: the magic bytes of the
 * common photo formats, in raw bytes and in base64 text however it is wrapped, escaped or
 * encoded. All scans are linear (no regular expression runs over a body).
 */

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const PNG = [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a];
const JP2 = [0, 0, 0, 12, ...ascii('jP  \r\n'), 0x87, 0x0a];
const JXL = [0, 0, 0, 12, ...ascii('JXL \r\n'), 0x87, 0x0a];
/** ISO base media brands of still images (HEIC, HEIF, AVIF). */
const BMFF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis']);
/** Sizes of the BMP info headers (BITMAPCOREHEADER to BITMAPV5HEADER). */
const BMP_INFO_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function startsWith(bytes: Uint8Array, at: number, signature: readonly number[]): boolean {
  if (at + signature.length > bytes.length) return false;
  for (let i = 0; i < signature.length; i++) if (bytes[at + i] !== signature[i]) return false;
  return true;
}

function latin1(bytes: Uint8Array, from: number, to: number): string {
  return to > bytes.length ? '' : String.fromCharCode(...bytes.subarray(from, to));
}

/**
 * The media type of the image whose file starts at `at`, or undefined. `strict` asks for more
 * than the first bytes where they are few (a JPEG marker after FF D8 FF), for a search anywhere.
 */
export function imageTypeAt(bytes: Uint8Array, at = 0, strict = false): string | undefined {
  const b = bytes[at];
  if (b === undefined) return undefined;
  if (b === 0xff && bytes[at + 1] === 0xd8 && bytes[at + 2] === 0xff) {
    const marker = bytes[at + 3];
    return !strict || (marker !== undefined && marker >= 0xc0 && marker !== 0xff) ? 'image/jpeg' : undefined;
  }
  if (b === 0x89) return startsWith(bytes, at, PNG) ? 'image/png' : undefined;
  if (b === 0x47 /* G */) {
    const head = latin1(bytes, at, at + 6);
    return head === 'GIF87a' || head === 'GIF89a' ? 'image/gif' : undefined;
  }
  if (b === 0x52 /* R */) return latin1(bytes, at, at + 4) === 'RIFF' && latin1(bytes, at + 8, at + 12) === 'WEBP' ? 'image/webp' : undefined;
  if (b === 0x42 /* B */) {
    if (bytes[at + 1] !== 0x4d || at + 18 > bytes.length) return undefined;
    const view = new DataView(bytes.buffer, bytes.byteOffset + at, 18);
    return view.getUint32(6, true) === 0 && BMP_INFO_SIZES.has(view.getUint32(14, true)) ? 'image/bmp' : undefined;
  }
  if (b === 0x49 /* I */) return bytes[at + 1] === 0x49 && bytes[at + 2] === 0x2a && bytes[at + 3] === 0 ? 'image/tiff' : undefined;
  if (b === 0x4d /* M */) return bytes[at + 1] === 0x4d && bytes[at + 2] === 0 && bytes[at + 3] === 0x2a ? 'image/tiff' : undefined;
  if (b === 0) {
    if (startsWith(bytes, at, JP2)) return 'image/jp2';
    if (startsWith(bytes, at, JXL)) return 'image/jxl';
    if (latin1(bytes, at + 4, at + 8) === 'ftyp') {
      const brand = latin1(bytes, at + 8, at + 12);
      if (BMFF_BRANDS.has(brand)) return brand.startsWith('avi') ? 'image/avif' : 'image/heic';
    }
  }
  if (!strict && b === 0xff && bytes[at + 1] === 0x0a) return 'image/jxl';
  return undefined;
}

/**
 * What an image file may hold near its start, for the search anywhere: the needle, and where the
 * file starts relative to it. Each hit is then checked in full (imageTypeAt, strict).
 */
const NEEDLES: { needle: Buffer; before: number }[] = [
  { needle: Buffer.from([0xff, 0xd8, 0xff]), before: 0 },
  { needle: Buffer.from(PNG), before: 0 },
  { needle: Buffer.from('GIF8', 'latin1'), before: 0 },
  { needle: Buffer.from('RIFF', 'latin1'), before: 0 },
  { needle: Buffer.from('BM', 'latin1'), before: 0 },
  { needle: Buffer.from('II*\0', 'latin1'), before: 0 },
  { needle: Buffer.from('MM\0*', 'latin1'), before: 0 },
  { needle: Buffer.from('ftyp', 'latin1'), before: 4 },
  { needle: Buffer.from(JP2), before: 0 },
  { needle: Buffer.from(JXL), before: 0 },
];

/**
 * The first image file inside the bytes (at `offset`, of `type`), where `accept(offset)` holds;
 * undefined when there is none. Linear: one native search per signature, each hit checked.
 */
export function findImage(bytes: Uint8Array, accept: (offset: number) => boolean = () => true): { offset: number; type: string } | undefined {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let best: { offset: number; type: string } | undefined;
  for (const { needle, before } of NEEDLES) {
    for (let at = buf.indexOf(needle, before); at >= 0; at = buf.indexOf(needle, at + 1)) {
      const offset = at - before;
      if (best !== undefined && offset >= best.offset) break;
      const type = imageTypeAt(bytes, offset, true);
      if (type !== undefined && accept(offset)) {
        best = { offset, type };
        break;
      }
    }
  }
  return best;
}

/** `<image omitted: image/jpeg, 48213 bytes, sha256 1a2b3c4d5e6f>`-style placeholder maker. */
export type Placeholder = (bytes: Uint8Array, mediaType: string) => string;

/** A base64 run (a text's stretch of base64 characters, however written) and what it decodes to. */
interface Run {
  /** Source offsets of the run: its first and past its last base64 character (padding included). */
  start: number;
  end: number;
  /** Its base64 characters in the standard alphabet, wrapping and escapes removed. */
  chars: string;
  /** The source offset of each of `chars`. */
  offsets: Int32Array;
}

/** The standard-alphabet base64 character a code stands for (URL-safe `-` and `_` included), or 0. */
function base64Char(code: number): number {
  if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 43 || code === 47) return code;
  if (code === 45) return 43;
  if (code === 95) return 47;
  return 0;
}

const WRAPPING = new Set([9, 10, 13, 32]);
const PAD = 1;
const WRAP = 2;
const PAD_TOKEN = { kind: 'pad', code: 61, length: 1 } as const;
const WRAP_TOKEN = { kind: 'wrap', code: 10, length: 1 } as const;
const OTHER_TOKEN = { kind: 'other', code: 0, length: 1 } as const;
/** For each ASCII code: its standard base64 character, PAD, WRAP, or 0 (anything else: see tokenAt). */
const PLAIN = new Uint8Array(128).map((_, code) => (base64Char(code) || (code === 61 ? PAD : WRAPPING.has(code) ? WRAP : 0)));
const ESCAPED_WRAPPING = new Set([0x6e /* n */, 0x72 /* r */, 0x74 /* t */]);

/**
 * What the text at `at` is inside a base64 run: a base64 character (`char`, standard alphabet),
 * padding (`=`), wrapping (a line break or a space, raw or escaped: `\n`, `\\n`, `%0A`) or
 * anything else (`other`, its whole length, escape included). Escapes: `\/` and `\\/`, `\u002F`, `%2F`/`%2f`, `&#47;`.
 */
function tokenAt(text: string, at: number): { kind: 'char' | 'pad' | 'wrap' | 'other'; code: number; length: number } {
  const c = text.charCodeAt(at);
  const plain = base64Char(c);
  if (plain) return { kind: 'char', code: plain, length: 1 };
  if (c === 61) return { kind: 'pad', code: 61, length: 1 };
  if (WRAPPING.has(c)) return { kind: 'wrap', code: c, length: 1 };
  let decoded = -1;
  let length = 0;
  if (c === 92 /* \ */) {
    let k = at;
    while (text.charCodeAt(k) === 92 && k - at < 8) k++;
    const next = text.charCodeAt(k);
    if (ESCAPED_WRAPPING.has(next)) return { kind: 'wrap', code: 10, length: k + 1 - at };
    if (next === 47) return { kind: 'char', code: 47, length: k + 1 - at };
    if (next === 0x75 /* u */) {
      let unit = 0;
      for (let i = 1; i <= 4 && unit >= 0; i++) {
        const h = hexValue(text.charCodeAt(k + i));
        unit = h < 0 ? -1 : unit * 16 + h;
      }
      if (unit >= 0) {
        decoded = unit;
        length = k + 5 - at;
      }
    }
  } else if (c === 37 /* % */) {
    const hi = hexValue(text.charCodeAt(at + 1));
    const lo = hexValue(text.charCodeAt(at + 2));
    if (hi >= 0 && lo >= 0) {
      decoded = hi * 16 + lo;
      length = 3;
    }
  } else if (c === 38 /* & */ && text.charCodeAt(at + 1) === 35 /* # */) {
    const semi = text.slice(at + 2, at + 10).indexOf(';');
    if (semi > 0) {
      const ref = text.slice(at + 2, at + 2 + semi);
      const value = /^[xX][0-9a-fA-F]+$/.test(ref) ? parseInt(ref.slice(1), 16) : /^[0-9]+$/.test(ref) ? parseInt(ref, 10) : -1;
      if (value >= 0) {
        decoded = value;
        length = semi + 3;
      }
    }
  }
  if (decoded < 0) return OTHER_TOKEN;
  if (decoded === 61) return { kind: 'pad', code: 61, length };
  if (WRAPPING.has(decoded)) return { kind: 'wrap', code: decoded, length };
  const char = base64Char(decoded);
  // An escaped character of no run (`%2C`, `\u0022`) is skipped whole: its hex digits start no run.
  return char ? { kind: 'char', code: char, length } : { kind: 'other', code: decoded, length };
}

/** The base64 runs of a text of at least `minChars` characters, in order. */
function* base64Runs(text: string, minChars: number): Generator<Run> {
  const codes = new Uint8Array(text.length);
  const offsets = new Int32Array(text.length);
  let count = 0;
  let runStart = -1;
  let runEnd = -1;
  let padded = false;
  const finish = (): Run | undefined => {
    const run =
      count >= minChars
        ? { start: runStart, end: runEnd, chars: Buffer.from(codes.subarray(0, count)).toString('latin1'), offsets: offsets.slice(0, count) }
        : undefined;
    count = 0;
    runStart = -1;
    padded = false;
    return run;
  };
  let at = 0;
  while (at < text.length) {
    const c = text.charCodeAt(at);
    // Plain characters inline (most of any text); escapes through tokenAt.
    const plain = c < 128 ? (PLAIN[c] ?? 0) : 0;
    const token = plain === 0 ? tokenAt(text, at) : plain === PAD ? PAD_TOKEN : plain === WRAP ? WRAP_TOKEN : undefined;
    const kind = token === undefined ? 'char' : token.kind;
    if (kind === 'other' || (kind === 'char' && padded)) {
      // Padding ends a run: `image=/9j/…` starts a new one after the `=`.
      const run = finish();
      if (run) yield run;
      if (kind === 'other') {
        at += (token as { length: number }).length;
        continue;
      }
    }
    const length = token === undefined ? 1 : token.length;
    if (kind === 'char') {
      if (runStart < 0) runStart = at;
      codes[count] = token === undefined ? plain : token.code;
      offsets[count] = at;
      count++;
      runEnd = at + length;
    } else if (kind === 'pad' && runStart >= 0) {
      padded = true;
      runEnd = at + length;
    }
    at += length;
  }
  const run = finish();
  if (run) yield run;
}

function decodeBase64(chars: string): Buffer {
  return Buffer.from(chars.slice(0, chars.length - (chars.length % 4 === 1 ? 1 : 0)), 'base64');
}

/**
 * The media type a `data:` URI ending just before `at` declares, and where the URI starts, when
 * it says base64 (`data:image/jpeg;base64,`, any case, `\/`-escaped or percent-encoded).
 */
function dataUriBefore(text: string, at: number): { start: number; type: string } | undefined {
  const from = Math.max(0, at - 200);
  const window = text.slice(from, at);
  const dataAt = window.toLowerCase().lastIndexOf('data');
  if (dataAt < 0) return undefined;
  const head = window
    .slice(dataAt)
    .replace(/\\+\//g, '/')
    .replace(/%3a/gi, ':')
    .replace(/%3b/gi, ';')
    .replace(/%2c/gi, ',')
    .replace(/%2f/gi, '/');
  const match = /^data:([^;,\s]*)(?:;[^;,\s]*)*;base64,$/i.exec(head);
  return match ? { start: from + dataAt, type: (match[1] ?? '').toLowerCase() } : undefined;
}

/** Whether a `,` (raw or `%2C`) is just before `at`: where the data of a data URI starts. */
function followsComma(text: string, at: number): boolean {
  return text[at - 1] === ',' || text.slice(Math.max(0, at - 3), at).toLowerCase() === '%2c';
}

/** Runs shorter than this are only checked for an image at their start (a run of words is not an image). */
const SEARCH_MIN_CHARS = 64;
/** Runs shorter than this are no image, declared or not (12 bytes: not even a header). */
const RUN_MIN_CHARS = 16;

export interface FoundImage {
  /** Source span to replace. */
  start: number;
  end: number;
  bytes: Buffer;
  type: string;
}

/** A hex run's image (`ffd8ffe0…`): from its start, or from any byte of a long run. */
function hexImage(run: Run): { char: number; bytes: Buffer; type: string } | undefined {
  if (run.chars.length < 2 * RUN_MIN_CHARS || !/^[0-9a-fA-F]+$/.test(run.chars)) return undefined;
  const bytes = Buffer.from(run.chars.slice(0, run.chars.length - (run.chars.length % 2)), 'hex');
  const hit = imageTypeAt(bytes) !== undefined ? { offset: 0 } : run.chars.length >= 2 * SEARCH_MIN_CHARS ? findImage(bytes) : undefined;
  if (hit === undefined) return undefined;
  const image = bytes.subarray(hit.offset);
  return { char: hit.offset * 2, bytes: image, type: imageTypeAt(image) ?? 'image' };
}

/** The image a base64 run holds, or undefined (see base64Images). */
function runImage(text: string, run: Run, nested: number): FoundImage | undefined {
  const declared = followsComma(text, run.start) ? dataUriBefore(text, run.start) : undefined;
  const whole = decodeBase64(run.chars);
  const typeAtStart = imageTypeAt(whole);
  if (typeAtStart !== undefined || declared?.type.startsWith('image/') === true) {
    return { start: declared?.start ?? run.start, end: run.end, bytes: whole, type: typeAtStart ?? declared?.type ?? 'image' };
  }
  const hex = hexImage(run);
  if (hex !== undefined) return { start: run.offsets[hex.char] as number, end: run.end, bytes: hex.bytes, type: hex.type };
  if (run.chars.length < SEARCH_MIN_CHARS) return undefined;
  // An image starting inside the run: at one of the four alignments, on a 3-byte boundary.
  let first: number | undefined;
  for (let shift = 0; shift < 4; shift++) {
    const bytes = shift === 0 ? whole : decodeBase64(run.chars.slice(shift));
    const hit = findImage(bytes, (offset) => offset % 3 === 0);
    if (hit !== undefined) {
      const char = shift + (hit.offset / 3) * 4;
      if (first === undefined || char < first) first = char;
    }
  }
  if (first !== undefined) {
    const bytes = decodeBase64(run.chars.slice(first));
    const start = first === 0 && declared ? declared.start : (run.offsets[first] as number);
    return { start, end: run.end, bytes, type: imageTypeAt(bytes) ?? 'image' };
  }
  if (nested > 0) {
    const inner = decodeUtf8(whole);
    const image = inner === null ? undefined : base64Images(inner, nested - 1)[0];
    if (image) return { start: declared?.start ?? run.start, end: run.end, bytes: image.bytes, type: image.type };
  }
  return undefined;
}

/**
 * Whether only what separates the pieces of one string lies between two offsets: quotes, commas,
 * brackets, a `+`, spaces and escaped line breaks (`["/9j/…","…"]`, `"/9j/…" + "…"`).
 */
function onlySeparators(text: string, from: number, to: number): boolean {
  if (to < from || to - from > 32) return false;
  for (let i = from; i < to; i++) {
    const c = text[i] as string;
    if (c === '\\' && /[nrt"']/.test(text[i + 1] ?? '')) i++;
    else if (!`"',+[] \t\r\n`.includes(c)) return false;
  }
  return true;
}

/**
 * The base64 images of a text: each run whose bytes hold an image (from its start, or, for a run
 * of 64 characters or more, from any character of it: the image then runs to the end of the
 * run), each run a `data:image/…;base64,` URI declares an image whatever its bytes (the URI is
 * then replaced whole), each hex run holding one, and each run continuing one (a photo sent as
 * an array of base64 pieces: the pieces after the first, unrecognisable alone, go with it).
 * `nested` looks into a run that decodes to text (base64 of a JSON holding a photo) that many
 * levels deep.
 */
export function base64Images(text: string, nested = 2): FoundImage[] {
  const found: { image: FoundImage; pieces: Buffer[] }[] = [];
  for (const run of base64Runs(text, RUN_MIN_CHARS)) {
    const last = found[found.length - 1];
    const image = runImage(text, run, nested);
    if (last !== undefined && onlySeparators(text, last.image.end, image?.start ?? run.start)) {
      last.image.end = run.end;
      last.pieces.push(image?.bytes ?? decodeBase64(run.chars));
    } else if (image !== undefined) found.push({ image, pieces: [image.bytes] });
  }
  return found.map(({ image, pieces }) => (pieces.length === 1 ? image : { ...image, bytes: Buffer.concat(pieces) }));
}

/**
 * Images written as a list of byte values (`[255,216,255,224,…]`, what a Uint8Array becomes
 * through Array.from and JSON): the list's span, when its bytes hold an image.
 */
export function byteListImages(text: string): FoundImage[] {
  const found: FoundImage[] = [];
  const n = text.length;
  let i = 0;
  const isDigit = (at: number) => {
    const c = text.charCodeAt(at);
    return c >= 48 && c <= 57;
  };
  while (i < n) {
    if (!isDigit(i) || (i > 0 && /[\w.]/.test(text[i - 1] as string))) {
      i++;
      continue;
    }
    const start = i;
    const bytes: number[] = [];
    let end = i;
    let at = i;
    for (;;) {
      let value = 0;
      let digits = 0;
      while (digits < 4 && isDigit(at)) {
        value = value * 10 + text.charCodeAt(at) - 48;
        digits++;
        at++;
      }
      if (digits === 0 || digits > 3 || value > 255) break;
      bytes.push(value);
      end = at;
      while (text[at] === ' ' || text[at] === '\n' || text[at] === '\r' || text[at] === '\t') at++;
      if (text[at] !== ',') break;
      at++;
      while (text[at] === ' ' || text[at] === '\n' || text[at] === '\r' || text[at] === '\t') at++;
    }
    if (bytes.length >= RUN_MIN_CHARS) {
      const buf = Buffer.from(bytes);
      const type = imageTypeAt(buf);
      if (type !== undefined) found.push({ start, end, bytes: buf, type });
    }
    i = Math.max(end, i + 1);
  }
  return found;
}

/** The text with each image written in it (base64Images, byteListImages) replaced by its placeholder. */
export function withoutBase64Images(text: string, placeholder: Placeholder): string {
  const images = [...base64Images(text), ...byteListImages(text)].sort((a, b) => a.start - b.start);
  if (images.length === 0) return text;
  const out: string[] = [];
  let at = 0;
  for (const image of images) {
    if (image.start < at) continue;
    out.push(text.slice(at, image.start), placeholder(image.bytes, image.type));
    at = image.end;
  }
  out.push(text.slice(at));
  return out.join('');
}
