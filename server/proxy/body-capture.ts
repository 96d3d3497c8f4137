import { createHash } from 'node:crypto';
import { gunzipSync, inflateSync } from 'node:zlib';
import { redactSecrets, redactSecretsInBytes } from './credentials';
import { base64Images, findImage, imageTypeAt, withoutBase64Images } from './image-scan';
import { multipartBoundary, multipartLayout, partHeader } from './multipart';
import { decodeUtf8 } from '../domain/strict-text';
import { mediaType } from '../http/api-answer-headers';


/**
 * A body as a recording keeps it: text when it is UTF-8, base64 when it is binary, and images
 * replaced by a placeholder (type, size, short hash) unless images are kept on purpose.
 */
export type RecordedBody =
  | { encoding: 'none' }
  | { encoding: 'utf8'; text: string }
  | { encoding: 'base64'; data: string }
  | { encoding: 'omitted'; placeholder: string }
  /** Over the recorder's cap (LOCUS_RECORD_MAX_BYTES): only the size and sha256 of the whole body were kept. */
  | { encoding: 'cut'; size: number; sha256: string };

export interface CaptureOptions {
  /** Keep images (LOCUS_RECORD_IMAGES=1); otherwise each is a placeholder. */
  keepImages: boolean;
  /** Secret values of the exchange (credentials.ts secretValues): replaced in any text kept. */
  secrets: readonly string[];
}

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `<image omitted: image/jpeg, 48213 bytes, sha256 1a2b3c4d5e6f>` */
export function imagePlaceholder(bytes: Uint8Array, mediaType: string): string {
  return `<image omitted: ${mediaType}, ${bytes.length} bytes, sha256 ${sha256Hex(bytes).slice(0, 12)}>`;
}

/**
 * The text with every base64 image replaced by a placeholder, found by its bytes whatever the
 * alphabet (standard or URL-safe), wrapping (line breaks raw or escaped), escaping (`\/`,
 * `\u002F`), percent-encoding or `data:` marker case (image-scan.ts), and every image a
 * `data:image/…;base64,` URI declares.
 */
export function withoutImages(text: string): string {
  return withoutBase64Images(text, imagePlaceholder);
}

/** What is left of a body once its images are out. */
type Kept = { kind: 'image'; placeholder: string } | { kind: 'text'; text: string } | { kind: 'binary' };

/** How deep multipart bodies (a part that is itself multipart, a preamble that is one) are read. */
const MAX_DEPTH = 4;

/** The content of a Content-Transfer-Encoding: base64 part, decoded (anything not base64 skipped). */
function decodeBase64Loosely(bytes: Uint8Array): Buffer {
  return Buffer.from(Buffer.from(bytes).toString('latin1').replace(/[^A-Za-z0-9+/_-]/g, ''), 'base64');
}

/** The content of a Content-Transfer-Encoding: quoted-printable part, decoded. */
function decodeQuotedPrintable(bytes: Uint8Array): Buffer {
  const text = Buffer.from(bytes).toString('latin1').replace(/=\r?\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else out.push(text.charCodeAt(i) & 0xff);
  }
  return Buffer.from(out);
}

/** A part's content as a multipart text keeps it: a placeholder for an image or binary content. */
function partText(head: string, content: Uint8Array, depth: number): string {
  const type = mediaType(partHeader(head, 'content-type') || null);
  const transfer = partHeader(head, 'content-transfer-encoding').toLowerCase();
  if (transfer === 'base64' || transfer === 'quoted-printable') {
    const decoded = transfer === 'base64' ? decodeBase64Loosely(content) : decodeQuotedPrintable(content);
    const found = imageTypeAt(decoded) ?? findImage(decoded)?.type;
    if (found !== undefined || type.startsWith('image/')) return imagePlaceholder(decoded, found ?? type);
  }
  const kept = contentWithoutImages(content, type || null, depth);
  if (kept.kind === 'text') return kept.text;
  if (kept.kind === 'image') return kept.placeholder;
  // A multipart recording is text: a binary part has no place in it either.
  return imagePlaceholder(content, type || 'application/octet-stream');
}

/**
 * A body without its images, judged by its bytes: an image file, or bytes (not UTF-8) holding one
 * anywhere (compressed too), is a placeholder whatever its declared type; a multipart body (by its header or its
 * first line) has each content read as a body of its own; a text has its base64 images replaced.
 */
