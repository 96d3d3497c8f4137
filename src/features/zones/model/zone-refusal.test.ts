import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { refusalAtField } from './zone-refusal';

describe('refusalAtField', () => {
  it('shows a duplicate code refusal at the code, in the service’s words with its code and status', () => {
    const message = '입력 파라미터 오류 입니다. (code: 이미 있는 코드입니다: 7777) [code 7777 exists]';
    const error = new ApiError({ kind: 'http', operation: 'zoneInsert', status: 400, message: 'refused', envelope: { type: 'zone', code: '4003', message } });
    expect(refusalAtField(error, 'not sent')).toEqual({ field: 'code', text: `${message} (4003 · HTTP 400)` });
  });

  it('shows a name refusal at the name', () => {
    const message = '입력 파라미터 오류 입니다. (code: 이름은 50자까지입니다) [name is at most 50 characters]';
    const error = new ApiError({ kind: 'http', operation: 'zoneInsert', status: 400, message: 'refused', envelope: { type: 'zone', code: '4003', message } });
    expect(refusalAtField(error, 'not sent').field).toBe('name');
  });

  it('shows a gateway 503 with its message, and a failure without an answer as not sent', () => {
    const gateway = new ApiError({ kind: 'http', operation: 'zoneInsert', status: 503, message: 'x', envelope: { type: 'gateway', id: '', category: 'gw', code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' } });
    expect(refusalAtField(gateway, 'not sent')).toEqual({ field: 'code', text: 'Service unavailable (SERVICE_UNAVAILABLE · HTTP 503)' });
    const network = new ApiError({ kind: 'network', operation: 'zoneInsert', message: 'Failed to fetch' });
    expect(refusalAtField(network, 'Not sent')).toEqual({ field: 'code', text: 'Not sent (Failed to fetch)' });
  });
});
