import type { Widen } from '../../../lib/i18n/message-shape';

/** Korean UI text of the Regions page (i18next namespace 'regions'): the source of its message keys. */
export const ko = {
  regions: {
    title: '행정구역',
    keyword: '이름',
    keywordHint: '시·도, 시·군·구, 행정동, 법정동 이름 (예: 강남구, 역삼, 서울특별시 중구)',
    categoryLabel: '구분 (`categories`)',
    category: { city_do: '시·도', gu_gun: '시·군·구', adminDong: '행정동', legalDong: '법정동' },
    search: '찾기',
    results: '검색 결과',
    empty: '그런 이름의 구역이 없습니다.',
    page: '{{page}}쪽',
    loading: '불러오는 중…',
    showOnMap: '{{name}} 지도에 표시',
    selection: '지도에 표시한 구역',
    remove: '{{name}} 빼기',
    fit: '선택 영역 맞추기',
    export: 'GeoJSON 내보내기',
    clear: '모두 지우기',
    simplify: '표시 단순화',
    simplifyOff: '끔',
    vertexCount: '꼭짓점 {{before}} → {{after}}',
    details: '구역 정보',
    hierarchy: '상위 구역',
    vertices: '꼭짓점 수',
    addToMap: '지도에 표시',
    children: '하위 구역',
    noChildren: '하위 구역이 없습니다.',
    here: '이 지점의 구역',
    hereHint: '지도를 클릭하면 그 지점을 포함하는 구역을 찾습니다.',
    nothingHere: '이 지점을 포함하는 구역이 없습니다.',
    errors: { required: '이름을 입력하세요.', tooLong: '100자까지 입력할 수 있습니다.' },
  },
  // Region search levels: "all levels" and the no-result suggestions (regions page)
  regionLevels: {
    all: '모든 구분',
    emptyAll: '“{{q}}”(이)라는 시·도, 시·군·구, 동이 없습니다.',
    emptyAt: '“{{q}}”(이)라는 {{level}}이(가) 없습니다.',
    otherLevels: '다른 구분에서 찾았습니다:',
    tryLevel: '{{level}} ({{count}}{{more}})',
    nowhere: '다른 구분에도 그런 이름이 없습니다.',
  },
};

/** The shape every language of the Regions page must provide. */
export type Messages = Widen<typeof ko>;
