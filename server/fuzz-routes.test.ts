import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { operationContracts } from '../shared/contract/operations';
import type { OperationId } from '../shared/contract/wire';
import type { AnalysedFace, FaceAnalyser } from './domain/face-engine';
import { FACE_ENGINE_VERSION } from './domain/face-engine';
import { decodeFaceImage } from './domain/face-image';
import { mulberry32 } from './domain/hash';
import { readFormatOrJson } from './http/render';
import { asHeaderBytes, createGroup, createSubject, ok } from './testing/face-requests';
import { makeTestApp, rgQuery, TEST_APP_ID, TEST_KEY, type TestApp } from './testing/test-app';

/**
 * Seeded fuzzing of every emulator route, in-process (`:memory:` database, stub world, a
 * stand-in face engine that decodes images as the real one does and then "finds" a face for
 * some of them, so the fuzz exercises refusals and successes without running detection 2,000
 * times; the real engine is exercised by app-faces-images.test.ts and kill-recovery.test.ts).
 *
 * Requests are malformed on purpose: missing, empty, wrong-type, huge, unicode and broken
 * percent-encoded parameters; broken JSON and multipart bodies; wrong methods; odd headers.
 * Every answer must be in its documented envelope, nothing may reach the 500 handler, and the
 * server must answer normal requests afterwards. Repeat a run with FUZZ_SEED=<seed>.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 0x10c05eed) >>> 0;
const RANDOM_REQUESTS = 2_200;

const rand = mulberry32(SEED);
const chance = (p: number) => rand() < p;
function pick<T>(xs: readonly T[]): T {
  const x = xs[Math.floor(rand() * xs.length)];
  if (x === undefined) throw new Error('pick from an empty list');
  return x;
}

// ---- values ---------------------------------------------------------------------------------------

/** A value on the wire: `raw` goes into the query string as it is (already percent-encoded). */
type Wire = { raw: string } | { text: string };

const HUGE = 100_000;
const TEXT_VALUES: readonly string[] = [
  '',
  ' ',
  '   \t ',
  'abc',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e999',
  '-1e-999',
  '0x10',
  '1.5',
  '99999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '{"a":1}',
  '<xml/>',
  ']]>',
  '"quoted"',
  "'; DROP TABLE zones; --",
  '서울특별시 중구 세종대로 110',
  '가',
  '😀👍🏽',
  '\u202eRTL override',
  '\u200f\u200e',
  '\u0000',
  'a\u0000b',
  '\ufeffBOM',
  'A'.repeat(HUGE),
  '9'.repeat(HUGE),
  '가'.repeat(HUGE / 3),
  '😀'.repeat(HUGE / 4),
  '37.5665',
  '126.978',
  '037.56650',
  ' 37.5665 ',
  '+37',
  '1,5',
];
const RAW_VALUES: readonly string[] = [
  '%ED%A0%80', // lone high surrogate, as UTF-8 (invalid)
  '%ED%B0%80abc',
  '%',
  '%%',
  '%zz',
  '%2',
  '%C0%AF', // overlong
  '%FF%FE',
  '%E0%A4',
  '%00',
  '%E2%80%AE', // RTL override
  '%F0%9F%98%80', // emoji
  '%EA%B0%80', // 가
  '+++',
  '%2B',
  'a%26b%3Dc',
  '%0D%0AX-Injected:%201',
  '%ED%A0%80'.repeat(1000),
];

function fuzzValue(): Wire {
  return chance(0.3) ? { raw: pick(RAW_VALUES) } : { text: pick(TEXT_VALUES) };
}

function encodeWire(w: Wire): string {
  return 'raw' in w ? w.raw : encodeURIComponent(w.text);
}

/** A header value: UTF-8 bytes as latin1 (as on the wire), minus what fetch cannot carry. */
function headerValue(w: Wire): string {
  const text = 'raw' in w ? w.raw : w.text;
  return asHeaderBytes(text).replace(/[\0\r\n]/g, '');
}

// ---- routes ---------------------------------------------------------------------------------------

type Area = 'tmap' | 'zones' | 'faces';
type BodyKind = 'zones' | 'face';

