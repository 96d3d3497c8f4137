import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect, afterEach } from 'vitest';
import { consoleBuildDecision, newestFile } from './console-build';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, secondsAgo: number): void {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, 'x');
  const t = Date.now() / 1000 - secondsAgo;
  utimesSync(full, t, t);
}

describe('consoleBuildDecision', () => {
  it('skips when there are no console sources', () => {
    root = mkdtempSync(join(tmpdir(), 'locus-build-'));
    expect(consoleBuildDecision(root)).toEqual({ build: false, reason: 'no sources' });
  });

  it('builds when dist/index.html is missing', () => {
    root = mkdtempSync(join(tmpdir(), 'locus-build-'));
    file('index.html', 100);
    expect(consoleBuildDecision(root)).toEqual({ build: true, reason: 'missing' });
  });

  it('builds when a source is newer than the build, and not otherwise', () => {
    root = mkdtempSync(join(tmpdir(), 'locus-build-'));
    file('index.html', 300);
    file('src/app/main.tsx', 200);
    file('dist/index.html', 100);
    expect(consoleBuildDecision(root)).toEqual({ build: false, reason: 'up to date' });
    file('src/features/zones/list.tsx', 10);
    expect(consoleBuildDecision(root)).toEqual({
      build: true,
      reason: 'stale',
      newest: join(root, 'src/features/zones/list.tsx'),
    });
  });

  it('ignores node_modules and dot folders when looking for the newest file', () => {
    root = mkdtempSync(join(tmpdir(), 'locus-build-'));
    file('src/a.ts', 100);
    file('src/node_modules/b.ts', 1);
    file('src/.cache/c.ts', 1);
    expect(newestFile([join(root, 'src')])?.path).toBe(join(root, 'src/a.ts'));
  });
});
