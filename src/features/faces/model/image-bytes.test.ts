import { describe, expect, it } from 'vitest';
import { readJpegOrientation, sniffImageType, swapsAxes } from './image-bytes';

/** A JPEG start with one APP1 Exif segment holding the orientation tag, in either byte order. */
function jpegWithOrientation(orientation: number, little: boolean, extraSegmentFirst = false): Uint8Array {
  const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
  const u32 = (n: number) => (little ? [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24] : [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
  const tiff = [...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(8), ...u16(2),
    // an unrelated tag first (ImageWidth), then Orientation (SHORT, count 1)
    ...u16(0x0100), ...u16(3), ...u32(1), ...u16(640), 0, 0,
    ...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0,
    ...u32(0)];
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app1 = [0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff, ...exif];
  const app0 = [0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46];
  return new Uint8Array([0xff, 0xd8, ...(extraSegmentFirst ? app0 : []), ...app1, 0xff, 0xda, 0, 2]);
}

describe('image bytes', () => {
  it('tells the type by the magic number, not the name', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('\0\0\0\x18ftypheic'))).toBe('image/heic');
    expect(sniffImageType(new TextEncoder().encode('<svg'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array([]))).toBeUndefined();
  });

  it('reads the EXIF orientation in both byte orders, after other segments', () => {
    expect(readJpegOrientation(jpegWithOrientation(6, true))).toBe(6);
    expect(readJpegOrientation(jpegWithOrientation(3, false))).toBe(3);
    expect(readJpegOrientation(jpegWithOrientation(8, false, true))).toBe(8);
    expect(readJpegOrientation(jpegWithOrientation(1, true))).toBe(1);
  });

  it('gives undefined for no EXIF, a bad value or a truncated block', () => {
    expect(readJpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeUndefined();
    expect(readJpegOrientation(jpegWithOrientation(9, true))).toBeUndefined();
    expect(readJpegOrientation(jpegWithOrientation(6, true).slice(0, 30))).toBeUndefined();
    expect(readJpegOrientation(new Uint8Array([0x89, 0x50]))).toBeUndefined();
  });

  it('knows which orientations swap width and height', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((o) => swapsAxes(o as 1))).toEqual([false, false, false, false, true, true, true, true]);
  });
});
