/**
 * The platform's coordinate systems as proj4 definitions. Shared by the console and the emulator.
 *
 * Axis order: proj4 works in [x, y] = [lon, lat] for geographic systems and [easting, northing]
 * for projected ones. The service's fields are always named lat/lon; for a projected system its
 * `lat` carries the northing (y) and `lon` the easting (x) — e.g. the published sample
 * WGS84 37.5665/126.9780 → KATECH {"lat":"552074.351684","lon":"309911.6786"}.
 *
 * Datum shift Bessel → WGS84: the 7-parameter set commonly published for the Korean 1985 (Tokyo
 * datum realisation) networks, `towgs84=-115.80,474.99,674.11,1.16,-2.31,-1.63,6.43` (the one the
 * PROJ/EPSG-derived definitions of EPSG:5174 and the KATEC definitions in circulation carry).
 * With it the published KATECH sample is reproduced to 1.84 m (northing −1.00 m, easting
 * −1.54 m); the older 3-parameter set `-146.43,507.89,681.46` lands 6.2 m away. The service's own
 * shift is not published, so a couple of metres is as close as anyone outside can get.
 *
 * Plausibility: every system has the (lat, lon) envelope of KOREA_REGION (the peninsula, Jeju,
 * Ulleungdo, Dokdo and the seas between, as a WGS84 box) in that system, rounded outward to
 * 10 km for metres and 0.01° for the other datums' degrees. A test checks that each envelope
 * encloses the region's image and is no looser than that.
 */
import type { CoordType } from '../contract/common';
import { KOREA_REGION } from './korea-region';


const BESSEL_TO_WGS84 = '+towgs84=-115.80,474.99,674.11,1.16,-2.31,-1.63,6.43';

export interface CoordSystem {
  id: CoordType;
  /** Short human name, in English: the reference the console's translated names follow (src/lib/coords/crs-words.ts). */
  label: string;
  kind: 'geographic' | 'projected';
  /** proj4 definition string. */
  proj4: string;
  /** Where the definition comes from, in English (the console shows it translated, as for label). */
  source: string;
  /** What the service's lat / lon fields carry in this system. */
  axes: { lat: string; lon: string };
  /** Plausible range of the service's (lat, lon) fields: the envelope of KOREA_REGION. */
  bounds: { lat: [number, number]; lon: [number, number] };
}

const GEOGRAPHIC_AXES = { lat: 'latitude (°)', lon: 'longitude (°)' };
const PROJECTED_AXES = { lat: 'y northing (m)', lon: 'x easting (m)' };
const WGS84_BOUNDS = { lat: [...KOREA_REGION.lat], lon: [...KOREA_REGION.lon] } satisfies CoordSystem['bounds'];
/** The region in another datum's degrees: the Bessel shift moves it by ~0.003°, so 0.01° of margin. */
const OTHER_DATUM_BOUNDS = { lat: [KOREA_REGION.lat[0] - 0.01, KOREA_REGION.lat[1] + 0.01], lon: [KOREA_REGION.lon[0] - 0.01, KOREA_REGION.lon[1] + 0.01] } satisfies CoordSystem['bounds'];

export const COORD_SYSTEMS: Record<CoordType, CoordSystem> = {
  WGS84GEO: {
    id: 'WGS84GEO',
    label: 'WGS84 lat/lon',
    kind: 'geographic',
    proj4: '+proj=longlat +datum=WGS84 +no_defs',
    source: 'EPSG:4326 (WGS 84), degrees',
    axes: GEOGRAPHIC_AXES,
    bounds: WGS84_BOUNDS,
  },
  EPSG3857: {
    id: 'EPSG3857',
    label: 'Web Mercator (EPSG:3857)',
    kind: 'projected',
    // The sphere of radius 6378137 m on WGS84 lat/lon (no datum change), as PROJ defines it.
    proj4: '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs',
    source: 'EPSG:3857 (WGS 84 / Pseudo-Mercator, "Google Mercator"), metres',
    axes: PROJECTED_AXES,
    bounds: { lat: [3_760_000, 5_470_000], lon: [13_690_000, 14_810_000] },
  },
  KATECH: {
    id: 'KATECH',
    label: 'KATECH (TM128)',
    kind: 'projected',
    proj4: `+proj=tmerc +lat_0=38 +lon_0=128 +k=0.9999 +x_0=400000 +y_0=600000 +ellps=bessel +units=m +no_defs ${BESSEL_TO_WGS84}`,
    source: 'KATEC / TM128: published parameters (TM, origin 38°N 128°E, k 0.9999, false E 400 km, N 600 km, Bessel 1841); no EPSG code',
    axes: PROJECTED_AXES,
    bounds: { lat: [-70_000, 1_280_000], lon: [-80_000, 880_000] },
  },
  BESSELGEO: {
    id: 'BESSELGEO',
    label: 'Bessel lat/lon',
    kind: 'geographic',
    proj4: `+proj=longlat +ellps=bessel +no_defs ${BESSEL_TO_WGS84}`,
    source: 'Korean 1985 geographic (EPSG:4162), Bessel 1841, degrees',
    axes: GEOGRAPHIC_AXES,
    bounds: OTHER_DATUM_BOUNDS,
  },
  BESSELTM: {
    id: 'BESSELTM',
    label: 'Bessel TM (central belt)',
    kind: 'projected',
    // Which Bessel TM the service means is not published. Two central belts are in use:
    // - EPSG:2097 "Korean 1985 / Central Belt": origin 38°N 127°E, false E 200 km, N 500 km;
    // - EPSG:5174 "Korean 1985 / Modified Central Belt": the same with lon_0 127°0'10.405"
    //   (BESSELTM_MODIFIED_PROJ4), which corrects the 10.405" error of the old Tokyo-datum origin
    //   longitude and is what old cadastral and 1:5000 maps are drawn in.
    // EPSG:2097 is used: it is the registered definition of the name's plain reading. A value that
    // comes out about 254 m too far east (x larger by ~254 m) was meant in the modified belt.
    proj4: `+proj=tmerc +lat_0=38 +lon_0=127 +k=1 +x_0=200000 +y_0=500000 +ellps=bessel +units=m +no_defs ${BESSEL_TO_WGS84}`,
    source: 'EPSG:2097 (Korean 1985 / Central Belt), metres',
    axes: PROJECTED_AXES,
    bounds: { lat: [-170_000, 1_190_000], lon: [-180_000, 770_000] },
  },
  GRS80GEO: {
    id: 'GRS80GEO',
    label: 'GRS80 lat/lon',
    kind: 'geographic',
    // Korea 2000 (ITRF-based) coincides with WGS84 to well under a metre: no shift.
    proj4: '+proj=longlat +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs',
    source: 'EPSG:4737 (Korea 2000 geographic), GRS 1980, degrees',
    axes: GEOGRAPHIC_AXES,
    bounds: OTHER_DATUM_BOUNDS,
  },
  GRS80TM: {
    id: 'GRS80TM',
    label: 'GRS80 TM (central belt)',
    kind: 'projected',
    // Korea 2000 central belt with the 600 km false northing (EPSG:5186, the current national
    // standard); EPSG:5181 (false northing 500 km) is another common choice.
    proj4: '+proj=tmerc +lat_0=38 +lon_0=127 +k=1 +x_0=200000 +y_0=600000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
    source: 'EPSG:5186 (Korea 2000 / Central Belt 2010), metres',
    axes: PROJECTED_AXES,
    bounds: { lat: [-70_000, 1_290_000], lon: [-180_000, 770_000] },
  },
};

