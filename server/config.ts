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
 * | LOCUS_FACE_APPS       | locus-demo-app bound   | Face app-ids (header app-id) and the appKeys allowed to use     |
 * |                       | to every key of        | each: `APP:key[+key…]`, comma-separated, e.g.                   |
 * |                       | LOCUS_API_KEYS         | `APP1:k1,APP2:k2+k3`. Any other key/app-id pairing is face code |
 * |                       |                        | 1000. Keys must be in LOCUS_API_KEYS. First app = demo app id.  |
 * |                       |                        | (Replaces LOCUS_FACE_APP_IDS, which is now refused.)            |
 * | LOCUS_FACE_WORKERS    | cores − 1 (at least 1) | Worker threads decoding and analysing face images.              |
 * | LOCUS_FACE_QUEUE      | 16                     | Face analyses that may wait for a worker; more → 3050 (503).    |
 * | LOCUS_FACE_MAX_GROUPS | 100                    | Face groups per app-id; more → 1012 naming the limit.           |
 * | LOCUS_FACE_MAX_SUBJECTS | 1000                 | Subjects per group; more → 2005 naming the limit.               |
 * | LOCUS_FACE_MAX_FACES  | 20                     | Faces per subject; more → 3005 naming the limit.                |
 * | LOCUS_TILE_WORKERS    | cores − 1 (1 to 4)     | Worker threads making vector tiles (/_locus/tiles), each with   |
 * |                       |                        | the database file open read-only. With LOCUS_DATA_DIR=:memory:  |
 * |                       |                        | tiles are made in the request thread (no worker can open it).   |
 * | LOCUS_TILE_QUEUE      | 64                     | Tiles that may wait for a tile worker; more → 503 Retry-After.  |
 * | LOCUS_CACHE_DIR       | node_modules/.cache/   | Where computed files are kept between starts (the tiles' sea,   |
 * |                       | locus                  | the demo world's region cells); unwritable → computed each start.|
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
 * | LOCUS_BASEMAP         | (none)                 | A PMTiles v3 file served at /_locus/basemap.pmtiles (with HTTP  |
 * |                       |                        | ranges) for the console's PMTiles basemap. Checked at start-up. |
 * | LOCUS_BASEMAP_STYLE   | OpenFreeMap liberty    | The online vector basemap's MapLibre style URL (light), or `off`:|
 * |                       |                        | drawn under remote profiles; its origin is allowed by the CSP.  |
 * | LOCUS_BASEMAP_STYLE_DARK | OpenFreeMap dark    | The same, dark; `off` for none.                                  |
 * | LOCUS_UPSTREAM        | (none)                 | Proxy mode: an http(s) base URL (e.g. https://apis.openapi.sk.com)|
 * |                       |                        | that /tmap, /tms and /nugufacecan requests are forwarded to with |
 * |                       |                        | the caller's credentials; no key, limit or quota of our own.    |
 * | LOCUS_UPSTREAM_TIMEOUT_MS | 30000              | Proxy mode: time the upstream has to start its answer; then 504.|
 * | LOCUS_UPSTREAM_BODY_TIMEOUT_MS | 60000         | Proxy mode: time an answer's body may take, from its headers to |
 * |                       |                        | its end (whole body, not a gap between bytes). Then the client  |
 * |                       |                        | gets what arrived, the connection is cut, and the log says so.  |
 * | LOCUS_RECORD          | (none)                 | Proxy mode: a directory; each exchange is written there as one  |
 * |                       |                        | JSON file, every credential removed (created if missing).       |
 * | LOCUS_RECORD_IMAGES   | (off)                  | `1` keeps images in recordings (else a placeholder: size, hash).|
 * | LOCUS_RECORD_MAX_BYTES | 4194304 (4 MiB)       | Recording: a body (request or answer) larger than this is kept  |
 * |                       |                        | as its size and sha256 only (`"encoding": "cut"`); the client   |
 * |                       |                        | still gets all of it. 0–67108864. Replay mode: files larger     |
 * |                       |                        | than 4 × this + 1 MiB are listed as too large and not read.     |
 * | LOCUS_REPLAY          | (none)                 | Replay mode: a directory of recordings answering /tmap, /tms,   |
 * |                       |                        | /nugufacecan; a request none matches gets a 404 naming it.      |
 * |                       |                        | Not with LOCUS_UPSTREAM. Must exist (checked at start-up).      |
 */

import { DEFAULT_ONLINE_STYLES, ONLINE_STYLE_OFF, onlineStyleSetting, type OnlineStyles } from '../shared/basemap-choice';

export const DEMO_API_KEY = 'locus-demo-key';
export const DEMO_FACE_APP_ID = 'locus-demo-app';
export const MEMORY_DATA_DIR = ':memory:';

export interface LocusConfig {
  port: number;
  host: string;
  /** Accepted appKeys, never empty; apiKeys[0] is the demo key. */
  apiKeys: string[];
  /** Face app-ids with the appKeys allowed to use each; never empty; faceApps[0] is the demo app. */
  faceApps: FaceAppBinding[];
  /** Face settings: worker threads, waiting analyses, and the caps per scope. */
  faces: FaceLimits;
  /** Vector tile workers (undefined: the default, server/tiles/tile-pool.ts) and tiles that may wait. */
  tiles: { workers: number | undefined; queue: number };
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
  /** A PMTiles v3 basemap file (LOCUS_BASEMAP), or null; its header is checked at start-up. */
  basemapPmtiles: string | null;
  /** The online vector basemap's style URLs (LOCUS_BASEMAP_STYLE, _DARK), null when `off`. */
  onlineStyles: OnlineStyles;
  /** Who answers /tmap, /tms and /nugufacecan: the emulator, a proxy to the real service, or recordings. */
  apiMode: ApiMode;
}

/**
 * - emulator: the built-in routes answer (keys, limits and quota checked here);
 * - proxy: requests go to `upstream` (an origin plus optional base path, no trailing slash);
 *   `recordDir` (LOCUS_RECORD) receives each exchange; `recordImages` keeps images in it;
 * - replay: recordings in `replayDir` answer.
 */
export type ApiMode =
  | { kind: 'emulator' }
  | {
      kind: 'proxy';
      upstream: string;
      /** Time the service has to send its answer's headers (LOCUS_UPSTREAM_TIMEOUT_MS). */
      timeoutMs: number;
      /** Time an answer's body may take after its headers (LOCUS_UPSTREAM_BODY_TIMEOUT_MS). */
      bodyTimeoutMs: number;
      recordDir: string | null;
      recordImages: boolean;
      /** Bodies larger than this are recorded as size and sha256 only (LOCUS_RECORD_MAX_BYTES). */
      recordMaxBytes: number;
    }
  | {
      kind: 'replay';
      replayDir: string;
      /** Recording files larger than this are listed as too large, not read (from LOCUS_RECORD_MAX_BYTES). */
      maxFileBytes: number;
    };

export const DEFAULT_RECORD_MAX_BYTES = 4 * 1024 * 1024;
const MAX_RECORD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The largest recording file replay reads for a body cap: two bodies at the cap, in base64 or
 * escaped text, plus the rest of the file.
 */
function replayFileLimit(recordMaxBytes: number): number {
  return 4 * recordMaxBytes + 1024 * 1024;
}

interface FaceAppBinding {
  appId: string;
  /** appKeys allowed to use this app-id (all in apiKeys). */
  keys: string[];
}

interface FaceLimits {
  /** Worker threads; undefined = from the cores. */
  workers: number | undefined;
  /** Analyses that may wait for a free worker before 3050. */
  queue: number;
  maxGroups: number;
  maxSubjects: number;
  maxFaces: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses settings from an environment map. Throws ConfigError naming the variable on bad input. */
export function parseConfig(env: Env): LocusConfig {
  const dataDir = text(env.LOCUS_DATA_DIR) ?? './.locus';
  const apiKeys = list(env.LOCUS_API_KEYS) ?? [DEMO_API_KEY];
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: text(env.HOST) ?? '127.0.0.1',
    apiKeys,
    faceApps: faceApps(env, apiKeys),
    faces: {
      workers: text(env.LOCUS_FACE_WORKERS) === undefined ? undefined : integer(env, 'LOCUS_FACE_WORKERS', 1, 1, 64),
      queue: integer(env, 'LOCUS_FACE_QUEUE', 16, 0, 10_000),
      maxGroups: integer(env, 'LOCUS_FACE_MAX_GROUPS', 100, 1, 1_000_000),
      maxSubjects: integer(env, 'LOCUS_FACE_MAX_SUBJECTS', 1000, 1, 1_000_000),
      maxFaces: integer(env, 'LOCUS_FACE_MAX_FACES', 20, 1, 1_000_000),
    },
    tiles: {
      workers: text(env.LOCUS_TILE_WORKERS) === undefined ? undefined : integer(env, 'LOCUS_TILE_WORKERS', 1, 1, 64),
      queue: integer(env, 'LOCUS_TILE_QUEUE', 64, 0, 10_000),
    },
    dataDir,
    dbPath: dataDir === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : joinPath(dataDir, 'locus.db'),
    testMode: flag(env, 'LOCUS_TEST_MODE'),
    rateLimitRps: integer(env, 'LOCUS_RATE_LIMIT_RPS', 50, 0, 1_000_000),
    dailyQuota: integer(env, 'LOCUS_DAILY_QUOTA', 0, 0, 1_000_000_000),
    corsOrigins: list(env.LOCUS_CORS_ORIGINS) ?? ['http://localhost:5173', 'http://127.0.0.1:5173'],
    connectSrc: list(env.LOCUS_CONNECT_SRC) ?? [],
    allowedHosts: list(env.LOCUS_ALLOWED_HOSTS) ?? [],
    maxZonesPerKey: integer(env, 'LOCUS_MAX_ZONES', 100_000, 1, 100_000_000),
    basemapPmtiles: text(env.LOCUS_BASEMAP) ?? null,
    onlineStyles: {
      light: onlineStyle(env, 'LOCUS_BASEMAP_STYLE', DEFAULT_ONLINE_STYLES.light),
      dark: onlineStyle(env, 'LOCUS_BASEMAP_STYLE_DARK', DEFAULT_ONLINE_STYLES.dark),
    },
    apiMode: apiMode(env),
  };
}

/** LOCUS_UPSTREAM / LOCUS_RECORD / LOCUS_REPLAY: at most one source of answers besides the emulator. */
function apiMode(env: Env): ApiMode {
  const upstream = text(env.LOCUS_UPSTREAM);
  const replayDir = text(env.LOCUS_REPLAY);
  const recordDir = text(env.LOCUS_RECORD) ?? null;
  if (upstream !== undefined && replayDir !== undefined) {
    throw new ConfigError('LOCUS_UPSTREAM and LOCUS_REPLAY cannot both be set: forward to the service, or answer from recordings');
  }
  if (replayDir !== undefined) {
    if (recordDir !== null) throw new ConfigError('LOCUS_RECORD needs LOCUS_UPSTREAM (recordings are made of real answers), not LOCUS_REPLAY');
    return { kind: 'replay', replayDir, maxFileBytes: replayFileLimit(recordMaxBytes(env)) };
  }
  if (upstream === undefined) {
    if (recordDir !== null) throw new ConfigError('LOCUS_RECORD needs LOCUS_UPSTREAM: only answers of the real service are recorded');
    return { kind: 'emulator' };
  }
  return {
    kind: 'proxy',
    upstream: upstreamBase(upstream),
    timeoutMs: integer(env, 'LOCUS_UPSTREAM_TIMEOUT_MS', 30_000, 100, 600_000),
    bodyTimeoutMs: integer(env, 'LOCUS_UPSTREAM_BODY_TIMEOUT_MS', 60_000, 100, 3_600_000),
    recordDir,
    recordImages: flag(env, 'LOCUS_RECORD_IMAGES'),
    recordMaxBytes: recordMaxBytes(env),
  };
}

function recordMaxBytes(env: Env): number {
  return integer(env, 'LOCUS_RECORD_MAX_BYTES', DEFAULT_RECORD_MAX_BYTES, 0, MAX_RECORD_MAX_BYTES);
}

/** An http(s) URL without credentials, query or fragment; the trailing slash removed. */
function upstreamBase(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`LOCUS_UPSTREAM must be an http(s) URL such as https://apis.openapi.sk.com, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`LOCUS_UPSTREAM must be an http(s) URL such as https://apis.openapi.sk.com, got "${raw}"`);
  }
  if (url.username || url.password) throw new ConfigError('LOCUS_UPSTREAM must not hold a user name or password');
  if (url.search || url.hash) throw new ConfigError('LOCUS_UPSTREAM must be a base URL without query or fragment (credentials travel with each request)');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * LOCUS_FACE_APPS: `APP:key[+key…]` entries, comma-separated. Unset: the demo app-id bound to
 * every accepted key (one app, so no key reaches another app's data).
 */
function faceApps(env: Env, apiKeys: string[]): FaceAppBinding[] {
  if (text(env.LOCUS_FACE_APP_IDS) !== undefined) {
    throw new ConfigError('LOCUS_FACE_APP_IDS was replaced by LOCUS_FACE_APPS=APP:key[+key…],… (each app-id with the appKeys allowed to use it)');
  }
  const entries = list(env.LOCUS_FACE_APPS);
  if (entries === undefined) return [{ appId: DEMO_FACE_APP_ID, keys: [...apiKeys] }];
  const bindings: FaceAppBinding[] = [];
  for (const entry of entries) {
    const colon = entry.lastIndexOf(':');
    const appId = colon < 0 ? '' : entry.slice(0, colon).trim();
    const keys = colon < 0 ? [] : [...new Set(entry.slice(colon + 1).split('+').map((k) => k.trim()).filter((k) => k !== ''))];
    if (appId === '' || keys.length === 0) throw new ConfigError(`LOCUS_FACE_APPS entries are APP:key[+key…], got "${entry}"`);
    if (bindings.some((b) => b.appId === appId)) throw new ConfigError(`LOCUS_FACE_APPS names app-id "${appId}" twice`);
    const unknown = keys.filter((k) => !apiKeys.includes(k));
    if (unknown.length > 0) throw new ConfigError(`LOCUS_FACE_APPS binds "${appId}" to keys not in LOCUS_API_KEYS: ${unknown.join(', ')}`);
    bindings.push({ appId, keys });
  }
  return bindings;
}

/** LOCUS_BASEMAP_STYLE(_DARK): an http(s) style URL, `off`, or unset for the default. */
function onlineStyle(env: Env, name: string, fallback: string | null): string | null {
  const style = onlineStyleSetting(env[name], fallback);
  if (style === undefined) throw new ConfigError(`${name} must be an http(s) URL of a MapLibre style, or ${ONLINE_STYLE_OFF}, got "${env[name] ?? ''}"`);
  return style;
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
