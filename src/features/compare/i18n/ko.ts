import type { Widen } from '../../../lib/i18n/message-shape';

/** Korean UI text of the Compare page (i18next namespace 'compare'): the source of its message keys. */
export const ko = {
  compare: {
    title: '비교',
    intro: '같은 요청을 두 곳에 보내 답을 필드 단위로 견줍니다: 에뮬레이터와 실제 서비스, 운영 키와 시험 키, 오늘의 답과 녹화된 답.',
    replayHint:
      '녹화된 답과 견주려면 녹화 폴더를 재생하는 서버(`LOCUS_REPLAY`로 시작한 서버)의 주소를 한쪽의 사용자 지정 주소로 고르세요. 그 서버는 아무 키나 받습니다.',
    operation: '작업',
    operations: {
      reverseGeocoding: '좌표로 주소 찾기',
      reverseLabel: '좌표로 장소 이름 찾기',
      nearToRoad: '가까운 도로 찾기',
      coordConvert: '좌표계 변환',
      fullAddrGeo: '주소 전체 문자열로 좌표 찾기',
      geocoding: '주소 항목으로 좌표 찾기',
      postcode: '우편번호 찾기',
      convertAddress: '도로명·지번 주소 변환',
    },
    params: '매개변수',
    send: '두 곳에 보내기',
    sendAgain: '다시 보내기',
    side: { left: '왼쪽', right: '오른쪽' },
    sideLegend: '{{side}}: 보낼 곳',
    profile: '프로필',
    baseUrl: '기본 주소',
    badBaseUrl: '올바른 HTTP(S) 주소를 입력하세요.',
    useBaseUrl: '적용',
    needsKey: '{{profile}}에 저장된 앱 키가 없어 보내지 않았습니다. 키를 입력하세요.',
    saveKey: '이 탭에 저장',
    tolerances: '허용 오차',
    tolerance: '숫자 허용 오차',
    metresTolerance: '좌표 허용 거리 (m)',
    required: '`{{name}}`을(를) 입력하세요.',
    invalid: '`{{name}}` 값이 올바르지 않습니다.',
    sending: '보내는 중…',
    status: '상태 {{status}} · {{ms}} ms',
    answerOf: '{{side}}의 답 ({{profile}})',
    equal: '두 답이 같습니다 (허용 오차 안).',
    kind: { added: '추가됨', missing: '빠짐', type: '형식 다름', changed: '값 다름' },
    kindHint: {
      added: '오른쪽에만 있는 필드',
      missing: '왼쪽에만 있는 필드',
      type: '값의 형식이 다름 (숫자와 숫자 문자열도 다름)',
      changed: '같은 형식, 다른 값',
    },
    counts: '종류별 차이',
    differences: '차이 목록',
    col: { path: '경로', kind: '종류', left: '왼쪽 값', right: '오른쪽 값', metres: '거리 (m)' },
    truncated: '차이가 많아 처음 {{shown}}개만 보입니다 (모두 {{total}}개).',
    distance: '두 답의 지점 사이 거리: {{metres}}',
    noPoint: '{{side}}의 답에는 지도에 놓을 좌표가 없습니다.',
    moreLines: '… 더 긴 답은 잘렸습니다.',
    pin: { left: '왼쪽', right: '오른쪽' },
    empty: '작업과 매개변수를 고르고 보내면 두 답을 나란히 보여 줍니다.',
  },
};

/** The shape every language of the Compare page must provide. */
export type Messages = Widen<typeof ko>;
