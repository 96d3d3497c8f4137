import { describe, expect, it } from 'vitest';
import { parseImportArgs, UsageError } from './import-args';

const empty = { clear: [], addresses: [], roads: [], pois: [], poiColumns: {} };

describe('parseImportArgs', () => {
  it('reads --admin with optional boundary files', () => {
    expect(parseImportArgs(['--admin', 'dongs.geojson.gz'])).toEqual({ kind: 'import', ...empty, admin: { admin: 'dongs.geojson.gz' } });
    expect(parseImportArgs(['--admin=a.json', '--provinces', 'p.json', '--districts', 'd.json.gz'])).toEqual({
      kind: 'import',
      ...empty,
      admin: { admin: 'a.json', provinces: 'p.json', districts: 'd.json.gz' },
    });
  });

  it('takes several files after --addresses, --roads and --pois', () => {
    expect(parseImportArgs(['--addresses', 'build_seoul.txt', 'jibun_seoul.txt', '--roads', 'korea.osm.pbf', '--pois=a.csv', 'b.csv'])).toEqual({
      kind: 'import',
      ...empty,
      addresses: ['build_seoul.txt', 'jibun_seoul.txt'],
      roads: ['korea.osm.pbf'],
      pois: ['a.csv', 'b.csv'],
    });
    expect(parseImportArgs(['--addresses', 'a.txt', '--addresses', 'b.txt']).kind === 'import' && parseImportArgs(['--addresses', 'a.txt', '--addresses', 'b.txt'])).toMatchObject({
      addresses: ['a.txt', 'b.txt'],
    });
  });

  it('reads POI column names', () => {
    expect(parseImportArgs(['--pois', 'p.csv', '--name-column', '상호명', '--lat-column', 'y', '--lon-column', 'x'])).toMatchObject({
      pois: ['p.csv'],
      poiColumns: { name: '상호명', lat: 'y', lon: 'x' },
    });
  });

  it('reads the clears, alone or before imports, and --help', () => {
    expect(parseImportArgs(['--clear'])).toEqual({ kind: 'import', ...empty, clear: ['regions'] });
    expect(parseImportArgs(['--clear-roads', '--clear-addresses', '--clear-pois'])).toEqual({ kind: 'import', ...empty, clear: ['addresses', 'roads', 'pois'] });
    expect(parseImportArgs(['--clear-pois', '--pois', 'p.csv'])).toEqual({ kind: 'import', ...empty, clear: ['pois'], pois: ['p.csv'] });
    expect(parseImportArgs(['--clear-buildings', '--clear-water'])).toEqual({ kind: 'import', ...empty, clear: ['water', 'buildings'] });
    expect(parseImportArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], 'nothing to import'],
    [['--provinces', 'p.json'], 'need --admin'],
    [['--clear', '--admin', 'a.json'], '--clear and --admin'],
    [['--admin'], 'argument missing'],
    [['--streets', 'r.json'], "Unknown option '--streets'"],
    [['a.json'], "unexpected argument 'a.json'"],
    [['--admin', 'a.json', 'b.json'], "unexpected argument 'b.json'"],
    [['--name-column', 'x'], 'go with --pois'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseImportArgs(argv)).toThrow(UsageError);
    expect(() => parseImportArgs(argv)).toThrow(message);
  });
});
