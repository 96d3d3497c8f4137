import { describe, expect, it } from 'vitest';
import { COORD_TYPES } from '../../../../shared/contract/common';
import { HALF_TYPED_SETTLE_MS, isUnfinished, looksHalfTyped, readingKey, serviceTargets, SETTLE_MS, settleTime } from './service-plan';

describe('isUnfinished', () => {
  it('marks every prefix of "37.5665, 126.9780" that ends in a separator or a decimal point', () => {
    const text = '37.5665, 126.9780';
    const unfinished = Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)).filter(isUnfinished);
    expect(unfinished).toEqual(['37.', '37.5665,', '37.5665, ', '37.5665, 126.']);
  });

  it('takes a complete reading as finished, in every form', () => {
    for (const text of ['37.5665, 126.9780', '309911.68 552074.35', '37°33′59.4″N 126°58′40.8″E', '북위 37도 30분 2초 동경 127도 1분 39초', 'https://www.openstreetmap.org/#map=17/37.5796/126.9770', '37.5665, 126.978  ']) {
      expect(isUnfinished(text), text).toBe(false);
    }
  });

  it('takes a lone sign, an empty text and a trailing label sign as unfinished', () => {
    for (const text of ['', '  ', '-', '37.5, -', 'lat=37.5 lon=', '37.5665;', '37.5665 /']) expect(isUnfinished(text), text).toBe(true);
  });
});

describe('serviceTargets', () => {
  it('asks each other service system once: six pairs, never the input system itself', () => {
    for (const from of COORD_TYPES) {
      const targets = serviceTargets(from);
      expect(targets).toHaveLength(COORD_TYPES.length - 1);
      expect(targets).not.toContain(from);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });
});

describe('readingKey', () => {
  it('is the same for the same point however it was written, and differs by system', () => {
    expect(readingKey('WGS84GEO', { lat: 37.5665, lon: Number('126.9780') })).toBe(readingKey('WGS84GEO', { lat: 37.5665, lon: 126.978 }));
    expect(readingKey('WGS84GEO', { lat: 37.5665, lon: 126.978 })).not.toBe(readingKey('GRS80GEO', { lat: 37.5665, lon: 126.978 }));
  });
});

describe('looksHalfTyped', () => {
  it('waits longer on the prefixes of "37.5665, 126.9780" whose longitude still has fewer digits than the latitude', () => {
    const text = '37.5665, 126.9780';
    const prefixes = Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)).filter((p) => !isUnfinished(p));
    expect(prefixes.filter(looksHalfTyped)).toEqual(['37.5665, 1', '37.5665, 12', '37.5665, 126', '37.5665, 126.9', '37.5665, 126.97']);
    expect(settleTime(text)).toBe(SETTLE_MS);
    expect(settleTime('37.5665, 126.97')).toBe(HALF_TYPED_SETTLE_MS);
  });

  it('takes a reading with fewer parts in its second coordinate as half typed, and complete readings as not', () => {
    expect(looksHalfTyped('37°33′59.4″N 126°58′')).toBe(true);
    expect(looksHalfTyped('309911.68, 552074')).toBe(true);
    for (const text of ['309911.68, 552074.35', '37°33′59.4″N 126°58′40.8″E', '북위 37도 30분 2초 동경 127도 1분 39초', '37.5, 127.25', 'https://www.openstreetmap.org/#map=17/37.5796/126.9770', '37.5665']) {
      expect(looksHalfTyped(text), text).toBe(false);
    }
  });
});
