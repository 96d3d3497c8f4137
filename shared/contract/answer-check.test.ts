import { describe, expect, it } from 'vitest';
import { checkAnswer, countByKind, operationAt } from './answer-check';

const reverse = (body: string, extra = '') => checkAnswer({ method: 'GET', target: `/tmap/geo/reversegeocoding?lat=37.5&lon=127&version=1${extra}`, status: 200, text: body });

describe('operationAt', () => {
  it('finds the operation of a method and path, path variables included', () => {
    expect(operationAt('GET', '/tmap/geo/reversegeocoding')).toBe('reverseGeocoding');
    expect(operationAt('get', '/tmap/geofencing/regions/123')).toBe('regionLookup');
    expect(operationAt('POST', '/tmap/geo/reversegeocoding')).toBeNull();
    expect(operationAt('GET', '/tmap/geofencing/regions/')).toBeNull();
  });
});

describe('checkAnswer', () => {
  it('passes a conforming answer', () => {
    expect(reverse('{"addressInfo":{"fullAddress":"서울특별시 중구 태평로1가 31","addressType":"A10","mappingDistance":"0.0"}}')).toEqual({
      checked: true,
      operation: 'reverseGeocoding',
      deviations: [],
    });
  });

  it('lists a wrong type, an unknown code and repaired quotes, each with its kind', () => {
    const result = reverse('{"addressInfo":{"fullAddress":12,"addressType":"A99","buildingName":"시청 "본관""}}');
    expect(result.checked && result.deviations.map((d) => [d.category, d.field])).toEqual([
      ['repairedJson', '(body)'],
      ['type', 'addressInfo.fullAddress'],
      ['unknownCode', 'addressInfo.addressType'],
    ]);
    expect(result.checked && countByKind(result.deviations)).toEqual({ missing: 0, type: 1, unknownCode: 1, repairedJson: 1, other: 0 });
  });

  it('counts a body that is no JSON (a web page, XML where JSON was asked) as one deviation of kind other', () => {
    for (const body of ['<html><body>maintenance</body></html>', '<?xml version="1.0"?><addressInfo/>', '{"a":']) {
      const result = reverse(body);
      expect(result.checked && result.deviations.map((d) => [d.category, d.field, d.expected])).toEqual([['other', '(body)', 'a JSON body']]);
    }
  });

  it('skips, with a reason, what the success schema does not apply to', () => {
    expect(reverse('<addressInfo/>', '&format=xml')).toEqual({ checked: false, operation: 'reverseGeocoding', reason: 'notJson' });
    expect(reverse('{"error":{"id":"401","category":"gw","code":"INVALID_API_KEY","message":"x"}}')).toMatchObject({ checked: false, reason: 'errorAnswer' });
    expect(checkAnswer({ method: 'GET', target: '/tmap/geo/reversegeocoding', status: 429, text: '{}' })).toMatchObject({ checked: false, reason: 'errorAnswer' });
    expect(checkAnswer({ method: 'GET', target: '/tmap/geo/reversegeocoding', status: 200, text: null })).toMatchObject({ checked: false, reason: 'tooLarge' });
    expect(checkAnswer({ method: 'GET', target: '/tmap/nothing', status: 200, text: '{}' })).toEqual({ checked: false, operation: null, reason: 'unknownOperation' });
  });

  it('reads a deeply nested body without a stack overflow', () => {
    const deep = `{"addressInfo":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const result = reverse(deep);
    expect(result.checked && result.deviations.map((d) => [d.category, d.field])).toEqual([['type', 'addressInfo']]);
    // Broken and full of quotes as well: the quote repair gives up within its time and the body is reported unreadable.
    const broken = reverse(`{"addressInfo":${'[{"a":"b "c""}'.repeat(20_000)}`);
    expect(broken.checked && broken.deviations.map((d) => [d.category, d.field])).toEqual([['other', '(body)']]);
  });
});
