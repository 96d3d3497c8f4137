import { parseArgs } from 'node:util';

/** What `npm run emulator:import -- …` was asked to do. */
export type ImportCommand =
  | { kind: 'admin'; admin: string; provinces?: string; districts?: string }
  | { kind: 'clear' }
  | { kind: 'help' };

export const IMPORT_USAGE = `Usage:
  npm run emulator:import -- --admin FILE [--provinces FILE] [--districts FILE]
  npm run emulator:import -- --clear

Loads real administrative boundaries into the emulator's database (LOCUS_DATA_DIR, as for
the server), where reverse geocoding and region search answer from them.

  --admin FILE      administrative dongs (행정동), GeoJSON in the admdongkor property shape
                    (adm_nm, adm_cd2, sgg, sido, sidonm, sggnm); .gz files are read as well.
                    Districts (시군구) and provinces (시도) are built from the dongs, their
                    boundaries dissolved from the dongs' ones.
  --provinces FILE  take province boundaries from this file instead (KOSTAT shape: name, code),
  --districts FILE  and district boundaries from this one; matched to the dongs' 시도/시군구
                    by name (KOSTAT codes differ from MOIS codes). Unmatched ones are listed
                    and keep their dissolved boundary.
  --clear           remove every imported region (the demo world alone is served again).

An import replaces what earlier imports loaded for the same provinces, so running it again
changes nothing; files of other provinces add up. A running emulator serves the new regions
from its next request.`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseImportArgs(argv: readonly string[]): ImportCommand {
  let values: { admin?: string; provinces?: string; districts?: string; clear?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        admin: { type: 'string' },
        provinces: { type: 'string' },
        districts: { type: 'string' },
        clear: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { kind: 'help' };
  if (values.clear) {
    if (values.admin || values.provinces || values.districts) throw new UsageError('--clear takes no other option');
    return { kind: 'clear' };
  }
  if (!values.admin) {
    throw new UsageError(values.provinces || values.districts ? '--provinces and --districts need --admin' : 'nothing to import: give --admin FILE');
  }
  return {
    kind: 'admin',
    admin: values.admin,
    ...(values.provinces ? { provinces: values.provinces } : {}),
    ...(values.districts ? { districts: values.districts } : {}),
  };
}
