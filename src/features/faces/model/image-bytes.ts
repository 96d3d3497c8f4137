/**
 * What an image file really is, read from its bytes rather than from its name or the type the
 * browser guessed (a PNG renamed .jpg is still a PNG to the service), and the EXIF orientation
 * of a JPEG, which says how a camera's pixels must be turned to stand upright.
 */

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/bmp' | 'image/heic';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The image type by its magic number; undefined when it is none of the known ones. */
export function sniffImageType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF8'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('BM'))) return 'image/bmp';
  if (startsWith(bytes, ascii('ftyp'), 4) && ['heic', 'heix', 'mif1', 'msf1'].some((brand) => startsWith(bytes, ascii(brand), 8))) return 'image/heic';
  return undefined;
}

/** EXIF orientation values: 1 is upright; 2-8 are mirrorings and quarter turns. */
export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** True when the orientation swaps width and height (a quarter turn). */
export const swapsAxes = (o: ExifOrientation): boolean => o >= 5;

/**
 * The orientation tag (0x0112) of a JPEG's EXIF block, or undefined when there is none or the
 * block is malformed. Reads only the APP1 segments before the image data.
 */
export function readJpegOrientation(bytes: Uint8Array): ExifOrientation | undefined {
  if (!startsWith(bytes, [0xff, 0xd8])) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    // Start of scan or end of image: no EXIF before the pixels.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = view.getUint16(at + 2);
    if (length < 2) return undefined;
    const segment = at + 4;
    if (marker === 0xe1 && startsWith(bytes, [...ascii('Exif'), 0, 0], segment)) {
      return orientationInTiff(view, segment + 6, Math.min(bytes.length, at + 2 + length));
    }
    at += 2 + length;
  }
  return undefined;
}

function orientationInTiff(view: DataView, tiff: number, end: number): ExifOrientation | undefined {
  if (tiff + 8 > end) return undefined;
  const order = view.getUint16(tiff);
  const little = order === 0x4949;
  if (!little && order !== 0x4d4d) return undefined;
  if (view.getUint16(tiff + 2, little) !== 42) return undefined;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return undefined;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return undefined;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? (value as ExifOrientation) : undefined;
    }
  }
  return undefined;
}
