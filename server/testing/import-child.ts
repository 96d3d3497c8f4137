import { spawn, type ChildProcess } from 'node:child_process';
import { PROJECT_ROOT } from '../project-root';

/**
 * `npm run emulator:import -- ARGS` as a child process on a data directory, for the tests that
 * kill an import midway: its output is kept, and `rowsRead` follows the progress lines it prints
 * (`roads: 60,000 rows read, …`).
 */
export interface ImportChild {
  readonly process: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** stdout and stderr so far. */
  output(): string;
  /** The last count of rows read that a progress line of this label showed (0 before any). */
  rowsRead(label: string): number;
}

export function startImport(dataDir: string, args: readonly string[]): ImportChild {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/import/import-cli.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, LOCUS_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    process: child,
    exited,
    output: () => output,
    rowsRead(label) {
      let last = 0;
      for (const match of output.matchAll(new RegExp(`^${label}: ([\\d,]+) rows read`, 'gm'))) last = Number(match[1]?.replaceAll(',', ''));
      return last;
    },
  };
}

/** Runs an import to its end; throws with its output unless it exits 0. */
export async function runImport(dataDir: string, args: readonly string[]): Promise<string> {
  const child = startImport(dataDir, args);
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`import ${args.join(' ')} exited with ${code}:\n${child.output()}`);
  return child.output();
}

/**
 * Waits until the import's progress shows at least `rows` rows of `label` read, then SIGKILLs it
 * (no exit code of its own runs) and waits until it is gone. Returns the rows its progress showed;
 * throws when it ended by itself first (the file was too small for the machine) or took too long.
 */
export async function killWhenRowsRead(child: ImportChild, label: string, rows: number, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (child.rowsRead(label) < rows) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`the import ended before ${rows} ${label} rows were read:\n${child.output()}`);
    }
    if (Date.now() > deadline) {
      child.process.kill('SIGKILL');
      throw new Error(`no progress to ${rows} ${label} rows within ${timeoutMs} ms:\n${child.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.process.kill('SIGKILL');
  const { signal } = await child.exited;
  if (signal !== 'SIGKILL') throw new Error(`the import finished before the kill:\n${child.output()}`);
  return child.rowsRead(label);
}
