/**
 * Emulator settings, read once from the environment.
 *
 * | variable              | default                | meaning                                                        |
 * |-----------------------|------------------------|----------------------------------------------------------------|
 * | PORT                  | 8080                   | TCP port of the one HTTP server (API, console, /_locus).        |
 * | HOST                  | 127.0.0.1              | Interface to bind. Loopback by default: the emulator is a local |
 * |                       |                        | tool with public demo keys; use 0.0.0.0 in a container.         |
 * | LOCUS_API_KEYS        | locus-demo-key         | Comma-separated appKeys the gateway accepts. The first one is   |
 * |                       |                        | the demo key shown by /_locus/info and printed at start.        |
 * | LOCUS_FACE_APP_IDS    | locus-demo-app         | Comma-separated face app-ids (header app-id). First = demo id.  |
 * | LOCUS_DATA_DIR        | ./.locus               | Directory of the SQLite file locus.db; `:memory:` keeps the     |
 * |                       |                        | database in memory (tests).                                     |
 * | LOCUS_TEST_MODE       | (off)                  | `1` enables /_locus/control/* (reset, latency, fault, limits).  |
 * | LOCUS_RATE_LIMIT_RPS  | 50                     | Requests per second per appKey (sliding 1 s window); 0 = off.   |
 * | LOCUS_DAILY_QUOTA     | 0                      | Requests per appKey per day (Korean calendar day); 0 = no quota.|
 * |                       |                        | The day's count is kept in the database (survives a restart).   |
 * | LOCUS_CORS_ORIGINS    | http://localhost:5173, | Comma-separated origins allowed by CORS (a Vite dev server on   |
 * |                       | http://127.0.0.1:5173  | its own port). Same-origin use needs none.                      |
 * | LOCUS_CONNECT_SRC     | (none)                 | Extra origins for the console's CSP connect-src (custom remote  |
 * |                       |                        | profiles), comma-separated.                                     |
 * | LOCUS_ALLOWED_HOSTS   | (none)                 | Extra Host names the server answers, comma-separated (`name`,   |
 * |                       |                        | `.domain` with its subdomains, an IP, `*` = any). Loopback      |
 * |                       |                        | names and the HOST address are always answered; others get 421. |
 * |                       |                        | With HOST=0.0.0.0 list the names clients use (DNS rebinding).   |
 * | LOCUS_MAX_ZONES       | 100000                 | Zones one appKey may hold; more are refused (TMS 4003).         |
 */

export const DEMO_API_KEY = 'locus-demo-key';
export const DEMO_FACE_APP_ID = 'locus-demo-app';
export const MEMORY_DATA_DIR = ':memory:';

export interface LocusConfig {
  port: number;
  host: string;
  /** Accepted appKeys, never empty; apiKeys[0] is the demo key. */
  apiKeys: string[];
  /** Accepted face app-ids, never empty; faceAppIds[0] is the demo app id. */
  faceAppIds: string[];
  /** Data directory, or ':memory:'. */
  dataDir: string;
  /** SQLite file path, or ':memory:'. */
  dbPath: string;
  testMode: boolean;
  /** Per-key requests per second; 0 = unlimited. */
  rateLimitRps: number;
  /** Per-key requests per day; 0 = unlimited. */
  dailyQuota: number;
  corsOrigins: string[];
  /** Extra CSP connect-src origins. */
  connectSrc: string[];
  /** Extra Host names answered besides loopback and HOST (server/http/host-check.ts). */
  allowedHosts: string[];
  /** Zones per appKey. */
  maxZonesPerKey: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses settings from an environment map. Throws ConfigError naming the variable on bad input. */
export function parseConfig(env: Env): LocusConfig {
  const dataDir = text(env.LOCUS_DATA_DIR) ?? './.locus';
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: text(env.HOST) ?? '127.0.0.1',
    apiKeys: list(env.LOCUS_API_KEYS) ?? [DEMO_API_KEY],
    faceAppIds: list(env.LOCUS_FACE_APP_IDS) ?? [DEMO_FACE_APP_ID],
    dataDir,
    dbPath: dataDir === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : joinPath(dataDir, 'locus.db'),
    testMode: flag(env, 'LOCUS_TEST_MODE'),
    rateLimitRps: integer(env, 'LOCUS_RATE_LIMIT_RPS', 50, 0, 1_000_000),
    dailyQuota: integer(env, 'LOCUS_DAILY_QUOTA', 0, 0, 1_000_000_000),
    corsOrigins: list(env.LOCUS_CORS_ORIGINS) ?? ['http://localhost:5173', 'http://127.0.0.1:5173'],
    connectSrc: list(env.LOCUS_CONNECT_SRC) ?? [],
    allowedHosts: list(env.LOCUS_ALLOWED_HOSTS) ?? [],
    maxZonesPerKey: integer(env, 'LOCUS_MAX_ZONES', 100_000, 1, 100_000_000),
  };
}

function text(value: string | undefined): string | undefined {
  const t = value?.trim();
  return t ? t : undefined;
}

function list(value: string | undefined): string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return items.length > 0 ? [...new Set(items)] : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env[name]);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function flag(env: Env, name: string): boolean {
  const raw = text(env[name])?.toLowerCase();
  if (raw === undefined || raw === '0' || raw === 'false' || raw === 'no') return false;
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

/** Joins without node:path so the module stays pure; both separators are accepted in dataDir. */
function joinPath(dir: string, file: string): string {
  return /[/\\]$/.test(dir) ? `${dir}${file}` : `${dir}/${file}`;
}
