import { beforeAll, describe, expect, it } from 'vitest';
import { base64Images, byteListImages, findImage, imageTypeAt } from './image-scan';
import { photosOfEveryType, seededRandom, type Photo } from './redaction-fixtures';

let photos: Photo[];

beforeAll(async () => {
  photos = await photosOfEveryType(21);
});

function randomBytes(random: () => number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(random() * 256);
  return bytes;
}

describe('image-scan', () => {
  it('names the type of each format by its first bytes, and finds it anywhere in other bytes', () => {
    for (const photo of photos) {
      expect(imageTypeAt(photo.bytes)).toBe(photo.type);
      const framed = Buffer.concat([Buffer.from('\x00\x01 header \xfe', 'latin1'), photo.bytes]);
      expect(findImage(framed)).toEqual({ offset: 11, type: photo.type });
    }
  });

  it('finds a base64 photo from its start or inside a longer run, and in pieces', () => {
    const [jpeg] = photos;
    const b64 = (jpeg as Photo).bytes.toString('base64');
    const text = `{"a":"${b64}","b":"QUJD${b64}"}`;
    const found = base64Images(text);
    expect(found.map((f) => f.type)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(text.slice(found[0]?.start, found[0]?.end)).toBe(b64);
    expect(text.slice(found[1]?.start, found[1]?.end)).toBe(b64);
    expect(byteListImages(`[${[...(jpeg as Photo).bytes].join(', ')}]`)).toHaveLength(1);
  });

  it('finds nothing in random bytes, random base64 or text', () => {
    const random = seededRandom(99);
    for (let i = 0; i < 200; i++) {
      const bytes = randomBytes(random, 4096);
      // The JPEG start marker is 3 bytes: in random bytes it is found with its marker byte only.
      const hit = findImage(bytes);
      if (hit !== undefined) expect(hit.type).toBe('image/jpeg');
      expect(base64Images(JSON.stringify({ data: bytes.toString('base64'), hex: bytes.toString('hex') }))).toEqual([]);
    }
    expect(base64Images('The quick brown fox jumps over the lazy dog '.repeat(200))).toEqual([]);
    expect(byteListImages(JSON.stringify({ coordinates: [[126.9784, 37.5665], [127, 37]], ids: [1, 2, 3, 255, 216, 255] }))).toEqual([]);
  });
});
