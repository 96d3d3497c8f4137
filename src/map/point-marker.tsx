import { useEffect, useRef } from 'react';
import { Marker } from 'maplibre-gl';
import { useMap } from './map-context';

/**
 * A focusable DOM marker at a point (keyboard users can reach it; screen readers read its label).
 * `variant` distinguishes the query point from results.
 */
export function PointMarker({ lon, lat, label, variant = 'query' }: { lon: number; lat: number; label: string; variant?: 'query' | 'result' }) {
  const map = useMap();
  const marker = useRef<Marker | null>(null);

  useEffect(() => {
    if (!map) return;
    const el = document.createElement('div');
    el.className = `point-marker point-marker-${variant}`;
    el.tabIndex = 0;
    el.setAttribute('role', 'img');
    el.dataset.testid = `marker-${variant}`;
    const m = new Marker({ element: el, anchor: 'center' }).setLngLat([lon, lat]).addTo(map);
    marker.current = m;
    return () => {
      m.remove();
      marker.current = null;
    };
    // Position and label are updated below without recreating the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, variant]);

  useEffect(() => {
    marker.current?.setLngLat([lon, lat]);
    const el = marker.current?.getElement();
    if (el) {
      el.setAttribute('aria-label', label);
      el.title = label;
      el.dataset.lat = String(lat);
      el.dataset.lon = String(lon);
    }
  }, [lon, lat, label, map]);

  return null;
}
