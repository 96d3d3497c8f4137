/**
 * The platform's coordinate systems as proj4 definitions. Shared by the console and the emulator.
 *
 * Axis order: proj4 works in [x, y] = [lon, lat] for geographic systems and [easting, northing]
 * for projected ones. The service's fields are always named lat/lon; for a projected system its
 * `lat` carries the northing (y) and `lon` the easting (x) — e.g. the published sample
 * WGS84 37.5665/126.9780 → KATECH {"lat":"552074.351684","lon":"309911.6786"}.
 *
 * Datum shift Bessel → WGS84: the 7-parameter set commonly published for the Korean 1985 (Tokyo
 * datum realisation) networks, `towgs84=-115.80,474.99,674.11,1.16,-2.31,-1.63,6.43`; it is
 * good to a few metres, which is as close as the old Bessel systems are defined anyway.
 */
import type { CoordType } from '../../api/contract/common';

const BESSEL_TO_WGS84 = '+towgs84=-115.80,474.99,674.11,1.16,-2.31,-1.63,6.43';

export interface CoordSystem {
  id: CoordType;
  kind: 'geographic' | 'projected';
  /** proj4 definition string. */
  proj4: string;
  /** Where the definition comes from. */
  source: string;
  /** What the service's lat / lon fields carry in this system. */
  axes: { lat: string; lon: string };
  /** Plausible range of the service's (lat, lon) fields for points in and around Korea. */
  bounds: { lat: [number, number]; lon: [number, number] };
}

export const COORD_SYSTEMS: Record<CoordType, CoordSystem> = {
  WGS84GEO: {
    id: 'WGS84GEO',
    kind: 'geographic',
    proj4: '+proj=longlat +datum=WGS84 +no_defs',
    source: 'EPSG:4326 (WGS 84), degrees',
    axes: { lat: 'latitude (°)', lon: 'longitude (°)' },
    bounds: { lat: [32, 44], lon: [123, 133] },
  },
  EPSG3857: {
    id: 'EPSG3857',
    kind: 'projected',
    proj4: '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs',
    source: 'EPSG:3857 (WGS 84 / Pseudo-Mercator, "Google Mercator"), metres',
    axes: { lat: 'y northing (m)', lon: 'x easting (m)' },
    bounds: { lat: [3_700_000, 5_500_000], lon: [13_600_000, 14_900_000] },
  },
  KATECH: {
    id: 'KATECH',
    kind: 'projected',
    proj4: `+proj=tmerc +lat_0=38 +lon_0=128 +k=0.9999 +x_0=400000 +y_0=600000 +ellps=bessel +units=m +no_defs ${BESSEL_TO_WGS84}`,
    source: 'KATEC / TM128: published parameters (TM, origin 38°N 128°E, k 0.9999, false E 400 km, N 600 km, Bessel 1841)',
    axes: { lat: 'y northing (m)', lon: 'x easting (m)' },
    // Korea lies at roughly x 50–700 km, y 50–750 km in TM128.
    bounds: { lat: [10_000, 1_000_000], lon: [10_000, 900_000] },
  },
  BESSELGEO: {
    id: 'BESSELGEO',
    kind: 'geographic',
    proj4: `+proj=longlat +ellps=bessel +no_defs ${BESSEL_TO_WGS84}`,
    source: 'Korean 1985 geographic (EPSG:4162 family), Bessel 1841, degrees',
    axes: { lat: 'latitude (°)', lon: 'longitude (°)' },
    bounds: { lat: [32, 44], lon: [123, 133] },
  },
  BESSELTM: {
    id: 'BESSELTM',
    kind: 'projected',
    // The service does not say which Bessel TM belt it means. The central belt as EPSG:2097 defines
    // it (origin 38°N 127°E, false E 200 km, N 500 km) is used; the older "+10.405 seconds" variant
    // (EPSG:5174, lon_0 127.0028902777778) differs by about 255 m east-west.
    proj4: `+proj=tmerc +lat_0=38 +lon_0=127 +k=1 +x_0=200000 +y_0=500000 +ellps=bessel +units=m +no_defs ${BESSEL_TO_WGS84}`,
    source: 'EPSG:2097 (Korean 1985 / Central Belt), metres',
    axes: { lat: 'y northing (m)', lon: 'x easting (m)' },
    bounds: { lat: [-200_000, 1_200_000], lon: [-300_000, 800_000] },
  },
  GRS80GEO: {
    id: 'GRS80GEO',
    kind: 'geographic',
    proj4: '+proj=longlat +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs',
    source: 'EPSG:4737 (Korea 2000 geographic), GRS 1980, degrees',
    axes: { lat: 'latitude (°)', lon: 'longitude (°)' },
    bounds: { lat: [32, 44], lon: [123, 133] },
  },
  GRS80TM: {
    id: 'GRS80TM',
    kind: 'projected',
    // Korea 2000 central belt with the 600 km false northing (EPSG:5186, the current national
    // standard); EPSG:5181 (false northing 500 km) is another common choice.
    proj4: '+proj=tmerc +lat_0=38 +lon_0=127 +k=1 +x_0=200000 +y_0=600000 +ellps=GRS80 +units=m +no_defs',
    source: 'EPSG:5186 (Korea 2000 / Central Belt 2010), metres',
    axes: { lat: 'y northing (m)', lon: 'x easting (m)' },
    bounds: { lat: [-100_000, 1_300_000], lon: [-300_000, 800_000] },
  },
};
