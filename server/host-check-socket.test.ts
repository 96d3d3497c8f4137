import { afterEach, describe, expect, it } from 'vitest';
import { banner, startEmulator, type Emulator } from './emulator';
import { rawGet } from './testing/raw-get';
import { testConfig } from './testing/test-app';

/** The emulator over a real socket answers only the hosts it is meant for (DNS rebinding). */

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});

/** A raw GET with the given Host header (fetch would not let the header be set). */
function getWithHost(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return rawGet(port, path, { Host: host });
}

async function start(env: Record<string, string> = {}): Promise<number> {
  emulator = await startEmulator({ consoleDir: null, config: testConfig({ HOST: '127.0.0.1', PORT: '0', ...env }) });
  return emulator.running.port;
}

describe('the Host check', () => {
  it('refuses a rebound name with 421 naming the setting, on every path, and gives out nothing', async () => {
    const port = await start({ LOCUS_API_KEYS: 'locus-demo-key' });
    for (const path of ['/_locus/info', '/_locus/health', '/tms/zoneList?appKey=locus-demo-key', '/']) {
      const res = await getWithHost(port, path, `attacker.example:${port}`);
      expect(res.status, path).toBe(421);
      expect(res.body).toContain('LOCUS_ALLOWED_HOSTS');
      expect(res.body).not.toContain('locus-demo-key');
    }
  });

  it('answers localhost, 127.0.0.1 and [::1] with their ports', async () => {
    const port = await start();
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost']) {
      const res = await getWithHost(port, '/_locus/info', host);
      expect(res.status, host).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ name: 'locus-emulator' });
    }
  });

  it('answers a name listed in LOCUS_ALLOWED_HOSTS', async () => {
    const port = await start({ LOCUS_ALLOWED_HOSTS: 'locus.lan' });
    expect((await getWithHost(port, '/_locus/health', `locus.lan:${port}`)).status).toBe(200);
    expect((await getWithHost(port, '/_locus/health', `other.lan:${port}`)).status).toBe(421);
  });
});

describe('the start-up banner', () => {
  it('names the demo key in full but never a configured key of one\'s own', async () => {
    await start({ LOCUS_API_KEYS: 'my-own-secret-key-123', LOCUS_FACE_APPS: 'locus-demo-app:my-own-secret-key-123' });
    const text = banner(emulator as Emulator, 'test');
    expect(text).not.toContain('my-own-secret-key-123');
    expect(text).toContain('my-o… (21 characters)');
    expect(text).toContain('demo app-id : locus-demo-app');
  });
});
