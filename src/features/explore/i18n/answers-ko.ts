import type { Widen } from '../../../lib/i18n/message-shape';

/**
 * Korean text of Explore's answers (i18next namespace 'exploreAnswers'): the cards, the offsets,
 * the nearest road and the POI label. Loaded with the answers' code, at the first answer: the
 * source of its message keys.
 */
export const ko = {
  // The compass's eight points from north, clockwise, separated by spaces (the answers' offsets).
  offsetCompass: '북 북동 동 남동 남 남서 서 북서',
  // The emulator has no boundary at the clicked point (the no-data panel).
  noData: {
    title: '에뮬레이터에 이 지점의 데이터가 없습니다',
    readme: '`FILE` 자리에 행정동 경계 파일을 넣으세요. 자세한 방법은 `{{doc}}`에 있습니다.',
  },
  // "Compare with…": the answer's request opened in Compare, this tab's profile on the left.
  compareWith: { reverseGeocoding: '주소 답을 다른 곳과 비교…', nearToRoad: '도로 답을 다른 곳과 비교…', reverseLabel: '장소 답을 다른 곳과 비교…' },
  explore: {
    fullAddress: '전체 주소',
    cityDo: '시·도',
    guGun: '시·군·구',
    adminDong: '행정동',
    legalDong: '법정동',
    bunji: '지번',
    roadName: '도로명',
    buildingIndex: '건물 번호',
    code: '코드',
    noDong: '데모 세계에는 아직 이 구의 동 정보가 없습니다.',
    addressCard: '주소',
    differs: '다름',
    dongsDiffer: '이 지점은 행정동과 법정동이 다릅니다. 행정동은 행정 관할, 법정동은 지번 주소의 단위입니다.',
    building: '건물',
    mappingDistance: '매칭 거리',
    addressKey: '지번 주소 키',
    roadAddressKey: '도로명 주소 키',
    offsets: '클릭 지점에서의 거리와 방위',
    noLot: '이 지점의 지번이 없어 지번 줄을 보이지 않습니다.',
    noLotImport: '에뮬레이터에 이곳의 주소가 없습니다. 주소 파일을 가져오면 지번이 채워집니다:',
    neighbour: '가장 가까운 건물 (다른 필지)',
    neighbourNote: '이 필지에 선 건물이 아닙니다.',
    neighbourNoteAt: '이 필지에 선 건물이 아니며, {{m}} m 떨어져 있습니다.',
    atSeaTitle: '바다 위의 지점입니다',
    atSeaText: '바다에는 주소도, 도로도, POI도 없습니다. 육지를 클릭해 보세요.',
  },
  road: {
    title: '가까운 도로',
    distance: '클릭 지점에서 링크까지 {{m}} m',
    roadName: '도로명',
    speed: '제한 속도',
    lane: '차로 수',
    laneType: '통행 방향',
    roadCategory: '도로 등급',
    tollLink: '통행료',
    linkFacil: '시설물',
    totalDistance: '링크 길이',
    linkId: '링크 ID',
    idxName: '메시 ID',
    points: '형상 점 수',
  },
  poi: { title: 'POI 라벨', unnamed: '(이름 없음)', id: 'POI ID', position: '위치', offset: '클릭 지점에서' },
  legend: {
    short: { adminDong: '행정동', legalDong: '법정동', road: '건물', entrance: '입구' },
  },
};

/** The shape every language of Explore's answers must provide. */
export type Messages = Widen<typeof ko>;
