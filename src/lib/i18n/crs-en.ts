import type { Messages } from './crs-ko';

/** English texts for coordinate systems: the same keys as crs-ko.ts (checked by `satisfies`). */
export const en = {
  coordinateErrors: {
    empty: 'Enter a coordinate.',
    noNumbers: 'There are no numbers.',
    oneNumber: 'Only one number: two values are needed (lat and lon, or x and y).',
    tooManyNumbers: 'Too many numbers: one coordinate per line.',
    badDms: 'Not a valid DMS value (minutes and seconds must be under 60).',
    notFinite: 'A number is too large.',
  },
  crs: {
    names: {
      WGS84GEO: 'WGS84 lat/lon',
      EPSG3857: 'Web Mercator (EPSG:3857)',
      KATECH: 'KATECH (TM128)',
      BESSELGEO: 'Bessel lat/lon',
      BESSELTM: 'Bessel TM (central belt)',
      GRS80GEO: 'GRS80 lat/lon',
      GRS80TM: 'GRS80 TM (central belt)',
      EPSG5179: 'UTM-K (GRS80)',
      EPSG5181: 'GRS80 TM (central belt, N 500 km)',
      EPSG5174: 'Bessel TM (modified central belt)',
      EPSG32652: 'UTM zone 52N (WGS84)',
    },
    sources: {
      WGS84GEO: 'EPSG:4326 (WGS 84), degrees',
      EPSG3857: 'EPSG:3857 (WGS 84 / Pseudo-Mercator, "Google Mercator"), metres',
      KATECH: 'KATEC / TM128: published parameters (TM, origin 38°N 128°E, k 0.9999, false E 400 km, N 600 km, Bessel 1841); no EPSG code',
      BESSELGEO: 'Korean 1985 geographic (EPSG:4162), Bessel 1841, degrees',
      BESSELTM: 'EPSG:2097 (Korean 1985 / Central Belt), metres',
      GRS80GEO: 'EPSG:4737 (Korea 2000 geographic), GRS 1980, degrees',
      GRS80TM: 'EPSG:5186 (Korea 2000 / Central Belt 2010), metres',
      EPSG5179: 'EPSG:5179 (Korea 2000 / Unified CS): TM, origin 38°N 127.5°E, k 0.9996, false E 1,000 km, N 2,000 km, GRS 1980 — juso.go.kr address files, Naver maps',
      EPSG5181: 'EPSG:5181 (Korea 2000 / Central Belt): TM, origin 38°N 127°E, false E 200 km, N 500 km, GRS 1980 — Kakao maps, older Korea 2000 data',
      EPSG5174: 'EPSG:5174 (Korean 1985 / Modified Central Belt): TM, origin 38°N 127°0′10.405″E, false E 200 km, N 500 km, Bessel 1841 with the 7-parameter shift — old cadastral and 1:5000 maps',
      EPSG32652: 'EPSG:32652 (WGS 84 / UTM zone 52N): central meridian 129°E, k 0.9996, false E 500 km — GPS receivers, military grids',
    },
    axes: { latitude: 'latitude (°)', longitude: 'longitude (°)', northing: 'y northing (m)', easting: 'x easting (m)' },
    problems: {
      range: '{{axis}} must be between {{min}} and {{max}}',
      degrees: '{{lat}}, {{lon}} look like degrees, but this system is in metres (y northing, x easting)',
      noDefinition: 'no definition of your own system is saved',
      unconvertible: '{{lat}}, {{lon}} cannot be converted from this system',
      outsideKorea: 'read in this system, it lands at {{lat}}, {{lon}} (WGS84), outside Korea',
      noSystem: 'not plausible in any system',
    },
    definition: {
      notProj4: 'A proj4 definition starts with "+proj=…".',
      noPoint: 'It does not carry a point in Korea (37.5°N 127°E) anywhere.',
      noReturn: 'A point in Korea does not come back from it where it went in.',
      unreadable: 'proj4 cannot read it: {{complaint}}',
    },
  },
} satisfies Messages;
