import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { withCredits } from './basemap-credits';
import { MAP_FONT, MAP_FONT_BOLD } from './map-fonts';

/**
 * The online vector basemap (OpenMapTiles schema: OpenFreeMap, MapTiler, one's own): its style
 * JSON fetched by the console, then made the console's own: labels in the bundled font (no glyph
 * files: Hangul is never drawn as boxes), Korean names first, and no attribution of its own (the
 * console composes the credits, as text).
 */

/** How long the style may take before the map falls back to an offline basemap. */
const ONLINE_STYLE_TIMEOUT_MS = 6_000;

/** Korean name first, then the local name. */
export const KOREAN_FIRST_NAME: ExpressionSpecification = ['coalesce', ['get', 'name:ko'], ['get', 'name']];

/** Whether a parsed document looks like a MapLibre style (version 8, sources, layers). */
function isStyle(doc: unknown): doc is StyleSpecification {
  if (typeof doc !== 'object' || doc === null) return false;
  const o = doc as Record<string, unknown>;
  return o.version === 8 && typeof o.sources === 'object' && o.sources !== null && Array.isArray(o.layers);
}

/** Fetches a style with a short timeout; undefined when it cannot be had (network, policy, not a style). */
export async function fetchOnlineStyle(url: string, fetchImpl: typeof fetch = fetch, timeoutMs = ONLINE_STYLE_TIMEOUT_MS): Promise<StyleSpecification | undefined> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetchImpl(url, { credentials: 'omit', signal: abort.signal });
    if (!res.ok) return undefined;
    const doc: unknown = JSON.parse(await res.text());
    return isStyle(doc) ? doc : undefined;
  } catch {
    // Unreachable, refused by the page's policy, aborted, or not JSON: the fallback is drawn.
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

const mentionsName = (field: unknown): boolean => JSON.stringify(field ?? null).includes('name');

const isBold = (font: unknown): boolean => /bold|medium|semibold|heavy|black/i.test(JSON.stringify(font ?? null));

/** A symbol layer with the bundled font and, where it shows a name, the Korean one first. */
function koreanLabels(layer: LayerSpecification): LayerSpecification {
  if (layer.type !== 'symbol' || !layer.layout || layer.layout['text-field'] === undefined) return layer;
  const layout = { ...layer.layout };
  layout['text-font'] = isBold(layout['text-font']) ? MAP_FONT_BOLD : MAP_FONT;
  if (mentionsName(layout['text-field'])) layout['text-field'] = KOREAN_FIRST_NAME;
  return { ...layer, layout };
}

/**
 * The provider's style as the console draws it: every label in the bundled faces, names in
 * Korean first, no `glyphs` (nothing to fetch for text), no attribution of the provider's (the
 * console's credits go on its first source, escaped).
 */
export function onlineBasemapStyle(style: StyleSpecification, credits: readonly string[]): StyleSpecification {
  const { glyphs: _glyphs, ...rest } = style;
  return withCredits({ ...rest, layers: style.layers.map(koreanLabels) }, credits);
}

