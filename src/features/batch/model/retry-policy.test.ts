import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { backoffDelay, classifyFailure } from './retry-policy';

const http = (status: number, code?: string) =>
  new ApiError({ kind: 'http', operation: 'fullAddrGeo', status, message: 'x', ...(code ? { envelope: { type: 'gateway' as const, id: '', category: 'gw', code, message: '' } } : {}) });

describe('classifyFailure', () => {
  it('tells what to do with each failure', () => {
    expect(classifyFailure(http(429, 'THROTTLED'))).toBe('throttled');
    expect(classifyFailure(http(429, 'QUOTA_EXCEEDED'))).toBe('quota');
    expect(classifyFailure(http(500))).toBe('transient');
    expect(classifyFailure(http(503, 'SERVICE_UNAVAILABLE'))).toBe('transient');
    expect(classifyFailure(new ApiError({ kind: 'network', operation: 'fullAddrGeo', message: 'x' }))).toBe('transient');
    expect(classifyFailure(new ApiError({ kind: 'timeout', operation: 'fullAddrGeo', message: 'x' }))).toBe('transient');
    expect(classifyFailure(new ApiError({ kind: 'aborted', operation: 'fullAddrGeo', message: 'x' }))).toBe('aborted');
    expect(classifyFailure(http(400, '9401'))).toBe('fatal');
    expect(classifyFailure(http(403, 'INVALID_API_KEY'))).toBe('fatal');
    expect(classifyFailure(new Error('no match'))).toBe('fatal');
  });
});

describe('backoffDelay', () => {
  it('doubles per attempt with jitter in [0.5, 1.5) and a cap', () => {
    expect(backoffDelay(1, 0.5)).toBe(400);
    expect(backoffDelay(2, 0.5)).toBe(800);
    expect(backoffDelay(1, 0)).toBe(200);
    expect(backoffDelay(1, 0.999)).toBeLessThanOrEqual(600);
    expect(backoffDelay(20, 0.5)).toBe(10_000);
  });
});
