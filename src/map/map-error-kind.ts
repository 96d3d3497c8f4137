/**
 * What a MapLibre `error` event means for the user. An error of one source (a tile that could
 * not be fetched or decoded, a GeoJSON file that failed) leaves the rest of the map drawn: a
 * small notice. A style layer naming a source layer the data does not have (a PMTiles extract
 * without `pois`, say) draws nothing and hides nothing: not worth a word. Anything else (the
 * style, the worker) means the map cannot be drawn.
 */
export type MapErrorKind = 'tiles' | 'map' | 'none';

const MISSING_SOURCE_LAYER = /^Source layer ".*" does not exist on source ".*"/;

/** An online style's sprite (icons) that could not be had: its icons are left out (missing-images.ts). */
const SPRITE_URL = /\/sprites?\b[^?#]*\.(json|png)(\?|#|$)/;

export function mapErrorKind(event: { sourceId?: unknown; tile?: unknown; error?: { message?: unknown; url?: unknown } }): MapErrorKind {
  if (typeof event.error?.message === 'string' && MISSING_SOURCE_LAYER.test(event.error.message)) return 'none';
  if (typeof event.error?.url === 'string' && SPRITE_URL.test(event.error.url)) return 'none';
  return typeof event.sourceId === 'string' || event.tile !== undefined ? 'tiles' : 'map';
}
