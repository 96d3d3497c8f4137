/**
 * What a MapLibre `error` event means for the user. An error of one source (a tile that could
 * not be fetched or decoded, a GeoJSON file that failed) leaves the rest of the map drawn: a
 * small notice. Anything else (the style, the worker) means the map cannot be drawn.
 */
export type MapErrorKind = 'tiles' | 'map';

export function mapErrorKind(event: { sourceId?: unknown; tile?: unknown }): MapErrorKind {
  return typeof event.sourceId === 'string' || event.tile !== undefined ? 'tiles' : 'map';
}
