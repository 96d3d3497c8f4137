import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeFaceImage, DETECTION_MAX_SIDE, FaceImageError, sizeProblem } from './face-image';

const solid = (width: number, height: number, channels: 1 | 3 | 4 = 3) =>
  sharp({ create: { width, height, channels: channels === 1 ? 3 : channels, background: { r: 200, g: 120, b: 40, alpha: 0.5 } } });

async function refusal(bytes: Uint8Array): Promise<FaceImageError> {
  const error = await decodeFaceImage(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof FaceImageError)) throw new Error(`expected a FaceImageError, got ${String(error)}`);
  expect(error.code).toBe(4002);
  return error;
}

describe('sizeProblem', () => {
  it('accepts 320x240 to 3840x2160 in either orientation', () => {
    for (const [w, h] of [[320, 240], [240, 320], [3840, 2160], [2160, 3840], [1080, 1920], [640, 480]] as const) expect(sizeProblem(w, h)).toBeUndefined();
    for (const [w, h] of [[319, 240], [320, 239], [100, 100], [3841, 2160], [3840, 2161], [2161, 2161], [4000, 300]] as const) expect(sizeProblem(w, h)).toBe(`${w}x${h}`);
  });
});

describe('decodeFaceImage', () => {
  it('reads JPEG and PNG into RGB, greyscale and alpha included', async () => {
    for (const bytes of [await solid(640, 480).jpeg().toBuffer(), await solid(640, 480, 4).png().toBuffer(), await solid(640, 480).greyscale().png().toBuffer()]) {
      const image = await decodeFaceImage(bytes);
      expect(image).toMatchObject({ width: 640, height: 480, detectionWidth: 640, detectionHeight: 480, scale: 1 });
      expect(image.rgb.length).toBe(640 * 480 * 3);
    }
  });

  it('scales large images to fit the detection size and says by how much', async () => {
    const image = await decodeFaceImage(await solid(2048, 1536).jpeg().toBuffer());
    expect(image).toMatchObject({ width: 2048, height: 1536, detectionWidth: DETECTION_MAX_SIDE, detectionHeight: 768, scale: 2 });
  });

  it('applies the EXIF orientation: sizes are the upright image’s', async () => {
    const bytes = await solid(640, 480).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await decodeFaceImage(bytes)).toMatchObject({ width: 480, height: 640, detectionWidth: 480, detectionHeight: 640 });
  });

  it('refuses what is not JPEG or PNG by content, whatever it claims', async () => {
    expect((await refusal(new TextEncoder().encode('this is not an image'))).detail).toMatch(/not a JPEG or PNG/);
    expect((await refusal(await solid(640, 480).webp().toBuffer())).detail).toMatch(/webp images are not supported/);
    expect((await refusal(await solid(640, 480).gif().toBuffer())).detail).toMatch(/gif/);
  });

  it('refuses sizes outside 320x240–3840x2160 and files over 2 MB, naming the limit', async () => {
    expect((await refusal(await solid(100, 100).png().toBuffer())).detail).toBe('the image is 100x100; its size must be 320x240 to 3840x2160 (either orientation)');
    expect((await refusal(await solid(4000, 500).jpeg().toBuffer())).detailKo).toContain('4000x500');
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    expect((await refusal(big)).detail).toBe('the image is 2,097,153 bytes; the limit is 2 MB (2,097,152 bytes)');
  });

  it('refuses truncated data', async () => {
    const bytes = await solid(640, 480).jpeg().toBuffer();
    const error = await refusal(bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(error.detail).toBe('the image data is corrupt or truncated');
  });
});
