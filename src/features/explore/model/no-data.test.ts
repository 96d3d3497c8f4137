import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { coveredByNoData, emulatorHasNoData } from './no-data';

const tmap = (code: string, operation = 'reverseGeocoding') =>
  new ApiError({ kind: 'http', operation, status: 400, message: code, envelope: { type: 'tmap', id: '400', category: 'tmap', code, message: 'x' } });

describe('emulatorHasNoData', () => {
  it('a 3102 from the local emulator means it has no data at the point', () => {
    expect(emulatorHasNoData(true, [tmap('3102'), tmap('9404', 'nearToRoad'), null])).toBe(true);
  });

  it('not for a real service, and not for a 9404 alone (a road out of reach inside the data)', () => {
    expect(emulatorHasNoData(false, [tmap('3102')])).toBe(false);
    expect(emulatorHasNoData(true, [null, tmap('9404', 'nearToRoad')])).toBe(false);
    expect(emulatorHasNoData(true, [new ApiError({ kind: 'network', operation: 'x', message: 'offline' })])).toBe(false);
  });

  it('covers the lookups’ own nothing-here answers, not other failures', () => {
    expect(coveredByNoData(tmap('9404', 'nearToRoad'))).toBe(true);
    expect(coveredByNoData(tmap('3102'))).toBe(true);
    expect(coveredByNoData(tmap('9402'))).toBe(false);
  });
});
