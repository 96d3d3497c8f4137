import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBatchArgs } from './args';
import { BATCH_NODE_ARGS } from './node-args';

const ok = (argv: string[]) => {
  const parsed = parseBatchArgs(argv);
  if (parsed.ok !== true) throw new Error(`not parsed: ${JSON.stringify(parsed)}`);
  return parsed.args;
};
const message = (argv: string[]) => {
  const parsed = parseBatchArgs(argv);
  return parsed.ok === false ? parsed.message : '';
};

describe('npm run batch options', () => {
  it('the page defaults, the API names of the operations, the journal beside the output', () => {
    const args = ok(['in.csv', '--op', 'fullAddrGeo', '--out', 'out.csv', '--profile', 'local']);
    expect(args).toMatchObject({ input: 'in.csv', operation: 'geocode', journal: 'out.csv.journal', baseUrl: 'http://127.0.0.1:8080', keyEnv: undefined, settings: { concurrency: 4, rps: 10, maxAttempts: 8 }, header: 'auto' });
    expect(ok(['in.csv', '--op=coordconvert', '--out=o.csv', '--to', 'grs80tm', '--profile', 'sk', '--key-env', 'K'])).toMatchObject({ operation: 'convert', toCoord: 'GRS80TM', baseUrl: 'https://apis.openapi.sk.com', keyEnv: 'K' });
    expect(ok(['in.csv', '--op', 'nearToRoad', '--out', 'o.csv', '--base-url', 'http://h:1/x/', '--key-env', 'K', '--rps', '2.5', '--no-header'])).toMatchObject({ operation: 'nearRoad', baseUrl: 'http://h:1/x', settings: { rps: 2.5 }, header: false });
  });

  it('refuses a key on the command line without repeating it', () => {
    for (const arg of ['--key=s3cr3t-value', '--app-key', '--appKey=s3cr3t-value', '--api-key', '--app-id=s3cr3t-value']) {
      const m = message(['in.csv', '--op', 'reverse', '--out', 'o.csv', arg, 's3cr3t-value']);
      expect(m).toMatch(/refused: a key on the command line/);
      expect(m).toContain('--key-env');
      expect(m).not.toContain('s3cr3t-value');
    }
    expect(message(['in.csv', '--op', 'reverse', '--out', 'o.csv', '--key-env', 'abc-123.xyz'])).toMatch(/name of an environment variable/);
  });

  it('says what is wrong', () => {
    expect(message(['--op', 'reverse', '--out', 'o.csv'])).toMatch(/input CSV/);
    expect(message(['in.csv', '--op', 'lookup', '--out', 'o.csv'])).toMatch(/Unknown operation lookup: use one of geocode, reverse, convert, nearRoad, toLot, toRoad/);
    expect(message(['in.csv', '--op', 'convertAddress', '--out', 'o.csv'])).toMatch(/needs --search-type NtoO .* or OtoN/);
    expect(message(['in.csv', '--op', 'geocode', '--search-type', 'NtoO', '--out', 'o.csv'])).toMatch(/only for --op convertAddress/);
    expect(message(['in.csv', '--op', 'reverse'])).toMatch(/--out/);
    expect(message(['in.csv', '--op', 'reverse', '--out', 'o.csv', '--base-url', 'http://h', '--key-env', 'K', '--rps', '0'])).toMatch(/--rps must be between 0.1 and 1000/);
    expect(message(['in.csv', '--op', 'reverse', '--out', 'o.csv', '--profile', 'sk'])).toMatch(/--key-env NAME is required/);
    expect(message(['in.csv', '--op', 'reverse', '--out', 'o.csv', '--profile', 'custom', '--key-env', 'K'])).toMatch(/needs --base-url/);
    expect(message(['in.csv', '--op', 'reverse', '--out', 'o.csv', '--lat-col', 'y'])).toMatch(/go together/);
    expect(message(['in.csv', '--op', 'geocode', '--out', 'o.csv', '--lat-col', 'y', '--lon-col', 'x'])).toMatch(/--address-col/);
    expect(message(['in.csv', '--op', 'reverse', '--out', 'o.csv', '--from', 'UTMK'])).toMatch(/not a coordinate system/);
  });
});

describe('npm run batch’s script', () => {
  it('starts Node as the test and the benchmark start it', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.batch).toBe(['node', ...BATCH_NODE_ARGS].join(' '));
  });
});
