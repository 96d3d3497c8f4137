/*
 * The error envelopes of the platform, encoded and decoded in one place: the emulator builds its
 * refusals with the encoders, the console reads every error body with decodeErrorEnvelope. No
 * schema library here, so the console's first page can decode errors without loading zod.
 *
 * 1. Gateway / product envelope, used by the /tmap services and the gateway in front of every
 *    area: {"error":{"id":"<http status>","category":"gw"|"tmap","code":"<code>","message":"<text>"}}.
 * 2. Face service envelope: {"message":"<text>","code":<int>} (a numeric string is read too).
 * 3. Zone (TMS) envelope whose resultCode is not "200": {"resultCode","resultCount":0,"resultMessage"},
 *    with the emulator's `failedRows` on a refused bulk insert.
 */

import { isRecord } from '../is-record';

export interface GatewayErrorBody {
  error: { id: string; category: string; code: string; message: string };
}

export interface FaceErrorBody {
  message: string;
  code: number;
}

/** One failing row of a refused bulk zone insert (the emulator's addition to the TMS envelope). */
export interface FailedZoneRow {
  /** 0-based index in reqDatas. */
  index: number;
  code: string;
  resultCode: string;
  reason: string;
}

export interface ZoneErrorBody {
  resultCode: string;
  resultCount: 0;
  resultMessage: string;
  failedRows?: FailedZoneRow[];
}

/** A decoded error body, tagged by envelope. */
export type ErrorEnvelope =
  /** `{"error":{id,category:"gw",code,message}}` from the gateway (keys, paths, limits). */
  | { type: 'gateway'; id: string; category: string; code: string; message: string }
  /** The same envelope with category "tmap": a product error such as 9401. */
  | { type: 'tmap'; id: string; category: string; code: string; message: string }
  /** The face service's `{message, code}`. */
  | { type: 'face'; code: number; message: string }
  /** A zone envelope whose resultCode is not "200". */
  | { type: 'zone'; code: string; message: string; failedRows?: FailedZoneRow[] }
  /** A non-2xx answer whose body is none of the above. */
  | { type: 'unknown'; message: string };

// ---------------------------------------------------------------------------------------------
// Known codes (messages verbatim where the evidence gives them)

/** Gateway answers. The first eight are the real gateway's table (since 2023-02-02); the last two are emulator additions in its style. */
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

/** Product (category "tmap") codes, all HTTP 400. */
export const TMAP_CODES = {
  MISSING_PARAMETER: '9401',
  BAD_PARAMETER: '9402',
  BAD_COORD_TYPE: '1007',
  NO_SERVICE_AREA: '3102',
  NOT_FOUND: '9404',
} as const;

/** Product (category "tmap") message texts, by the names of TMAP_CODES. */
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
} as const satisfies Record<keyof typeof TMAP_CODES, string>;

/**
 * The emulator's 3102 for a point at sea begins its bracketed detail with this
 * (`해당 서비스가 지원되지 않는 구간입니다.([NoServiceArea]at sea: …)`), so that the console can
 * tell the sea from land it has no data for. The real service's 3102 was seen for a point at sea
 * too, with the detail `No service area for source`.
 */
export const NO_SERVICE_AREA_AT_SEA = 'at sea';

/** Whether a 3102 message says the point is at sea (the emulator's detail, NO_SERVICE_AREA_AT_SEA). */
export function isAtSeaMessage(message: string): boolean {
  return message.includes(`[NoServiceArea]${NO_SERVICE_AREA_AT_SEA}`);
}

/** TMS (zone) codes and their message texts. */
export const ZONE_MESSAGES = {
  '4000': '요청 데이터 오류 입니다.',
  '4001': '필수 파라미터가 없습니다.',
  '4002': '입력 좌표 오류 입니다.',
  '4003': '입력 파라미터 오류 입니다.',
  '5000': '시스템 오류 입니다.',
} as const;

export type ZoneCode = keyof typeof ZONE_MESSAGES;

/**
 * Face service codes with the vendor's message texts (its error-code table, api-facts §12), and
 * the emulator's own codes for its caps per scope beside each family's.
 */
