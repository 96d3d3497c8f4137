import { describe, expect, it } from 'vitest';
import { headersWithoutCredentials, isCredentialName, namedValuesIn, queryWithoutCredentials, redactSecrets, secretValues } from './credentials';

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

  it('compares names without case, - or _', () => {
    for (const name of ['appKey', 'APPKEY', 'app_key', 'App-Key', 'app-id', 'app_id', 'appId', 'apiKey', 'api_key', 'x-api-key', 'key']) expect(isCredentialName(name)).toBe(true);
    for (const name of ['searchKeyword', 'keys', 'monkey', 'appName']) expect(isCredentialName(name)).toBe(false);
  });

  it('replaces a secret however it is encoded: hex case, + for a space, JSON escapes, twice', () => {
    const secret = 'a b+c/한';
    const text = [encodeURIComponent(secret), encodeURIComponent(secret).toLowerCase(), 'a+b%2Bc%2F%ED%95%9C', '\\u0061 b+c\\/\\ud55c', encodeURIComponent(encodeURIComponent(secret))].join('|');
    expect(redactSecrets(text, [secret])).toBe('<REDACTED>|<REDACTED>|<REDACTED>|<REDACTED>|<REDACTED>');
  });

  it('replaces a secret of 1 to 3 characters only where it is a whole value', () => {
    expect(redactSecrets('x=ab&y=abc&z=%61b', ['ab'])).toBe('x=<REDACTED>&y=abc&z=<REDACTED>');
    expect(redactSecrets('{"k":"ab","t":"about ab."}', ['ab'])).toBe('{"k":"<REDACTED>","t":"about ab."}');
    expect(redactSecrets('/tmap/ab/geo', ['ab'])).toBe('/tmap/<REDACTED>/geo');
    expect(redactSecrets('ab', ['ab'])).toBe('<REDACTED>');
  });

  it('reads the values written after a credential name in any text', () => {
    expect(namedValuesIn('cb({"appKey":"k1","x":1})')).toContain('k1');
    expect(namedValuesIn('<r><app_id>k2</app_id></r>')).toContain('k2');
    expect(namedValuesIn('/tmap/appKey=k3/geo')).toContain('k3');
    expect(namedValuesIn('https://a/?x=1&APIKEY=k%2B4&y=2')).toContain('k+4');
    expect(namedValuesIn('{\\"key\\":\\"k5\\"}')).toContain('k5');
    expect(namedValuesIn('missing appKey: see the docs')).toEqual([]);
  });
});
