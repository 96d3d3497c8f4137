import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { overallCode, runTogether, type Job } from './run-together';

/** A node one-liner as a job. */
const node = (name: string, code: string): Job => ({ name, command: process.execPath, args: ['-e', code] });

/**
 * A job that writes its own marker file, then waits (up to 8 s) for the other job's: both can
 * finish only if they run at the same time. Exit 0 when the other's marker came, 7 when not.
 */
function waitsForTheOther(dir: string, me: string, other: string): Job {
  return node(
    me,
    `const fs = require('node:fs'), path = require('node:path');
     fs.writeFileSync(path.join(${JSON.stringify(dir)}, ${JSON.stringify(me)}), '');
     const until = Date.now() + 8000;
     const look = () => {
       if (fs.existsSync(path.join(${JSON.stringify(dir)}, ${JSON.stringify(other)}))) { console.log(${JSON.stringify(`${me} saw ${other}`)}); process.exit(0); }
       if (Date.now() > until) process.exit(7);
       setTimeout(look, 20);
     };
     look();`,
  );
}

describe('running npm scripts together', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('runs the jobs at the same time: each sees the other running', async () => {
    dir = mkdtempSync(join(tmpdir(), 'run-together-'));
    const printed: string[] = [];
    const results = await runTogether([waitsForTheOther(dir, 'a', 'b'), waitsForTheOther(dir, 'b', 'a')], (t) => printed.push(t));
    expect(results.map((r) => [r.name, r.code])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
    expect(overallCode(results)).toBe(0);
    expect(printed.join('')).toContain('a saw b');
    expect(printed.join('')).toContain('b saw a');
  });

  it('fails with the failing job’s code when one fails, after the other has run to its end', async () => {
    const printed: string[] = [];
    const results = await runTogether([node('fails', 'console.error("type error here"); process.exit(3)'), node('passes', 'console.log("all clean")')], (t) => printed.push(t));
    expect(results.map((r) => [r.name, r.code])).toEqual([
      ['fails', 3],
      ['passes', 0],
    ]);
    expect(overallCode(results)).toBe(3);
    expect(results[0]?.output).toContain('type error here');
    expect(results[1]?.output).toContain('all clean');
  });

  it('prints each job’s output whole, under its name and exit code', async () => {
    const printed: string[] = [];
    await runTogether([node('one', 'for (let i = 0; i < 3; i++) console.log("line " + i)')], (t) => printed.push(t));
    expect(printed).toEqual(['── one (exit 0) ──\nline 0\nline 1\nline 2\n']);
  });

  it('fails when a program cannot be started', async () => {
    const results = await runTogether([{ name: 'missing', command: join(tmpdir(), 'no-such-program-here'), args: [] }], () => undefined);
    expect(results[0]?.code).not.toBe(0);
    expect(overallCode(results)).not.toBe(0);
  });
});
