import { describe, expect, it } from 'vitest';
import { roundLonLat } from './round.ts';

describe('roundLonLat', () => {
  it('rounds to seven decimals, about a centimetre', () => {
    expect(roundLonLat([126.97796924999, 37.566295249])).toEqual([126.9779692, 37.5662952]);
  });
});
