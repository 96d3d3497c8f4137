/**
 * `npm run batch` options: parsed and checked before anything is read or sent. The key never
 * travels on the command line: only the name of the environment variable that holds it.
 */
import { COORD_TYPES, type CoordType } from '../../shared/contract/common';
import { BATCH_OPERATIONS, DEFAULT_CONFIG, type BatchOperation } from '../../src/features/batch/model/operations';
import { DEFAULT_SETTINGS, type RunSettings } from '../../src/features/batch/model/runner';
import { checkBaseUrl, isProfileId, profileBaseUrl, PROFILE_IDS, type ProfileId } from '../../src/session/profiles';

/** The local server's address when no --base-url is given (`npm start`'s default). */
const LOCAL_BASE_URL = 'http://127.0.0.1:8080';

export const USAGE = `Usage: npm run batch -- INPUT.csv --op OPERATION --out OUT.csv [options]

Runs every row of a CSV through one lookup, as the console's Batch page does (same row reading,
rate cap, retries and result columns), writing OUT.csv as rows finish. Run the same command
again after a stop (Ctrl-C, a kill, the day's quota) and it goes on where it stopped.

Operation (--op):
  geocode   (or fullAddrGeo)              an address column → lat, lon, match, address, postcode
  reverse   (or reverseGeocoding)         a point → address, adminDong, roadAddress, distance
  convert   (or coordConvert)             a point → lat, lon in --to
  nearRoad  (or nearToRoad)               a point → roadName, linkId, speed, lane
  toLot     (or convertAddress --search-type NtoO)  a road-name address → lotAddress, lat, lon
  toRoad    (or convertAddress --search-type OtoN)  a lot-number address → roadAddress, lat, lon

Where requests go (one of):
  --profile local|proxy|sk|custom   local and proxy: this server (${LOCAL_BASE_URL} unless --base-url);
                                    sk: the real service; custom: needs --base-url
  --base-url URL                    any base URL (the emulator, the proxy, the service)
  --key-env NAME                    the environment variable holding the app key (required but
                                    for --profile local, which sends the emulator's demo key)

Columns (guessed from the header and the first row as the page guesses; a name or a 1-based number):
  --address-col COL                 geocode: the address
  --lat-col COL --lon-col COL       the other operations: latitude and longitude (or y and x)
  --coord-col COL                   or one column holding the whole coordinate ("37.5665, 126.978", DMS …)
  --from SYSTEM                     system of the input points (default ${DEFAULT_CONFIG.fromCoord})
  --to SYSTEM                       convert: the output system (default ${DEFAULT_CONFIG.toCoord})
  --header | --no-header            whether the first line names the columns (default: guessed)
  SYSTEM: ${COORD_TYPES.join(', ')}

Run:
  --rps N                           requests per second at most, retries included (default ${DEFAULT_SETTINGS.rps})
  --concurrency N                   requests in flight at most, 1–16 (default ${DEFAULT_SETTINGS.concurrency})
  --max-attempts N                  attempts per row, 1–20 (default ${DEFAULT_SETTINGS.maxAttempts})
  --journal FILE                    the resume journal (default OUT.csv.journal)
  --overwrite                       replace an OUT.csv that has no journal
  --progress-every SECONDS          how often a progress line is printed when stderr is not a terminal (default 10)

Exit status: 0 every row written; 1 a usage or input problem; 2 the base URL cannot be reached;
3 the day's quota is spent (run again tomorrow to resume); 4 the key was refused; 130 stopped (Ctrl-C).`;

export interface BatchArgs {
  input: string;
  out: string;
  journal: string;
  operation: BatchOperation;
  fromCoord: CoordType;
  toCoord: CoordType;
  columns: { address?: string | undefined; lat?: string | undefined; lon?: string | undefined; coord?: string | undefined };
  header: boolean | 'auto';
  baseUrl: string;
  /** The environment variable of the key; undefined sends the emulator's demo key (local profile only). */
  keyEnv: string | undefined;
  settings: RunSettings;
  overwrite: boolean;
  progressEveryMs: number;
}