function contentWithoutImages(bytes: Uint8Array, contentType: string | null, depth: number): Kept {
  const type = mediaType(contentType);
  const atStart = imageTypeAt(bytes);
  if (atStart !== undefined || type.startsWith('image/')) return { kind: 'image', placeholder: imagePlaceholder(bytes, atStart ?? type) };
  const layout = depth > 0 ? multipartLayout(bytes, contentType) : undefined;
  if (layout !== undefined) {
    const text = layout.pieces
      .map((piece) => (piece.kind === 'raw' ? Buffer.from(piece.bytes).toString('utf8') : partText(piece.head, piece.bytes, depth - 1)))
      .join('');
    // Part headers are text too (a photo in a header line).
    return { kind: 'text', text: withoutImages(text) };
  }
  const text = decodeUtf8(bytes);
  if (text === null) {
    const inside = imageInside(bytes, depth);
    return inside === undefined ? { kind: 'binary' } : { kind: 'image', placeholder: imagePlaceholder(bytes, inside) };
  }
  return { kind: 'text', text: withoutImages(text) };
}

/** Past this size a compressed body is not inflated to be read: it is then kept as if it held an image. */
const MAX_INFLATED = 64 * 1024 * 1024;

/** The bytes of a gzip or zlib stream, inflated; null when they are too many; undefined when the bytes are no such stream. */
function inflated(bytes: Uint8Array): Buffer | null | undefined {
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const zlib = bytes[0] === 0x78 && bytes.length > 1 && ((0x78 << 8) | (bytes[1] as number)) % 31 === 0;
  if (!gzip && !zlib) return undefined;
  try {
    return gzip ? gunzipSync(bytes, { maxOutputLength: MAX_INFLATED }) : inflateSync(bytes, { maxOutputLength: MAX_INFLATED });
  } catch (error) {
    return error instanceof RangeError ? null : undefined;
  }
}

/**
 * The type of an image somewhere in bytes that are not text: an image file at any offset, a
 * base64 image in the text parts of the bytes, or one inside a gzip or zlib stream.
 */
function imageInside(bytes: Uint8Array, depth: number): string | undefined {
  const found = findImage(bytes)?.type ?? base64Images(Buffer.from(bytes).toString('latin1'))[0]?.type;
  if (found !== undefined || depth <= 0) return found;
  const inner = inflated(bytes);
  if (inner === null) return 'application/octet-stream';
  return inner === undefined ? undefined : (imageTypeAt(inner) ?? imageInside(inner, depth - 1));
}

/** The body as a recording keeps it (see RecordedBody), every secret replaced. */
export function captureBody(bytes: Uint8Array, contentType: string | null, options: CaptureOptions): RecordedBody {
  if (bytes.length === 0) return { encoding: 'none' };
  const binary = () => ({ encoding: 'base64' as const, data: Buffer.from(redactSecretsInBytes(bytes, options.secrets)).toString('base64') });
  if (options.keepImages) {
    const text = decodeUtf8(bytes);
    return text === null ? binary() : { encoding: 'utf8', text: redactSecrets(text, options.secrets) };
  }
  const kept = contentWithoutImages(bytes, contentType, MAX_DEPTH);
  if (kept.kind === 'image') return { encoding: 'omitted', placeholder: kept.placeholder };
  if (kept.kind === 'binary') return binary();
  return { encoding: 'utf8', text: redactSecrets(kept.text, options.secrets) };
}

/** The bytes a replay answers with (a placeholder answers nothing). */
export function bodyBytes(body: RecordedBody): Uint8Array<ArrayBuffer> {
  switch (body.encoding) {
    case 'utf8':
      return new Uint8Array(Buffer.from(body.text, 'utf8'));
    case 'base64':
      return new Uint8Array(Buffer.from(body.data, 'base64'));
    default:
      return new Uint8Array(0);
  }
}

/**
 * A fingerprint of a request body to tell recordings of the same request apart: sha256 of the
 * bytes as sent (never the redacted ones: a hash holds nothing), a multipart body's random
 * boundary replaced first (it differs on every request). null for an empty body.
 */
export function bodyFingerprint(bytes: Uint8Array, contentType: string | null): string | null {
  if (bytes.length === 0) return null;
  const boundary = multipartBoundary(contentType);
  if (boundary === undefined) return sha256Hex(bytes);
  return sha256Hex(Buffer.from(Buffer.from(bytes).toString('latin1').split(boundary).join('BOUNDARY'), 'latin1'));
}
