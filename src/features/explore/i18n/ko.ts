import type { Widen } from '../../../lib/i18n/message-shape';

/** Korean UI text of the Explore page (i18next namespace 'explore'; its answers' texts are in answers-ko.ts): the source of its message keys. */
export const ko = {
  explore: {
    title: '탐색',
    hint: '지도를 클릭하거나(지도에서 Enter를 누르면 가운데 지점) 좌표를 입력하면 그 지점에 대해 플랫폼이 아는 정보를 보여 줍니다.',
    looking: '{{at}} 조회 중…',
    answered: '{{at}} 조회 결과가 측면 패널에 있습니다.',
    probe: '좌표로 조회',
    lat: '위도',
    lon: '경도',
    go: '조회',
    addressType: '주소 유형',
    addressTypes: {
      A00: 'A00 · 행정동 + 법정동',
      A01: 'A01 · 행정동',
      A02: 'A02 · 법정동 + 지번',
      A03: 'A03 · 도로명',
      A04: 'A04 · 건물 번호',
      A10: 'A10 · 행정동 + 법정동 + 도로명',
    },
    point: '지점',
    clear: '지우기',
    invalidLat: '위도는 {{min}}에서 {{max}} 사이의 숫자여야 합니다.',
    invalidLon: '경도는 {{min}}에서 {{max}} 사이의 숫자여야 합니다.',
    lookups: '조회 항목',
    lookup: { address: '주소 (역지오코딩)', road: '가까운 도로', poi: 'POI 라벨' },
    coordType: '좌표계 (`coordType`)',
    newAddressExtend: '확장 주소 (`newAddressExtend`)',
    radius: '검색 반경 (`radius`)',
    vehicleType: '차종 (`vehicleType`)',
    reqLevel: '지도 레벨 (`reqLevel`)',
    outsideKoreaTitle: '한국 밖의 지점입니다',
    outsideKoreaText: '플랫폼은 한국 안의 지점(북위 {{south}}–{{north}}°, 동경 {{west}}–{{east}}°)에만 답하므로 조회를 보내지 않았습니다.',
  },
  legend: {
    query: '클릭한 지점',
    adminDong: '행정동 좌표',
    legalDong: '법정동 좌표',
    road: '도로명 주소(건물) 좌표',
    entrance: '출입구 좌표',
    offset: '클릭 지점과의 거리·방위',
    link: '가까운 도로 링크',
    radius: '도로 검색 반경',
    poi: 'POI',
  },
};

/** The shape every language of the Explore page must provide. */
export type Messages = Widen<typeof ko>;