export type ParsedArgs = { ok: true; args: BatchArgs } | { ok: false; message: string } | { ok: 'help' };

const OPERATION_NAMES: Record<string, BatchOperation> = {
  geocode: 'geocode',
  fulladdrgeo: 'geocode',
  reverse: 'reverse',
  reversegeocoding: 'reverse',
  convert: 'convert',
  coordconvert: 'convert',
  nearroad: 'nearRoad',
  neartoroad: 'nearRoad',
  tolot: 'toLot',
  toroad: 'toRoad',
};

/** Options that would put a credential on the command line (shell history, `ps`). */
const CREDENTIAL_OPTION = /^--?(?:(?:api|app)[-_]?key|appkey|key|app[-_]?id|appid|secret|token|password)(?:=|$)/i;

const VALUED = new Set(['--op', '--search-type', '--out', '--journal', '--base-url', '--profile', '--key-env', '--address-col', '--lat-col', '--lon-col', '--coord-col', '--from', '--to', '--rps', '--concurrency', '--max-attempts', '--progress-every']);
const FLAGS = new Set(['--header', '--no-header', '--overwrite', '--help', '-h']);

function fail(message: string): ParsedArgs {
  return { ok: false, message };
}

function numberIn(name: string, text: string | undefined, min: number, max: number, whole: boolean): number | string {
  const n = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isFinite(n)) return `${name} takes a number`;
  if (whole && !Number.isInteger(n)) return `${name} takes a whole number`;
  if (n < min || n > max) return `${name} must be between ${min} and ${max}`;
  return n;
}

function coordType(text: string | undefined, fallback: CoordType): CoordType | undefined {
  if (text === undefined) return fallback;
  return COORD_TYPES.find((c) => c.toLowerCase() === text.trim().toLowerCase());
}

