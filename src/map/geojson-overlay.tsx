import { useEffect, useRef } from 'react';
import type { GeoJSONSource, LayerSpecification } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { useMap } from './map-context';
import { timingMark } from '../lib/timing-marks';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A layer spec without its source (the overlay fills that in); background layers have none. */
export type OverlayLayer = DistributiveOmit<Exclude<LayerSpecification, { type: 'background' }>, 'source'>;

const NO_IMAGES: readonly OverlayImage[] = [];

/** An image a symbol layer of an overlay draws (`icon-image`), as raw RGBA pixels. */
export interface OverlayImage {
  id: string;
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Declarative GeoJSON overlay: one source and its layers, added while mounted, data kept in
 * sync (a frame behind the page), removed on unmount. Layer specs are typed constants from a
 * feature's layers.ts; the images its symbol layers name are added with them (and kept: another
 * overlay may name them too).
 */
export function GeoJsonOverlay({ id, data, layers, images = NO_IMAGES }: { id: string; data: FeatureCollection; layers: readonly OverlayLayer[]; images?: readonly OverlayImage[] }) {
  const map = useMap();
  // Whether the map's source holds nothing: no empty collection is sent to a source already empty
  // (each setData makes the map reload the source and draw again), and the layers of an empty
  // source are hidden, so that the map's frames skip them.
  const empty = useRef(true);

  useEffect(() => {
    if (!map) return;
    for (const image of images) if (!map.hasImage(image.id)) map.addImage(image.id, image);
    map.addSource(id, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    empty.current = true;
    for (const layer of layers) map.addLayer({ ...layer, source: id, layout: { ...layer.layout, visibility: 'none' } } as LayerSpecification);
    return () => {
      // The map may already be gone when the stage unmounts first.
      if (!map.getStyle()) return;
      for (const layer of layers) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      if (map.getSource(id)) map.removeSource(id);
    };
  }, [map, id, layers, images]);

  // The page's text first: the data goes to the map in the next animation frame, after the render
  // that brought it has committed (an answer's card is not held up by its drawing). A newer value
  // replaces one not yet sent, so each source gets one setData per frame at most.
  useEffect(() => {
    if (!map) return;
    if (data.features.length === 0 && empty.current) return;
    const frame = requestAnimationFrame(() => {
      const source = map.getSource<GeoJSONSource>(id);
      if (!source) return;
      source.setData(data);
      const nowEmpty = data.features.length === 0;
      if (nowEmpty !== empty.current) {
        for (const layer of layers) map.setLayoutProperty(layer.id, 'visibility', nowEmpty ? 'none' : (layer.layout?.visibility ?? 'visible'));
      }
      empty.current = nowEmpty;
      timingMark(`overlay:${id}`);
    });
    return () => cancelAnimationFrame(frame);
  }, [map, id, data, layers]);

  return null;
}
