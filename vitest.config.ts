import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'lint/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // A guard against a hung test, not a speed check: the face tests analyse real photos, and with
    // two workers on two cores one of them waited past 20 s for its core once.
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // which left one core idle for the whole run (the suite is CPU-bound). At least two.
    // Forks, not threads: a test that measures the process's memory (app-proxy) must not count
    // another file's.
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
