import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { coveredByNoData, emulatorHasNoData, emulatorSaysAtSea, missingEmulatorData, type ExploreAnswers } from './no-data';

const tmap = (code: string, operation = 'reverseGeocoding', message = 'x') =>
  new ApiError({ kind: 'http', operation, status: 400, message: code, envelope: { type: 'tmap', id: '400', category: 'tmap', code, message } });
/** The emulator's 3102 for a point at sea. */
const atSea = () => tmap('3102', 'reverseGeocoding', '해당 서비스가 지원되지 않는 구간입니다.([NoServiceArea]at sea: no address at lat=34.3, lon=126.5)');

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

describe('missingEmulatorData', () => {
  const on = { enabled: true, error: null };
  const busan = (over: Partial<ExploreAnswers> = {}): ExploreAnswers => ({
    address: { ...on, answered: true, cityDo: '부산광역시', guGun: '연제구', roadName: '' },
    road: { enabled: true, error: tmap('9404', 'nearToRoad') },
    poi: { enabled: true, error: tmap('9404', 'reverseLabel') },
    ...over,
  });
  const source = (kind: 'regions' | 'addresses' | 'roads' | 'pois') => ({ kind, file: `${kind}.csv`, rows: 1, importedAt: '', version: '', layout: '' });

  it('outside every boundary (3102): regions and the data of each lookup that found nothing', () => {
    const answers = busan({ address: { enabled: true, error: tmap('3102'), answered: false }, poi: { enabled: false, error: null } });
    expect(missingEmulatorData(true, [], answers)).toEqual(['regions', 'addresses', 'roads']);
    expect(missingEmulatorData(true, [], busan({ address: { enabled: true, error: tmap('3102'), answered: false }, road: on }))).toEqual(['regions', 'addresses', 'pois']);
  });

  it('a located point outside the demo world: addresses without a road name, roads and POIs that found nothing', () => {
    expect(missingEmulatorData(true, [source('regions')], busan())).toEqual(['addresses', 'roads', 'pois']);
    expect(missingEmulatorData(true, [source('regions')], busan({ road: on }))).toEqual(['addresses', 'pois']);
  });

  it('a kind already imported keeps the service’s own wording (its empty answer may be the data’s)', () => {
    expect(missingEmulatorData(true, [source('roads'), source('pois'), source('addresses')], busan())).toEqual([]);
  });

  it('nothing inside the demo world, and nothing for a real service', () => {
    const seoul = busan({ address: { ...on, answered: true, cityDo: '서울특별시', guGun: '중구', roadName: '' } });
    expect(missingEmulatorData(true, [], seoul)).toEqual([]);
    expect(missingEmulatorData(false, [], busan())).toEqual([]);
  });
});

describe('the sea', () => {
  const on = { enabled: true, error: null };
  const sea = (): ExploreAnswers => ({
    address: { enabled: true, error: atSea(), answered: false },
    road: { enabled: true, error: tmap('9404', 'nearToRoad') },
    poi: { enabled: true, error: tmap('9404', 'reverseLabel') },
  });

  it('the emulator’s 3102 at sea: the point is at sea, no data is missing there', () => {
    expect(emulatorSaysAtSea(true, atSea())).toBe(true);
    expect(emulatorSaysAtSea(true, tmap('3102', 'reverseGeocoding', '해당 서비스가 지원되지 않는 구간입니다.([NoServiceArea]No address at lat=35.1, lon=129)'))).toBe(false);
    expect(emulatorSaysAtSea(false, atSea())).toBe(false);
    expect(missingEmulatorData(true, [], sea())).toEqual([]);
    // Without the address lookup the sea is not known: the 3102 of… nothing; the 9404s as before.
    expect(missingEmulatorData(true, [], { ...sea(), address: { ...on, enabled: false, answered: false } })).toEqual([]);
  });
});
