import { z } from 'zod';
import { lenientNumber, lenientString } from './common';

/*
 * The three error envelopes of the platform.
 *
 * 1. Gateway / product envelope, used by the /tmap services and the gateway in front of every
 *    area: {"error":{"id":"<http status>","category":"gw"|"tmap","code":"<code>","message":"<text>"}}.
 *    id is the HTTP status as a string in captured bodies; a number is accepted too.
 * 2. Face service envelope: {"message":"<text>","code":<int>} (code may be a numeric string).
 * 3. Zone (TMS) envelope whose resultCode is not "200".
 */

export const gatewayErrorBodySchema = z.looseObject({
  /** HTTP status; "401" in real bodies, output as a number. */
  id: lenientNumber.pipe(z.number().int()),
  /** 'gw' for the gateway, 'tmap' for the product; kept open. */
  category: z.string(),
  /** 'UNAUTHORIZED', 'INVALID_API_KEY', ... for gw; '9401', '3102', ... for tmap. */
  code: lenientString,
  message: z.string(),
});

export const gatewayErrorSchema = z.looseObject({
  error: gatewayErrorBodySchema,
});
export type GatewayError = z.infer<typeof gatewayErrorSchema>;

export const faceErrorSchema = z.looseObject({
  message: z.string(),
  code: lenientNumber.pipe(z.number().int()),
});
export type FaceError = z.infer<typeof faceErrorSchema>;

export const zoneErrorSchema = z
  .looseObject({
    resultCode: lenientString,
    resultMessage: z.string().optional(),
    resultCount: lenientNumber.optional(),
  })
  .refine((body) => body.resultCode.trim() !== '200', {
    message: 'resultCode "200" is a success, not an error',
    path: ['resultCode'],
  });
export type ZoneError = z.infer<typeof zoneErrorSchema>;

/** A decoded error body, tagged by envelope. */
export type ParsedErrorEnvelope =
  | { kind: 'gateway'; status: number; category: string; code: string; message: string }
  | { kind: 'face'; code: number; message: string }
  | { kind: 'zone'; code: string; message: string };

/**
 * Recognises any of the three envelopes in a decoded body; undefined when the body is none of
 * them. A zone envelope with resultCode "200" is a success and gives undefined.
 */
export function parseErrorEnvelope(body: unknown): ParsedErrorEnvelope | undefined {
  const gateway = gatewayErrorSchema.safeParse(body);
  if (gateway.success) {
    const { id, category, code, message } = gateway.data.error;
    return { kind: 'gateway', status: id, category, code, message };
  }
  const face = faceErrorSchema.safeParse(body);
  if (face.success) {
    return { kind: 'face', code: face.data.code, message: face.data.message };
  }
  const zone = zoneErrorSchema.safeParse(body);
  if (zone.success) {
    return { kind: 'zone', code: zone.data.resultCode, message: zone.data.resultMessage ?? '' };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Known codes (messages verbatim where the evidence gives them)

export interface KnownError {
  status: number;
  code: string;
  message: string;
}

/** Gateway codes (category "gw"), in force since 2023-02-02. */
export const GATEWAY_ERRORS = {
  UNAUTHORIZED: { status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' },
  INVALID_API_KEY: { status: 403, code: 'INVALID_API_KEY', message: 'Forbidden' },
  ACCESS_DENIED: { status: 403, code: 'ACCESS_DENIED', message: 'Authorized IP Address only' },
  MISSING_AUTHENTICATION_TOKEN: {
    status: 403,
    code: 'MISSING_AUTHENTICATION_TOKEN',
    message: 'Missing Authentication Token',
  },
  THROTTLED: { status: 429, code: 'THROTTLED', message: 'Too Many Requests' },
  QUOTA_EXCEEDED: { status: 429, code: 'QUOTA_EXCEEDED', message: 'Limit Exceeded' },
  API_CONFIGURATION_ERROR: {
    status: 500,
    code: 'API_CONFIGURATION_ERROR',
    message: 'Internal server error',
  },
  INTEGRATION_FAILURE: {
    status: 504,
    code: 'INTEGRATION_FAILURE',
    message: 'Network error communicating with endpoint',
  },
} as const satisfies Record<string, KnownError>;
export type GatewayErrorCode = keyof typeof GATEWAY_ERRORS;

/** Product codes (category "tmap"), all HTTP 400. Only these three are evidenced. */
export const TMAP_ERRORS = {
  '9401': { status: 400, code: '9401', message: '필수 파라메터가 없습니다.' },
  '1007': {
    status: 400,
    code: '1007',
    message: '사용할 수 없는 좌표계입니다. 사용 가능한 좌표계를 확인해주세요.',
  },
  '3102': { status: 400, code: '3102', message: '해당 서비스가 지원되지 않는 구간입니다.' },
} as const satisfies Record<string, KnownError>;

/** TMS (zone) codes; the body shape for them is not evidenced. */
export const ZONE_ERRORS = {
  '4000': { status: 400, code: '4000', message: '요청 데이터 오류 입니다.' },
  '4001': { status: 400, code: '4001', message: '필수 파라미터가 없습니다.' },
  '4002': { status: 400, code: '4002', message: '입력 좌표 오류 입니다.' },
  '4003': { status: 400, code: '4003', message: '입력 파라미터 오류 입니다.' },
  '5000': { status: 500, code: '5000', message: '시스템 오류 입니다.' },
} as const satisfies Record<string, KnownError>;

/** Face service codes relevant to groups, subjects and faces. */
export const FACE_ERRORS = {
  1000: { status: 400, message: 'apps do not exist' },
  1002: { status: 400, message: 'group-id error' },
  1003: { status: 400, message: 'groups do not exist' },
  2001: { status: 400, message: 'subject-id error' },
  2002: { status: 400, message: 'subjects do not exist' },
  3000: { status: 400, message: 'face-name error' },
  3001: { status: 500, message: 'face-feature error' },
  3002: { status: 400, message: 'face-id error' },
  3003: { status: 400, message: 'faces do not exist' },
  3004: { status: 400, message: 'no faces in image' },
  3007: { status: 400, message: 'inappropriate face in image' },
  3009: { status: 500, message: 'face detection error in image' },
  3010: { status: 400, message: 'mask in face' },
  3030: { status: 400, message: 'blur in face' },
  3040: { status: 400, message: 'face spoofing attack detected' },
  3041: { status: 400, message: 'small face detected' },
  4000: { status: 400, message: 'images do not exist' },
  4001: { status: 400, message: 'exif error' },
  4002: { status: 400, message: 'unsupported images' },
  4003: { status: 500, message: 'Disk IO Error' },
  4004: { status: 500, message: 'Encrypt Error' },
} as const satisfies Record<number, { status: number; message: string }>;
