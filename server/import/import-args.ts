import { parseArgs } from 'node:util';

/** Columns of a POI CSV given by name (otherwise found by header, poi-import.ts). */
export interface PoiColumns {
  name?: string;
  lat?: string;
  lon?: string;
  category?: string;
}

export type ClearTarget = 'regions' | 'addresses' | 'roads' | 'pois' | 'water' | 'buildings';

/** What `npm run emulator:import -- …` was asked to do. */
export type ImportCommand =
  | {
      kind: 'import';
      /** Cleared first, in this order. */
      clear: ClearTarget[];
      admin?: { admin: string; provinces?: string; districts?: string };
      addresses: string[];
      roads: string[];
      pois: string[];
      poiColumns: PoiColumns;
    }
  | { kind: 'help' };

export const IMPORT_USAGE = `Usage:
  npm run emulator:import -- --admin FILE [--provinces FILE] [--districts FILE]
  npm run emulator:import -- --addresses FILE… [--roads FILE…] [--pois FILE…]
  npm run emulator:import -- --clear | --clear-addresses | --clear-roads | --clear-pois
                             | --clear-water | --clear-buildings

Loads real open data into the emulator's database (LOCUS_DATA_DIR, as for the server). A
running emulator serves each change from its next request; no restart is needed.

  --admin FILE      administrative dongs (행정동), GeoJSON in the admdongkor property shape
                    (adm_nm, adm_cd2, sgg, sido, sidonm, sggnm); .gz files are read as well.
                    Districts (시군구) and provinces (시도) are built from the dongs, their
                    boundaries dissolved from the dongs' ones.
  --provinces FILE  take province boundaries from this file instead (KOSTAT shape: name, code),
  --districts FILE  and district boundaries from this one; matched to the dongs' 시도/시군구
                    by name (KOSTAT codes differ from MOIS codes). Unmatched ones are listed
                    and keep their dissolved boundary.
  --addresses FILE… road-name addresses with coordinates, by content: the juso.go.kr
                    내비게이션용DB building file (건물정보, '|'-separated, UTM-K) and its
                    related-lot file (관련지번), or a public-data standard CSV
                    (소재지도로명주소, 소재지지번주소, 위도, 경도). CP949 or UTF-8, detected.
  --roads FILE…     OpenStreetMap roads: GeoJSON (as exported by overpass-turbo or ogr2ogr,
                    one FeatureCollection or one feature per line) or .osm.pbf; the water
                    (natural=water, waterway=riverbank, water=*, landuse=reservoir/basin,
                    natural=coastline) and building footprints (building=*) of the same files
                    are taken too.
  --pois FILE…      points of interest from CSV: name and latitude/longitude columns found by
                    header (the standard-data facility name column included), or named with
  --name-column NAME  --lat-column NAME  --lon-column NAME  --category-column NAME
  --clear           remove every imported region (the demo world's regions alone are served);
  --clear-addresses, --clear-roads, --clear-pois, --clear-water, --clear-buildings
                    remove that imported dataset. Clears run
                    before imports given in the same command.

Every file is streamed; progress goes to stderr, and each malformed row is reported with its
file and line and skipped. Importing the same file again changes nothing; files of other
areas add up. Imported data replaces the demo world where both cover the same area.`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

const FILE_LISTS = ['addresses', 'roads', 'pois'] as const;
type FileList = (typeof FILE_LISTS)[number];

export function parseImportArgs(argv: readonly string[]): ImportCommand {
  let parsed: ReturnType<typeof parseWithTokens>;
  try {
    parsed = parseWithTokens(argv);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, tokens } = parsed;
  if (values.help) return { kind: 'help' };

  // `--addresses a.txt b.txt`: positionals belong to the file option before them.
  const lists: Record<FileList, string[]> = { addresses: [], roads: [], pois: [] };
  let current: FileList | null = null;
  for (const token of tokens) {
    if (token.kind === 'option') {
      current = (FILE_LISTS as readonly string[]).includes(token.name) ? (token.name as FileList) : null;
      if (current && token.value !== undefined) lists[current].push(token.value);
    } else if (token.kind === 'positional') {
      if (!current) throw new UsageError(`unexpected argument '${token.value}': files follow --addresses, --roads or --pois`);
      lists[current].push(token.value);
    } else {
      current = null;
    }
  }

  const clear: ClearTarget[] = [];
  if (values.clear) clear.push('regions');
  if (values['clear-addresses']) clear.push('addresses');
  if (values['clear-roads']) clear.push('roads');
  if (values['clear-pois']) clear.push('pois');
  if (values['clear-water']) clear.push('water');
  if (values['clear-buildings']) clear.push('buildings');

  if (!values.admin && (values.provinces || values.districts)) throw new UsageError('--provinces and --districts need --admin');
  if (values.clear && values.admin) throw new UsageError('--clear and --admin together: the import would replace the regions --clear removes');
  const poiColumns = {
    ...(values['name-column'] ? { name: values['name-column'] } : {}),
    ...(values['lat-column'] ? { lat: values['lat-column'] } : {}),
    ...(values['lon-column'] ? { lon: values['lon-column'] } : {}),
    ...(values['category-column'] ? { category: values['category-column'] } : {}),
  };
  if (Object.keys(poiColumns).length > 0 && lists.pois.length === 0) throw new UsageError('--name-column, --lat-column, --lon-column and --category-column go with --pois');
  const nothing = !values.admin && clear.length === 0 && FILE_LISTS.every((k) => lists[k].length === 0);
  if (nothing) throw new UsageError('nothing to import: give --admin, --addresses, --roads or --pois with a file');
  return {
    kind: 'import',
    clear,
    ...(values.admin
      ? {
          admin: {
            admin: values.admin,
            ...(values.provinces ? { provinces: values.provinces } : {}),
            ...(values.districts ? { districts: values.districts } : {}),
          },
        }
      : {}),
    ...lists,
    poiColumns,
  };
}

function parseWithTokens(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      admin: { type: 'string' },
      provinces: { type: 'string' },
      districts: { type: 'string' },
      addresses: { type: 'string', multiple: true },
      roads: { type: 'string', multiple: true },
      pois: { type: 'string', multiple: true },
      'name-column': { type: 'string' },
      'lat-column': { type: 'string' },
      'lon-column': { type: 'string' },
      'category-column': { type: 'string' },
      clear: { type: 'boolean' },
      'clear-addresses': { type: 'boolean' },
      'clear-roads': { type: 'boolean' },
      'clear-pois': { type: 'boolean' },
      'clear-water': { type: 'boolean' },
      'clear-buildings': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: true,
    tokens: true,
  });
}
