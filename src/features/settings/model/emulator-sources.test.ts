import { describe, expect, it } from 'vitest';
import { formatImportedAt } from './emulator-sources';

describe('formatImportedAt', () => {
  it('writes an import time in UTC to the minute, whatever its offset', () => {
    expect(formatImportedAt('2026-11-24T06:30:12.345Z')).toBe('2026-11-24 06:30 UTC');
    expect(formatImportedAt('2026-11-24T15:30:00+09:00')).toBe('2026-11-24 06:30 UTC');
  });
  it('keeps text that is not a time as it is', () => {
    expect(formatImportedAt('yesterday')).toBe('yesterday');
  });
});
