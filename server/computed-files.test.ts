import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computedFiles } from './computed-files';
import { buildDemoMapWorld } from './domain/world-builder';

describe('computed files kept between starts', () => {
  let dir: string;
  const before = process.env.LOCUS_CACHE_DIR;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'locus-computed-'));
    process.env.LOCUS_CACHE_DIR = dir;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.LOCUS_CACHE_DIR;
    else process.env.LOCUS_CACHE_DIR = before;
    chmodSync(dir, 0o700);
    rmSync(dir, { recursive: true, force: true });
  });

  it('computes once, then reads the file; another input computes again', () => {
    let runs = 0;
    const square = (n: number) => computedFiles('square', n, () => (runs++, { value: n * n }));
    expect(square(3)).toEqual({ value: 9 });
    expect(square(3)).toEqual({ value: 9 });
    expect(runs).toBe(1);
    expect(square(4)).toEqual({ value: 16 });
    expect(runs).toBe(2);
    expect(readdirSync(dir).filter((f) => f.startsWith('square-'))).toHaveLength(2);
  });

  it('computes again when the file is damaged, and when the folder cannot be written', () => {
    let runs = 0;
    const compute = () => (runs++, [1, 2, 3]);
    computedFiles('list', 'x', compute);
    const [file] = readdirSync(dir);
    writeFileSync(join(dir, file!), '{ half a fi');
    expect(computedFiles('list', 'x', compute)).toEqual([1, 2, 3]);
    expect(runs).toBe(2);
    expect(JSON.parse(readFileSync(join(dir, file!), 'utf8'))).toEqual([1, 2, 3]);

    const locked = join(dir, 'locked');
    process.env.LOCUS_CACHE_DIR = join(locked, 'inner');
    writeFileSync(locked, 'a file where the folder would be');
    expect(computedFiles('list', 'y', compute)).toEqual([1, 2, 3]);
    expect(computedFiles('list', 'y', compute)).toEqual([1, 2, 3]);
    expect(runs).toBe(4);
  });

  it('the demo world read back from the files is the world computed', () => {
    const computed = buildDemoMapWorld();
    buildDemoMapWorld(computedFiles);
    expect(readdirSync(dir).filter((f) => f.startsWith('region-cells-')).length).toBeGreaterThan(3);
    const read = buildDemoMapWorld(computedFiles);
    expect(read.regions.map((r) => [r.regionId, r.center, r.geometry])).toEqual(computed.regions.map((r) => [r.regionId, r.center, r.geometry]));
  });
});
