/**
 * An uploaded face image read with sharp into what the detector needs: RGB pixels scaled to fit
 * DETECTION_MAX_SIDE, plus the original (post EXIF-rotation) size to map results back to.
 *
 * Rules (the service's documented limits, api-facts §12: "JPG/JPEG, ≤ 2 MB, 320×240 –
 * 3840×2160, colour"), each refusal a FaceImageError with code 4002 (unsupported images):
 * - Format by content, never by the claimed media type or file name: JPEG (which the service
 *   documents) and PNG (what screenshots, canvases and the test images are; accepting it costs
 *   nothing and the console's camera capture may produce it). Anything sharp cannot read or
 *   reads as another format (GIF, WebP, text…) is refused.
 * - At most FACE_IMAGE_LIMITS.maxBytes (2 MB) of file.
 * - Size after EXIF rotation between 320×240 and 3840×2160 in either orientation: the long side
 *   320–3840 px and the short side 240–2160 px. A portrait photo from a phone (1080×1920) is as
 *   valid as its landscape twin; the service's limit reads as a landscape pair, and nothing says
 *   portrait images are refused.
 * - Greyscale, CMYK and alpha images are converted to 3-channel sRGB (alpha flattened on white):
 *   the documented "colour" is a recommendation for accuracy, not something to refuse.
 * - EXIF orientation is applied first, so boxes are in the pixels of the upright image, the one a
 *   viewer shows; image_width and image_height are that image's.
 */
import sharp, { type Metadata } from 'sharp';
import { FACE_IMAGE_LIMITS } from '../../shared/contract/faces';

/** Formats accepted, as sharp names them. */
const FACE_IMAGE_FORMATS: readonly string[] = ['jpeg', 'png'];

/**
 * The detector works on a copy no larger than this on its long side. TinyFaceDetector scales its
 * input to 416 px anyway; 1024 keeps the landmark, descriptor and sharpness crops detailed for
 * faces that fill a fraction of a large photo, while bounding decode memory and tensor size.
 */
export const DETECTION_MAX_SIDE = 1024;

export class FaceImageError extends Error {
  override readonly name = 'FaceImageError';
  constructor(
    /** Face service code: 4002 unsupported images. */
    readonly code: 4002,
    /** English detail. */
    readonly detail: string,
    /** Korean detail. */
    readonly detailKo: string,
  ) {
    super(detail);
  }
}

export interface DecodedFaceImage {
  /** Size of the upright (EXIF-rotated) original, in pixels. */
  width: number;
  height: number;
  /** RGB bytes, row-major, of the detection copy. */
  rgb: Uint8Array;
  detectionWidth: number;
  detectionHeight: number;
  /** Original pixels per detection pixel (≥ 1). */
  scale: number;
}

export function sizeProblem(width: number, height: number): string | undefined {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const { minWidth, minHeight, maxWidth, maxHeight } = FACE_IMAGE_LIMITS;
  if (long < minWidth || short < minHeight || long > maxWidth || short > maxHeight) {
    return `${width}x${height}`;
  }
  return undefined;
}

const MB = 1024 * 1024;

/** Reads and checks an image; throws FaceImageError (4002) when it is refused. */
export async function decodeFaceImage(bytes: Uint8Array): Promise<DecodedFaceImage> {
  const { maxBytes, minWidth, minHeight, maxWidth, maxHeight } = FACE_IMAGE_LIMITS;
  if (bytes.length > maxBytes) {
    const size = `${bytes.length.toLocaleString('en-US')} bytes`;
    const limit = `${maxBytes / MB} MB (${maxBytes.toLocaleString('en-US')} bytes)`;
    throw new FaceImageError(4002, `the image is ${size}; the limit is ${limit}`, `이미지가 ${size}입니다. 최대 ${limit}까지 올릴 수 있습니다`);
  }
  const notImage = new FaceImageError(4002, 'the image is not a JPEG or PNG file (judged by its content)', 'JPEG나 PNG 이미지가 아닙니다 (내용으로 판단)');
  let meta: Metadata;
  try {
    // Header only: the size is checked before any pixel is decoded.
    meta = await sharp(bytes).metadata();
  } catch {
    throw notImage;
  }
  if (!FACE_IMAGE_FORMATS.includes(meta.format)) {
    throw new FaceImageError(4002, `${meta.format} images are not supported; send JPEG or PNG`, `${meta.format} 이미지는 지원하지 않습니다. JPEG나 PNG를 보내 주세요`);
  }
  const { width, height } = meta.autoOrient;
  const badSize = sizeProblem(width, height);
  if (badSize) {
    const range = `${minWidth}x${minHeight} to ${maxWidth}x${maxHeight}`;
    throw new FaceImageError(4002, `the image is ${badSize}; its size must be ${range} (either orientation)`, `이미지 크기가 ${badSize}입니다. ${minWidth}x${minHeight} ~ ${maxWidth}x${maxHeight} (가로·세로 어느 방향이든) 이어야 합니다`);
  }
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .resize({ width: DETECTION_MAX_SIDE, height: DETECTION_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`expected 3 channels, got ${info.channels}`);
    return {
      width,
      height,
      rgb: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      detectionWidth: info.width,
      detectionHeight: info.height,
      scale: width / info.width,
    };
  } catch {
    // A header that reads but pixels that do not (truncated or corrupt data).
    throw new FaceImageError(4002, 'the image data is corrupt or truncated', '이미지 데이터가 손상되었거나 잘렸습니다');
  }
}
