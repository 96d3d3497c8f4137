import type { Widen } from './message-shape';

/**
 * Korean UI text of the shell and the shared UI (i18next namespace 'common', loaded at start): the
 * source of its message keys. Each page's own texts are in its feature's i18n/ folder.
 */
export const ko = {
  app: { name: 'Locus', tagline: '위치 플랫폼 콘솔' },
  nav: { explore: '탐색', search: '검색', coordinates: '좌표', regions: '구역', zones: '권역', faces: '얼굴', batch: '일괄 처리', compare: '비교', collections: '컬렉션', settings: '설정', main: '주 메뉴' },
  lang: { switch: 'English', label: '언어' },
  map: {
    label: '지도. 화살표 키로 옮기고 + 와 − 로 확대·축소합니다.',
    loading: '지도를 불러오는 중…',
    failed: '지도를 그릴 수 없습니다: {{message}}',
    zoom: '줌',
    zoomIn: '확대',
    zoomOut: '축소',
    cursor: '커서',
    outside: '지도 밖',
  },
  a11y: {
    skipToPanel: '측면 패널로 건너뛰기',
    skipToMap: '지도로 건너뛰기',
    closeDialog: '대화 상자 닫기',
  },
  workspace: {
    viewLabel: '보기',
    mapView: '지도 보기',
    tableView: '표 보기',
    resize: '측면 패널 너비',
    resizeHint: '끌거나 화살표 키로 너비를 바꿉니다. 두 번 클릭하면 기본 너비로 돌아갑니다.',
  },
  drawer: {
    title: '요청',
    show: '요청 보기',
    hide: '요청 숨기기',
    empty: '아직 요청이 없습니다. 콘솔이 보내는 모든 호출이 키를 가린 채 여기에 표시됩니다.',
    clear: '지우기',
    method: '메서드',
    path: '경로',
    status: '상태',
    time: '소요 시간',
    size: '크기',
    operation: '작업',
    pending: '대기 중',
    failed: '실패',
    unavailable: '요청 목록의 코드를 받지 못했습니다(콘솔 서버가 응답하지 않았습니다). 다시 연결되면 새로 고치세요.',
  },
  share: {
    copyLink: '링크 복사',
    copied: '링크를 복사했습니다(키 없음).',
    refused: '링크에 자격 증명이 들어갈 뻔해서 복사하지 않았습니다.',
    failed: '복사하지 못했습니다.',
    keyNeededTitle: '앱 키가 필요합니다',
    keyNeeded: '이 링크는 {{where}} 연결을 씁니다. 이 탭에는 그 연결의 키가 없습니다. 키를 넣으면 같은 화면을 보여 줍니다.',
    enterKey: '키 입력',
    toSettings: '설정 열기',
    connect: '연결',
    optional: '선택 사항(얼굴 서비스)',
    checkingServer: '이 서버가 무엇인지(에뮬레이터, 프록시, 기록 재생) 확인하는 중…',
    keyNeededProxy: '이 서버는 콘솔의 호출을 사용자의 앱 키로 {{host}}에 전달합니다. 시작하려면 키를 입력하세요. 키는 이 탭에만 보관됩니다.',
  },
  status: { label: '상태 표시줄', profile: '프로필', online: '연결됨', offline: '오프라인',
    callsToday: '오늘 호출',
    callsOfQuota: '{{calls}} / {{quota}}',
    nearQuota: '일일 한도에 가까움',
    overQuota: '일일 한도 소진',
    callsTitle: '이 브라우저가 오늘 지문 {{fingerprint}}인 키로 보낸 호출 수입니다(키 자체는 저장하지 않습니다). 한국 시간 자정(00:00 KST)에 초기화됩니다.',
    viaServer: '이 서버 경유 → {{host}}',
    replaying: '기록 재생 중',
    // The state when what answers is not the service (its explanation is in hosting-ko.ts).
    notEmulator: '에뮬레이터 아님',
    notService: '서비스 아님',
  },
  connection: {
    offlineTitle: '연결 끊김',
    offlineLocal: '로컬 에뮬레이터가 응답하지 않습니다.',
    offlineRemote: '{{where}}에 연결할 수 없거나, 이 페이지를 거부했습니다(CORS).',
    testHint: '설정의 연결 시험이 어느 쪽인지, 어떻게 하면 되는지 알려 줍니다.',
    testLink: '연결 시험',
    cspTitle: '이 페이지의 보안 정책(CSP)이 막았습니다',
    cspEmulator: '콘솔의 Content-Security-Policy가 {{blocked}} 연결을 허용하지 않아, 브라우저가 아무 요청도 보내지 않습니다. 콘솔을 제공하는 서버를 LOCUS_CONNECT_SRC={{blocked}} 로 시작한 뒤 새로 고치세요.',
    cspStatic: '웹 호스트가 콘솔과 함께 보내는 Content-Security-Policy 헤더의 connect-src에 {{blocked}} 가 없어, 브라우저가 아무 요청도 보내지 않습니다. 그 헤더에 추가한 뒤 새로 고치세요.',
    where: { local: '로컬 에뮬레이터', remote: '{{profile}}({{base}})' },
    kept: '입력한 내용과 받은 결과는 그대로 있습니다. 다시 연결되면 실패한 조회를 저절로 다시 불러옵니다.',
    retryIn: '{{seconds}}초 뒤 다시 확인합니다.',
    retrying: '확인하는 중…',
    retryNow: '지금 다시 시도',
    back: '다시 연결되었습니다. 실패한 조회를 다시 불러옵니다.',
    pageFailedTitle: '이 페이지를 불러오지 못했습니다',
    pageFailedOffline: '콘솔 서버가 응답하지 않아 이 페이지의 코드를 받지 못했습니다. 연결되면 새로 고치세요. 화면 상태는 주소(URL)에, 키는 이 탭에 그대로 남습니다.',
    pageFailed: '이 페이지에서 오류가 났습니다: {{message}}',
    reload: '새로 고침',
  },
  // An empty coordinate field in Explore's lookup form.
  trust: {
    enterLat: '위도를 입력하세요.',
    enterLon: '경도를 입력하세요.',
  },
  // Korean font, PMTiles basemap, map notices that leave the map usable.
  mapExtras: {
    tilesFailed: '일부 지도 타일을 불러오지 못했습니다.',
    pmtilesLight: 'PMTiles (밝게)',
    pmtilesDark: 'PMTiles (어둡게)',
    pmtilesNote: '에뮬레이터의 PMTiles 파일(LOCUS_BASEMAP)에서 이 출처로 필요한 부분만 읽어 그립니다. 지도는 다른 호스트에 아무것도 요청하지 않습니다.',
  },
  // Texts of a page that the shell or another page shows too, at the same key as in the page's own messages.
  explore: {
    loading: '조회 중…',
    copy: '복사',
    copied: '복사됨',
    roadAddress: '도로명',
    lotAddress: '지번',
  },
  legend: {
    title: '범례',
  },
  coords: {
    tableCapped: '표에는 {{total}}줄 가운데 {{shown}}줄만 보입니다. CSV에는 모두 들어갑니다.',
    cursorSystem: '커서 좌표계',
  },
  search: {
    prev: '이전',
    next: '다음',
  },
  inspector: {
    nav: '요청 검사',
    openFull: '검사기에서 열기',
  },
  settings: {
    profiles: { local: '로컬 에뮬레이터', sk: 'SK 오픈 API', proxy: '이 서버를 거친 SK 오픈 API', custom: '사용자 지정 주소' },
    appKey: '앱 키 (`appKey`)',
    appId: '앱 ID (`app-id`)',
    show: '보기',
    hideKey: '숨기기',
    sessionOnly:
      '자격 증명은 이 탭의 세션 저장소에만 보관합니다. URL, 로컬 저장소, 로그, 내보내기에는 절대 남지 않으며 탭을 닫으면 지워집니다.',
    errors: {
      keyRequired: '앱 키를 입력하세요.',
    },
  },
  // What a failed call shows when the service could not be reached (the rest of the errors' explanations are in explanations-ko.ts).
  errors: {
    title: '요청이 실패했습니다',
    code: '코드',
    status: 'HTTP 상태',
    retry: '다시 시도',
    network: { title: '서비스에 연결할 수 없습니다', hint: '에뮬레이터나 네트워크가 켜져 있는지 확인한 뒤 다시 시도하세요.' },
    networkRemote: '{{where}}에 연결할 수 없거나, 이 페이지를 거부했습니다(CORS). 설정의 연결 시험이 어느 쪽인지 알려 줍니다.',
    timeout: { title: '제시간에 응답이 없습니다', hint: '서비스 응답이 너무 늦습니다. 다시 시도하고, 계속되면 서비스 과부하일 수 있습니다.' },
    aborted: { title: '취소됨', hint: '요청을 취소했습니다.' },
  },
};

/** The shape every language must provide. */
export type Messages = Widen<typeof ko>;
