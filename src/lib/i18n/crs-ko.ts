import type { Widen } from './message-shape';

/**
 * Korean texts for coordinate systems (i18next namespace 'crs'): the systems' names and sources,
 * why a value is not one of a system's (shared/crs), and why a text cannot be read as a coordinate
 * (lib/coords/reading.ts's error codes). Loaded with the pages that read coordinates (Coordinates
 * and Batch), not at start: the source of its message keys.
 */
export const ko = {
  coordinateErrors: {
    empty: '좌표를 입력하세요.',
    noNumbers: '숫자가 없습니다.',
    oneNumber: '숫자가 하나뿐입니다. 두 값(위도와 경도, 또는 x와 y)이 필요합니다.',
    tooManyNumbers: '숫자가 너무 많습니다. 한 줄에 좌표 하나만 넣으세요.',
    badDms: '도분초 값이 올바르지 않습니다 (분·초는 60 미만).',
    notFinite: '수가 너무 큽니다.',
  },
  crs: {
    names: {
      WGS84GEO: 'WGS84 경위도',
      EPSG3857: '웹 메르카토르 (EPSG:3857)',
      KATECH: 'KATECH (TM128)',
      BESSELGEO: 'Bessel 경위도',
      BESSELTM: 'Bessel TM (중부원점)',
      GRS80GEO: 'GRS80 경위도',
      GRS80TM: 'GRS80 TM (중부원점)',
      EPSG5179: 'UTM-K (GRS80)',
      EPSG5181: 'GRS80 TM (중부원점, 북향 가산 500 km)',
      EPSG5174: 'Bessel TM (보정 중부원점)',
      EPSG32652: 'UTM 52N 구역 (WGS84)',
    },
    sources: {
      WGS84GEO: 'EPSG:4326 (WGS84), 도 단위',
      EPSG3857: 'EPSG:3857 (WGS84 / 의사 메르카토르, "구글 메르카토르"), 미터',
      KATECH: 'KATEC / TM128: 공개된 매개변수 (횡메르카토르, 원점 북위 38° 동경 128°, 축척 0.9999, 가산 동향 400 km·북향 600 km, Bessel 1841). EPSG 코드 없음',
      BESSELGEO: '한국 1985 경위도 (EPSG:4162), Bessel 1841, 도 단위',
      BESSELTM: 'EPSG:2097 (한국 1985 / 중부원점), 미터',
      GRS80GEO: 'EPSG:4737 (한국 2000 경위도), GRS 1980, 도 단위',
      GRS80TM: 'EPSG:5186 (한국 2000 / 중부원점 2010), 미터',
      EPSG5179: 'EPSG:5179 (한국 2000 / 통합 좌표계): 횡메르카토르, 원점 북위 38° 동경 127.5°, 축척 0.9996, 가산 동향 1,000 km·북향 2,000 km, GRS 1980. 도로명주소 전자지도, 네이버 지도',
      EPSG5181: 'EPSG:5181 (한국 2000 / 중부원점): 횡메르카토르, 원점 북위 38° 동경 127°, 가산 동향 200 km·북향 500 km, GRS 1980. 카카오맵, 예전 한국 2000 자료',
      EPSG5174: 'EPSG:5174 (한국 1985 / 보정 중부원점): 횡메르카토르, 원점 북위 38° 동경 127°0′10.405″, 가산 동향 200 km·북향 500 km, Bessel 1841과 7변수 변환. 예전 지적도와 1:5000 지도',
      EPSG32652: 'EPSG:32652 (WGS84 / UTM 52N 구역): 중앙 경선 동경 129°, 축척 0.9996, 가산 동향 500 km. GPS 수신기, 군사 격자',
    },
    axes: { latitude: '위도(°)', longitude: '경도(°)', northing: 'y 북향(m)', easting: 'x 동향(m)' },
    problems: {
      range: '{{axis}} 값은 {{min}}부터 {{max}} 사이여야 합니다',
      degrees: '{{lat}}, {{lon}}은 도 단위로 보이지만, 이 좌표계의 값은 미터입니다 (y 북향, x 동향)',
      noDefinition: '저장된 사용자 좌표계 정의가 없습니다',
      unconvertible: '{{lat}}, {{lon}}을 이 좌표계에서 변환할 수 없습니다',
      outsideKorea: '이 좌표계로 읽으면 {{lat}}, {{lon}} (WGS84)으로 한국 밖입니다',
      noSystem: '어느 좌표계의 값으로도 볼 수 없습니다',
    },
    definition: {
      notProj4: 'proj4 정의는 "+proj=…"로 시작합니다.',
      noPoint: '한국의 점(북위 37.5° 동경 127°)을 어디로도 옮기지 못합니다.',
      noReturn: '한국의 점을 옮겼다가 되돌리면 제자리로 오지 않습니다.',
      unreadable: 'proj4가 읽지 못했습니다: {{complaint}}',
    },
  },
};

/** The shape of the 'crs' messages: the same keys, any string. */
export type Messages = Widen<typeof ko>;
