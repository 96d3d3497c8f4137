/**
 * Runs npm scripts at the same time and fails if any of them fails: `npm test` runs the typecheck
 * and the lint this way, as each keeps one core busy and the other idle. Each script's output is
 * held back and printed whole when it ends, so that the two never interleave.
 *
 *   node --import tsx scripts/run-together.ts typecheck lint
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** A program to run, and the name its output is printed under. */
export interface Job {
  name: string;
  command: string;
  args: readonly string[];
}

/** What a job printed (stdout and stderr in the order they came) and how it ended. */
export interface JobResult {
  name: string;
  output: string;
  /** The exit code; 1 when the job was ended by a signal or could not be started. */
  code: number;
}

function runJob(job: Job): Promise<JobResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(job.command, job.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const end = (code: number) => resolve({ name: job.name, output: Buffer.concat(chunks).toString('utf8'), code });
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    // Not started (no such program): 'close' may not follow, and its code would not be an exit code.
    child.on('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

/**
 * Starts every job at once; prints each one's output as it ends (through `print`); resolves with
 * every result, in the order the jobs were given.
 */
export async function runTogether(jobs: readonly Job[], print: (text: string) => void): Promise<JobResult[]> {
  return Promise.all(
    jobs.map(async (job) => {
      const result = await runJob(job);
      print(`── ${result.name} (exit ${result.code}) ──\n${result.output}`);
      return result;
    }),
  );
}

/** The exit code for the lot: 0 when every job succeeded, else the first failing job's code. */
export function overallCode(results: readonly JobResult[]): number {
  return results.find((r) => r.code !== 0)?.code ?? 0;
}

async function main(scripts: readonly string[]): Promise<void> {
  if (scripts.length === 0) {
    console.error('usage: run-together.ts SCRIPT [SCRIPT…]  (names of npm scripts)');
    process.exit(2);
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const results = await runTogether(
    scripts.map((s) => ({ name: `npm run ${s}`, command: npm, args: ['run', s] })),
    (text) => process.stdout.write(text),
  );
  process.exitCode = overallCode(results);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
