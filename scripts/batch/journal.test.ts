import { describe, expect, it } from 'vitest';
import { commitLine, fingerprintOf, headLine, journalHead, planResume, readJournal, type Commit, type RunIdentity } from './journal';

const identity: RunIdentity = {
  input: { bytes: 1200, sha256: 'ab'.repeat(32) },
  config: { operation: 'reverse', fromCoord: 'WGS84GEO', toCoord: 'KATECH' },
  mapping: { mode: 'latlon', lat: 1, lon: 2 },
  hasHeader: true,
  baseUrl: 'http://127.0.0.1:8080',
  maxAttempts: 8,
};
const head = journalHead(identity, { inputName: 'in.csv', rows: 30, columns: ['row', 'id'], startedAt: '2026-01-01T00:00:00.000Z' });
const commits = (...cs: Commit[]) => headLine(head) + cs.map(commitLine).join('');
const facts = { journalPath: 'out.csv.journal', outputPath: 'out.csv', identity, overwrite: false };

describe('batch journal', () => {
  it('reads the head and the last whole commit', () => {
    const read = readJournal(commits({ rows: 0, bytes: 100, failed: 0 }, { rows: 10, bytes: 900, failed: 1 }));
    expect(read).toEqual({ ok: true, head, commit: { rows: 10, bytes: 900, failed: 1, finished: undefined } });
  });

  it('ignores a last line cut short by a kill', () => {
    const text = commits({ rows: 0, bytes: 100, failed: 0 }, { rows: 10, bytes: 900, failed: 1 }) + '{"rows":20,"by';
    expect(readJournal(text)).toMatchObject({ ok: true, commit: { rows: 10, bytes: 900 } });
    // Even a cut line that happens to be valid JSON is not a line until its newline is written.
    expect(readJournal(text.replace('{"rows":20,"by', '{"rows":20,"bytes":1800,"failed":1}'))).toMatchObject({ ok: true, commit: { rows: 10 } });
  });

  it('a journal with only its head has nothing committed: the output is written again from its header', () => {
    expect(readJournal(headLine(head))).toMatchObject({ ok: true, commit: { rows: 0, bytes: 0, failed: 0 } });
    expect(planResume({ ...facts, journal: headLine(head), outputBytes: 57 })).toMatchObject({ kind: 'resume', commit: { rows: 0, bytes: 0 } });
    expect(planResume({ ...facts, journal: headLine(head), outputBytes: undefined })).toMatchObject({ kind: 'resume', commit: { bytes: 0 } });
  });

  it('refuses what is not a journal, and a commit that goes backwards', () => {
    expect(readJournal('row,id\n1,2\n')).toEqual({ ok: false, problem: 'it is not a batch journal' });
    expect(readJournal(commits({ rows: 10, bytes: 900, failed: 0 }, { rows: 5, bytes: 500, failed: 0 }))).toMatchObject({ ok: false });
    expect(readJournal(`${headLine(head)}garbage\n${commitLine({ rows: 1, bytes: 2, failed: 0 })}`)).toMatchObject({ ok: false, problem: 'line 2 is not JSON' });
  });

  it('resumes after the last commit, cutting off what the output holds beyond it (rows written before a kill reached the journal)', () => {
    const plan = planResume({ ...facts, journal: commits({ rows: 0, bytes: 100, failed: 0 }, { rows: 10, bytes: 900, failed: 1 }), outputBytes: 1450 });
    expect(plan).toEqual({ kind: 'resume', head, commit: { rows: 10, bytes: 900, failed: 1, finished: undefined } });
  });

  it('starts fresh with neither file; refuses to replace an output without a journal unless told to', () => {
    expect(planResume({ ...facts, journal: undefined, outputBytes: undefined })).toEqual({ kind: 'fresh' });
    const refused = planResume({ ...facts, journal: undefined, outputBytes: 10 });
    expect(refused.kind).toBe('refuse');
    expect(refused.kind === 'refuse' && refused.message).toContain('--overwrite');
    expect(planResume({ ...facts, journal: undefined, outputBytes: 10, overwrite: true })).toEqual({ kind: 'fresh' });
  });

  it('refuses a different run, naming what differs', () => {
    const journal = commits({ rows: 10, bytes: 900, failed: 0 });
    const other = (change: Partial<RunIdentity>) => planResume({ ...facts, journal, outputBytes: 900, identity: { ...identity, ...change } });
    const message = (p: ReturnType<typeof planResume>) => (p.kind === 'refuse' ? p.message : p.kind);
    expect(message(other({ input: { bytes: 1200, sha256: 'cd'.repeat(32) } }))).toMatch(/different run \(input file content differs\)/);
    expect(message(other({ config: { ...identity.config, operation: 'nearRoad' } }))).toMatch(/operation \(--op\) differs/);
    expect(message(other({ mapping: { mode: 'single', coord: 1 }, maxAttempts: 3 }))).toMatch(/columns .*, --max-attempts differ\)/);
    expect(other({ ...identity }).kind).toBe('resume');
  });

  it('refuses an output shorter than its journal says (changed or removed since)', () => {
    const journal = commits({ rows: 10, bytes: 900, failed: 0 });
    expect(planResume({ ...facts, journal, outputBytes: 899 })).toMatchObject({ kind: 'refuse', message: expect.stringMatching(/shorter than/) as unknown });
    expect(planResume({ ...facts, journal, outputBytes: undefined }).kind).toBe('refuse');
  });

  it('a finished run has nothing to resume', () => {
    const journal = commits({ rows: 30, bytes: 2000, failed: 2 }, { rows: 30, bytes: 2000, failed: 2, finished: true });
    expect(planResume({ ...facts, journal, outputBytes: 2000 })).toMatchObject({ kind: 'finished', commit: { rows: 30, finished: true } });
  });

  it('the fingerprint follows every part of the run and nothing else', () => {
    expect(fingerprintOf(identity)).toBe(fingerprintOf({ ...identity }));
    expect(fingerprintOf({ ...identity, baseUrl: 'https://apis.openapi.sk.com' })).not.toBe(fingerprintOf(identity));
    expect(fingerprintOf({ ...identity, hasHeader: false })).not.toBe(fingerprintOf(identity));
  });
});
