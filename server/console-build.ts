import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether the built console (dist/index.html) is missing or older than its sources: anything
 * under src/, shared/ and public/, index.html and vite.config.ts.
 */

const CONSOLE_SOURCES = ['src', 'shared', 'public', 'index.html', 'vite.config.ts'] as const;

export type BuildDecision =
  | { build: false; reason: 'up to date' }
  | { build: true; reason: 'missing' | 'stale'; newest?: string }
  | { build: false; reason: 'no sources' };

export function consoleBuildDecision(root: string, outDir = 'dist'): BuildDecision {
  if (!existsSync(join(root, 'index.html'))) return { build: false, reason: 'no sources' };
  const built = join(root, outDir, 'index.html');
  if (!existsSync(built)) return { build: true, reason: 'missing' };
  const builtAt = statSync(built).mtimeMs;
  const newest = newestFile(CONSOLE_SOURCES.map((s) => join(root, s)));
  if (newest && newest.mtimeMs > builtAt) return { build: true, reason: 'stale', newest: newest.path };
  return { build: false, reason: 'up to date' };
}

/** The most recently modified file among the paths (directories walked, node_modules skipped). */
export function newestFile(paths: readonly string[]): { path: string; mtimeMs: number } | undefined {
  let best: { path: string; mtimeMs: number } | undefined;
  const visit = (path: string): void => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && !entry.startsWith('.')) visit(join(path, entry));
      }
    } else if (stats.isFile() && (!best || stats.mtimeMs > best.mtimeMs)) {
      best = { path, mtimeMs: stats.mtimeMs };
    }
  };
  paths.forEach(visit);
  return best;
}

/** Builds the console with Vite's JavaScript API and the project's vite.config.ts. */
export async function buildConsole(root: string): Promise<void> {
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
