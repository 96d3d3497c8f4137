import { useEffect } from 'react';
import type { GeoJSONSource, LayerSpecification } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { useMap } from './map-context';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A layer spec without its source (the overlay fills that in); background layers have none. */
export type OverlayLayer = DistributiveOmit<Exclude<LayerSpecification, { type: 'background' }>, 'source'>;

/**
 * Declarative GeoJSON overlay: one source and its layers, added while mounted, data kept in
 * sync, removed on unmount. Layer specs are typed constants from a feature's layers.ts.
 */
export function GeoJsonOverlay({ id, data, layers }: { id: string; data: FeatureCollection; layers: readonly OverlayLayer[] }) {
  const map = useMap();

  useEffect(() => {
    if (!map) return;
    map.addSource(id, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    for (const layer of layers) map.addLayer({ ...layer, source: id } as LayerSpecification);
    return () => {
      // The map may already be gone when the stage unmounts first.
      if (!map.getStyle()) return;
      for (const layer of layers) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      if (map.getSource(id)) map.removeSource(id);
    };
  }, [map, id, layers]);

  useEffect(() => {
    if (!map) return;
    const source = map.getSource<GeoJSONSource>(id);
    source?.setData(data);
  }, [map, id, data, layers]);

  return null;
}
