import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Sum of the gzip sizes (level 9) of every .js/.mjs file in a build's assets folder. */
export function measureGzipJs(assetsDir: string): number {
  let total = 0;
  for (const name of readdirSync(assetsDir)) {
    if (!/\.(m?js)$/.test(name)) continue;
    total += gzipSync(readFileSync(join(assetsDir, name)), { level: 9 }).length;
  }
  return total;
}
