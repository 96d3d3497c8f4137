import { checkBaseUrl, isProfileId, type ProfileId } from './profiles';

/**
 * The Compare page's URL: one operation sent with the same parameters to two profiles.
 *
 * `/compare?op=reverseLabel&p.centerLat=37.49&p.centerLon=127.02&left=local&right=custom&rightBase=http://127.0.0.1:8081&tol=0&mtol=5`
 *
 * - `op`: the operation's id in the contract's registry;
 * - `p.<name>`: its parameters, as typed;
 * - `left`, `right`: the two profiles by name (`local`, `proxy`, `sk`, `custom`); a custom one's
 *   base URL in `leftBase`, `rightBase`;
 * - `tol`: numbers this close are equal; `mtol`: coordinates this close (metres) are equal.
 *
 * Never a credential: the key, app-id and the scope headers are not parameters of the form, and
 * a parameter named like one is dropped both when written and when read. (`profile` and `base`
 * are the share link's, which switch the tab's own profile; these names are apart from them.)
 */
/** The operations Compare offers: the address, road, POI and coordinate GETs. */
const COMPARABLE_OPERATIONS = ['reverseGeocoding', 'reverseLabel', 'nearToRoad', 'coordConvert', 'fullAddrGeo', 'geocoding', 'postcode', 'convertAddress'] as const;
export type ComparableOperation = (typeof COMPARABLE_OPERATIONS)[number];

export function isComparable(op: string): op is ComparableOperation {
  return (COMPARABLE_OPERATIONS as readonly string[]).includes(op);
}

export interface CompareSide {
  profileId: ProfileId;
  /** For the custom profile: its base URL (no trailing slash). */
  base?: string;
}

export interface CompareLink {
  operation: string;
  params: Record<string, string>;
  left: CompareSide;
  right: CompareSide;
  tolerance: number;
  metresTolerance: number;
}

const PARAM_PREFIX = 'p.';
/** Names of credentials and of what the client adds itself: never a parameter of the link. */
const NOT_PARAMS = /^(appkey|app-?id|group-?id|subject-?id|version|format|callback)$/i;

export function isLinkParam(name: string): boolean {
  return name !== '' && !NOT_PARAMS.test(name);
}

const DEFAULT_SIDES: { left: CompareSide; right: CompareSide } = { left: { profileId: 'local' }, right: { profileId: 'proxy' } };

function readSide(search: URLSearchParams, name: 'left' | 'right'): CompareSide | undefined {
  const id = search.get(name);
  if (!isProfileId(id)) return undefined;
  if (id !== 'custom') return { profileId: id };
  const base = (search.get(`${name}Base`) ?? '').trim().replace(/\/+$/, '');
  return { profileId: 'custom', base: checkBaseUrl(base) === undefined ? base : '' };
}

function readTolerance(text: string | null): number {
  const n = Number(text ?? '');
  return text !== null && text.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : 0;
}

/** The comparison a URL's query names; what is missing or malformed takes its default. */
export function readCompareLink(search: URLSearchParams): CompareLink {
  const params: Record<string, string> = {};
  for (const [k, v] of search) {
    if (!k.startsWith(PARAM_PREFIX)) continue;
    const name = k.slice(PARAM_PREFIX.length);
    if (isLinkParam(name)) params[name] = v;
  }
  return {
    operation: search.get('op') ?? '',
    params,
    left: readSide(search, 'left') ?? DEFAULT_SIDES.left,
    right: readSide(search, 'right') ?? DEFAULT_SIDES.right,
    tolerance: readTolerance(search.get('tol')),
    metresTolerance: readTolerance(search.get('mtol')),
  };
}

const OWN = /^(op|left|right|leftBase|rightBase|tol|mtol)$/;

/** `base` with the comparison written into it (its own parameters replaced, others kept). */
export function writeCompareLink(link: CompareLink, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of base) if (!OWN.test(k) && !k.startsWith(PARAM_PREFIX)) out.append(k, v);
  if (link.operation) out.set('op', link.operation);
  for (const [k, v] of Object.entries(link.params)) {
    if (isLinkParam(k) && v.trim() !== '') out.set(`${PARAM_PREFIX}${k}`, v);
  }
  for (const name of ['left', 'right'] as const) {
    const side = link[name];
    out.set(name, side.profileId);
    if (side.profileId === 'custom' && side.base) out.set(`${name}Base`, side.base);
  }
  if (link.tolerance > 0) out.set('tol', String(link.tolerance));
  if (link.metresTolerance > 0) out.set('mtol', String(link.metresTolerance));
  return out;
}

/** The side a tab's own profile is. */
export function sideOf(session: { profileId: ProfileId; customBaseUrl: string }): CompareSide {
  return session.profileId === 'custom' ? { profileId: 'custom', base: session.customBaseUrl } : { profileId: session.profileId };
}

/**
 * The path that opens Compare with an operation and its parameters, the given profile on the
 * left (what "Compare with…" on Explore, Search and the Inspector opens). The right side is the
 * other usual one: the proxy when the left is the local emulator, the local emulator otherwise.
 */
export function compareHref(operation: ComparableOperation, params: Record<string, unknown>, left: CompareSide): string {
  const text: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || typeof v === 'object') continue;
    text[k] = String(v);
  }
  const right: CompareSide = left.profileId === 'local' ? { profileId: 'proxy' } : { profileId: 'local' };
  const search = writeCompareLink({ operation, params: text, left, right, tolerance: 0, metresTolerance: 0 });
  return `/compare?${search.toString()}`;
}
