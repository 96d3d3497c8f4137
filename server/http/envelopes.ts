/**
 * The error bodies of the platform, built in one place.
 *
 * Gateway (category "gw") and product (category "tmap") errors share the envelope
 * `{"error":{"id":"<http status>","category":…,"code":…,"message":…}}`; the face service
 * answers `{"message":…,"code":<int>}`.
 */

export interface ErrorBody {
  error: { id: string; category: string; code: string; message: string };
}

export interface FaceErrorBody {
  message: string;
  code: number;
}

/** Gateway answers. The first eight are the real gateway's table; the last two are emulator additions in its style. */
export const GATEWAY_ERRORS = {
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  INVALID_API_KEY: { status: 403, message: 'Forbidden' },
  ACCESS_DENIED: { status: 403, message: 'Authorized IP Address only' },
  MISSING_AUTHENTICATION_TOKEN: { status: 403, message: 'Missing Authentication Token' },
  THROTTLED: { status: 429, message: 'Too Many Requests' },
  QUOTA_EXCEEDED: { status: 429, message: 'Limit Exceeded' },
  API_CONFIGURATION_ERROR: { status: 500, message: 'Internal server error' },
  INTEGRATION_FAILURE: { status: 504, message: 'Network error communicating with endpoint' },
  // Emulator additions (no public evidence of the real bodies).
  REQUEST_TOO_LARGE: { status: 413, message: 'Request Too Long: the body limit is 5 MB' },
  INVALID_PATH: {
    status: 400,
    message: 'Invalid request path: dot segments, backslashes and encoded slashes are not allowed',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type GatewayCode = keyof typeof GATEWAY_ERRORS;

/** Product (category "tmap") codes and their fixed message texts. */
export const TMAP_MESSAGES = {
  /** Verbatim from the real service. */
  MISSING_PARAMETER: '필수 파라메터가 없습니다.',
  /** Verbatim first part of the real 1007 message; the emulator appends the parameter in brackets. */
  BAD_COORD_TYPE: '사용할 수 없는 좌표계입니다. 사용 가능한 좌표계를 확인해주세요.',
  /** Verbatim first part of the real 3102 message. */
  NO_SERVICE_AREA: '해당 서비스가 지원되지 않는 구간입니다.',
  /** Emulator-chosen text for 9402 (no public evidence of a code for bad values). */
  BAD_PARAMETER: '파라메터 값이 올바르지 않습니다.',
  /** Emulator-chosen text for 9404 (no public evidence of what an empty answer looks like). */
  NOT_FOUND: '검색 결과가 없습니다.',
} as const;

export const TMAP_CODES = {
  MISSING_PARAMETER: '9401',
  BAD_PARAMETER: '9402',
  BAD_COORD_TYPE: '1007',
  NO_SERVICE_AREA: '3102',
  NOT_FOUND: '9404',
} as const;

export function errorBody(status: number, category: string, code: string, message: string): ErrorBody {
  return { error: { id: String(status), category, code, message } };
}

export function gatewayBody(code: GatewayCode): ErrorBody {
  const { status, message } = GATEWAY_ERRORS[code];
  return errorBody(status, 'gw', code, message);
}

/**
 * A failure a handler or middleware throws; the app's error handler renders it.
 * `kind` decides the envelope and whether the tmap format (xml/javascript) applies.
 */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';

  private constructor(
    readonly status: number,
    readonly kind: 'gateway' | 'tmap' | 'face',
    readonly body: ErrorBody | FaceErrorBody,
  ) {
    super(kind === 'face' ? (body as FaceErrorBody).message : (body as ErrorBody).error.message);
  }

  static gateway(code: GatewayCode): ApiFailure {
    return new ApiFailure(GATEWAY_ERRORS[code].status, 'gateway', gatewayBody(code));
  }

  /** A product error (category "tmap"), HTTP 400 unless told otherwise. */
  static tmap(code: string, message: string, status = 400): ApiFailure {
    return new ApiFailure(status, 'tmap', errorBody(status, 'tmap', code, message));
  }

  static face(code: number, message: string, status = 400): ApiFailure {
    return new ApiFailure(status, 'face', { message, code });
  }

  static missingParameter(): ApiFailure {
    return ApiFailure.tmap(TMAP_CODES.MISSING_PARAMETER, TMAP_MESSAGES.MISSING_PARAMETER);
  }

  /** 9402, e.g. `파라메터 값이 올바르지 않습니다.([BadRequest]addressType: …)`. */
  static badParameter(param: string, detail: string): ApiFailure {
    return ApiFailure.tmap(TMAP_CODES.BAD_PARAMETER, `${TMAP_MESSAGES.BAD_PARAMETER}([BadRequest]${param}: ${detail})`);
  }

  /** 1007, e.g. `사용할 수 없는 좌표계입니다. …([BadRequest]coordType: KATECH …)`. */
  static badCoordType(param: string, detail: string): ApiFailure {
    return ApiFailure.tmap(TMAP_CODES.BAD_COORD_TYPE, `${TMAP_MESSAGES.BAD_COORD_TYPE}([BadRequest]${param}: ${detail})`);
  }

  /** 9404: nothing matched within the search's reach, e.g. `검색 결과가 없습니다.([NotFound]no road link within 30 m)`. */
  static notFound(detail: string): ApiFailure {
    return ApiFailure.tmap(TMAP_CODES.NOT_FOUND, `${TMAP_MESSAGES.NOT_FOUND}([NotFound]${detail})`);
  }

  /** 3102: the coordinate is outside the world the emulator knows. */
  static noServiceArea(detail: string): ApiFailure {
    return ApiFailure.tmap(TMAP_CODES.NO_SERVICE_AREA, `${TMAP_MESSAGES.NO_SERVICE_AREA}([NoServiceArea]${detail})`);
  }
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return value instanceof ApiFailure;
}
