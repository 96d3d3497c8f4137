import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './emulator';

/** `npm start` (server/start.ts) as a child process, on start-up failures. */

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'locus-start-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runStart(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** stderr without Node's own warnings: the failure must be exactly one line. */
function lines(stderr: string): string[] {
  return stderr.split('\n').filter((l) => l.trim() !== '' && !/^\(node:\d+\)|--trace-warnings/.test(l));
}

describe('start-up failures', () => {
  it('a busy port: one line naming the port and PORT, exit 1', { timeout: 60_000 }, async () => {
    const blocker: Server = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const dataDir = join(dir, 'busy');
      const run = await runStart({ PORT: String(port), LOCUS_DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      const out = lines(run.stderr);
      expect(out, run.stderr).toHaveLength(1);
      expect(out[0]).toContain(`port ${port}`);
      expect(out[0]).toContain('PORT');
      expect(run.stderr).not.toContain('EADDRINUSE');
    } finally {
      await new Promise<void>((r) => blocker.close(() => r()));
    }
  });

  it('a locus.db that is not a database: one line naming the file and LOCUS_DATA_DIR, exit 1, the file untouched', { timeout: 60_000 }, async () => {
    const dataDir = join(dir, 'damaged');
    mkdirSync(dataDir);
    const file = join(dataDir, 'locus.db');
    const bytes = Buffer.from('these are my notes, not a database\n'.repeat(200));
    writeFileSync(file, bytes);
    const run = await runStart({ PORT: '0', LOCUS_DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    const out = lines(run.stderr);
    expect(out, run.stderr).toHaveLength(1);
    expect(out[0]).toContain(file);
    expect(out[0]).toContain('LOCUS_DATA_DIR');
    expect(run.stderr).not.toContain('SQLITE_NOTADB');
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('a data directory that cannot be created: one line naming it and LOCUS_DATA_DIR, exit 1', { timeout: 60_000 }, async () => {
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, 'x');
    const run = await runStart({ PORT: '0', LOCUS_DATA_DIR: join(blocker, 'data') });
    expect(run.code).toBe(1);
    const out = lines(run.stderr);
    expect(out, run.stderr).toHaveLength(1);
    expect(out[0]).toContain(join(blocker, 'data'));
    expect(out[0]).toContain('LOCUS_DATA_DIR');
  });
});
