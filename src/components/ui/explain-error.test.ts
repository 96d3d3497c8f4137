import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { canRetryFix, explainError, explainFailedCall, sharedGatewayError } from './explain-error';

const gateway = (code: string, status: number) =>
  new ApiError({ kind: 'http', operation: 'reverseGeocoding', status, message: code, envelope: { type: 'gateway', id: String(status), category: 'gw', code, message: 'Forbidden' } });
const tmap = (code: string) =>
  new ApiError({ kind: 'http', operation: 'nearToRoad', status: 400, message: code, envelope: { type: 'tmap', id: '400', category: 'tmap', code, message: 'x' } });

describe('error explanations', () => {
  it('maps known codes to their explanation and unknown ones to the generic one', () => {
    expect(explainError(gateway('INVALID_API_KEY', 403))).toMatchObject({ key: 'INVALID_API_KEY', code: 'INVALID_API_KEY', status: 403 });
    expect(explainError(tmap('9401'))).toMatchObject({ key: '9401' });
    expect(explainError(tmap('7777'))).toMatchObject({ key: 'unknown', code: '7777' });
    // 9404 is explained by what was searched for.
    expect(explainError(tmap('9404'))).toMatchObject({ key: 'nearToRoad_9404' });
    expect(explainError(new ApiError({ kind: 'http', operation: 'fullAddrGeo', status: 400, message: 'x', envelope: { type: 'tmap', id: '400', category: 'tmap', code: '9404', message: 'x' } }))).toMatchObject({ key: '9404' });
    expect(explainError(new ApiError({ kind: 'timeout', operation: 'x', message: 'slow' }))).toMatchObject({ key: 'timeout' });
    expect(explainError(new Error('boom'))).toMatchObject({ key: 'unknown', message: 'boom' });
  });

  it('explains face codes apart from other products’ codes with the same number', () => {
    const face = (code: number) => new ApiError({ kind: 'http', operation: 'faceCreate', status: 400, message: 'x', envelope: { type: 'face', code, message: 'no faces in image' } });
    expect(explainError(face(3004))).toMatchObject({ key: 'face_3004', code: '3004', status: 400, message: 'no faces in image' });
    expect(explainError(face(4000))).toMatchObject({ key: 'face_4000' });
    expect(explainError(face(3050))).toMatchObject({ key: 'unknown', code: '3050' });
    // A zone 4000 keeps its own explanation.
    expect(explainError(new ApiError({ kind: 'http', operation: 'zoneInsert', status: 200, message: 'x', envelope: { type: 'zone', code: '4000', message: 'x' } }))).toMatchObject({ key: '4000' });
  });

  it('explains the proxy and replay answers of this server', () => {
    expect(explainError(gateway('NO_RECORDING', 404))).toMatchObject({ key: 'NO_RECORDING', status: 404 });
    expect(explainError(gateway('UPSTREAM_UNREACHABLE', 502))).toMatchObject({ key: 'UPSTREAM_UNREACHABLE' });
    expect(explainError(gateway('UPSTREAM_TIMEOUT', 504))).toMatchObject({ key: 'UPSTREAM_TIMEOUT' });
    const face = new ApiError({ kind: 'http', operation: 'faceList', status: 404, message: 'x', envelope: { type: 'face', code: 9404, message: 'Replay: no recording' } });
    expect(explainError(face)).toMatchObject({ key: 'face_9404', code: '9404' });
  });

  it('finds one gateway error shared by every failed call', () => {
    expect(sharedGatewayError([gateway('INVALID_API_KEY', 403), gateway('INVALID_API_KEY', 403)])).toBeInstanceOf(ApiError);
    expect(sharedGatewayError([gateway('INVALID_API_KEY', 403), null])).toBeUndefined();
    expect(sharedGatewayError([gateway('INVALID_API_KEY', 403), gateway('THROTTLED', 429)])).toBeUndefined();
    expect(sharedGatewayError([tmap('9401'), tmap('9401')])).toBeUndefined();
    expect(sharedGatewayError([gateway('INVALID_API_KEY', 403)])).toBeUndefined();
  });
});

describe('explaining a recorded call', () => {
  it('uses the same keys as for errors, telling face codes from zone and tmap codes by area', () => {
    const call = (area: 'tmap' | 'zones' | 'faces', operation: string, status: number, code?: string) => ({
      operation,
      area,
      status,
      error: { kind: 'http', code, message: 'm' },
    });
    expect(explainFailedCall(call('tmap', 'reverseGeocoding', 429, 'THROTTLED'))).toMatchObject({ key: 'THROTTLED', status: 429 });
    expect(explainFailedCall(call('tmap', 'reverseGeocoding', 429, 'QUOTA_EXCEEDED'))).toMatchObject({ key: 'QUOTA_EXCEEDED' });
    expect(explainFailedCall(call('tmap', 'fullAddrGeo', 400, '9401'))).toMatchObject({ key: '9401' });
    expect(explainFailedCall(call('faces', 'faceCreate', 400, '3004'))).toMatchObject({ key: 'face_3004' });
    expect(explainFailedCall(call('faces', 'faceCreate', 403, 'INVALID_API_KEY'))).toMatchObject({ key: 'INVALID_API_KEY' });
    expect(explainFailedCall(call('zones', 'zoneInsert', 200, '4001'))).toMatchObject({ key: '4001' });
    expect(explainFailedCall({ operation: 'x', area: 'tmap', error: { kind: 'network', message: 'down' } })).toMatchObject({ key: 'network' });
    expect(explainFailedCall({ operation: 'x', area: 'tmap', status: 200 })).toBeUndefined();
  });
});

describe('canRetryFix: "Try again" only where sending again can help', () => {
  it('is not offered for answers that are final: nothing found, no service there, missing or bad parameters', () => {
    for (const code of ['9404', '3102', '9401', '9402', '1007']) expect(canRetryFix(tmap(code)), code).toBe(false);
    const zone = (code: string) => new ApiError({ kind: 'http', operation: 'zoneInsert', status: 400, message: 'x', envelope: { type: 'zone', code, message: 'x' } });
    for (const code of ['4000', '4001', '4003']) expect(canRetryFix(zone(code)), code).toBe(false);
  });

  it('is offered when the service may answer differently next time', () => {
    expect(canRetryFix(gateway('THROTTLED', 429))).toBe(true);
    expect(canRetryFix(gateway('SERVICE_UNAVAILABLE', 503))).toBe(true);
    expect(canRetryFix(new ApiError({ kind: 'network', operation: 'x', message: 'offline' }))).toBe(true);
    expect(canRetryFix(new ApiError({ kind: 'timeout', operation: 'x', message: 'slow' }))).toBe(true);
    expect(canRetryFix(new ApiError({ kind: 'http', operation: 'x', status: 500, message: 'x' }))).toBe(true);
    expect(canRetryFix(new Error('not an API error'))).toBe(false);
  });
});
