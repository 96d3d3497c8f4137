import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';

export const ROOT = resolve(import.meta.dirname, '..');

/** Starts `npm start`'s server on `port` (in-memory data, no rate limit, `env` added); resolves to its stop function. */
export async function startEmulator(port: number, env: Record<string, string> = {}): Promise<() => void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOCUS_DATA_DIR: ':memory:', LOCUS_RATE_LIMIT_RPS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/_locus/health`);
      if (r.ok) return () => child.kill('SIGTERM');
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('emulator did not start');
}

/** Debian's Chromium, headless, with the flags the journeys use. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}
