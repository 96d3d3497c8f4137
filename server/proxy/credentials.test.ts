import { describe, expect, it } from 'vitest';
import { headersWithoutCredentials, queryWithoutCredentials, redactSecrets, secretValues } from './credentials';

describe('credentials', () => {
  it('takes appKey out of a query whatever its case, keeping the rest in order', () => {
    const q = new URLSearchParams('version=1&APPKEY=k-1234&lat=37.5&appKey=k-5678&lon=126.9');
    expect(queryWithoutCredentials(q)).toEqual([
      ['version', '1'],
      ['lat', '37.5'],
      ['lon', '126.9'],
    ]);
  });

  it('takes key, app-id, authorization and cookie headers out, keeping group-id and subject-id', () => {
    const h = new Headers({ AppKey: 'k-1234', 'app-id': 'my-app', Authorization: 'Bearer t', Cookie: 'a=b', 'group-id': 'g1', 'subject-id': 's1', key: 'rsa' });
    expect(headersWithoutCredentials(h)).toEqual({ 'group-id': 'g1', 'subject-id': 's1' });
  });

  it('finds the secret values and replaces them raw or percent-encoded in any text', () => {
    const secrets = secretValues(new URLSearchParams('appKey=a%2Bb%2Fc%3D1234'), new Headers({ 'app-id': 'app-secret', Authorization: 'Bearer token-xyz' }));
    expect(secrets.sort()).toEqual(['a+b/c=1234', 'app-secret', 'Bearer token-xyz', 'token-xyz'].sort());
    expect(redactSecrets('{"echo":"a+b/c=1234","url":"?k=a%2Bb%2Fc%3D1234","app":"app-secret"}', secrets)).toBe(
      '{"echo":"<REDACTED>","url":"?k=<REDACTED>","app":"<REDACTED>"}',
    );
  });
});
