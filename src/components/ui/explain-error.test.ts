import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { explainError, sharedGatewayError } from './explain-error';

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

  it('finds one gateway error shared by every failed call', () => {
    expect(sharedGatewayError([gateway('INVALID_API_KEY', 403), gateway('INVALID_API_KEY', 403)])).toBeInstanceOf(ApiError);
    expect(sharedGatewayError([gateway('INVALID_API_KEY', 403), null])).toBeUndefined();
    expect(sharedGatewayError([gateway('INVALID_API_KEY', 403), gateway('THROTTLED', 429)])).toBeUndefined();
    expect(sharedGatewayError([tmap('9401'), tmap('9401')])).toBeUndefined();
    expect(sharedGatewayError([gateway('INVALID_API_KEY', 403)])).toBeUndefined();
  });
});
