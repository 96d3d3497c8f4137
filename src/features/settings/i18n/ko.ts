import type { Widen } from '../../../lib/i18n/message-shape';

/** Korean UI text of the Settings page (i18next namespace 'settings'): the source of its message keys. */
export const ko = {
  settings: {
    title: '설정',
    connection: '연결',
    profile: '프로필',
    baseUrl: '기본 URL',
    groupId: '그룹 ID (`group-id`)',
    subjectId: '대상 ID (`subject-id`)',
    save: '저장',
    saved: '이 브라우저 세션에 저장했습니다.',
    demoNote: '로컬 에뮬레이터는 데모 키 `{{key}}`와 앱 ID `{{appId}}`를 받습니다.',
    demoKeyNote: '로컬 에뮬레이터는 데모 키 `{{key}}`를 받습니다.',
    noDemoNote: '이 에뮬레이터는 데모 키를 받지 않습니다. 시작할 때 준 키(`LOCUS_API_KEYS`) 가운데 하나를 입력하세요.',
    skNote: '요청은 이 브라우저에서 {{url}} 로 바로 갑니다. 서비스가 이 출처를 허용해야 합니다(CORS).',
    timeZone: {
      label: '시간대',
      choices: { korea: '한국 시간 (서비스의 시간대)', browser: '이 브라우저의 시간대', utc: '협정 세계시 (UTC)' },
      now: '콘솔은 시각을 이렇게 씁니다. 지금:',
    },
    quota: {
      label: '요금제의 일일 호출 한도',
      hint: '선택 사항입니다. 입력하면 상태 표시줄이 오늘 호출 수를 한도와 함께 보여 주고, 한도에 가까우면 알립니다. 로컬 에뮬레이터는 자기 한도를 알려 줍니다.',
      save: '한도 설정',
      saved: '이 브라우저에 저장했습니다.',
      errors: { digits: '호출 수를 정수로 입력하거나 비워 두세요.', range: '1부터 1,000,000,000 사이의 수를 입력하세요.' },
      },
    contractCheck: {
      title: '계약 검사',
      intro: '이 서버는 서비스의 답을 하나하나 계약의 스키마로 검사합니다(답은 그대로 전달합니다). 작업마다 검사한 답, 어긋난 답, 어긋남의 종류별 수입니다.',
      caption: '작업별 계약 검사',
      operation: '작업',
      checked: '검사한 답',
      deviating: '어긋난 답',
      kinds: { missing: '빠진 필드', type: '다른 형식', unknownCode: '모르는 코드', repairedJson: '고쳐 읽은 `JSON`', other: '기타' },
      none: '아직 검사한 답이 없습니다. 이 서버를 거쳐 호출하면 여기에 셉니다.',
      skipped_one: '검사하지 않은 답 {{count}}개(오류 답, `JSON`이 아닌 형식, 너무 큰 본문).',
      skipped_other: '검사하지 않은 답 {{count}}개(오류 답, `JSON`이 아닌 형식, 너무 큰 본문).',
      refresh: '다시 읽기',
    },
    proxy: {
      forwarding: '요청은 이 서버로 가고, 이 서버가 사용자의 키와 함께 {{upstream}} 로 전달합니다(CORS가 필요 없습니다).',
      recording: '이 서버는 주고받은 내용을 모든 자격 증명을 지운 채 기록합니다.',
      replaying: '이 서버는 기록으로 답합니다. 어떤 요청도 이 컴퓨터 밖으로 나가지 않습니다. 키가 필요 없으며(기록에는 키가 없습니다), 기록되지 않은 요청에는 그 요청을 밝힌 오류로 답합니다.',
      notStarted: '이 서버는 실제 서비스로 전달하지 않고 자체 에뮬레이터로 답하고 있습니다. 이 서버를 거쳐 키를 쓰려면 다음처럼 시작하세요:',
    },
    basemap: {
      title: '배경 지도',
      auto: '자동',
      autoNote: '실제 서비스와 통신하는 프로필(이 서버를 거쳐, SK, 사용자 지정)에서는 온라인({{origin}}), 로컬 에뮬레이터 프로필에서는 오프라인입니다. 온라인 지도에 연결할 수 없으면 대신 에뮬레이터의 타일을 그립니다.',
      offline: '오프라인(내장)',
      'online-light': '온라인 지도(밝게)',
      'online-dark': '온라인 지도(어둡게)',
      onlineNote: '스타일과 타일을 {{origin}} 에서 받습니다(OpenStreetMap 데이터). 페이지의 보안 정책은 온라인을 고른 동안에만 그 호스트를 허용합니다. 타일 서버는 IP 주소와 보고 있는 지역을 알게 됩니다.',
      onlineOff: '이 서버에는 온라인 지도가 없습니다(`LOCUS_BASEMAP_STYLE=off`). 오프라인 배경지도를 그립니다.',
      'online-url': '직접 지정한 지도 스타일(URL)',
      styleUrlLabel: '스타일 URL',
      useStyle: '이 스타일 사용',
      styleUrlNote:
        'MapLibre 스타일(OpenMapTiles 스키마, 예: URL에 키를 넣은 MapTiler 스타일)을 이 브라우저에 보관합니다(비밀 아님). 페이지의 보안 정책이 그 호스트를 허용해야 합니다(정적 호스트에서는 직접 보내는 Content-Security-Policy 헤더, 에뮬레이터에서는 LOCUS_CONNECT_SRC).',
      styleUrlErrors: { required: '스타일 JSON의 URL을 입력하세요.', invalid: '올바른 URL이 아닙니다(사용자 이름, 비밀번호, 프래그먼트 불가).', scheme: 'http:// 또는 https://를 쓰세요.' },
      offlineNote: '에뮬레이터가 그립니다. 지도는 다른 호스트에 아무것도 요청하지 않습니다.',
      osm: 'OpenStreetMap(온라인)',
      osmNote: '타일을 {{origin}} 에서 받습니다. 페이지의 보안 정책은 이것을 고른 동안에만 그 호스트를 허용합니다. 타일 서버는 IP 주소와 보고 있는 지역을 알게 됩니다.',
      reloads: '선택을 적용하려고 페이지를 새로 고칩니다(화면과 키는 그대로 남습니다).',
    },
    errors: {
      required: '필수 항목입니다.',
      invalid: '올바른 URL이 아닙니다(자격 증명, 쿼리, 프래그먼트 없이).',
      scheme: 'http:// 또는 https:// 를 사용하세요.',
      keySpaces: '키에 공백이 있으면 안 됩니다.',
    },
  },
  // Settings → Test connection: one probe per area and what its result means.
  diagnose: {
    title: '연결 시험',
    intro: '저장된 프로필 {{where}}의 영역마다 이 탭의 키로 해가 없는 질문을 하나씩 보내고, 무엇이 실패했는지와 할 일을 알려 줍니다. 이 호출은 다른 호출처럼 검사기에 남습니다.',
    run: '연결 시험',
    running: '시험 중…',
    pending: '시험 중…',
    ok: '정상',
    failed: '실패',
    areas: { tmap: '주소·도로·지오펜싱 (/tmap)', zones: '권역 (/tms)', faces: '얼굴 (/nugufacecan)' },
    tlsNote: 'https에서는 신뢰할 수 없거나 만료된 TLS 인증서도 페이지에는 똑같이 보입니다. 새 탭에서 {{service}} 를 열어 브라우저의 인증서 오류를 확인하세요.',
    kinds: {
      ok: { title: '응답함 ({{ms}} ms)', hint: '' },
      offline: { title: '이 브라우저가 오프라인입니다', hint: '네트워크에 연결한 뒤 다시 시험하세요.' },
      cspEmulator: {
        title: '이 페이지의 보안 정책(CSP)이 막아 {{blocked}} 에 보내지 않았습니다',
        hint: '콘솔의 Content-Security-Policy(connect-src)가 {{blocked}} 를 허용하지 않아 브라우저가 요청을 보내지 않았습니다. 콘솔을 제공하는 서버를 LOCUS_CONNECT_SRC={{blocked}} 로 시작한 뒤(여러 출처는 쉼표로 구분) 이 페이지를 새로 고치세요.',
      },
      cspStatic: {
        title: '이 페이지의 보안 정책(CSP)이 막아 {{blocked}} 에 보내지 않았습니다',
        hint: '웹 호스트가 콘솔과 함께 보내는 Content-Security-Policy 헤더가 {{blocked}} 를 허용하지 않아 브라우저가 요청을 보내지 않았습니다. 그 헤더의 connect-src에 추가한 뒤(connect-src \'self\' {{blocked}}) 이 페이지를 새로 고치세요.',
      },
      cors: {
        title: 'CORS 거부: {{service}} 는 응답하지만 이 페이지의 출처 {{page}} 를 허용하지 않습니다',
        hint: '서비스가 {{page}} 에 대한 Access-Control-Allow-Origin을 보내지 않아 브라우저가 응답을 숨겼습니다. “이 서버를 거치는 SK open API” 프로필을 쓰거나(서버가 호출을 전달합니다), 그 서비스에서 {{page}} 를 허용하세요(에뮬레이터라면 LOCUS_CORS_ORIGINS={{page}}).',
      },
      unreachable: {
        title: '{{service}} 에 연결할 수 없습니다',
        hint: '아무것도 응답하지 않았습니다. 호스트 이름을 찾을 수 없거나(DNS), 연결이 거부되었거나, TLS 인증서를 신뢰할 수 없습니다. 기본 주소와 네트워크를 확인하세요.',
      },
      timeout: { title: '{{seconds}}초 안에 응답이 없습니다', hint: '호스트가 느리거나 방화벽이 요청을 조용히 버립니다. 나중에 다시 시험하고, 계속되면 기본 주소를 확인하세요.' },
      keyMissing: { title: '키를 보내지 않았습니다 (UNAUTHORIZED)', hint: '위에 이 프로필의 앱 키를 입력하고 저장한 뒤 다시 시험하세요.' },
      keyRefused: {
        title: '키가 거부되었습니다 (HTTP {{status}} {{code}})',
        hint: '호스트는 응답하지만 앱 키가 틀렸거나, 키의 앱이 이 상품을 구독하지 않았습니다. 위의 키와 앱의 상품 구독을 확인하세요.',
      },
      appRefused: { title: '앱 ID가 거부되었습니다 ({{code}})', hint: '얼굴 서비스가 이 앱 ID(app-id)를 모릅니다. 위에서 확인하고 저장하세요.' },
      ipDenied: { title: '이 IP 주소는 허용되지 않습니다 (ACCESS_DENIED)', hint: '키가 특정 IP 주소로 제한되어 있고 이 컴퓨터의 주소는 포함되지 않습니다. 키 설정에서 허용하세요.' },
      pathUnknown: {
        title: '호스트가 이 경로를 모릅니다 (HTTP {{status}} {{code}})',
        hint: '{{service}} 에서 무언가 응답하지만 이 기능은 아닙니다. 기본 주소가 틀렸을 가능성이 큽니다(경로 접두어가 빠졌거나 더 붙음). 서비스의 게이트웨이 주소를 쓰세요.',
      },
      notService: {
        title: '서비스가 아닌 웹 페이지가 응답했습니다 (HTTP {{status}})',
        hint: '{{service}} 에서 서비스의 것이 아닌 본문으로 응답했습니다(웹 서버의 페이지나 정적 호스트의 대체 페이지). 기본 주소를 확인하세요. 서비스의 게이트웨이여야 합니다.',
      },
      throttled: { title: '초당 요청이 너무 많습니다 (THROTTLED)', hint: '호스트는 응답하고 키도 맞습니다. 잠시 뒤 다시 시험하세요.' },
      quota: { title: '오늘의 할당량을 다 썼습니다 (QUOTA_EXCEEDED)', hint: '호스트는 응답하고 키도 알려져 있지만 하루 할당량을 다 썼습니다. 00:00 KST에 초기화됩니다.' },
      serviceError: {
        title: '서비스가 오류로 응답했습니다 (HTTP {{status}} {{code}})',
        hint: '연결과 키는 정상이고, 서비스가 이 질문을 거절했습니다: {{message}}',
      },
    },
  },
};

/** The shape every language of the Settings page must provide. */
export type Messages = Widen<typeof ko>;
