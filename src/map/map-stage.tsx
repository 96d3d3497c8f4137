import { Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { AttributionControl, Map as MapLibreMap, NavigationControl, ScaleControl, prewarm, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useTranslation } from 'react-i18next';
import type { StyleSpecification } from 'maplibre-gl';
import { lazyWithMessages } from '../lib/i18n/i18n';
import { loadPreferences } from '../lib/preferences';
import { useStartupReady } from '../lib/startup-ready';
import { serverModeStore } from '../session/server-mode-store';
import { sessionStore } from '../session/session-store';
import { basemapFromCookie } from '../../shared/basemap-choice';
import { basemapNoteKey, planKey, type BasemapPlan } from './basemap-plan';
import { applyBasemap, askPageTilesEarly, planStyle, resolveBasemap } from './basemap-start';
import { DEFAULT_CAMERA, parseCameraHash, withCameraHash } from './camera-hash';
import { mapReadout } from './map-context';
import { mapErrorKind } from './map-error-kind';
import { markFirstMapIdle } from './first-map-idle';
import './map-test-handle';

setWorkerUrl(workerUrl);

// The note over the map for a basemap that is not the emulator's whole world: its code and texts
// are fetched when such a basemap is drawn.
const BasemapNote = lazyWithMessages(['hosting'], () => import('./basemap-note').then((m) => m.BasemapNote));

/**
 * What the map needs before it can draw, started at the console's start (while the first page's
 * texts arrive and before React renders the stage): the map's worker, which fetches and compiles
 * its code, and the page's tile description.
 */
export function startMapEarly(): void {
  prewarm();
  askPageTilesEarly();
}

/**
 * The map stage: created once and kept mounted across pages. The camera is uncontrolled and
 * mirrored into the URL hash. The shell shares the map with pages through MapContext.
 */
export function MapStage({ onReady }: { onReady: (map: MapLibreMap | null) => void }) {
  // The stage renders before the console's texts are in (the map starts loading meanwhile): it
  // does not wait for them (no suspense), and its notes wait to be shown until they are.
  const { t } = useTranslation(undefined, { useSuspense: false });
  const ready = useStartupReady();
  const container = useRef<HTMLDivElement>(null);
  const created = useRef<MapLibreMap | null>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [plan, setPlan] = useState<BasemapPlan>();

  useEffect(() => {
    if (!container.current) return;
    const camera = parseCameraHash(window.location.hash) ?? DEFAULT_CAMERA;
    const basemap = basemapFromCookie(document.cookie);
    const m = new MapLibreMap({
      container: container.current,
      // The style follows once it is known who serves tiles (showBasemap below).
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
    created.current = m;
    m.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    m.addControl(new ScaleControl({ unit: 'metric' }), 'top-left');
    // Every basemap credits exactly the sources it draws (basemap-credits.ts), as text.
    m.addControl(new AttributionControl({ compact: false }), 'bottom-right');
    window.locusMap = m;

    // The basemap depends on who serves tiles (the page's host, the profile's emulator, nobody)
    // and on the profile (the demo world only under the local one): decided now and again when
    // the profile changes; a later decision wins over an earlier one still on its way.
    let loaded = false;
    let shown: { key: string; style: StyleSpecification } | undefined;
    let asked = 0;
    const showBasemap = async () => {
      const ticket = ++asked;
      // The plan depends on the profile, which this server's mode may change (a proxy): decided
      // once the mode is known (or after a moment), as the first render used to wait for it.
      await serverModeStore.settledOrAfter();
      if (ticket !== asked) return;
      const { profileId } = sessionStore.get();
      const next = await resolveBasemap(basemap, { profileId, profileBase: sessionStore.baseUrl() }, fetch, loadPreferences().pmtilesUrl, loadPreferences().basemapStyleUrl);
      if (ticket !== asked || shown?.key === planKey(next)) return;
      const style = await planStyle(next, m, window.location.origin);
      if (ticket !== asked) return;
      applyBasemap(m, style, shown?.style, loaded);
      shown = { key: planKey(next), style };
      window.locusBasemap = next;
      setPlan(next);
      setTilesFailed(false);
    };
    void showBasemap();
    let profile = `${sessionStore.get().profileId} ${sessionStore.baseUrl()}`;
    const unsubscribe = sessionStore.subscribe(() => {
      const now = `${sessionStore.get().profileId} ${sessionStore.baseUrl()}`;
      if (now === profile) return;
      profile = now;
      void showBasemap();
    });

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
    m.once('idle', markFirstMapIdle);
    m.once('load', () => {
      loaded = true;
      mapReadout.set({ zoom: m.getZoom() });
      setMap(m);
    });
    return () => {
      unsubscribe();
      asked++;
      setMap(null);
      created.current = null;
      window.locusMap = undefined;
      window.locusBasemap = undefined;
      m.remove();
    };
    // The map is created once; the label's language is refreshed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    onReady(map);
  }, [map, onReady]);

  // The canvas's label for screen readers, in the language shown, once the texts are in.
  useEffect(() => {
    const m = created.current;
    if (!ready || !m) return;
    m.getCanvas().setAttribute('aria-label', t('map.label'));
    // MapLibre words its zoom buttons in English: they say it in the UI language instead.
    for (const [selector, text] of [
      ['.maplibregl-ctrl-zoom-in', t('map.zoomIn')],
      ['.maplibregl-ctrl-zoom-out', t('map.zoomOut')],
    ] as const) {
      const button = m.getContainer().querySelector(selector);
      button?.setAttribute('title', text);
      button?.setAttribute('aria-label', text);
    }
  }, [t, ready]);

  return (
    <div className="map-stage" data-map-ready={map ? 'true' : 'false'}>
      <div ref={container} className="map-canvas" />
      {!map && !error && ready && <div className="map-overlay-note">{t('map.loading')}</div>}
      {ready && plan && basemapNoteKey(plan) && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <BasemapNote plan={plan} />
          </Suspense>
        </ErrorBoundary>
      )}
      {tilesFailed && !error && ready && (
        <div className="map-tiles-notice" role="status">
          {t('mapExtras.tilesFailed')}
        </div>
      )}
      {error && ready && (
        <div className="map-overlay-note map-error" role="alert">
          {t('map.failed', { message: error })}
        </div>
      )}
    </div>
  );
}
