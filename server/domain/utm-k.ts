import proj4 from 'proj4';
import { UTMK_PROJ4 } from '../../shared/crs/definitions';
import { KOREA_REGION } from '../../shared/crs/korea-region';

/**
 * GRS80 UTM-K (EPSG:5179) → longitude/latitude. The target is GRS80 geographic (Korea 2000),
 * which coincides with WGS84 to well under a millimetre here, so no datum shift is applied
 * (and none is computed: one projection inverse per point).
 */
const fromUtmk = proj4(UTMK_PROJ4, '+proj=longlat +ellps=GRS80 +no_defs');

/** [lon, lat] of a UTM-K point, or null when it does not fall in KOREA_REGION. */
export function utmkToLonLat(x: number, y: number): [number, number] | null {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  const [lon, lat] = fromUtmk.forward([x, y]);
  if (lon === undefined || lat === undefined || !Number.isFinite(lon) || !Number.isFinite(lat)) return null;
  if (lon < KOREA_REGION.lon[0] || lon > KOREA_REGION.lon[1] || lat < KOREA_REGION.lat[0] || lat > KOREA_REGION.lat[1]) return null;
  return [lon, lat];
}

/** lon/lat → UTM-K [x, y] (for writing fixtures and synthetic files). */
export function lonLatToUtmk(lon: number, lat: number): [number, number] {
  const [x, y] = fromUtmk.inverse([lon, lat]);
  return [x ?? Number.NaN, y ?? Number.NaN];
}
