// The baseline for the cold-load benchmark: maplibre alone with the console's offline basemap,
// built by the same Vite pipeline, opening the camera in the URL hash as the console does.
import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { offlineBasemapStyle } from '../../src/map/basemap-style';
import { DEFAULT_CAMERA, parseCameraHash } from '../../src/map/camera-hash';

setWorkerUrl(workerUrl);
const camera = parseCameraHash(window.location.hash) ?? DEFAULT_CAMERA;
const map = new MapLibreMap({
  container: 'map',
  style: offlineBasemapStyle(window.location.origin),
  center: [camera.lon, camera.lat],
  zoom: camera.zoom,
  attributionControl: false,
});
(window as unknown as { locusMap: MapLibreMap }).locusMap = map;
