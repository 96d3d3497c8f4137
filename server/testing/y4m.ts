/**
 * YUV4MPEG2 (Y4M) writer for Chromium's fake camera (`--use-file-for-fake-video-capture`):
 * 4:2:0 planar (yuv420p), full-range BT.601 ("C420jpeg", as ffmpeg writes yuv420p), even
 * dimensions only (Chromium shows a black 2x2 frame for odd ones).
 */

/** One RGB frame: width x height pixels, 3 bytes each, row by row. */
export interface RgbFrame {
  width: number;
  height: number;
  rgb: Uint8Array;
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** The Y, U and V planes of one frame (U and V averaged over 2x2 blocks). */
export function rgbToYuv420(frame: RgbFrame): Uint8Array {
  const { width, height, rgb } = frame;
  if (width % 2 !== 0 || height % 2 !== 0) throw new RangeError(`Y4M needs even dimensions, got ${width}x${height}`);
  if (rgb.length !== width * height * 3) throw new RangeError(`expected ${width * height * 3} bytes of RGB, got ${rgb.length}`);
  const ySize = width * height;
  const cSize = ySize / 4;
  const out = new Uint8Array(ySize + 2 * cSize);
  const px = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    return [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0] as const;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = px(x, y);
      out[y * width + x] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  const cw = width / 2;
  for (let cy = 0; cy < height / 2; cy++) {
    for (let cx = 0; cx < cw; cx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
        const [pr, pg, pb] = px(2 * cx + dx, 2 * cy + dy);
        r += pr / 4;
        g += pg / 4;
        b += pb / 4;
      }
      out[ySize + cy * cw + cx] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      out[ySize + cSize + cy * cw + cx] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return out;
}

/** A whole Y4M file showing `frame` `count` times at `fps`. */
export function encodeY4m(frame: RgbFrame, count = 1, fps = 30): Uint8Array {
  const header = new TextEncoder().encode(`YUV4MPEG2 W${frame.width} H${frame.height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const marker = new TextEncoder().encode('FRAME\n');
  const planes = rgbToYuv420(frame);
  const out = new Uint8Array(header.length + count * (marker.length + planes.length));
  out.set(header, 0);
  let at = header.length;
  for (let i = 0; i < count; i++) {
    out.set(marker, at);
    out.set(planes, at + marker.length);
    at += marker.length + planes.length;
  }
  return out;
}
