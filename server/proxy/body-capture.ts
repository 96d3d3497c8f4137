import { createHash } from 'node:crypto';
import { redactSecrets } from './credentials';

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

const IMAGE_DATA_URI = /data:(image\/[\w.+-]+)((?:;[\w.+-]+=[^;,"\s]*)*);base64,([A-Za-z0-9+/]+={0,2})/g;
/** A bare base64 JPEG (/9j/) or PNG (iVBORw0KGgo) of at least ~75 bytes in a JSON string. */
const BARE_BASE64_IMAGE = /(?<=")(\/9j\/|iVBORw0KGgo)[A-Za-z0-9+/]{96,}={0,2}(?=")/g;

/** The text with every base64 image (data URI or bare JPEG/PNG in a JSON string) replaced. */
export function withoutImages(text: string): string {
  return text
    .replace(IMAGE_DATA_URI, (_all, type: string, _params: string, data: string) => imagePlaceholder(Buffer.from(data, 'base64'), type))
    .replace(BARE_BASE64_IMAGE, (data: string) =>
      imagePlaceholder(Buffer.from(data, 'base64'), data.startsWith('/9j/') ? 'image/jpeg' : 'image/png'),
    );
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/** The boundary parameter of a multipart content type. */
export function multipartBoundary(contentType: string | null): string | undefined {
  if (!mediaTypeOf(contentType).startsWith('multipart/')) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * A multipart body as text, each image or binary part's content replaced by a placeholder;
 * undefined when the body does not split on its boundary.
 */
function multipartWithoutImages(bytes: Uint8Array, boundary: string): string | undefined {
  const buf = Buffer.from(bytes);
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const out: string[] = [];
  let at = buf.indexOf(delimiter);
  if (at < 0) return undefined;
  out.push(buf.subarray(0, at).toString('utf8'));
  while (at >= 0) {
    const next = buf.indexOf(delimiter, at + delimiter.length);
    if (next < 0) {
      out.push(buf.subarray(at).toString('utf8'));
      break;
    }
    const part = buf.subarray(at + delimiter.length, next);
    const headEnd = part.indexOf('\r\n\r\n');
    if (headEnd < 0) {
      out.push(`--${boundary}${part.toString('utf8')}`);
    } else {
      const head = part.subarray(0, headEnd).toString('utf8');
      // The content ends before the CRLF that precedes the next delimiter.
      const content = part.subarray(headEnd + 4, part.length >= headEnd + 6 ? part.length - 2 : part.length);
      const type = /content-type:\s*([^\r\n;]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? '';
      const text = decodeUtf8(content);
      const isImage = type.startsWith('image/') || (/filename=/i.test(head) && text === undefined);
      const shown = isImage || text === undefined ? imagePlaceholder(content, type || 'application/octet-stream') : text;
      out.push(`--${boundary}${head}\r\n\r\n${shown}\r\n`);
    }
    at = next;
  }
  return out.join('');
}

/** The body as a recording keeps it (see RecordedBody). */
export function captureBody(bytes: Uint8Array, contentType: string | null, options: CaptureOptions): RecordedBody {
  if (bytes.length === 0) return { encoding: 'none' };
  const type = mediaTypeOf(contentType);
  if (!options.keepImages) {
    if (type.startsWith('image/')) return { encoding: 'omitted', placeholder: imagePlaceholder(bytes, type) };
    const boundary = multipartBoundary(contentType);
    const multipart = boundary === undefined ? undefined : multipartWithoutImages(bytes, boundary);
    if (multipart !== undefined) return { encoding: 'utf8', text: redactSecrets(multipart, options.secrets) };
  }
  const text = decodeUtf8(bytes);
  if (text === undefined) return { encoding: 'base64', data: Buffer.from(bytes).toString('base64') };
  return { encoding: 'utf8', text: redactSecrets(options.keepImages ? text : withoutImages(text), options.secrets) };
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
 * bytes, a multipart body's random boundary replaced first (it differs on every request).
 * null for an empty body.
 */
export function bodyFingerprint(bytes: Uint8Array, contentType: string | null): string | null {
  if (bytes.length === 0) return null;
  const boundary = multipartBoundary(contentType);
  if (boundary === undefined) return sha256Hex(bytes);
  return sha256Hex(Buffer.from(Buffer.from(bytes).toString('latin1').split(boundary).join('BOUNDARY'), 'latin1'));
}