export const FACE_MESSAGES = {
  1000: 'apps do not exist',
  1001: 'group-name error',
  1002: 'group-id error',
  1003: 'groups do not exist',
  1011: 'group already exists',
  2000: 'subject-name error',
  2001: 'subject-id error',
  2002: 'subjects do not exist',
  2004: 'subject-name must be unique',
  3000: 'face-name error',
  3001: 'face-feature error',
  3002: 'face-id error',
  3003: 'faces do not exist',
  3004: 'no faces in image',
  3007: 'inappropriate face in image',
  3009: 'face detection error in image',
  3010: 'mask in face',
  3020: 'multi face matching error',
  3030: 'blur in face',
  3040: 'face spoofing attack detected',
  3041: 'small face detected',
  3050: 'queue full',
  4000: 'images do not exist',
  4001: 'exif error',
  4002: 'unsupported images',
  4003: 'Disk IO Error',
  4004: 'Encrypt Error',
  // Emulator codes for its caps per scope (the vendor's list has none).
  1012: 'too many groups',
  2005: 'too many subjects',
  3005: 'too many faces',
} as const;

export type FaceCode = keyof typeof FACE_MESSAGES;

/** The HTTP status of a face code: 500 for the engine's and storage failures, 503 for a full queue, 400 otherwise. */
export function faceStatus(code: FaceCode): number {
  if (code === 3050) return 503;
  return code === 3001 || code === 3009 || code === 4003 || code === 4004 ? 500 : 400;
}

// ---------------------------------------------------------------------------------------------
// Encoding

/** The gateway / product envelope; id is the HTTP status as text, as real bodies carry it. */
export function gatewayErrorBody(status: number, category: string, code: string, message: string): GatewayErrorBody {
  return { error: { id: String(status), category, code, message } };
}

/** A known gateway answer (category "gw"). */
export function gatewayCodeBody(code: GatewayCode): GatewayErrorBody {
  const { status, message } = GATEWAY_ERRORS[code];
  return gatewayErrorBody(status, 'gw', code, message);
}

export function faceErrorBody(code: number, message: string): FaceErrorBody {
  return { message, code };
}

export function zoneErrorBody(code: string, message: string, failedRows?: FailedZoneRow[]): ZoneErrorBody {
  return { resultCode: code, resultCount: 0, resultMessage: message, ...(failedRows ? { failedRows } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Decoding

function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

function failedRowsOf(value: unknown): FailedZoneRow[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const rows: FailedZoneRow[] = [];
  for (const row of value) {
    if (!isRecord(row) || typeof row.index !== 'number') continue;
    rows.push({ index: row.index, code: text(row.code) ?? '', resultCode: text(row.resultCode) ?? '', reason: text(row.reason) ?? '' });
  }
  return rows;
}

/**
 * Decodes any of the platform's error envelopes from a parsed body. `httpOk`: the answer's
 * status was 2xx, where only a zone body with a resultCode other than "200" is an error.
 * Returns undefined when the body is not an error; a non-2xx body that is no envelope is
 * `unknown` (with its `message`, if it has one).
 */
export function decodeErrorEnvelope(body: unknown, httpOk: boolean): ErrorEnvelope | undefined {
  if (!isRecord(body)) return httpOk ? undefined : { type: 'unknown', message: '' };
  const err = body.error;
  if (isRecord(err)) {
    const code = text(err.code);
    const category = text(err.category) ?? '';
    if (code !== undefined) {
      return {
        type: category === 'tmap' ? 'tmap' : 'gateway',
        id: text(err.id) ?? '',
        category,
        code,
        message: text(err.message) ?? '',
      };
    }
  }
  if ('resultCode' in body) {
    const code = text(body.resultCode);
    if (code !== undefined && code !== '200') {
      const failedRows = failedRowsOf(body.failedRows);
      return { type: 'zone', code, message: text(body.resultMessage) ?? '', ...(failedRows ? { failedRows } : {}) };
    }
    if (code !== undefined) return undefined;
  }
  if (!httpOk && 'message' in body && 'code' in body) {
    const n = Number(body.code);
    if (Number.isFinite(n)) return { type: 'face', code: n, message: text(body.message) ?? '' };
  }
  return httpOk ? undefined : { type: 'unknown', message: text(body.message) ?? '' };
}
