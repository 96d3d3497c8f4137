import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';

/** The mounted map, null until its style has loaded. */
export const MapContext = createContext<MapLibreMap | null>(null);

export function useMap(): MapLibreMap | null {
  return useContext(MapContext);
}

/**
 * Calls `handler` with [lon, lat] on each map click while the component is mounted, and on Enter
 * pressed on the focused map with its centre: the keyboard's click (the arrow keys bring the
 * point to the centre, the stage marks the centre while the map has the keyboard).
 */
export function useMapClick(handler: (lngLat: { lng: number; lat: number }) => void): void {
  const map = useMap();
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!map) return;
    const onClick = (e: MapMouseEvent) => ref.current(e.lngLat);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.repeat || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.isComposing) return;
      e.preventDefault();
      const { lng, lat } = map.getCenter();
      ref.current({ lng, lat });
    };
    const canvas = map.getCanvas();
    map.on('click', onClick);
    canvas.addEventListener('keydown', onKey);
    return () => {
      map.off('click', onClick);
      canvas.removeEventListener('keydown', onKey);
    };
  }, [map]);
}

/** Pointer position and zoom for the status bar. */
export interface MapReadout {
  cursor: { lat: number; lon: number } | null;
  zoom: number;
}

type Listener = () => void;

class ReadoutStore {
  private value: MapReadout = { cursor: null, zoom: 0 };
  private readonly listeners = new Set<Listener>();
  get = () => this.value;
  set(next: Partial<MapReadout>) {
    this.value = { ...this.value, ...next };
    for (const l of this.listeners) l();
  }
  subscribe = (l: Listener) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
}

export const mapReadout = new ReadoutStore();

export function useMapReadout(): MapReadout {
  return useSyncExternalStore(mapReadout.subscribe, mapReadout.get, mapReadout.get);
}

/**
 * Hover and click on the features of the given layers, reported by a numeric feature property
 * (e.g. a result's index); null when the pointer leaves them. The cursor becomes a pointer over them.
 */
export function useMapLayerPointer(
  layerIds: readonly string[],
  property: string,
  handlers: { onHover?: (value: number | null) => void; onClick?: (value: number) => void },
): void {
  const map = useMap();
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  const key = layerIds.join('|');
  useEffect(() => {
    if (!map) return;
    const ids = key.split('|');
    const valueOf = (e: MapMouseEvent): number | null => {
      const present = ids.filter((id) => map.getLayer(id));
      if (present.length === 0) return null;
      const f = map.queryRenderedFeatures(e.point, { layers: present })[0];
      const v = f?.properties?.[property];
      return typeof v === 'number' ? v : null;
    };
    let last: number | null = null;
    const onMove = (e: MapMouseEvent) => {
      const v = valueOf(e);
      if (v === last) return;
      last = v;
      map.getCanvas().style.cursor = v === null ? '' : 'pointer';
      ref.current.onHover?.(v);
    };
    const onClick = (e: MapMouseEvent) => {
      const v = valueOf(e);
      if (v !== null) ref.current.onClick?.(v);
    };
    map.on('mousemove', onMove);
    map.on('click', onClick);
    return () => {
      map.off('mousemove', onMove);
      map.off('click', onClick);
      map.getCanvas().style.cursor = '';
    };
  }, [map, key, property]);
}
