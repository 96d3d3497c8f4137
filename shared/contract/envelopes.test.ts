import { describe, expect, it } from 'vitest';
import {
  decodeErrorEnvelope,
  faceErrorBody,
  faceStatus,
  gatewayCodeBody,
  gatewayErrorBody,
  GATEWAY_ERRORS,
  zoneErrorBody,
  type GatewayCode,
} from './envelopes';

/** What a body looks like after it travelled as JSON. */
const wire = (body: unknown): unknown => JSON.parse(JSON.stringify(body)) as unknown;

describe('gateway / product envelope', () => {
  it('round-trips every known gateway code with its status as the id', () => {
    for (const code of Object.keys(GATEWAY_ERRORS) as GatewayCode[]) {
      const { status, message } = GATEWAY_ERRORS[code];
      expect(decodeErrorEnvelope(wire(gatewayCodeBody(code)), false)).toEqual({ type: 'gateway', id: String(status), category: 'gw', code, message });
    }
  });

  it('round-trips a product error as type tmap', () => {
    const body = gatewayErrorBody(400, 'tmap', '9401', '필수 파라메터가 없습니다.');
    expect(body).toEqual({ error: { id: '400', category: 'tmap', code: '9401', message: '필수 파라메터가 없습니다.' } });
    expect(decodeErrorEnvelope(wire(body), false)).toEqual({ type: 'tmap', id: '400', category: 'tmap', code: '9401', message: '필수 파라메터가 없습니다.' });
  });

  it('reads a numeric id and code as text', () => {
    expect(decodeErrorEnvelope({ error: { id: 401, category: 'gw', code: 9401, message: 'x' } }, false)).toMatchObject({ id: '401', code: '9401' });
  });
});

describe('face envelope', () => {
  it('round-trips {message, code}', () => {
    const body = faceErrorBody(3004, 'no faces in image (얼굴 없음) [no face]');
    expect(decodeErrorEnvelope(wire(body), false)).toEqual({ type: 'face', code: 3004, message: 'no faces in image (얼굴 없음) [no face]' });
  });

  it('reads a numeric-string code', () => {
    expect(decodeErrorEnvelope({ message: 'groups do not exist', code: '1003' }, false)).toEqual({ type: 'face', code: 1003, message: 'groups do not exist' });
  });

  it('gives the statuses the vendor lists: 500 for engine failures, 503 for a full queue, else 400', () => {
    expect([faceStatus(3009), faceStatus(3050), faceStatus(1002)]).toEqual([500, 503, 400]);
  });

  it('is not read from a 2xx body (a face answer may carry message and code fields)', () => {
    expect(decodeErrorEnvelope(faceErrorBody(3004, 'x'), true)).toBeUndefined();
  });
});

describe('zone envelope', () => {
  it('round-trips a refusal with its failing rows', () => {
    const rows = [{ index: 1, code: '12', resultCode: '4003', reason: '이미 있습니다' }];
    const body = zoneErrorBody('4003', '입력 파라미터 오류 입니다. (code) [exists]', rows);
    expect(body.resultCount).toBe(0);
    expect(decodeErrorEnvelope(wire(body), false)).toEqual({ type: 'zone', code: '4003', message: '입력 파라미터 오류 입니다. (code) [exists]', failedRows: rows });
  });

  it('is an error even with HTTP 200 when resultCode is not "200", and none when it is', () => {
    expect(decodeErrorEnvelope({ resultCode: 4001, resultMessage: 'x' }, true)).toEqual({ type: 'zone', code: '4001', message: 'x' });
    expect(decodeErrorEnvelope({ resultCode: '200', resultMessage: 'success' }, true)).toBeUndefined();
  });
});

describe('other bodies', () => {
  it('gives unknown for a failed answer that is no envelope, nothing for a success', () => {
    expect(decodeErrorEnvelope('<html>', false)).toEqual({ type: 'unknown', message: '' });
    expect(decodeErrorEnvelope({ message: 'Bad Gateway' }, false)).toEqual({ type: 'unknown', message: 'Bad Gateway' });
    expect(decodeErrorEnvelope({ addressInfo: {} }, true)).toBeUndefined();
  });
});
