import {
  faceErrorBody,
  faceStatus,
  gatewayCodeBody,
  gatewayErrorBody,
  GATEWAY_ERRORS,
  TMAP_CODES,
  TMAP_MESSAGES,
  ZONE_MESSAGES,
  zoneErrorBody,
  type FaceCode,
  type FaceErrorBody,
  type FailedZoneRow,
  type GatewayCode,
  type GatewayErrorBody,
  type ZoneCode,
  type ZoneErrorBody,
} from '../../shared/contract/envelopes';

/**
 * A refusal a handler or middleware throws; the app's error handler renders it. The bodies are
 * built by the shared envelope module (shared/contract/envelopes.ts), the one the console
 * decodes them with. `kind` decides the envelope and whether the tmap format (xml/javascript)
 * applies.
 */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';

  private constructor(
    readonly status: number,
    readonly kind: 'gateway' | 'tmap' | 'face' | 'zone',
    readonly body: GatewayErrorBody | FaceErrorBody | ZoneErrorBody,
  ) {
    super('error' in body ? body.error.message : 'resultMessage' in body ? body.resultMessage : body.message);
  }

  static gateway(code: GatewayCode): ApiFailure {
    return new ApiFailure(GATEWAY_ERRORS[code].status, 'gateway', gatewayCodeBody(code));
  }

  /** A product error (category "tmap"), HTTP 400 unless told otherwise. */
  static tmap(code: string, message: string, status = 400): ApiFailure {
    return new ApiFailure(status, 'tmap', gatewayErrorBody(status, 'tmap', code, message));
  }

  /** A face product error with the vendor's text first: `<vendor text> (<ko>) [<en>]`. */
  static face(code: FaceCode, message: string): ApiFailure {
    return new ApiFailure(faceStatus(code), 'face', faceErrorBody(code, message));
  }

  /** A TMS refusal, HTTP 400: `<TMS text> (<what>) [<detail>]`, with the failing rows of a bulk insert. */
  static zone(code: ZoneCode, what: string, detail: string, failedRows?: FailedZoneRow[]): ApiFailure {
    return new ApiFailure(400, 'zone', zoneErrorBody(code, `${ZONE_MESSAGES[code]} (${what}) [${detail}]`, failedRows));
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
