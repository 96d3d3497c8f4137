import { checkDimensions, checkFaces, checkFile, type Refusal } from '../model/image-gate';
import { readJpegOrientation, sniffImageType, type ExifOrientation } from '../model/image-bytes';
import type { DetectedFace, FaceDetector } from './face-detector';

/**
 * Takes a dropped file or a camera capture through the quality gate and prepares what will be
 * sent. Decoding uses createImageBitmap with imageOrientation 'from-image', so a phone photo
 * whose EXIF says "rotate 90°" is seen upright, as a person sees it. Such a photo is then sent
 * re-encoded upright (JPEG, no EXIF), so that the service, the face box it answers and the image
 * this browser keeps all agree on one orientation; the item says it did so. Images that need no
 * turning are sent byte for byte as they came. A refused file keeps its bytes too (and its
 * picture, when this browser can decode it), so that the user can send it anyway and see the
 * service's own answer.
 */
export interface PreparedImage {
  /** What will be sent. */
  blob: Blob;
  mediaType: string;
  /** The upright picture as this browser decoded it; absent when it could not (not an image, or a format it cannot read). */
  picture?: DecodedPicture;
  /** The EXIF orientation that was applied (2-8) when the image was turned upright. */
  orientation?: ExifOrientation;
  /** The face the detector found (for the preview), when exactly one was found. */
  face?: DetectedFace;
}

interface DecodedPicture {
  width: number;
  height: number;
  /** Object URL of the image's blob for previews; whoever drops the image revokes it. */
  previewUrl: string;
}

/** Lets go of an image's preview. */
export function releaseImage(image: PreparedImage | undefined): void {
  if (image?.picture) URL.revokeObjectURL(image.picture.previewUrl);
}

const REENCODE_QUALITY = 0.92;

/**
 * The emulator detects on a copy no larger than this on its long side; so does the gate, so
 * that both see the same pixels (TinyFaceDetector then scales to 416 either way).
 */
const DETECTION_MAX_SIDE = 1024;

/** The canvas itself, or a copy scaled to fit DETECTION_MAX_SIDE, with the scale back to it. */
function detectionCopy(canvas: HTMLCanvasElement): { input: HTMLCanvasElement; scale: number } {
  const long = Math.max(canvas.width, canvas.height);
  if (long <= DETECTION_MAX_SIDE) return { input: canvas, scale: 1 };
  const f = DETECTION_MAX_SIDE / long;
  const copy = document.createElement('canvas');
  copy.width = Math.round(canvas.width * f);
  copy.height = Math.round(canvas.height * f);
  const ctx = copy.getContext('2d');
  if (ctx) {
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(canvas, 0, 0, copy.width, copy.height);
  }
  return { input: copy, scale: canvas.width / copy.width };
}

export function canvasToJpeg(canvas: HTMLCanvasElement, quality = REENCODE_QUALITY): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), 'image/jpeg', quality);
  });
}

async function decodeUpright(blob: Blob): Promise<HTMLCanvasElement | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas;
}

export async function prepareImage(file: Blob, detector: () => Promise<FaceDetector>): Promise<{ refusals: Refusal[]; image: PreparedImage }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mediaType = sniffImageType(bytes);
  const fileRefusals = checkFile({ mediaType, bytes: file.size });
  // The type is the sniffed one, whatever the name said; bytes that are no known image keep the type they came with.
  const asCame = new Blob([bytes], { type: mediaType ?? (file.type || 'application/octet-stream') });

  const canvas = await decodeUpright(file);
  if (!canvas) return { refusals: fileRefusals.length > 0 ? fileRefusals : [{ kind: 'undecodable' }], image: { blob: asCame, mediaType: asCame.type } };

  const orientation = mediaType === 'image/jpeg' ? readJpegOrientation(bytes) : undefined;
  const turned = orientation !== undefined && orientation !== 1;
  // Sent as it came unless it had to be turned (then the re-encoded JPEG is what the limits apply to).
  const blob = turned ? await canvasToJpeg(canvas) : asCame;
  const refusals: Refusal[] = [...(turned ? checkFile({ mediaType: 'image/jpeg', bytes: blob.size }) : fileRefusals), ...checkDimensions(canvas.width, canvas.height)];

  let face: DetectedFace | undefined;
  if (refusals.length === 0) {
    try {
      const { input, scale } = detectionCopy(canvas);
      const faces = (await (await detector()).detect(input)).map((f) => ({ ...f, x: f.x * scale, y: f.y * scale, width: f.width * scale, height: f.height * scale }));
      refusals.push(...checkFaces(faces));
      if (faces.length === 1) face = faces[0];
    } catch {
      refusals.push({ kind: 'detectorUnavailable' });
    }
  }

  const image: PreparedImage = { blob, mediaType: blob.type, picture: { width: canvas.width, height: canvas.height, previewUrl: URL.createObjectURL(blob) } };
  if (turned) image.orientation = orientation;
  if (face) image.face = face;
  return { refusals, image };
}
