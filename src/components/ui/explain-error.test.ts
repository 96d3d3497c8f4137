import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient } from '../../api/client';
import { ApiError, NOT_THE_SERVICE_CODE } from '../../api/errors';
import { en as enCommon } from '../../lib/i18n/en';
import { en } from '../../lib/i18n/explanations-en';
import { ko } from '../../lib/i18n/explanations-ko';
import { ko as koCommon } from '../../lib/i18n/ko';
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

  it('explains a coordconvert 1007 and the gateway’s own failures, which a retry may fix', () => {
    const convert1007 = new ApiError({
      kind: 'http',
      operation: 'coordConvert',
      status: 400,
      message: '1007',
      envelope: { type: 'tmap', id: '400', category: 'tmap', code: '1007', message: '사용할 수 없는 좌표계입니다. 사용 가능한 좌표계를 확인해주세요.' },
    });
    expect(explainError(convert1007)).toMatchObject({ key: 'coordConvert_1007', code: '1007', status: 400, message: '사용할 수 없는 좌표계입니다. 사용 가능한 좌표계를 확인해주세요.' });
    expect(canRetryFix(convert1007)).toBe(false);
    expect(explainError(gateway('INTEGRATION_FAILURE', 504))).toMatchObject({ key: 'INTEGRATION_FAILURE', status: 504 });
    expect(explainError(gateway('API_CONFIGURATION_ERROR', 500))).toMatchObject({ key: 'API_CONFIGURATION_ERROR', status: 500 });
    expect(canRetryFix(gateway('INTEGRATION_FAILURE', 504))).toBe(true);
  });

  it('explains face codes apart from other products’ codes with the same number', () => {
    const face = (code: number) => new ApiError({ kind: 'http', operation: 'faceCreate', status: 400, message: 'x', envelope: { type: 'face', code, message: 'no faces in image' } });
    expect(explainError(face(3004))).toMatchObject({ key: 'face_3004', code: '3004', status: 400, message: 'no faces in image' });
    expect(explainError(face(4000))).toMatchObject({ key: 'face_4000' });
    expect(explainError(face(3099))).toMatchObject({ key: 'unknown', code: '3099' });
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

  it('is not offered when the day’s quota is used up (its explanation says retrying will not help)', () => {
    expect(canRetryFix(gateway('QUOTA_EXCEEDED', 429))).toBe(false);
    // However the gateway's envelope spelt the category.
    const tmapQuota = new ApiError({ kind: 'http', operation: 'x', status: 429, message: 'x', envelope: { type: 'tmap', id: '429', category: 'tmap', code: 'QUOTA_EXCEEDED', message: 'x' } });
    expect(canRetryFix(tmapQuota)).toBe(false);
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

describe('every code the service is known to send is explained, in both languages', () => {
  // What a call with no answer shows is in `common`, every other explanation in `explanations`.
  const catalogues: Record<string, Record<string, unknown>> = { en: { ...enCommon.errors, ...en.errors }, ko: { ...koCommon.errors, ...ko.errors } };
  const explained = (key: string) =>
    Object.entries(catalogues).filter(([, c]) => {
      const entry = c[key] as { title?: unknown; hint?: unknown } | undefined;
      return typeof entry?.title !== 'string' || typeof entry.hint !== 'string';
    });
  const gw = ['UNAUTHORIZED', 'INVALID_API_KEY', 'ACCESS_DENIED', 'MISSING_AUTHENTICATION_TOKEN', 'THROTTLED', 'QUOTA_EXCEEDED', 'API_CONFIGURATION_ERROR', 'INTEGRATION_FAILURE', '8001', '8101', '8102', '8104', '7104'];
  const tmapCodes = ['9401', '1007', '3102'];
  const tms = ['4000', '4001', '4002', '4003', '5000'];
  const faces = [1000, 1002, 1003, 2001, 2002, 3000, 3001, 3002, 3003, 3004, 3007, 3009, 3010, 3030, 3040, 3041, 3050, 3051, 3052, 3060, 3061, 3062, 4000, 4001, 4002, 4003, 4004, 4005, 4006];

  it.each(gw)('gateway %s', (code) => {
    const { key } = explainError(gateway(code, 403));
    expect(key).toBe(code);
    expect(explained(key)).toEqual([]);
  });

  it.each(tmapCodes)('tmap %s', (code) => {
    const { key } = explainError(new ApiError({ kind: 'http', operation: 'reverseGeocoding', status: 400, message: 'x', envelope: { type: 'tmap', id: '400', category: 'tmap', code, message: 'x' } }));
    expect(key).toBe(code);
    expect(explained(key)).toEqual([]);
  });

  it('1007 from coordconvert names the systems it converts', () => {
    const { key } = explainError(new ApiError({ kind: 'http', operation: 'coordConvert', status: 400, message: 'x', envelope: { type: 'tmap', id: '400', category: 'tmap', code: '1007', message: '사용할 수 없는 좌표계입니다.' } }));
    expect(key).toBe('coordConvert_1007');
    expect(explained(key)).toEqual([]);
    expect(en.errors.coordConvert_1007.hint).toContain('KATECH');
  });

  it.each(tms)('tms %s', (code) => {
    const { key } = explainError(new ApiError({ kind: 'http', operation: 'zoneList', status: 400, message: 'x', envelope: { type: 'zone', code, message: 'x' } }));
    expect(key).toBe(code);
    expect(explained(key)).toEqual([]);
  });

  it.each(faces)('face %i', (code) => {
    const { key } = explainError(new ApiError({ kind: 'http', operation: 'faceList', status: 400, message: 'x', envelope: { type: 'face', code, message: 'x' } }));
    expect(key).toBe(`face_${code}`);
    expect(explained(key)).toEqual([]);
  });
});

describe('an answer from something other than the service', () => {
  it("a static host's fallback page (200, index.html) is explained as not the service", async () => {
    const page = '<!doctype html>\n<html lang="ko"><head><title>Locus</title></head><body><div id="root"></div></body></html>';
    const client = new ApiClient({
      baseUrl: 'http://static.test',
      getCredentials: () => ({ appKey: 'secret-key-123', appId: '', groupId: '', subjectId: '' }),
      fetch: (async () => new Response(page, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } })) as typeof fetch,
      sleep: async () => undefined,
    });
    const error = await client
      .request({ operation: 'reverseGeocoding', area: 'tmap', method: 'GET', path: '/tmap/geo/reversegeocoding', query: { lat: 37.5665, lon: 126.978 }, schema: z.object({}) })
      .catch((e: unknown) => e);
    expect(explainError(error)).toMatchObject({ key: NOT_THE_SERVICE_CODE, status: 200 });
  });
});