interface Target {
  id: OperationId | 'health';
  area: Area | 'locus';
  method: string;
  /** Path with `{var}` filled from `pathValue`. */
  path: string;
  pathValue?: string;
  /** Query params (tmap, zones) or headers (faces), valid baseline values. */
  params: Record<string, string>;
  body?: BodyKind;
}

const UNKNOWN_ID = 'AAAAA00000';
let group = '';
let subject = '';

function targets(): Target[] {
  const tmap = (id: OperationId, params: Record<string, string>, pathValue?: string): Target => ({
    id,
    area: 'tmap',
    method: 'GET',
    path: operationContracts[id].path,
    params: { version: '1', appKey: TEST_KEY, ...params },
    pathValue,
  });
  const zone = (id: OperationId, params: Record<string, string>): Target => ({
    id,
    area: 'zones',
    method: operationContracts[id].method,
    path: operationContracts[id].path,
    params,
    body: id === 'zoneListInsert' ? 'zones' : undefined,
  });
  const face = (id: OperationId, params: Record<string, string>, pathValue?: string): Target => ({
    id,
    area: 'faces',
    method: operationContracts[id].method,
    path: operationContracts[id].path,
    params,
    pathValue,
    body: 'body' in operationContracts[id] ? 'face' : undefined,
  });
  const subjectScope = () => ({ 'group-id': group, 'subject-id': subject });
  return [
    tmap('reverseGeocoding', { lat: '37.5636', lon: '126.9869', coordType: 'WGS84GEO', addressType: 'A10' }),
    tmap('geocoding', { city_do: '서울특별시', gu_gun: '중구', dong: '세종대로', bunji: '110', addressFlag: 'F02' }),
    tmap('fullAddrGeo', { fullAddr: '서울특별시 중구 세종대로 110', page: '1', count: '20' }),
    tmap('coordConvert', { lat: '37.5665', lon: '126.978', fromCoord: 'WGS84GEO', toCoord: 'EPSG3857' }),
    tmap('convertAddress', { searchTypCd: 'NtoO', reqAdd: '서울특별시 중구 세종대로 110', reqMulti: 'S' }),
    tmap('postcode', { addr: '세종대로', page: '1', count: '10' }),
    tmap('reverseLabel', { centerLat: '37.5665', centerLon: '126.978', reqLevel: '17' }),
    tmap('nearToRoad', { lat: '37.5665', lon: '126.98', radius: '100' }),
    tmap('regionSearch', { searchType: 'KEYWORD', searchKeyword: '중구', resCoordType: 'WGS84GEO' }),
    tmap('regionLookup', { resCoordType: 'WGS84GEO' }, '1114000000'),
    zone('zoneList', {}),
    zone('zoneInsert', { code: '100', name: '권역' }),
    zone('zoneListInsert', {}),
    zone('zoneUpdate', { code: '100', name: '새 이름' }),
    zone('zoneDelete', { code: '999' }),
    face('faceList', subjectScope()),
    face('faceCreate', { ...subjectScope(), 'face-name': 'front', 'allow-mask': 'false' }),
    face('faceDelete', subjectScope(), UNKNOWN_ID),
    face('groupList', {}),
    face('groupCreate', { 'group-name': 'fuzz' }),
    face('groupDelete', {}, UNKNOWN_ID),
    face('subjectList', { 'group-id': group, 'subject-name': 'kim' }),
    face('subjectCreate', { 'group-id': group, 'subject-name': 'lee' }),
    face('subjectDelete', { 'group-id': group }, UNKNOWN_ID),
    face('faceDetect', {}),
    face('faceRecognize', { 'group-id': group, multi: '0', threshold: '0.5', 'request-id': 'r1' }),
    { id: 'health', area: 'locus', method: 'GET', path: '/_locus/health', params: {} },
  ];
}

// ---- bodies ---------------------------------------------------------------------------------------

let goodPng = new Uint8Array();
let smallPng = new Uint8Array();

interface Body {
  body?: RequestInit["body"];
  contentType?: string;
}

const BOUNDARY = '----locusfuzz';
const enc = new TextEncoder();

function multipart(parts: string, boundary = BOUNDARY): Body {
  return { body: parts, contentType: `multipart/form-data; boundary=${boundary}` };
}

