import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Memo } from './domain/memo';

/**
 * Computed geometry kept between starts (the basemap's sea, the demo world's region cells: each
 * a second or so of polygon clipping), in files under LOCUS_CACHE_DIR (node_modules/.cache/locus
 * by default, the usual place of a package's computed files).
 *
 * A file's name is a hash of its exact input, this format's number and the installed
 * polyclip-ts's version (the clipper both computations use), so a change to any of them computes
 * again; a file is written whole then renamed (another thread or process never reads half a
 * file); a cache that cannot be read or written is computed again (a read-only install computes
 * in each process).
 */
export const computedFiles: Memo = (name, input, compute) => {
  const key = createHash('sha256').update(JSON.stringify([FORMAT, clipperVersion(), input])).digest('hex').slice(0, 32);
  const file = join(cacheDir(), `${name}-${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // Not kept yet (or unreadable): computed below.
  }
  const value = compute();
  try {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${threadId}.tmp`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, file);
  } catch {
    // Not kept: computed again next time.
  }
  return value;
};

const FORMAT = 1;

function cacheDir(): string {
  const fromEnv = process.env.LOCUS_CACHE_DIR;
  if (fromEnv) return fromEnv;
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('world-atlas/land-10m.json')), '..', '.cache', 'locus');
}

let version: string | undefined;

/** The installed polyclip-ts's version (its package.json is not exported: found above its entry). */
function clipperVersion(): string {
  if (version !== undefined) return version;
  version = '';
  const require = createRequire(import.meta.url);
  for (let dir = dirname(require.resolve('polyclip-ts')); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'polyclip-ts') return (version = pkg.version ?? '');
    } catch {
      // no package.json here: one level up
    }
  }
  return version;
}
