import { DEFAULT_COMPARE } from './verify-folder';

/** What `npm run verify` was asked to do. */
export interface VerifyArgs {
  dir: string;
  dataDir?: string;
  json?: string;
  minScore?: number;
  tolerance: number;
  metresTolerance: number;
}

export const USAGE = `Usage: npm run verify -- DIR [options]

Replays every recording in DIR (LOCUS_RECORD's folder) against this emulator and reports, per
operation, how its answers differ from the recorded ones.

Options:
  --data-dir PATH   verify against the emulator data directory PATH (with its imported data)
                    instead of the demo world in memory
  --json FILE       write the full report as JSON to FILE
  --min-score X     exit with code 1 when the fidelity score is under X (0 to 1)
  --tolerance N     numbers this close are equal (default ${DEFAULT_COMPARE.tolerance})
  --metres N        coordinates this close on the ground are equal (default ${DEFAULT_COMPARE.metresTolerance} m)
  --help            this text`;

export class ArgsError extends Error {
  override readonly name = 'ArgsError';
}

function numberArg(name: string, text: string | undefined, min: number, max: number): number {
  const value = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value) || value < min || value > max) throw new ArgsError(`${name} needs a number from ${min} to ${max}, got ${text === undefined ? 'nothing' : `"${text}"`}`);
  return value;
}

/** Parses the command line (after `--`); 'help' for --help. Throws ArgsError with a message for anything else wrong. */
export function parseVerifyArgs(argv: readonly string[]): VerifyArgs | 'help' {
  const dirs: string[] = [];
  const args: Omit<VerifyArgs, 'dir'> = { ...DEFAULT_COMPARE };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new ArgsError(`${name} needs a value`);
      i++;
      return next;
    };
    switch (name) {
      case '--help':
      case '-h':
        return 'help';
      case '--data-dir':
        args.dataDir = value();
        break;
      case '--json':
        args.json = value();
        break;
      case '--min-score':
        args.minScore = numberArg('--min-score', value(), 0, 1);
        break;
      case '--tolerance':
        args.tolerance = numberArg('--tolerance', value(), 0, Number.MAX_VALUE);
        break;
      case '--metres':
        args.metresTolerance = numberArg('--metres', value(), 0, 20_000_000);
        break;
      default:
        if (name.startsWith('-')) throw new ArgsError(`unknown option ${name}`);
        dirs.push(arg);
    }
  }
  if (dirs.length === 0) throw new ArgsError('no folder of recordings given');
  if (dirs.length > 1) throw new ArgsError(`one folder of recordings, got ${dirs.length}: ${dirs.join(', ')}`);
  return { dir: dirs[0] ?? '', ...args };
}
