import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dataFileIn } from './shared-data';

describe('the real-data guard', () => {
  const dir = mkdtempSync(join(tmpdir(), 'locus-shared-data-'));
  writeFileSync(join(dir, 'sample.csv'), 'a,b\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hands over a file that is there, with CI or without', () => {
    expect(dataFileIn(dir, 'sample.csv', 't', false)).toBe(join(dir, 'sample.csv'));
    expect(dataFileIn(dir, 'sample.csv', 't', true)).toBe(join(dir, 'sample.csv'));
  });

  it('skips, saying so, when the folder is absent, even under CI', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(dataFileIn(join(dir, 'absent'), 'sample.csv', 'the suite', true)).toBeNull();
    expect(warn).toHaveBeenCalledWith('the suite: skipped: ../shared/data not found');
    warn.mockRestore();
  });

  it('refuses to skip under CI when the folder is there without the file', () => {
    expect(() => dataFileIn(dir, 'missing.csv', 'the suite', true)).toThrow('the suite: ../shared/data is present but missing.csv is not in it');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(dataFileIn(dir, 'missing.csv', 'the suite', false)).toBeNull();
    expect(warn).toHaveBeenCalledWith('the suite: skipped: ../shared/data has no missing.csv');
    warn.mockRestore();
  });
});
