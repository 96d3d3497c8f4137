import { describe, expect, it } from 'vitest';
import { pmtilesUrlSchema } from './pmtiles-url-schema';

const problem = (url: string) => {
  const r = pmtilesUrlSchema.safeParse({ url });
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('the PMTiles URL', () => {
  it('takes an http(s) URL, with a query (a signed link) but never a user name or password', () => {
    expect(problem('https://maps.example.org/korea.pmtiles')).toBeUndefined();
    expect(problem('  http://127.0.0.1:8920/tiles/korea.pmtiles?v=2 ')).toBeUndefined();
    expect(problem('')).toBe('required');
    expect(problem('korea.pmtiles')).toBe('invalid');
    expect(problem('ftp://example.org/korea.pmtiles')).toBe('scheme');
    expect(problem('https://user:secret@example.org/korea.pmtiles')).toBe('invalid');
  });
});