/** Reads argv (after `npm run batch --`). Never echoes a value given to a credential option. */
export function parseBatchArgs(argv: readonly string[]): ParsedArgs {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const credential = CREDENTIAL_OPTION.exec(arg);
    if (credential) {
      const name = arg.split('=')[0];
      return fail(
        `${name} is refused: a key on the command line stays in the shell's history and in the process list. ` +
          'Put the key in an environment variable and pass its name, e.g. read -rs TMAP_APP_KEY && export TMAP_APP_KEY, then --key-env TMAP_APP_KEY.',
      );
    }
    if (!arg.startsWith('-') || arg === '-') {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (FLAGS.has(name)) {
      flags.add(name);
      continue;
    }
    if (!VALUED.has(name)) return fail(`Unknown option ${name}.`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) return fail(`${name} needs a value.`);
    values.set(name, value);
  }
  if (flags.has('--help') || flags.has('-h')) return { ok: 'help' };
  if (positional.length === 0) return fail('Name the input CSV file.');
  if (positional.length > 1) return fail(`One input file at a time (got ${positional.join(', ')}).`);
  const input = positional[0] ?? '';
  const out = values.get('--out');
  if (!out) return fail('--out OUT.csv is required.');
  const opText = values.get('--op');
  if (!opText) return fail(`--op is required (${BATCH_OPERATIONS.join(', ')}).`);
  const searchType = values.get('--search-type');
  let operation = OPERATION_NAMES[opText.toLowerCase()];
  if (opText.toLowerCase() === 'convertaddress') {
    // convertAddress goes either way: the API's own searchTypCd says which.
    if (searchType === 'NtoO') operation = 'toLot';
    else if (searchType === 'OtoN') operation = 'toRoad';
    else return fail('--op convertAddress needs --search-type NtoO (road-name → lot) or OtoN (lot → road-name).');
  } else if (searchType !== undefined) return fail('--search-type is only for --op convertAddress.');
  if (!operation) return fail(`Unknown operation ${opText}: use one of ${BATCH_OPERATIONS.join(', ')} (or fullAddrGeo, reverseGeocoding, coordConvert, nearToRoad, convertAddress).`);

  const fromCoord = coordType(values.get('--from'), DEFAULT_CONFIG.fromCoord);
  if (!fromCoord) return fail(`--from ${values.get('--from') ?? ''} is not a coordinate system: use one of ${COORD_TYPES.join(', ')}.`);
  const toCoord = coordType(values.get('--to'), DEFAULT_CONFIG.toCoord);
  if (!toCoord) return fail(`--to ${values.get('--to') ?? ''} is not a coordinate system: use one of ${COORD_TYPES.join(', ')}.`);

  const columns = { address: values.get('--address-col'), lat: values.get('--lat-col'), lon: values.get('--lon-col'), coord: values.get('--coord-col') };
  if (operation === 'geocode' && (columns.lat ?? columns.lon ?? columns.coord) !== undefined) return fail('geocode reads an address: use --address-col, not --lat-col, --lon-col or --coord-col.');
  if (operation !== 'geocode' && columns.address !== undefined) return fail(`${operation} reads a point: use --lat-col and --lon-col, or --coord-col, not --address-col.`);
  if ((columns.lat === undefined) !== (columns.lon === undefined)) return fail('--lat-col and --lon-col go together.');
  if (columns.coord !== undefined && columns.lat !== undefined) return fail('Either --lat-col and --lon-col, or --coord-col.');
  if (flags.has('--header') && flags.has('--no-header')) return fail('Either --header or --no-header.');

  const profileText = values.get('--profile');
  if (profileText !== undefined && !isProfileId(profileText)) return fail(`Unknown profile ${profileText}: use one of ${PROFILE_IDS.join(', ')}.`);
  const profile: ProfileId = profileText ?? (values.has('--base-url') ? 'custom' : 'local');
  const given = values.get('--base-url');
  let baseUrl: string;
  if (given !== undefined) {
    if (profile === 'sk') return fail('--profile sk goes to the real service; leave --base-url out, or use --profile custom.');
    const problem = checkBaseUrl(given.trim());
    if (problem) return fail(`--base-url ${given} is not a usable base URL (${problem}): give http(s)://host[:port][/path], without a query.`);
    baseUrl = profileBaseUrl('custom', given);
  } else if (profile === 'custom') {
    return fail('--profile custom needs --base-url URL.');
  } else {
    // local and proxy are the page's own origin in the console: here, this server's usual address.
    baseUrl = profileBaseUrl(profile, '') || LOCAL_BASE_URL;
  }
  const keyEnv = values.get('--key-env');
  if (keyEnv !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(keyEnv)) return fail('--key-env takes the name of an environment variable (letters, digits, _), not the key itself.');
  if (keyEnv === undefined && profile !== 'local') return fail('--key-env NAME is required: the name of the environment variable that holds the app key.');

  const concurrency = numberIn('--concurrency', values.get('--concurrency') ?? String(DEFAULT_SETTINGS.concurrency), 1, 16, true);
  const rps = numberIn('--rps', values.get('--rps') ?? String(DEFAULT_SETTINGS.rps), 0.1, 1000, false);
  const maxAttempts = numberIn('--max-attempts', values.get('--max-attempts') ?? String(DEFAULT_SETTINGS.maxAttempts), 1, 20, true);
  const every = numberIn('--progress-every', values.get('--progress-every') ?? '10', 0.1, 3600, false);
  for (const v of [concurrency, rps, maxAttempts, every]) if (typeof v === 'string') return fail(`${v}.`);

  return {
    ok: true,
    args: {
      input,
      out,
      journal: values.get('--journal') ?? `${out}.journal`,
      operation,
      fromCoord,
      toCoord,
      columns,
      header: flags.has('--header') ? true : flags.has('--no-header') ? false : 'auto',
      baseUrl,
      keyEnv,
      settings: { concurrency: concurrency as number, rps: rps as number, maxAttempts: maxAttempts as number },
      overwrite: flags.has('--overwrite'),
      progressEveryMs: (every as number) * 1000,
    },
  };
}
