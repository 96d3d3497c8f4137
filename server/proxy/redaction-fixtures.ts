import sharp from 'sharp';
import { mulberry32 } from '../domain/hash';
import type { ExchangeForRecording } from './recording-of';
import { recordingFileName, type Recording } from './recording';

/**
 * Test material for the redaction tests: real photos (encoded by sharp from random pixels), the
 * ways a client or a service can wrap a photo or a key in an exchange, and a search of a
 * recording for any trace of them.
 */

/** A seeded random generator (mulberry32): the same sequence on every run. */
export const seededRandom = mulberry32;

export interface Photo {
  type: string;
  bytes: Buffer;
}

function noise(width: number, height: number, seed: number): Buffer {
  const random = seededRandom(seed);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(random() * 256);
  return pixels;
}

/** A 24-bit BMP (sharp does not write BMP). */
function bmp(width: number, height: number, seed: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + row * height, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(row * height, 34);
  return Buffer.concat([header, noise(row / 3, height, seed).subarray(0, row * height)]);
}

/** A JPEG photo of random pixels: a real JPEG file, as a camera or a browser would send. */
export async function jpegPhoto(seed = 1, width = 48, height = 40): Promise<Photo> {
  const bytes = await sharp(noise(width, height, seed), { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
  return { type: 'image/jpeg', bytes };
}

/** One photo in each format a recording must recognise. */
export async function photosOfEveryType(seed = 7): Promise<Photo[]> {
  const raw = (s: number) => sharp(noise(32, 24, s), { raw: { width: 32, height: 24, channels: 3 } });
  return [
    await jpegPhoto(seed),
    { type: 'image/png', bytes: await raw(seed + 1).png().toBuffer() },
    { type: 'image/webp', bytes: await raw(seed + 2).webp().toBuffer() },
    { type: 'image/gif', bytes: await raw(seed + 3).gif().toBuffer() },
    { type: 'image/tiff', bytes: await raw(seed + 4).tiff().toBuffer() },
    { type: 'image/avif', bytes: await raw(seed + 5).avif({ effort: 0 }).toBuffer() },
    { type: 'image/bmp', bytes: bmp(24, 16, seed + 6) },
  ];
}

/** Base64 cut into lines (MIME style). */
export function wrapped(base64: string, width = 76, eol = '\n'): string {
  const lines: string[] = [];
  for (let i = 0; i < base64.length; i += width) lines.push(base64.slice(i, i + width));
  return lines.join(eol);
}

export function urlSafe(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Percent-encoding with lower-case hex digits (`%2b`), as some encoders write it. */
export function lowerHex(encoded: string): string {
  return encoded.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
}

/** Every character as a JSON `\uXXXX` escape. */
export function unicodeEscaped(text: string, upper = false): string {
  return [...text]
    .map((ch) => {
      let out = '';
      for (let i = 0; i < ch.length; i++) {
        const hex = ch.charCodeAt(i).toString(16).padStart(4, '0');
        out += `\\u${upper ? hex.toUpperCase() : hex}`;
      }
      return out;
    })
    .join('');
}

/** `application/x-www-form-urlencoded` encoding of one value (`+` for a space). */
export function formEncoded(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

export function multipartBody(boundary: string, parts: { head: string; content: Buffer | string }[], eol = '\r\n'): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${eol}${part.head.split('\r\n').join(eol)}${eol}${eol}`, 'utf8'));
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content, 'utf8') : part.content);
    chunks.push(Buffer.from(eol, 'utf8'));
  }
  chunks.push(Buffer.from(`--${boundary}--${eol}`, 'utf8'));
  return Buffer.concat(chunks);
}

type Body = Buffer | string;

export interface ExchangeParts {
  url?: string;
  method?: string;
  requestHeaders?: [string, string][];
  requestBody?: Body;
  status?: number;
  responseContentType?: string | null;
  responseHeaders?: [string, string][];
  responseBody?: Body;
  recordImages?: boolean;
}

const bytesOf = (body: Body | undefined): Uint8Array => (body === undefined ? new Uint8Array(0) : typeof body === 'string' ? Buffer.from(body, 'utf8') : body);

export function exchange(parts: ExchangeParts): ExchangeForRecording {
  return {
    upstream: 'https://apis.example.com',
    recordImages: parts.recordImages ?? false,
    requestUrl: `http://127.0.0.1:8080${parts.url ?? '/tmap/geo/fullAddrGeo?version=1'}`,
    method: parts.method ?? 'POST',
    requestHeaders: parts.requestHeaders ?? [],
    requestBody: { kind: 'bytes', bytes: bytesOf(parts.requestBody) },
    status: parts.status ?? 200,
    responseContentType: parts.responseContentType === undefined ? 'application/json' : parts.responseContentType,
    responseHeaders: parts.responseHeaders ?? [],
    responseBody: { kind: 'bytes', bytes: bytesOf(parts.responseBody) },
    recordedAt: '2026-03-01T09:30:00.000Z',
    durationMs: 5,
  };
}

/** Every string a recording holds (path, query, header values, body texts, scope...). */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringsOf([k, v], out);
  return out;
}

/** Everything a shared recording shows: the file as written, its name, and each string in it. */
function haystacks(recording: Recording): string[] {
  const cleaned = (text: string) => text.replace(/<REDACTED>/g, '\u0000').replace(/<image omitted: [^>]*>/g, '\u0000');
  return [JSON.stringify(recording, null, 2), recordingFileName(recording), ...stringsOf(recording)].map(cleaned);
}

/** The forms in which a photo could be seen in a text: base64 (both alphabets, three alignments, escaped, percent-encoded) and raw bytes. */
function photoTraces(photo: Buffer): string[] {
  const traces = new Set<string>();
  for (let shift = 0; shift < 3; shift++) {
    const b64 = photo.subarray(shift).toString('base64');
    for (let at = 0; at + 24 <= b64.length - 4; at += 173) {
      const slice = b64.slice(at, at + 24);
      for (const form of [slice, urlSafe(slice), slice.replace(/\//g, '\\/'), encodeURIComponent(slice), lowerHex(encodeURIComponent(slice))]) traces.add(form);
    }
  }
  for (let at = 0; at + 64 <= photo.length; at += 509) traces.add(photo.subarray(at, at + 64).toString('latin1'));
  return [...traces];
}

/** The traces of a photo found in a recording (none expected). */
export function photoFound(recording: Recording, photo: Buffer): string[] {
  const texts = haystacks(recording);
  return photoTraces(photo).filter((trace) => texts.some((t) => t.includes(trace)));
}

/** The ways a key can be written in a request or an answer. */
function keyForms(key: string): string[] {
  return [
    key,
    encodeURIComponent(key),
    lowerHex(encodeURIComponent(key)),
    formEncoded(key),
    lowerHex(formEncoded(key)),
    JSON.stringify(key).slice(1, -1),
    unicodeEscaped(key),
    unicodeEscaped(key, true),
    key.replace(/\//g, '\\/'),
    new URL(`http://x/${key}`).pathname.slice(1),
    encodeURIComponent(encodeURIComponent(key)),
    ...([...key].length >= 4 ? [Buffer.from(key).toString('base64').replace(/=+$/, '')] : []),
  ].filter((f, i, all) => f !== '' && all.indexOf(f) === i);
}

/** Characters that end a token: a short key (1–3 characters) is only looked for between them. */
const TOKEN_EDGE = /[\s"'=/?&:;,()[\]{}<>+]/;

function containsToken(text: string, token: string): boolean {
  for (let at = text.indexOf(token); at >= 0; at = text.indexOf(token, at + 1)) {
    const before = at === 0 ? '' : text[at - 1] ?? '';
    const after = text[at + token.length] ?? '';
    if ((before === '' || TOKEN_EDGE.test(before)) && (after === '' || TOKEN_EDGE.test(after))) return true;
  }
  return false;
}

/**
 * The forms of a key found in a recording (none expected): anywhere for a key of 4 characters
 * or more; as a whole value for a shorter one, and then only in what the exchange put there
 * (path, query, headers, bodies), not in the recording's own fields (time, method).
 */
export function keyFound(recording: Recording, key: string): string[] {
  const forms = keyForms(key);
  const long = [...key].length >= 4;
  if (long) {
    const texts = haystacks(recording);
    const found = forms.filter((f) => texts.some((t) => t.includes(f)));
    // The file name keeps letters and digits of the path: no run of the key's may be in it.
    const name = recordingFileName(recording);
    for (const run of key.match(/[A-Za-z0-9]{6,}/g) ?? []) if (name.includes(run)) found.push(`file name: ${run}`);
    return found;
  }
  const { request, response } = recording;
  const texts = stringsOf([request.path, request.query, request.headers, request.body, request.scope ?? {}, response.headers, response.body, response.contentType]).map((t) =>
    t.replace(/<REDACTED>/g, '\u0000').replace(/<image omitted: [^>]*>/g, '\u0000'),
  );
  const found = forms.filter((f) => texts.some((t) => containsToken(t, f)));
  const slug = recordingFileName(recording).split(/[-.]/);
  if (/^[A-Za-z0-9]+$/.test(key) && slug.includes(key)) found.push('file name');
  return found;
}
