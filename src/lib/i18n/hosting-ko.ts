import type { Widen } from './message-shape';

/**
 * Korean texts for a console not served by the emulator, or not answered by the service (i18next
 * namespace 'hosting'): what answered instead, and the basemap drawn without the emulator's tiles.
 * Loaded when such a state is shown (and with the Settings page): the source of its message keys.
 */
export const ko = {
  staticHost: {
    notEmulatorTitle: '이 페이지의 호스트는 에뮬레이터가 아닙니다',
    notEmulator:
      '로컬 에뮬레이터 프로필은 페이지를 보낸 호스트에 묻는데, 그 호스트가 /_locus/health에 {{answeredBy}}(으)로 답했습니다. Locus 에뮬레이터의 답이 아니므로 콘솔은 일반 웹 호스트에서 열린 것입니다. 설정에서 SK open API를 고르거나, 사용자 지정 기본 URL에 이 페이지의 출처를 LOCUS_CORS_ORIGINS로 허용해 시작한 에뮬레이터 주소를 넣으세요.',
    notServiceTitle: '서비스가 아닌 다른 것이 답합니다',
    notService: '{{base}} 이(가) {{answeredBy}}(으)로 답했습니다. 서비스의 답이 아닙니다. 설정에서 프로필과 기본 URL을 확인하세요.',
    notServiceViaProxy:
      '이 서버는 {{upstream}}(LOCUS_UPSTREAM)로 전달하는데, 그곳이 {{answeredBy}}(으)로 답했습니다. 서비스의 답이 아닙니다. 서비스 자체의 기본 URL로 이 서버를 시작하세요.',
    recordedPageTitle: '기록에 웹 페이지가 들어 있습니다',
    recordedPage:
      '이 서버는 기록을 재생하고 있으며(LOCUS_REPLAY), 이 호출의 기록에는 서비스의 답이 아니라 {{answeredBy}}이(가) 들어 있습니다. 글자로만 보여 주고 실행하지 않습니다. 프록시로 이 호출을 다시 기록하세요.',
    toSettings: '설정 열기',
    checkAgain: '다시 확인',
    basemap: {
      pmtilesUrlMap: '배경지도: 설정에서 지정한 PMTiles 파일을 {{origin}} 에서 읽습니다.',
      pmtilesUrl: 'URL의 PMTiles 파일',
      pmtilesUrlLabel: 'PMTiles URL',
      useFile: '이 파일 사용',
      pmtilesUrlNote:
        '.pmtiles 파일(Protomaps 스키마)을 HTTP 범위 요청으로 필요한 부분만 읽습니다. 그 호스트가 이 페이지의 출처를 허용해야 하고(CORS, Range 헤더 포함), 페이지의 보안 정책이 그 호스트를 허용해야 합니다(정적 호스트에서는 직접 보내는 Content-Security-Policy 헤더, 에뮬레이터에서는 LOCUS_CONNECT_SRC).',
      urlErrors: { required: '.pmtiles 파일의 URL을 입력하세요.', invalid: '올바른 URL이 아닙니다(사용자 이름, 비밀번호, 프래그먼트 불가).', scheme: 'http:// 또는 https://를 쓰세요.' },
      unreachableEmulator: '온라인 지도에 연결할 수 없습니다({{host}}). 에뮬레이터의 타일을 그립니다.',
      unreachablePmtiles: '온라인 지도에 연결할 수 없습니다({{host}}). 설정에서 지정한 PMTiles 파일을 그립니다.',
      unreachableOutline: '온라인 지도에 연결할 수 없고({{host}}) 지도 타일을 제공하는 에뮬레이터도 없습니다. 콘솔에 포함된 대략적인 육지 윤곽을 그립니다.',
      landOnly: '배경지도: 에뮬레이터의 땅과 물, 가져온 데이터를 그립니다. 다른 서비스의 답 아래에 데모 도로, 장소, 행정구역은 그리지 않습니다.',
      profileEmulator: '배경지도: {{origin}} 에뮬레이터의 땅과 물(이 페이지의 호스트는 지도 타일을 제공하지 않습니다).',
      landOutline: '배경지도: 지도 타일을 제공하는 에뮬레이터가 없어 콘솔에 포함된 대략적인 육지 윤곽을 그립니다. 자세한 지도는 설정에서 온라인 배경지도를 고르세요.',
      settingLandOnly: '이 프로필에서는 오프라인 배경지도가 땅과 물, 가져온 데이터만 그립니다. 에뮬레이터의 데모 도로, 장소, 행정구역이 다른 서비스의 답 아래에 놓이지 않게 하려는 것입니다.',
      settingNoEmulator: '이 페이지에 지도 타일을 제공하는 에뮬레이터가 없습니다. 오프라인을 고르면 콘솔에 포함된 대략적인 육지 윤곽을 그립니다.',
    },
  },
};

/** The shape every language must provide. */
export type Messages = Widen<typeof ko>;
