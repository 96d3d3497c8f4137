import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import iconv from 'iconv-lite';
import { gunzipGuarded, lineTooLong, MAX_LINE_CHARS } from './input-limits';

/**
 * Korean open-data text files, streamed and decoded: the juso.go.kr files have long been CP949
 * (EUC-KR) and are sometimes UTF-8; portal CSVs are often CP949. The encoding is detected from
 * the file's first bytes, never guessed silently:
 * - a UTF-8 byte-order mark, or a start that is valid UTF-8, is UTF-8 (plain ASCII too);
 * - otherwise the start must decode as CP949 without an invalid sequence and read as Korean
 *   (most non-ASCII characters Hangul syllables); anything else is an EncodingError naming the
 *   file. Later bytes that break the detected encoding are reported by line (TextLine.invalid).
 * Files are gunzipped when they are gzip (by their magic bytes, whatever their name).
 */
type TextEncoding = 'utf-8' | 'cp949';

export class EncodingError extends Error {
  override readonly name = 'EncodingError';
}

export interface TextLine {
  /** 1-based line number in the file. */
  number: number;
  /** The line without its end (\n or \r\n). */
  text: string;
  /** True when the line's bytes are not valid in the file's encoding (the text has U+FFFD). */
  invalid: boolean;
}

export interface TextSource {
  file: string;
  encoding: TextEncoding;
  /** The decoded text, chunk by chunk (for parsers that take a stream, e.g. csv-parse). */
  chunks(): AsyncGenerator<string>;
  /** The decoded text, line by line; a line longer than maxChars (MAX_LINE_CHARS) is refused with an InputLimitError. */
  lines(maxChars?: number): AsyncGenerator<TextLine>;
}

const SAMPLE_BYTES = 256 * 1024;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export async function openTextSource(path: string): Promise<TextSource> {
  const file = basename(path);
  const gzipped = await isGzip(path);
  const sample = await readStart(path, gzipped);
  const encoding = detectEncoding(sample, file);
  const raw = (): Readable => {
    const stream = createReadStream(path, { highWaterMark: 1 << 20 });
    return gzipped ? gunzipGuarded(stream, file) : stream;
  };
  async function* chunks(): AsyncGenerator<string> {
    const decoder = encoding === 'cp949' ? iconv.getDecoder('cp949') : iconv.getDecoder('utf-8', { stripBOM: true });
    for await (const chunk of raw() as AsyncIterable<Buffer>) {
      const text = decoder.write(chunk);
      if (text) yield text;
    }
    const rest = decoder.end();
    if (rest) yield rest;
  }
  async function* lines(maxChars = MAX_LINE_CHARS): AsyncGenerator<TextLine> {
    let number = 0;
    // The start of a line that began in an earlier chunk: line ends are searched in each new chunk
    // only, so a long line costs its length, not its length squared.
    let carry = '';
    for await (const text of chunks()) {
      let from = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', from)) {
        number++;
        const line = carry + text.slice(from, end);
        carry = '';
        if (line.length > maxChars) throw lineTooLong(file, number, maxChars);
        yield toLine(number, line);
        from = end + 1;
      }
      carry += text.slice(from);
      // A line without its end yet is refused as soon as it is too long, not when (if ever) it ends.
      if (carry.length > maxChars) throw lineTooLong(file, number + 1, maxChars);
    }
    if (carry !== '') yield toLine(number + 1, carry);
  }
  return { file, encoding, chunks, lines };
}

function toLine(number: number, text: string): TextLine {
  const clean = text.endsWith('\r') ? text.slice(0, -1) : text;
  return { number, text: clean, invalid: clean.includes('\uFFFD') };
}

/** Decides the encoding of a file from its first bytes (see the module comment). */
function detectEncoding(sample: Buffer, file: string): TextEncoding {
  if (sample.subarray(0, 3).equals(UTF8_BOM)) return 'utf-8';
  if ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff)) {
    throw new EncodingError(`${file}: UTF-16 text is not read; save it as UTF-8 or CP949 (EUC-KR)`);
  }
  // Cut a full sample back to its last line end so that no character is split; a sample of one
  // unended line may end inside a character, which the decoders then hold back (stream).
  let bytes = sample;
  let cutInside = false;
  if (sample.length >= SAMPLE_BYTES) {
    const end = sample.lastIndexOf(0x0a);
    if (end > 0) bytes = sample.subarray(0, end + 1);
    else cutInside = true;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: cutInside });
    return 'utf-8';
  } catch {
    // not UTF-8: try CP949 below
  }
  const decoder = iconv.getDecoder('cp949');
  const text = cutInside ? decoder.write(bytes) : decoder.write(bytes) + decoder.end();
  if (text.includes('\uFFFD')) {
    throw new EncodingError(`${file}: neither UTF-8 nor CP949 (EUC-KR): its first bytes are invalid in both; convert it to UTF-8`);
  }
  let nonAscii = 0;
  let hangul = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80) continue;
    nonAscii++;
    if (code >= 0xac00 && code <= 0xd7a3) hangul++;
  }
  if (nonAscii === 0 || hangul / nonAscii < 0.8) {
    throw new EncodingError(
      `${file}: not UTF-8, and read as CP949 (EUC-KR) it is not Korean text (${hangul} of ${nonAscii} non-ASCII characters are Hangul); convert it to UTF-8`,
    );
  }
  return 'cp949';
}

async function isGzip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

async function readStart(path: string, gzipped: boolean): Promise<Buffer> {
  const stream = createReadStream(path, gzipped ? {} : { end: SAMPLE_BYTES - 1 });
  const source: Readable = gzipped ? stream.pipe(createGunzip()) : stream;
  const parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    parts.push(chunk);
    length += chunk.length;
    if (length >= SAMPLE_BYTES) break;
  }
  source.destroy();
  stream.destroy();
  return Buffer.concat(parts).subarray(0, SAMPLE_BYTES);
}
