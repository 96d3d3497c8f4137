import { describe, expect, it } from 'vitest';
import { evaluate, longitudePath, summarise, valueAtPath } from './expectations';

const body = {
  addressInfo: { fullAddress: '서울특별시 중구 태평로1가 31', buildingIndex: '12' },
  coordinateInfo: { coordinate: [{ newLat: '37.5665', newLon: '126.978' }], lat: 37.5665, lon: 126.978 },
  empty: null,
};

describe('expectations', () => {
  it('reads dotted paths through objects and arrays', () => {
    expect(valueAtPath(body, 'addressInfo.fullAddress')).toBe('서울특별시 중구 태평로1가 31');
    expect(valueAtPath(body, 'coordinateInfo.coordinate.0.newLat')).toBe('37.5665');
    expect(valueAtPath(body, 'coordinateInfo.coordinate.x')).toBeUndefined();
    expect(valueAtPath(body, 'addressInfo.toString')).toBeUndefined();
  });

  it('status equals N', () => {
    expect(evaluate({ kind: 'status', status: 200 }, 200, body)).toEqual({ pass: true });
    expect(evaluate({ kind: 'status', status: 200 }, 403, body)).toEqual({ pass: false, failure: { kind: 'status', expected: 200, got: 403 } });
    expect(evaluate({ kind: 'status', status: 200 }, undefined, undefined)).toMatchObject({ pass: false });
  });

  it('a field equals a value: numbers sent as text equal the number, and a mismatch names both', () => {
    expect(evaluate({ kind: 'equals', path: 'addressInfo.buildingIndex', value: 12 }, 200, body).pass).toBe(true);
    expect(evaluate({ kind: 'equals', path: 'coordinateInfo.lat', value: '37.5665' }, 200, body).pass).toBe(true);
    expect(evaluate({ kind: 'equals', path: 'empty', value: null }, 200, body).pass).toBe(true);
    expect(evaluate({ kind: 'equals', path: 'addressInfo.fullAddress', value: 'X' }, 200, body)).toEqual({
      pass: false,
      failure: { kind: 'notEqual', path: 'addressInfo.fullAddress', expected: 'X', got: '서울특별시 중구 태평로1가 31' },
    });
    expect(evaluate({ kind: 'equals', path: 'nowhere', value: 'X' }, 200, body)).toEqual({ pass: false, failure: { kind: 'missing', path: 'nowhere' } });
    expect(evaluate({ kind: 'equals', path: 'addressInfo.buildingIndex', value: '' }, 200, body).pass).toBe(false);
  });

  it('a field exists (null counts as present, a missing one does not)', () => {
    expect(evaluate({ kind: 'exists', path: 'empty' }, 200, body).pass).toBe(true);
    expect(evaluate({ kind: 'exists', path: 'addressInfo.missing' }, 200, body)).toEqual({ pass: false, failure: { kind: 'missing', path: 'addressInfo.missing' } });
  });

  it('a coordinate pair within N metres, its longitude found beside the latitude', () => {
    expect(longitudePath('coordinateInfo.coordinate.0.newLat')).toBe('coordinateInfo.coordinate.0.newLon');
    expect(longitudePath('a.plate')).toBeUndefined();
    expect(evaluate({ kind: 'near', path: 'coordinateInfo.lat', lat: 37.5665, lon: 126.978, metres: 1 }, 200, body)).toEqual({ pass: true, metres: 0 });
    // 0.0037° of latitude is about 411 m.
    const far = evaluate({ kind: 'near', path: 'coordinateInfo.coordinate.0.newLat', lat: 37.5702, lon: 126.978, metres: 50 }, 200, body);
    expect(far).toMatchObject({ pass: false, failure: { kind: 'far', limit: 50 } });
    if (!far.pass && far.failure.kind === 'far') expect(far.failure.metres).toBeGreaterThan(400);
    expect(evaluate({ kind: 'near', path: 'addressInfo.fullAddress', lat: 37, lon: 127, metres: 50 }, 200, body)).toMatchObject({ pass: false, failure: { kind: 'notCoordinate' } });
  });

  it('summarises calls and checks', () => {
    expect(
      summarise([
        { status: 200, verdicts: [{ pass: true }, { pass: true }] },
        { status: 200, verdicts: [{ pass: true }, { pass: false, failure: { kind: 'missing', path: 'a' } }] },
        { status: 200, verdicts: [] },
      ]),
    ).toEqual({ calls: 3, callsPassed: 2, checks: 4, checksPassed: 3 });
  });
});
