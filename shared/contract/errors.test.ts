import { describe, expect, it } from 'vitest';
import {
  FACE_ERRORS,
  GATEWAY_ERRORS,
  TMAP_ERRORS,
  faceErrorSchema,
  gatewayErrorSchema,
  parseErrorEnvelope,
  zoneErrorSchema,
} from './errors';

describe('gateway / tmap envelope', () => {
  const gatewayBodies = [
    { error: { id: '401', category: 'gw', code: 'UNAUTHORIZED', message: 'Unauthorized' } },
    { error: { id: '403', category: 'gw', code: 'INVALID_API_KEY', message: 'Forbidden' } },
    { error: { id: '403', category: 'gw', code: 'ACCESS_DENIED', message: 'Authorized IP Address only' } },
    {
      error: {
        id: '403',
        category: 'gw',
        code: 'MISSING_AUTHENTICATION_TOKEN',
        message: 'Missing Authentication Token',
      },
    },
    { error: { id: '429', category: 'gw', code: 'THROTTLED', message: 'Too Many Requests' } },
    { error: { id: '429', category: 'gw', code: 'QUOTA_EXCEEDED', message: 'Limit Exceeded' } },
    { error: { id: '500', category: 'gw', code: 'API_CONFIGURATION_ERROR', message: 'Internal server error' } },
    {
      error: {
        id: '504',
        category: 'gw',
        code: 'INTEGRATION_FAILURE',
        message: 'Network error communicating with endpoint',
      },
    },
  ];

  it('parses every gateway code, with id as a number', () => {
    for (const body of gatewayBodies) {
      const parsed = gatewayErrorSchema.parse(body);
      const known = GATEWAY_ERRORS[parsed.error.code as keyof typeof GATEWAY_ERRORS];
      expect(known).toBeDefined();
      expect(parsed.error.id).toBe(known.status);
      expect(parsed.error.message).toBe(known.message);
    }
  });

  it('parses the captured tmap product errors', () => {
    const missing = {
      error: { id: '400', category: 'tmap', code: '9401', message: '필수 파라메터가 없습니다.' },
    };
    const coord = {
      error: {
        id: '400',
        category: 'tmap',
        code: '1007',
        message:
          '사용할 수 없는 좌표계입니다. 사용 가능한 좌표계를 확인해주세요.([BadRequest]waypoints are too near. 100)',
      },
    };
    const sea = {
      error: {
        id: '400',
        category: 'tmap',
        code: '3102',
        message: '해당 서비스가 지원되지 않는 구간입니다.([NoServiceArea]No service area for source)',
      },
    };
    const fixture = { error: { id: '400', category: 'tmap', code: '3102', message: 'NoServiceArea' } };
    for (const body of [missing, coord, sea, fixture]) {
      const parsed = gatewayErrorSchema.parse(body);
      expect(parsed.error.id).toBe(400);
      expect(parsed.error.category).toBe('tmap');
    }
    expect(gatewayErrorSchema.parse(missing).error.message).toBe(TMAP_ERRORS['9401'].message);
  });

  it('accepts numeric id and code, and keeps extra fields', () => {
    const parsed = gatewayErrorSchema.parse({
      error: { id: 401, category: 'gw', code: 8001, message: '유효하지 않은 API Key입니다.', extra: 1 },
    });
    expect(parsed.error.id).toBe(401);
    expect(parsed.error.code).toBe('8001');
    expect(parsed.error.extra).toBe(1);
  });

  it('rejects bodies that are not the envelope', () => {
    expect(gatewayErrorSchema.safeParse({ error: 'Unauthorized' }).success).toBe(false);
    expect(gatewayErrorSchema.safeParse({ error: { id: '401', category: 'gw', code: 'UNAUTHORIZED' } }).success).toBe(
      false,
    );
    expect(gatewayErrorSchema.safeParse({ error: { id: 'x', category: 'gw', code: 'A', message: 'm' } }).success).toBe(
      false,
    );
  });
});

describe('face envelope', () => {
  it('accepts code as a number or a numeric string', () => {
    expect(faceErrorSchema.parse({ message: 'no faces in image', code: 3004 }).code).toBe(3004);
    expect(faceErrorSchema.parse({ message: 'mask in face', code: '3010' }).code).toBe(3010);
    expect(FACE_ERRORS[3041].message).toBe('small face detected');
  });

  it('rejects the empty placeholder body and a non-numeric code', () => {
    expect(faceErrorSchema.safeParse({}).success).toBe(false);
    expect(faceErrorSchema.safeParse({ message: 'x', code: 'ABC' }).success).toBe(false);
  });
});

describe('zone envelope', () => {
  it('is an error only when resultCode is not "200"', () => {
    expect(zoneErrorSchema.safeParse({ resultCode: '4001', resultMessage: '필수 파라미터가 없습니다.' }).success).toBe(
      true,
    );
    expect(zoneErrorSchema.safeParse({ resultCode: 500, resultMessage: '시스템 오류 입니다.' }).success).toBe(true);
    expect(zoneErrorSchema.safeParse({ resultCode: '200', resultCount: 0, resultMessage: 'success' }).success).toBe(
      false,
    );
    expect(zoneErrorSchema.safeParse({ resultCode: 200, resultMessage: 'success' }).success).toBe(false);
  });
});

describe('parseErrorEnvelope', () => {
  it('tells the three envelopes apart', () => {
    expect(
      parseErrorEnvelope({ error: { id: '403', category: 'gw', code: 'INVALID_API_KEY', message: 'Forbidden' } }),
    ).toEqual({ kind: 'gateway', status: 403, category: 'gw', code: 'INVALID_API_KEY', message: 'Forbidden' });
    expect(parseErrorEnvelope({ message: 'no faces in image', code: 3004 })).toEqual({
      kind: 'face',
      code: 3004,
      message: 'no faces in image',
    });
    expect(parseErrorEnvelope({ resultCode: '4001', resultMessage: '필수 파라미터가 없습니다.' })).toEqual({
      kind: 'zone',
      code: '4001',
      message: '필수 파라미터가 없습니다.',
    });
  });

  it('gives undefined for success bodies', () => {
    expect(parseErrorEnvelope({ resultCode: '200', resultMessage: 'success' })).toBeUndefined();
    expect(parseErrorEnvelope({})).toBeUndefined();
    expect(parseErrorEnvelope([])).toBeUndefined();
    expect(parseErrorEnvelope({ coordinate: { lat: '1', lon: '2' } })).toBeUndefined();
  });
});
