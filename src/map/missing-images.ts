import type { Map as MapLibreMap } from 'maplibre-gl';

const EMPTY_IMAGE = { width: 1, height: 1, data: new Uint8Array(4) };
const answering = new WeakSet<MapLibreMap>();

/**
 * A style may name icons from a sprite the console does not load (PMTiles) or could not load (an
 * online provider's sprite host unreachable): each missing image is answered once with a
 * transparent pixel, so nothing is drawn and nothing is reported.
 */
export function answerMissingImages(map: MapLibreMap): void {
  if (answering.has(map)) return;
  answering.add(map);
  map.on('styleimagemissing', (e: { id: string }) => {
    if (!map.hasImage(e.id)) map.addImage(e.id, EMPTY_IMAGE);
  });
}
