import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';

/** The mounted map, null until its style has loaded. */
export const MapContext = createContext<MapLibreMap | null>(null);

export function useMap(): MapLibreMap | null {
  return useContext(MapContext);
}

/** Calls `handler` with [lon, lat] on each map click while the component is mounted. */
export function useMapClick(handler: (lngLat: { lng: number; lat: number }) => void): void {
  const map = useMap();
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!map) return;
    const onClick = (e: MapMouseEvent) => ref.current(e.lngLat);
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
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
