/**
 * A place to keep what a pure computation produced, keyed by its exact input, so that a later
 * process can read it instead of computing it again (server/computed-files.ts keeps it in files).
 * The value must survive a JSON round trip. `computeNow` keeps nothing: tests and one-off tools.
 */
export type Memo = <T>(name: string, input: unknown, compute: () => T) => T;

export const computeNow: Memo = (_name, _input, compute) => compute();
