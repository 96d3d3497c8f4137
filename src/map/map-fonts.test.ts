import { describe, expect, it } from 'vitest';
import type { StyleSpecification } from 'maplibre-gl';
import { MAP_FONT, MAP_FONT_BOLD, mapFontFaces, preferredFontUrl, unicodeRangeList, withMapFonts, type FontFaceRuleText } from './map-fonts';

const BASE = 'http://console.test/assets/index-abc.css';
const rule = (weight: string, file: string, range: string, family = '"Noto Sans KR"'): FontFaceRuleText => ({
  family,
  weight,
  style: 'normal',
  src: `url("/assets/${file}.woff2") format("woff2"), url("/assets/${file}.woff") format("woff")`,
  unicodeRange: range,
  base: BASE,
});

const RULES = [
  rule('400', 'kr-0-400', 'U+F9CA-FA0B, U+FF03-FF05'),
  rule('400', 'kr-119-400', 'U+AC00-AC7F'),
  rule('700', 'kr-119-700', 'U+AC00-AC7F'),
  rule('400', 'other', 'U+0-FF', '"Some Other"'),
];

describe('the map font faces read from the stylesheet', () => {
  it('takes the woff2 file of each rule, absolute, with its unicode ranges', () => {
    const faces = mapFontFaces(RULES);
    expect(faces[MAP_FONT[0] ?? '']).toEqual([
      { url: 'http://console.test/assets/kr-0-400.woff2', 'unicode-range': ['U+F9CA-FA0B', 'U+FF03-FF05'] },
      { url: 'http://console.test/assets/kr-119-400.woff2', 'unicode-range': ['U+AC00-AC7F'] },
    ]);
    expect(faces[MAP_FONT_BOLD[0] ?? '']).toEqual([{ url: 'http://console.test/assets/kr-119-700.woff2', 'unicode-range': ['U+AC00-AC7F'] }]);
  });

  it("maps the Protomaps style's font names onto the same files", () => {
    const faces = mapFontFaces(RULES);
    expect(faces['Noto Sans Regular']).toEqual(faces[MAP_FONT[0] ?? '']);
    expect(faces['Noto Sans Medium']).toEqual(faces[MAP_FONT_BOLD[0] ?? '']);
  });

  it('ignores other families and has nothing when the font is not bundled', () => {
    expect(mapFontFaces([rule('400', 'x', 'U+0-FF', 'Other')])).toEqual({});
    const style: StyleSpecification = { version: 8, sources: {}, layers: [] };
    expect(withMapFonts(style, [])).toEqual(style);
  });

  it('adds font-faces to a style, keeping entries the style already has', () => {
    const style: StyleSpecification = { version: 8, sources: {}, layers: [], 'font-faces': { 'Noto Sans Regular': 'http://x.test/own.woff2' } };
    const out = withMapFonts(style, RULES);
    expect(out['font-faces']?.['Noto Sans Regular']).toBe('http://x.test/own.woff2');
    expect(out['font-faces']?.[MAP_FONT[0] ?? '']).toHaveLength(2);
  });

  it('parses src and unicode-range descriptors in their CSS forms', () => {
    expect(preferredFontUrl("url('a.woff') format('woff'), url(b.woff2) format('woff2')", BASE)).toBe('http://console.test/assets/b.woff2');
    expect(preferredFontUrl('url("only.woff")', BASE)).toBe('http://console.test/assets/only.woff');
    expect(preferredFontUrl('local("Noto Sans KR")', BASE)).toBeNull();
    expect(unicodeRangeList('U+0-FF,  U+131 , U+4??')).toEqual(['U+0-FF', 'U+131', 'U+4??']);
    expect(unicodeRangeList('')).toEqual([]);
  });
});