/**
 * Systems the service does not offer, for the workbench to show and read locally. The
 * definitions are EPSG's, as epsg.io and PROJ give them (https://epsg.io/5179.proj4 etc.), with
 * the Bessel datum shift of this file's header where EPSG's own has none.
 */
export type LocalSystemId = 'EPSG:5179' | 'EPSG:5181' | 'EPSG:5174' | 'EPSG:32652';

export interface LocalSystem {
  id: LocalSystemId;
  label: string;
  kind: 'projected';
  proj4: string;
  source: string;
}

/** EPSG:5174 (Korean 1985 / Modified Central Belt): the other reading of BESSELTM, for comparison. */
export const BESSELTM_MODIFIED_PROJ4 = `+proj=tmerc +lat_0=38 +lon_0=127.0028902777778 +k=1 +x_0=200000 +y_0=500000 +ellps=bessel +units=m +no_defs ${BESSEL_TO_WGS84}`;

/**
 * EPSG:5179 (Korea 2000 / Unified CS, "GRS80 UTM-K"): the system of the juso.go.kr navigation DB
 * and the national building layers. Not one of the service's coordinate types.
 */
export const UTMK_PROJ4 = '+proj=tmerc +lat_0=38 +lon_0=127.5 +k=0.9996 +x_0=1000000 +y_0=2000000 +ellps=GRS80 +units=m +no_defs';

export const LOCAL_SYSTEMS: Record<LocalSystemId, LocalSystem> = {
  'EPSG:5179': {
    id: 'EPSG:5179',
    label: 'UTM-K (GRS80)',
    kind: 'projected',
    proj4: UTMK_PROJ4,
    source: 'EPSG:5179 (Korea 2000 / Unified CS): TM, origin 38°N 127.5°E, k 0.9996, false E 1,000 km, N 2,000 km, GRS 1980 — juso.go.kr address files, Naver maps',
  },
  'EPSG:5181': {
    id: 'EPSG:5181',
    label: 'GRS80 TM (central belt, N 500 km)',
    kind: 'projected',
    proj4: '+proj=tmerc +lat_0=38 +lon_0=127 +k=1 +x_0=200000 +y_0=500000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
    source: 'EPSG:5181 (Korea 2000 / Central Belt): TM, origin 38°N 127°E, false E 200 km, N 500 km, GRS 1980 — Kakao maps, older Korea 2000 data',
  },
  'EPSG:5174': {
    id: 'EPSG:5174',
    label: 'Bessel TM (modified central belt)',
    kind: 'projected',
    proj4: BESSELTM_MODIFIED_PROJ4,
    source: 'EPSG:5174 (Korean 1985 / Modified Central Belt): TM, origin 38°N 127°0′10.405″E, false E 200 km, N 500 km, Bessel 1841 with the 7-parameter shift — old cadastral and 1:5000 maps',
  },
  'EPSG:32652': {
    id: 'EPSG:32652',
    label: 'UTM zone 52N (WGS84)',
    kind: 'projected',
    proj4: '+proj=utm +zone=52 +datum=WGS84 +units=m +no_defs',
    source: 'EPSG:32652 (WGS 84 / UTM zone 52N): central meridian 129°E, k 0.9996, false E 500 km — GPS receivers, military grids',
  },
};

export const LOCAL_SYSTEM_IDS = Object.keys(LOCAL_SYSTEMS) as LocalSystemId[];

/** The systems in the code table's order, for pickers. */
export const COORD_SYSTEM_LIST: readonly CoordSystem[] = Object.values(COORD_SYSTEMS);
