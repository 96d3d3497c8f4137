import { describe, expect, it } from 'vitest';
import { parseImportArgs, UsageError } from './import-args';

describe('parseImportArgs', () => {
  it('reads --admin with optional boundary files', () => {
    expect(parseImportArgs(['--admin', 'dongs.geojson.gz'])).toEqual({ kind: 'admin', admin: 'dongs.geojson.gz' });
    expect(parseImportArgs(['--admin=a.json', '--provinces', 'p.json', '--districts', 'd.json.gz'])).toEqual({
      kind: 'admin',
      admin: 'a.json',
      provinces: 'p.json',
      districts: 'd.json.gz',
    });
  });

  it('reads --clear and --help', () => {
    expect(parseImportArgs(['--clear'])).toEqual({ kind: 'clear' });
    expect(parseImportArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], 'nothing to import'],
    [['--provinces', 'p.json'], 'need --admin'],
    [['--clear', '--admin', 'a.json'], '--clear takes no other option'],
    [['--admin'], "argument missing"],
    [['--roads', 'r.json'], "Unknown option '--roads'"],
    [['a.json'], 'positional'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseImportArgs(argv)).toThrow(UsageError);
    expect(() => parseImportArgs(argv)).toThrow(message);
  });
});
