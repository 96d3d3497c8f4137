import { describe, expect, it } from 'vitest';
import { outsideKorea } from './outside-korea';

describe('outsideKorea', () => {
  it('a point outside Korea’s box is outside Korea (Tokyo), one inside is not (제주, 독도, the sea off 진도)', () => {
    expect(outsideKorea({ lat: 35.68, lon: 139.76 })).toBe(true);
    expect(outsideKorea({ lat: 31.5, lon: 127 })).toBe(true);
    for (const p of [{ lat: 33.5, lon: 126.53 }, { lat: 37.2417, lon: 131.8647 }, { lat: 34.3, lon: 126.5 }]) expect(outsideKorea(p)).toBe(false);
  });
});
