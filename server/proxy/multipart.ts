import { mediaType } from '../http/api-answer-headers';

/**
 * A multipart body cut into what separates its parts (delimiter lines, part headers) and what
 * they hold (the preamble, each part's content, the epilogue), so that each content can be read
 * as a body of its own. The boundary is the one the body uses: the Content-Type's when the body
 * holds it, else the body's first line (`--X`), so a body sent with a mismatched header is cut
 * where its parts really are. Pieces cover the body exactly, in order.
 */

type MultipartPiece =
  | { kind: 'raw'; bytes: Uint8Array }
  /** A content and the headers of its part (empty for the preamble and the epilogue). */
  | { kind: 'content'; head: string; bytes: Uint8Array };

export interface MultipartLayout {
  boundary: string;
  pieces: MultipartPiece[];
}

/** The boundary parameter of a multipart content type. */
export function multipartBoundary(contentType: string | null): string | undefined {
  if (!mediaType(contentType).startsWith('multipart/')) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

const LF = 0x0a;
const CR = 0x0d;
const MAX_BOUNDARY = 200;

/** The boundary a body opens with (`--X` on its first line), or undefined. */
function firstLineBoundary(buf: Buffer): string | undefined {
  let at = 0;
  while (at < buf.length && at < 8 && (buf[at] === CR || buf[at] === LF)) at++;
  if (buf[at] !== 0x2d || buf[at + 1] !== 0x2d) return undefined;
  const lineEnd = buf.subarray(at, at + MAX_BOUNDARY + 4).indexOf(LF);
  if (lineEnd < 0) return undefined;
  const boundary = buf
    .subarray(at + 2, at + lineEnd)
    .toString('latin1')
    .replace(/[\r\t ]+$/, '');
  return /^-*$/.test(boundary) ? undefined : boundary;
}

/** Whether a delimiter ending at `at` is a whole line: `--` (the closing one) or spaces and a line break follow. */
function endsDelimiterLine(buf: Buffer, at: number): boolean {
  if (buf[at] === 0x2d && buf[at + 1] === 0x2d) return true;
  let i = at;
  while (i < buf.length && i - at < 64 && (buf[i] === 0x20 || buf[i] === 0x09)) i++;
  return i >= buf.length || buf[i] === LF || (buf[i] === CR && (i + 1 >= buf.length || buf[i + 1] === LF));
}

/** Offsets of the delimiter lines (`--boundary` at the start of the body or of a line). */
function delimiters(buf: Buffer, boundary: string): number[] {
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const found: number[] = [];
  for (let at = buf.indexOf(delimiter); at >= 0 && found.length <= MAX_PARTS; at = buf.indexOf(delimiter, at + delimiter.length)) {
    if ((at === 0 || buf[at - 1] === LF) && endsDelimiterLine(buf, at + delimiter.length)) found.push(at);
  }
  return found;
}

/** Where the line break before a delimiter at `at` starts (it belongs to the delimiter). */
function contentEndBefore(buf: Buffer, at: number, floor: number): number {
  let end = at;
  if (end > floor && buf[end - 1] === LF) end--;
  if (end > floor && buf[end - 1] === CR) end--;
  return end;
}

/** The end of a part's headers from `from` (the blank line), as [headEnd, contentStart], or undefined. */
function headersEnd(buf: Buffer, from: number, limit: number): [number, number] | undefined {
  if (buf[from] === LF) return [from, from + 1];
  if (buf[from] === CR && buf[from + 1] === LF) return [from, from + 2];
  const region = buf.subarray(from, limit);
  const crlf = region.indexOf('\r\n\r\n');
  const lf = region.indexOf('\n\n');
  if (crlf < 0 && lf < 0) return undefined;
  if (lf >= 0 && (crlf < 0 || lf < crlf)) return [from + lf, from + lf + 2];
  return [from + crlf, from + crlf + 4];
}

/**
 * Parts read one by one at most; the rest of a body with more is the content of the last one
 * (read as a body: its images are still found, by their bytes).
 */
const MAX_PARTS = 1000;

function split(buf: Buffer, boundary: string): MultipartLayout | undefined {
  const at = delimiters(buf, boundary).slice(0, MAX_PARTS);
  if (at.length === 0) return undefined;
  const pieces: MultipartPiece[] = [];
  const raw = (from: number, to: number) => {
    if (to > from) pieces.push({ kind: 'raw', bytes: buf.subarray(from, to) });
  };
  const content = (head: string, from: number, to: number) => {
    if (to > from) pieces.push({ kind: 'content', head, bytes: buf.subarray(from, to) });
  };
  const delimiterLength = boundary.length + 2;
  const first = at[0] as number;
  const preambleEnd = contentEndBefore(buf, first, 0);
  content('', 0, preambleEnd);
  let done = preambleEnd;
  for (let i = 0; i < at.length; i++) {
    const start = at[i] as number;
    const next = at[i + 1];
    const afterDelimiter = start + delimiterLength;
    const lineEnd = buf.indexOf(LF, afterDelimiter);
    const closing = buf[afterDelimiter] === 0x2d && buf[afterDelimiter + 1] === 0x2d;
    if (closing || lineEnd < 0 || (next !== undefined && lineEnd > next)) {
      // The closing delimiter (or a last line with no break): the rest is the epilogue.
      const restStart = lineEnd < 0 ? buf.length : lineEnd + 1;
      const stop = next ?? buf.length;
      raw(done, Math.min(restStart, stop));
      content('', Math.min(restStart, stop), stop);
      done = stop;
      continue;
    }
    const partStart = lineEnd + 1;
    const partEnd = next === undefined ? buf.length : contentEndBefore(buf, next, partStart);
    const head = headersEnd(buf, partStart, partEnd);
    if (head === undefined) {
      raw(done, partStart);
      content('', partStart, partEnd);
    } else {
      raw(done, head[1]);
      content(buf.subarray(partStart, head[0]).toString('utf8'), head[1], partEnd);
    }
    done = partEnd;
  }
  raw(done, buf.length);
  return { boundary, pieces };
}

/**
 * The layout of a body that is multipart by its Content-Type or by its first line, or undefined.
 * With two candidates (the header names one, the body opens with another), the header's is
 * used when the body holds it; what comes before its first delimiter is then the preamble,
 * read as a body of its own like every content.
 */
export function multipartLayout(bytes: Uint8Array, contentType: string | null): MultipartLayout | undefined {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const candidates = [multipartBoundary(contentType), firstLineBoundary(buf)];
  for (const boundary of candidates) {
    if (boundary === undefined || boundary.length > MAX_BOUNDARY) continue;
    const layout = split(buf, boundary);
    if (layout !== undefined) return layout;
  }
  return undefined;
}

/** A header of a part's head (`Content-Type`, `Content-Transfer-Encoding`), lower-cased, or ''. */
export function partHeader(head: string, name: string): string {
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === name) return line.slice(colon + 1).trim();
  }
  return '';
}

/** The `name` of a part (Content-Disposition: form-data; name="…"), or ''. */
export function partName(head: string): string {
  const disposition = partHeader(head, 'content-disposition');
  const match = /;\s*name\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(disposition);
  return match?.[1] ?? match?.[2] ?? '';
}
