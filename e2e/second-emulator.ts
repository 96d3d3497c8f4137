import { spawn, type ChildProcess } from 'node:child_process';

/**
 * An emulator of its own for the journeys that stop and start it (restart, going away
 * mid-session), on a port apart from the shared one. Test mode, the demo key, no online basemap
 * unless `env` names one.
 */
export class SecondEmulator {
  readonly origin: string;
  private server: ChildProcess | undefined;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    this.server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      // No online basemap unless the journey names one: journeys do not reach the internet.
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', LOCUS_TEST_MODE: '1', LOCUS_BASEMAP_STYLE: 'off', LOCUS_BASEMAP_STYLE_DARK: 'off', ...this.env },
      stdio: 'ignore',
    });
    for (let i = 0; i < 240; i++) {
      const up = await fetch(`${this.origin}/_locus/health`).then((r) => r.ok, () => false);
      if (up) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the emulator on port ${this.port} did not start`);
  }

  /** Stops it: SIGTERM for an orderly restart, SIGKILL for a server that simply goes away. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const s = this.server;
    if (!s || s.exitCode !== null || s.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      s.once('exit', () => resolve());
      s.kill(signal);
    });
  }
}
