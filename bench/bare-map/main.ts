// The baseline for the cold-load benchmark: maplibre alone with the console's offline basemap
// (its style and the font its labels are drawn with), built by the same Vite pipeline, opening
// the camera in the URL hash as the console does.
import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
import { offlineBasemapStyle } from '../../src/map/basemap-style';
import { withMapFonts } from '../../src/map/map-fonts';
import { DEFAULT_CAMERA, parseCameraHash } from '../../src/map/camera-hash';

setWorkerUrl(workerUrl);
const camera = parseCameraHash(window.location.hash) ?? DEFAULT_CAMERA;
const map = new MapLibreMap({
  container: 'map',
  style: withMapFonts(offlineBasemapStyle(window.location.origin)),
  center: [camera.lon, camera.lat],
  zoom: camera.zoom,
  attributionControl: false,
});
(window as unknown as { locusMap: MapLibreMap }).locusMap = map;
