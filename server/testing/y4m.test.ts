import { describe, expect, it } from 'vitest';
import { encodeY4m, rgbToYuv420 } from './y4m';

const solid = (width: number, height: number, [r, g, b]: readonly [number, number, number]) => {
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set([r, g, b], i * 3);
  return { width, height, rgb };
};

describe('Y4M for the fake camera', () => {
  it('writes the header, one FRAME marker per frame and planes of w*h*1.5 bytes', () => {
    const file = encodeY4m(solid(4, 2, [0, 0, 0]), 2);
    const text = new TextDecoder('latin1').decode(file);
    expect(text.startsWith('YUV4MPEG2 W4 H2 F30:1 Ip A1:1 C420jpeg\n')).toBe(true);
    expect(text.split('FRAME\n')).toHaveLength(3);
    expect(file.length).toBe('YUV4MPEG2 W4 H2 F30:1 Ip A1:1 C420jpeg\n'.length + 2 * ('FRAME\n'.length + 12));
  });

  it('converts colours with full-range BT.601: white, black, pure red', () => {
    expect([...rgbToYuv420(solid(2, 2, [255, 255, 255]))]).toEqual([255, 255, 255, 255, 128, 128]);
    expect([...rgbToYuv420(solid(2, 2, [0, 0, 0]))]).toEqual([0, 0, 0, 0, 128, 128]);
    const red = rgbToYuv420(solid(2, 2, [255, 0, 0]));
    expect(red[0]).toBe(76);
    expect(red[4]).toBe(85);
    expect(red[5]).toBe(255);
  });

  it('refuses odd sizes, which Chromium would show as a black frame', () => {
    expect(() => rgbToYuv420(solid(3, 2, [0, 0, 0]))).toThrow(/even/);
  });
});
