import { describe, expect, it } from 'vitest';
import type { RequestEvent } from '../../../api/request-events';
import { checkBody, checkContract, describeGot } from './deviations';

function event(body: string, patch: Partial<RequestEvent> = {}): RequestEvent {
  return {
    id: 1,
    phase: 'end',
    operation: 'reverseGeocoding',
    method: 'GET',
    url: 'http://x/tmap/geo/reversegeocoding',
    headers: {},
    format: 'json',
    startedAt: 0,
    status: 200,
    size: body.length,
    responseBody: body,
    attempt: 1,
    ...patch,
  };
}

describe('contract deviations', () => {
  it('passes a body that keeps the contract, including numbers sent as strings', () => {
    expect(checkContract(event('{"addressInfo":{"fullAddress":"서울","mappingDistance":"12.5"}}'))).toEqual({ kind: 'ok' });
  });

  it('lists each wrong field with its path, what was expected and what came', () => {
    const check = checkContract(event('{"addressInfo":{"fullAddress":11,"city_do":"서울","mappingDistance":"far","roadCoord":[]}}'));
    expect(check.kind).toBe('deviations');
    if (check.kind !== 'deviations') return;
    const byField = Object.fromEntries(check.items.map((d) => [d.field, d]));
    expect(byField['addressInfo.fullAddress']).toEqual({ field: 'addressInfo.fullAddress', expected: 'string', got: 'number 11' });
    expect(byField['addressInfo.mappingDistance']?.got).toBe('string "far"');
    expect(byField['addressInfo.mappingDistance']?.expected).toBe('a number or a numeric string');
    expect(byField['addressInfo.roadCoord']?.got).toBe('array(0)');
  });

  it('checks XML and the JavaScript form after decoding them', () => {
    expect(checkBody('reverseGeocoding', 'javascript', 'cb({"addressInfo":{"fullAddress":"서울"}})')).toEqual({ kind: 'ok' });
    expect(checkBody('reverseGeocoding', 'xml', '<addressInfo><fullAddress>서울</fullAddress></addressInfo>')).toEqual({ kind: 'ok' });
    expect(checkBody('reverseGeocoding', 'json', '{not json')).toEqual({ kind: 'unchecked', reason: 'unreadable' });
  });

  it('flags a JavaScript answer that calls another function than the callback asked for', () => {
    const body = 'other({"addressInfo":{"fullAddress":"서울"}})';
    const asked = { format: 'javascript' as const, url: 'http://x/tmap/geo/reversegeocoding?format=javascript&callback=x' };
    expect(checkContract(event(body, asked))).toEqual({
      kind: 'deviations',
      items: [{ kind: 'contract', field: '(callback)', expected: 'callback "x"', got: 'callback "other"' }],
    });
    expect(checkContract(event('x({"addressInfo":{"fullAddress":"서울"}})', asked))).toEqual({ kind: 'ok' });
  });

  it('does not check failures, pending calls or bodies cut short', () => {
    expect(checkContract(event('{}', { error: { kind: 'http', code: '9401', message: 'x' } }))).toMatchObject({ reason: 'error' });
    expect(checkContract(event('{}', { phase: 'start' }))).toMatchObject({ reason: 'pending' });
    expect(checkContract(event('{"a":1}…', { size: 70_000 }))).toMatchObject({ reason: 'truncated' });
  });

  it('describes values by type', () => {
    expect(describeGot(undefined)).toBe('nothing');
    expect(describeGot(null)).toBe('null');
    expect(describeGot(true)).toBe('boolean true');
    expect(describeGot({})).toBe('object');
  });
});

describe('a body repaired before reading', () => {
  it('is checked after the repair, the repair listed first with its position', () => {
    const body = '{"addressInfo":{"fullAddress":"서울","buildingName":"서울시청 "본관" 별관"}}';
    const check = checkContract(event(body));
    expect(check.kind).toBe('deviations');
    if (check.kind !== 'deviations') return;
    expect(check.items).toHaveLength(1);
    expect(check.items[0]).toMatchObject({ kind: 'repaired-json', field: '(body)' });
    expect(check.items[0]?.got).toContain(`1:${body.indexOf('"본관') + 1}`);
  });

  it('an ambiguous one stays unreadable', () => {
    expect(checkBody('reverseGeocoding', 'json', '{"addressInfo":{"fullAddress":"b":"c"}}')).toEqual({ kind: 'unchecked', reason: 'unreadable' });
  });
});
