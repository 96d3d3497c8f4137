// The baseline for the cold-load benchmark: maplibre alone with the console's offline basemap,
// built by the same Vite pipeline.
import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { offlineBasemapStyle } from '../../src/map/basemap-style';
import { DEFAULT_CAMERA } from '../../src/map/camera-hash';

setWorkerUrl(workerUrl);
const map = new MapLibreMap({
  container: 'map',
  style: offlineBasemapStyle(window.location.origin),
  center: [DEFAULT_CAMERA.lon, DEFAULT_CAMERA.lat],
  zoom: DEFAULT_CAMERA.zoom,
  attributionControl: false,
});
(window as unknown as { locusMap: MapLibreMap }).locusMap = map;
