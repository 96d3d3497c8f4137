import { useEffect, useRef, useState } from 'react';
import { AttributionControl, Map as MapLibreMap, NavigationControl, ScaleControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useTranslation } from 'react-i18next';
import { basemapFromCookie } from './basemap-choice';
import { basemapNeedsInfo, startBasemap } from './basemap-start';
import { basemapStyle } from './basemap-style';
import { DEFAULT_CAMERA, parseCameraHash, withCameraHash } from './camera-hash';
import { mapReadout } from './map-context';
import { mapErrorKind } from './map-error-kind';

setWorkerUrl(workerUrl);

declare global {
  interface Window {
    /** The live map, for developers' consoles and the browser tests. Holds no credentials. */
    locusMap?: MapLibreMap;
  }
}

/**
 * The map stage: created once and kept mounted across pages. The camera is uncontrolled and
 * mirrored into the URL hash. The shell shares the map with pages through MapContext.
 */
export function MapStage({ onReady }: { onReady: (map: MapLibreMap | null) => void }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const camera = parseCameraHash(window.location.hash) ?? DEFAULT_CAMERA;
    const basemap = basemapFromCookie(document.cookie);
    const m = new MapLibreMap({
      container: container.current,
      // A PMTiles choice waits for the emulator to say it serves one (startBasemap).
      style: basemapNeedsInfo(basemap) ? undefined : basemapStyle(basemap, window.location.origin),
      center: [camera.lon, camera.lat],
      zoom: camera.zoom,
      maxZoom: 19,
      attributionControl: false,
      // Keyboard pan/zoom stay on; the canvas gets a label for screen readers.
      keyboard: true,
      // Labels appear without a fade: a fade repaints the map for 300 ms after every change, and
      // on a software-rendered map (no GPU) those frames hold the main thread and delay answers.
      fadeDuration: 0,
    });
    m.getCanvas().setAttribute('aria-label', t('map.label'));
    m.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    m.addControl(new ScaleControl({ unit: 'metric' }), 'top-left');
    // Every basemap credits its data: the offline one Natural Earth (and OpenStreetMap when its
    // roads or POIs are imported), from the tiles' TileJSON.
    m.addControl(new AttributionControl({ compact: false }), 'bottom-right');
    window.locusMap = m;
    if (basemapNeedsInfo(basemap)) void startBasemap(m, basemap, window.location.origin);

    const syncCamera = () => {
      const c = m.getCenter();
      const hash = withCameraHash(window.location.hash, { zoom: m.getZoom(), lat: c.lat, lon: c.lng });
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search + hash);
      mapReadout.set({ zoom: m.getZoom() });
    };
    m.on('moveend', syncCamera);
    m.on('mousemove', (e) => mapReadout.set({ cursor: { lat: e.lngLat.lat, lon: e.lngLat.lng } }));
    m.on('mouseout', () => mapReadout.set({ cursor: null }));
    // A failed tile or source is a small notice; only a map that cannot be drawn is an error.
    m.on('error', (e) => {
      const kind = mapErrorKind(e as { sourceId?: unknown });
      if (kind === 'tiles') setTilesFailed(true);
      else if (kind === 'map') setError(e.error?.message ?? 'unknown');
    });
    m.on('webglcontextlost', () => setError('WebGL context lost'));
    m.once('load', () => {
      mapReadout.set({ zoom: m.getZoom() });
      setMap(m);
    });
    return () => {
      setMap(null);
      window.locusMap = undefined;
      m.remove();
    };
    // The map is created once; the label's language is refreshed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    onReady(map);
  }, [map, onReady]);

  useEffect(() => {
    map?.getCanvas().setAttribute('aria-label', t('map.label'));
  }, [map, t]);

  return (
    <div className="map-stage" data-map-ready={map ? 'true' : 'false'}>
      <div ref={container} className="map-canvas" />
      {!map && !error && <div className="map-overlay-note">{t('map.loading')}</div>}
      {tilesFailed && !error && (
        <div className="map-tiles-notice" role="status">
          {t('mapExtras.tilesFailed')}
        </div>
      )}
      {error && (
        <div className="map-overlay-note map-error" role="alert">
          {t('map.failed', { message: error })}
        </div>
      )}
    </div>
  );
}