function zoneBody(): Body {
  const json = (text: string): Body => ({ body: text, contentType: pick(['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', '']) });
  const row = () => {
    const r: Record<string, unknown> = {};
    if (!chance(0.1)) r.code = chance(0.5) ? String(Math.floor(rand() * 1e6)) : chance(0.5) ? pick(TEXT_VALUES) : pick([1, -1, 1.5, 1e21, null, true, [], {}]);
    if (!chance(0.1)) r.name = chance(0.6) ? pick([...TEXT_VALUES, ...RAW_VALUES]) : pick([1, null, false, ['a'], { a: 1 }]);
    if (chance(0.1)) r.extra = 'x';
    return r;
  };
  switch (Math.floor(rand() * 10)) {
    case 0:
      return json(pick(['', '{', '[', '}', 'null', '1', '"x"', 'true', '{"reqDatas":', '{reqDatas=[]}', '{"reqDatas":[}', '\ufeff{"reqDatas":[]}', '{"reqDatas":[{"code":1e400,"name":"x"}]}']));
    case 1:
      return json('['.repeat(5_000) + ']'.repeat(5_000));
    case 2:
      return json(JSON.stringify({ reqDatas: pick([null, 1, 'x', {}, [], true]) }));
    case 3:
      return json(JSON.stringify({ reqDatas: Array.from({ length: 1_001 }, (_, i) => ({ code: String(i), name: 'n' })) }));
    case 4:
      return json(`{"reqDatas":[{"code":"1","name":"\\ud800"}]}`);
    case 5:
      return multipart(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="reqDatas"\r\n\r\n[]\r\n--${BOUNDARY}--\r\n`);
    case 6:
      return { body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28]), contentType: 'application/json' };
    default:
      return json(JSON.stringify({ reqDatas: Array.from({ length: 1 + Math.floor(rand() * 5) }, row), ...(chance(0.2) ? { other: 1 } : {}) }));
  }
}

function faceBody(): Body {
  const jsonCt = pick(['application/json', 'application/json; charset=utf-8', 'text/json', 'text/plain', '']);
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  switch (Math.floor(rand() * 14)) {
    case 0:
      return { body: pick(['', '{', '{"image":', '[]', 'null', '"x"', '{"image":null}', '{"image":42}', '{"image":[]}', '{"image":{}}', '{"image":"\\ud800"}']), contentType: jsonCt };
    case 1:
      return { body: JSON.stringify({ image: pick(['', 'data:', 'data:image/png;base64,', 'data:image/png;base64,!!!!', 'http://example.com/a.jpg', `data:image/png;base64,${'A'.repeat(HUGE)}`, 'data:text/html,<b>x</b>', '%ED%A0%80']) }), contentType: jsonCt };
    case 2:
      return { body: JSON.stringify({ image: `data:image/png;name=f.png;base64,${b64(smallPng)}` }), contentType: 'application/json' };
    case 3:
      return { body: JSON.stringify({ image: `data:image/png;base64,${b64(goodPng)}` }), contentType: jsonCt };
    case 4:
      return { body: JSON.stringify({ image: b64(goodPng.subarray(0, Math.floor(rand() * goodPng.length))) }), contentType: 'application/json' };
    case 5:
      // No closing boundary.
      return multipart(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="f.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA`);
    case 6:
      // Boundary in the header differs from the body's.
      return multipart(`--other\r\nContent-Disposition: form-data; name="image"; filename="f.png"\r\n\r\nx\r\n--other--\r\n`);
    case 7:
      return { body: `--${BOUNDARY}\r\n\r\n`, contentType: pick(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="unterminated', 'multipart/mixed; boundary=x']) };
    case 8:
      // A part with no name, a text field instead of a file, or headers only.
      return multipart(
        pick([
          `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="f.png"\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"\r\n\r\nnot a file\r\n--${BOUNDARY}--\r\n`,
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="f.png"\r\n--${BOUNDARY}--\r\n`,
          `--${BOUNDARY}--\r\n`,
          '',
        ]),
      );
    case 9: {
      const form = new FormData();
      form.append(pick(['image', 'file', 'img', '']), new Blob([new Uint8Array(goodPng)], { type: pick(['image/png', 'image/jpeg', 'text/plain', '']) }), pick(['f.png', '', '😀.png', '../../etc/passwd']));
      return { body: form };
    }
    case 10: {
      const form = new FormData();
      form.append('image', new Blob([enc.encode(pick(TEXT_VALUES))], { type: 'image/png' }), 'f.png');
      if (chance(0.5)) form.append('image', new Blob([new Uint8Array(goodPng)], { type: 'image/png' }), 'g.png');
      return { body: form };
    }
    case 11:
      return { body: new Uint8Array(goodPng), contentType: pick(['image/png', 'application/octet-stream', 'application/json']) };
    case 12:
      return { contentType: pick(['application/json', 'multipart/form-data; boundary=x']) };
    default: {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(goodPng)], { type: 'image/png' }), 'face.png');
      return { body: form };
    }
  }
}

// ---- one request ----------------------------------------------------------------------------------

interface Fuzzed {
  target: Target;
  method: string;
  url: string;
  init: RequestInit;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
const ODD_HEADERS: readonly [string, string][] = [
  ['Accept', 'application/xml'],
  ['Accept', '*/*;q=abc'],
  ['Accept-Charset', 'EUC-KR'],
  ['Accept-Encoding', 'gzip, br, zstd, nonsense'],
  ['Origin', 'null'],
  ['Origin', 'http://evil.example'],
  ['X-Forwarded-For', '999.999.999.999, ::1, 🙂'],
  ['Cookie', 'a=b; ' + 'c'.repeat(8_000)],
  ['Range', 'bytes=0-0'],
  ['If-None-Match', '*'],
  ['X-HTTP-Method-Override', 'DELETE'],
  ['User-Agent', ''],
  ['Authorization', 'Bearer 😀'],
  ['Content-Encoding', 'gzip'],
  ['Content-Type', 'application/json; charset=EUC-KR'],
];

function fuzzRequest(target: Target): Fuzzed {
  const params = new Map<string, Wire[]>(Object.entries(target.params).map(([k, v]) => [k, [{ text: v }]]));
  // Mutate 1-3 parameters: missing, replaced, repeated.
  // The key is fuzzed less often (below): a refused key stops a request at the gateway.
  const names = [...[...params.keys()].filter((k) => k !== 'appKey'), 'format', 'callback', 'version', 'unknownParam', ''];
  if (chance(0.05)) params.set('appKey', [fuzzValue()]);
  for (let i = 0, n = 1 + Math.floor(rand() * 3); i < n; i++) {
    const name = pick(names);
    const r = rand();
    if (r < 0.2) params.delete(name);
    else if (r < 0.85) params.set(name, [fuzzValue()]);
    else params.set(name, [...(params.get(name) ?? []), fuzzValue()]);
  }
  if (target.area === 'tmap' && chance(0.3)) {
    params.set('format', [{ text: pick(['xml', 'javascript', 'XML', ' Javascript ', 'json', 'yaml', '']) }]);
    if (chance(0.5)) params.set('callback', [chance(0.5) ? fuzzValue() : { text: pick(['cb', 'App.on_1', 'alert(1)', 'a..b', 'function']) }]);
  }

  const headers = new Headers();
  let query = '';
  if (target.area === 'faces') {
    headers.set('appKey', TEST_KEY);
    headers.set('app-id', TEST_APP_ID);
    for (const [k, vs] of params) {
      if (k === '' || k === 'format' || k === 'callback' || k === 'version') continue;
      const v = vs[0];
      if (v !== undefined) headers.set(k, headerValue(v));
    }
    if (chance(0.05)) headers.delete('app-id');
    if (chance(0.05)) headers.set('app-id', headerValue(fuzzValue()));
  } else {
    if (target.area === 'zones') headers.set('appKey', TEST_KEY);
    query = [...params].flatMap(([k, vs]) => vs.map((v) => `${encodeURIComponent(k)}=${encodeWire(v)}`)).join('&');
    if (chance(0.05)) query += pick(['&', '&&', '=', '&=x', '&a', '#frag', '&%ED%A0%80=1']);
  }
  if (chance(0.05)) headers.delete('appKey');
  if (chance(0.05)) headers.set('appKey', headerValue(fuzzValue()));
  for (let i = 0; chance(0.25) && i < 3; i++) {
    const [k, v] = pick(ODD_HEADERS);
    headers.set(k, asHeaderBytes(v));
  }
  if (chance(0.05)) headers.set(pick(['group-id', 'subject-id', 'face-name', 'multi', 'threshold']), headerValue(fuzzValue()));

  let pathValue = target.pathValue;
  if (pathValue !== undefined && chance(0.4)) {
    pathValue = pick([...RAW_VALUES, encodeURIComponent(pick(TEXT_VALUES).slice(0, 2_000)), '..', '.', '%2F', '%5C', 'a%2Fb', '%2e%2e', group || UNKNOWN_ID]);
  }
  let path = target.path.replace(/\{[^}]+\}/, pathValue ?? '');
  if (chance(0.03)) path = pick([`${path}/`, `${path}//x`, path.toUpperCase(), `${path}%00`, `${path}/..`]);

  let method = target.method;
  if (chance(0.12)) method = pick(METHODS);

  const init: RequestInit = { method, headers };
  if (method !== 'GET' && method !== 'HEAD') {
    const kind = target.body ?? (chance(0.5) ? pick(['zones', 'face'] as const) : undefined);
    const b = kind === 'zones' ? zoneBody() : kind === 'face' ? faceBody() : chance(0.5) ? { body: pick(TEXT_VALUES), contentType: 'application/json' } : {};
    if (b.body !== undefined) init.body = b.body;
    if (b.contentType !== undefined && b.contentType !== '') headers.set('Content-Type', b.contentType);
    if (b.contentType === '') headers.delete('Content-Type');
  }
  return { target, method, url: `${path}${query === '' ? '' : `?${query}`}`, init };
}

// ---- checks ---------------------------------------------------------------------------------------

function isEnvelope(body: unknown, status: number): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const e = (body as { error: unknown }).error;
  if (typeof e !== 'object' || e === null) return false;
  const { id, category, code, message } = e as Record<string, unknown>;
  return (
    Object.keys(body).length === 1 &&
    id === String(status) &&
    typeof category === 'string' &&
    typeof code === 'string' &&
    typeof message === 'string' &&
    Object.keys(e).sort().join() === 'category,code,id,message'
  );
}

function isFaceError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { message, code } = body as Record<string, unknown>;
  return Object.keys(body).sort().join() === 'code,message' && typeof message === 'string' && Number.isInteger(code);
}

function isZoneError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  const keys = Object.keys(b).filter((k) => k !== 'failedRows');
  return (
    keys.sort().join() === 'resultCode,resultCount,resultMessage' &&
    typeof b.resultCode === 'string' &&
    /^4\d{3}$/.test(b.resultCode) &&
    b.resultCount === 0 &&
    typeof b.resultMessage === 'string' &&
    (b.failedRows === undefined || Array.isArray(b.failedRows))
  );
}

/** The tmap XML error: <error><id>…</id><category>…</category><code>…</code><message>…</message></error>. */
function isXmlEnvelope(text: string, status: number): boolean {
  const cdata = '(?:<!\\[CDATA\\[[\\s\\S]*?\\]\\]>)*';
  return new RegExp(`^<\\?xml version="1\\.0" encoding="UTF-8"\\?><error><id><!\\[CDATA\\[${status}\\]\\]></id><category>${cdata}</category><code>${cdata}</code><message>${cdata}</message></error>$`).test(text);
}

/** Problems with one answer; empty when it is as documented. */
function problems(f: Fuzzed, res: Response, text: string): string[] {
  const out: string[] = [];
  const { status } = res;
  const type = res.headers.get('content-type') ?? '';
  if (status >= 500) out.push(`HTTP ${status}`);
  if (f.method === 'HEAD' || f.method === 'OPTIONS' || status === 204) return out;
  const tmapArea = f.url.startsWith('/tmap/');
  // As the server reads them: the first value, the fragment dropped.
  const search = new URL(f.url, 'http://localhost').searchParams;
  const choice = readFormatOrJson((name) => search.get(name) ?? undefined);
  if (type.startsWith('application/xml') || type.startsWith('application/javascript')) {
    const expected = type.startsWith('application/xml') ? 'xml' : 'javascript';
    if (!tmapArea || choice.format !== expected) out.push(`${expected} answer without format=${expected}`);
    if (status === 200) return out;
    if (expected === 'xml' && !isXmlEnvelope(text, status)) out.push(`bad XML error: ${text.slice(0, 200)}`);
    if (expected === 'javascript') {
      const m = /^([A-Za-z_$][\w$.]*)\(([\s\S]*)\)$/.exec(text);
      if (!m || m[1] !== choice.callback) out.push(`bad JS error: ${text.slice(0, 200)}`);
      else {
        const inner: unknown = JSON.parse(m[2] ?? '');
        if (!isEnvelope(inner, status) || (inner as { error: { category: string } }).error.category !== 'tmap') out.push(`bad JS envelope: ${text.slice(0, 200)}`);
      }
    }
    return out;
  }
  if (!type.startsWith('application/json')) return [...out, `content-type ${type}: ${text.slice(0, 100)}`];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...out, `not JSON: ${text.slice(0, 100)}`];
  }
  if (status === 200) {
    const id = f.target.id;
    if (id !== 'health' && f.method === f.target.method && f.url.startsWith(f.target.path.replace(/\{.*$/, ''))) {
      const schema: z.ZodType = operationContracts[id].response;
      const parsed = schema.safeParse(body);
      if (!parsed.success) out.push(`200 not in the ${id} response schema: ${parsed.error.message.slice(0, 300)}`);
    }
    return out;
  }
  const area = f.target.area;
  const gateway = isEnvelope(body, status) && ['gw', 'locus'].includes((body as { error: { category: string } }).error.category);
  if (tmapArea && area === 'tmap') {
    if (!isEnvelope(body, status)) out.push(`bad tmap envelope: ${text.slice(0, 200)}`);
  } else if (f.url.startsWith('/tms/')) {
    if (!gateway && !isZoneError(body)) out.push(`bad zone envelope: ${text.slice(0, 200)}`);
  } else if (f.url.startsWith('/nugufacecan/')) {
    if (!gateway && !isFaceError(body)) out.push(`bad face envelope: ${text.slice(0, 200)}`);
  } else if (!isEnvelope(body, status)) out.push(`bad envelope: ${text.slice(0, 200)}`);
  return out;
}

/** The code of an error answer in any envelope (JSON, or the JS callback's JSON; XML by its <code>). */
function errorCode(text: string): string | undefined {
  const xml = /<error>.*?<code><!\[CDATA\[(.*?)\]\]><\/code>/.exec(text);
  if (xml) return xml[1];
  const json = /^[\w$.]+\(([\s\S]*)\)$/.exec(text)?.[1] ?? text;
  try {
    const body = JSON.parse(json) as { error?: { code?: unknown }; resultCode?: unknown; code?: unknown };
    const code = body.error?.code ?? (body.resultCode === '200' ? undefined : body.resultCode) ?? body.code;
    return code === undefined ? undefined : String(code as string | number);
  } catch {
    return undefined;
  }
}

// ---- the run --------------------------------------------------------------------------------------

/** Decodes as the real engine does (so refused images are refused the same way), then finds a face in half the images. */
const standInEngine: FaceAnalyser = {
  async analyse(bytes) {
    const image = await decodeFaceImage(bytes);
    const face: AnalysedFace = {
      box: { topLeftX: 200, topLeftY: 100, faceWidth: 160, faceHeight: 200, landmark: [240, 170, 320, 170, 280, 210, 250, 250, 310, 250] },
      face_score: 0.98,
      expression: 'neutral',
      expression_score: 0.9,
      expression_raw: { neutral: 0.9, smile: 0.1 },
      age: 30.5,
      gender: 'male',
      attribute: 'normal',
      descriptor: new Float32Array(128).fill(0.05),
      measures: { sharpness: 500, noseOffset: 0 },
    };
    return { image_width: image.width, image_height: image.height, engine_version: FACE_ENGINE_VERSION, faces: bytes.length % 2 === 0 ? [face] : [] };
  },
};

let t: TestApp;

beforeAll(async () => {
  goodPng = new Uint8Array(await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a7a6a' } }).png().toBuffer());
  smallPng = new Uint8Array(await sharp({ create: { width: 100, height: 100, channels: 3, background: '#888' } }).png().toBuffer());
  t = makeTestApp({}, { faceEngine: standInEngine });
  group = await createGroup(t, 'staff');
  subject = await createSubject(t, group, 'kim');
});

afterAll(() => t.close());

describe('fuzzing every route', () => {
  it(`answers ${RANDOM_REQUESTS}+ malformed requests in the documented envelopes, with no 500 (seed ${SEED})`, { timeout: 120_000 }, async () => {
    console.log(`[fuzz] seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
    const all = targets();
    const perRoute = new Map<string, number>();
    const statuses = new Map<number, number>();
    const codes = new Map<string, number>();
    const failures: string[] = [];
    const started = Date.now();

    const run = async (f: Fuzzed) => {
      let res: Response;
      try {
        res = await t.get(f.url, f.init);
      } catch (error) {
        failures.push(`${f.method} ${f.url.slice(0, 120)}: threw ${String(error)}`);
        return;
      }
      const text = await res.text();
      perRoute.set(f.target.id, (perRoute.get(f.target.id) ?? 0) + 1);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const code = errorCode(text);
      if (code !== undefined) codes.set(`${res.status}/${code}`, (codes.get(`${res.status}/${code}`) ?? 0) + 1);
      for (const p of problems(f, res, text)) failures.push(`${f.method} ${f.target.id} ${f.url.length > 400 ? `${f.url.slice(0, 400)}…` : f.url} → ${res.status}: ${p}`);
    };

    // Every route with every method once, then the random requests.
    for (const target of all) for (const method of METHODS) await run({ ...fuzzRequest(target), method, init: { method, headers: { appKey: TEST_KEY, 'app-id': TEST_APP_ID } } });
    for (let i = 0; i < RANDOM_REQUESTS; i++) await run(fuzzRequest(pick(all)));

    const total = [...perRoute.values()].reduce((a, b) => a + b, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`[fuzz] ${total} requests in ${seconds} s, seed ${SEED}`);
    console.log(`[fuzz] per route: ${[...perRoute].map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`[fuzz] statuses: ${[...statuses].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}×${v}`).join(', ')}`);
    console.log(`[fuzz] error codes (status/code): ${[...codes].sort((a, b) => a[0].localeCompare(b[0])).map(([k, v]) => `${k}×${v}`).join(', ')}`);

    expect(failures.slice(0, 20)).toEqual([]);
    expect(t.errors.map(String)).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(2_000);
    for (const target of all) expect(perRoute.get(target.id) ?? 0, target.id).toBeGreaterThanOrEqual(40);
    expect(statuses.get(500) ?? 0).toBe(0);
  });

  it('is healthy afterwards and still answers valid requests correctly', async () => {
    const health = await t.get('/_locus/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const rg = await t.get(rgQuery());
    expect(rg.status).toBe(200);
    expect(operationContracts.reverseGeocoding.response.safeParse(await rg.json()).success).toBe(true);

    const insert = await t.get('/tms/zoneListInsert', {
      method: 'POST',
      headers: { appKey: TEST_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reqDatas: [{ code: '8800000001', name: 'after fuzz' }] }),
    });
    expect(await insert.json()).toEqual({ resultCode: '200', resultCount: 0, resultMessage: 'success' });
    const zones = (await (await t.get('/tms/zoneList', { headers: { appKey: TEST_KEY } })).json()) as { resultData: { code: string; name: string }[] };
    expect(zones.resultData).toContainEqual(expect.objectContaining({ code: '8800000001', name: 'after fuzz' }));

    // The fuzz may have deleted the setup's group (it sends its id to DELETE /group/{id}): make a new one.
    const fresh = await createGroup(t, 'after-fuzz');
    const groups = await ok(await t.get('/nugufacecan/v1/group', { headers: { appKey: TEST_KEY, 'app-id': TEST_APP_ID } }));
    expect(operationContracts.groupList.response.safeParse(groups).success).toBe(true);
    expect(groups).toContainEqual({ group_id: fresh, group_name: 'after-fuzz' });
    expect(t.errors).toEqual([]);
  });
});
