import type { StyleSpecification } from 'maplibre-gl';

type FontFacesSpecification = NonNullable<StyleSpecification['font-faces']>;
type MLFontFace = Extract<FontFacesSpecification[string], unknown[]>[number];

/**
 * The map draws its labels with the font the interface bundles (Noto Sans KR, split by
 * unicode-range). The files are not listed here: they are read from the `@font-face` rules of
 * the console's own stylesheet, so the map and the interface always use the same files, and a
 * label downloads only the slices covering its characters (MapLibre's `font-faces`).
 */

/** The bundled family, as its `@font-face` rules name it. */
const BUNDLED_FONT_FAMILY = 'Noto Sans KR';

/** `text-font` stacks for map labels (names MapLibre looks up in the style's `font-faces`). */
export const MAP_FONT = ['Noto Sans KR Regular'];
export const MAP_FONT_BOLD = ['Noto Sans KR Bold'];

/** One `@font-face` rule as the CSSOM gives it. */
export interface FontFaceRuleText {
  family: string;
  weight: string;
  style: string;
  /** The `src` descriptor, e.g. `url("/assets/a.woff2") format("woff2"), url(…) format("woff")`. */
  src: string;
  /** The `unicode-range` descriptor, e.g. `U+0-FF, U+131`; empty when the rule has none. */
  unicodeRange: string;
  /** What relative URLs in `src` are relative to (the stylesheet's address). */
  base: string;
}

const unquote = (s: string) => s.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The first woff2 URL of a `src` descriptor (else its first URL), absolute; null when none. */
export function preferredFontUrl(src: string, base: string): string | null {
  const urls = [...src.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)\s*(?:format\(\s*["']?([\w-]+)["']?\s*\))?/g)].map((m) => ({
    url: m[1] ?? m[2] ?? m[3] ?? '',
    format: m[4] ?? '',
  }));
  const pick = urls.find((u) => u.format === 'woff2' || u.url.endsWith('.woff2')) ?? urls[0];
  if (!pick || pick.url === '') return null;
  try {
    return new URL(pick.url, base).href;
  } catch {
    return null;
  }
}

/** `U+0-FF, U+131` → `['U+0-FF', 'U+131']`. */
export function unicodeRangeList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const weightOf = (w: string): number => (w === 'bold' ? 700 : w === 'normal' || w === '' ? 400 : Number.parseInt(w, 10));

/** The bundled family's files of one weight (normal style), in stylesheet order. */
function fontFacesOfWeight(rules: readonly FontFaceRuleText[], weight: number): MLFontFace[] {
  const faces: MLFontFace[] = [];
  for (const r of rules) {
    if (unquote(r.family) !== BUNDLED_FONT_FAMILY || weightOf(r.weight) !== weight) continue;
    if (r.style !== '' && r.style !== 'normal') continue;
    const url = preferredFontUrl(r.src, r.base);
    if (!url) continue;
    const ranges = unicodeRangeList(r.unicodeRange);
    faces.push(ranges.length > 0 ? { url, 'unicode-range': ranges } : { url });
  }
  return faces;
}

/**
 * The style's `font-faces`: the bundled regular and bold under MAP_FONT's names, plus the names
 * a foreign style (Protomaps) uses mapped onto them. Empty when the stylesheet has no such rules.
 */
export function mapFontFaces(rules: readonly FontFaceRuleText[]): FontFacesSpecification {
  const regular = fontFacesOfWeight(rules, 400);
  const bold = fontFacesOfWeight(rules, 700);
  const out: FontFacesSpecification = {};
  if (regular.length > 0) {
    for (const name of [...MAP_FONT, ...PROTOMAPS_REGULAR_FONTS]) out[name] = regular;
  }
  const boldOrRegular = bold.length > 0 ? bold : regular;
  if (boldOrRegular.length > 0) {
    for (const name of [...MAP_FONT_BOLD, ...PROTOMAPS_BOLD_FONTS]) out[name] = boldOrRegular;
  }
  return out;
}

/** Font names in the Protomaps basemap style, drawn with the bundled regular / bold files. */
const PROTOMAPS_REGULAR_FONTS = ['Noto Sans Regular', 'Noto Sans Italic'];
const PROTOMAPS_BOLD_FONTS = ['Noto Sans Medium'];

/** The `@font-face` rules of the page's stylesheets (a sheet that cannot be read is skipped). */
function documentFontFaceRules(doc: Document = document): FontFaceRuleText[] {
  const out: FontFaceRuleText[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    const base = sheet.href ?? doc.baseURI;
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const s = rule.style;
      out.push({
        family: s.getPropertyValue('font-family'),
        weight: s.getPropertyValue('font-weight'),
        style: s.getPropertyValue('font-style'),
        src: s.getPropertyValue('src'),
        unicodeRange: s.getPropertyValue('unicode-range'),
        base,
      });
    }
  }
  return out;
}

/** The style with `font-faces` for the bundled font added (its own entries win). */
export function withMapFonts(style: StyleSpecification, rules: readonly FontFaceRuleText[] = documentFontFaceRules()): StyleSpecification {
  const faces = mapFontFaces(rules);
  if (Object.keys(faces).length === 0) return style;
  return { ...style, 'font-faces': { ...faces, ...(style['font-faces'] ?? {}) } };
}
