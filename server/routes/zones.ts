import type { ApiRoute, LocusContext, RouteModule } from '../app-types';
import { ZONE_BATCH_MAX } from '../../shared/contract/zones';
import { createZoneStore, zoneLimitText, zoneProblem, type BatchRow, type FailedRow } from '../domain/zone-store';
import { decodeBodyText, percentDecode, textProblem, type TextProblem } from '../domain/strict-text';
import { renderJson } from '../http/render';
import { zoneListStream } from './zone-list-stream';

/**
 * The zone (권역) operations of TMAP TMS (/tms), per key: zones belong to the appKey that made
 * them, and another key never sees or changes them (the same code may exist under two keys). The
 * key comes in the header `appKey` or the query (the gateway accepts both; the query wins).
 *
 * - GET /tms/zoneList → {resultCode:"200", resultMessage:"success", resultData:[{seq, code, name,
 *   updateDate "YYYY-MM-DD hh:mm:ss" (Korean time), zipcodeData:"", adminData:""}], resultCount:n},
 *   by seq, streamed a page at a time (zone-list-stream.ts).
 * - A key holds at most LOCUS_MAX_ZONES zones (default 100,000): an insert beyond it is 4003
 *   naming the limit (a bulk insert is refused whole).
 * - GET /tms/zoneInsert?code&name, /tms/zoneUpdate?code&name (renames; updateDate changes, seq
 *   stays), /tms/zoneDelete?code → {resultCode:"200", resultCount:0, resultMessage:"success"}.
 * - POST /tms/zoneListInsert {reqDatas:[{code, name}]} → the same envelope; all rows or none.
 *
 * Rules (the emulator's choices; the service publishes none):
 * - code: 1–ZONE_CODE_MAX (20) ASCII digits, kept as sent after trimming (leading zeros count:
 *   "0001" and "1" are two zones). A number in a JSON row is read as its digits.
 * - name: 1–ZONE_NAME_MAX (100) characters after trimming; stored trimmed.
 * - Query values are decoded once (`+` is a space); malformed percent-encoding is refused, never
 *   stored raw. A repeated parameter: the first value counts, as on /tmap.
 * - Text rule (domain/strict-text.ts), the same for query values and bulk rows: bytes that are
 *   not UTF-8 (checked before decoding, in the query's escapes and in the body), lone
 *   surrogates (a JSON `\ud800` escape) and C0 control characters (NUL included) are refused
 *   with 4003 naming the field (and the row) and the reason; nothing is replaced by U+FFFD.
 * - Bulk names are percent-encoded UTF-8 on the wire (the interface) and decoded here; a plain
 *   name is taken as it is, since decoding leaves text without `%` unchanged. A `%` not followed
 *   by two hex digits, or bytes that are not UTF-8, make the row unreadable. `+` stays `+`.
 * - Bulk: at most ZONE_BATCH_MAX (1,000) rows; checked and written in one SQLite transaction.
 *   Every row is checked (no stop at the first failure): unreadable rows, rule failures, codes
 *   that exist, and codes repeated within the request (the later rows fail).
 *
 * Refusals are HTTP 400 in the TMS style (api-facts §11), `{resultCode, resultCount:0,
 * resultMessage}`, the message being the TMS text, then what and why in Korean in parentheses,
 * then a short English detail in brackets:
 * - "4001" 필수 파라미터가 없습니다: code or name absent or blank; no reqDatas, or an empty one.
 * - "4003" 입력 파라미터 오류 입니다: a code that is not digits or too long, a name too long, a
 *   duplicate code on insert, an unknown code on update or delete, text that breaks the rule.
 * - "4000" 요청 데이터 오류 입니다: a body that is not JSON or not an object, reqDatas not an
 *   array, more than 1,000 rows, malformed percent-encoding, a row that is not {code, name}.
 * A refused bulk insert names every failing row in the message and in `failedRows`
 * [{index (0-based), code, resultCode, reason}]; its resultCode is the most basic of its rows'
 * (4000 before 4001 before 4003).
 */
const MESSAGES = { '4000': '요청 데이터 오류 입니다.', '4001': '필수 파라미터가 없습니다.', '4003': '입력 파라미터 오류 입니다.' } as const;
type RefusalCode = keyof typeof MESSAGES;

function refuse(code: RefusalCode, what: string, detail: string, extra: Record<string, unknown> = {}): Response {
  return renderJson({ resultCode: code, resultCount: 0, resultMessage: `${MESSAGES[code]} (${what}) [${detail}]`, ...extra }, 400);
}

const SUCCESS = { resultCode: '200', resultCount: 0, resultMessage: 'success' } as const;

const MALFORMED = '퍼센트 인코딩이 잘못되었습니다';

/** Decodes percent-encoded UTF-8; undefined when malformed or not text (parameter names). */
function decodePercent(text: string): string | undefined {
  const decoded = percentDecode(text);
  return decoded.ok ? decoded.value : undefined;
}

type QueryValue = { ok: true; value: string | undefined } | { ok: false; problem?: TextProblem };

/**
 * The first value of a query parameter, decoded once and trimmed (blank counts as absent). Read
 * from the raw query so that a malformed value is seen as such (not passed on undecoded).
 */
function queryValue(url: string, name: string): QueryValue {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0] ?? '' : '';
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = decodePercent((eq < 0 ? pair : pair.slice(0, eq)).replaceAll('+', ' '));
    if (key !== name) continue;
    const decoded = percentDecode(eq < 0 ? '' : pair.slice(eq + 1), true);
    if (!decoded.ok) return decoded.malformed ? { ok: false } : { ok: false, problem: decoded.problem };
    const value = decoded.value;
    return { ok: true, value: value.trim() === '' ? undefined : value.trim() };
  }
  return { ok: true, value: undefined };
}

/** A JSON scalar as text: absent or null is "", a string as it is, a number when `number` allows it; undefined otherwise. */
function scalarText(value: unknown, number: (n: number) => boolean): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return typeof value === 'number' && number(value) ? String(value) : undefined;
}

/**
 * Reads one reqDatas element; `problem` says why it cannot be read (4000) or breaks the text rule
 * (4003). `invalidBytes`: the body held bytes that are not UTF-8 (strict-text.ts).
 */
function readRow(item: unknown, invalidBytes: boolean): BatchRow {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return { code: '', name: '', problem: '행이 {code, name} 객체가 아닙니다' };
  const row = item as Record<string, unknown>;
  const rawCode = scalarText(row.code, Number.isSafeInteger);
  if (rawCode === undefined) return { code: '', name: '', problem: '코드가 문자열이 아닙니다' };
  const codeProblem = textProblem(rawCode, invalidBytes);
  // A code that breaks the text rule is named by its readable part only.
  if (codeProblem) return { code: rawCode.replace(/[^\x20-\x7e]/g, '?').trim(), name: '', problem: `코드: ${codeProblem.reason}`, problemCode: '4003' };
  const code = rawCode.trim();
  const raw = scalarText(row.name, Number.isFinite);
  if (raw === undefined) return { code, name: '', problem: '이름이 문자열이 아닙니다' };
  const rawProblem = textProblem(raw, invalidBytes);
  if (rawProblem) return { code, name: '', problem: `이름: ${rawProblem.reason}`, problemCode: '4003' };
  const name = percentDecode(raw);
  if (name.ok) return { code, name: name.value };
  return name.malformed ? { code, name: raw, problem: `이름의 ${MALFORMED}` } : { code, name: '', problem: `이름: ${name.problem.reason}`, problemCode: '4003' };
}

const SEVERITY: readonly RefusalCode[] = ['4000', '4001', '4003'];

function refuseRows(failed: readonly FailedRow[], total: number): Response {
  const code = SEVERITY.find((c) => failed.some((f) => f.resultCode === c)) ?? '4003';
  const rows = failed.map((f) => `reqDatas[${f.index}] ${f.code === '' ? '-' : f.code}: ${f.reason}`).join('; ');
  return refuse(code, `reqDatas: ${total}행 중 ${failed.length}행 실패, 아무것도 저장하지 않았습니다: ${rows}`, `all or nothing: ${failed.length} of ${total} rows failed, none stored`, {
    failedRows: failed,
  });
}

export const zoneRoutes: RouteModule = ({ db, config }) => {
  const store = createZoneStore(db, undefined, config.maxZonesPerKey);
  const tenant = (c: LocusContext) => c.get('appKey');
  const get = (path: string, handle: (c: LocusContext) => Response): ApiRoute => ({ method: 'GET', path, area: 'tms', handle });

  /** code (and name) from the query, checked; a Response when refused. */
  const readParams = (c: LocusContext, needName: boolean): { code: string; name: string } | Response => {
    const code = queryValue(c.req.url, 'code');
    const name: QueryValue = needName ? queryValue(c.req.url, 'name') : { ok: true, value: '' };
    if (!code.ok) return code.problem ? refuse('4003', `code: ${code.problem.reason}`, `code ${code.problem.detail}`) : refuse('4000', `code: ${MALFORMED}`, 'code is not valid percent-encoded UTF-8');
    if (!name.ok) return name.problem ? refuse('4003', `name: ${name.problem.reason}`, `name ${name.problem.detail}`) : refuse('4000', `name: ${MALFORMED}`, 'name is not valid percent-encoded UTF-8');
    const problem = zoneProblem(code.value, name.value, needName);
    if (problem) return refuse(problem.code, `${problem.field}: ${problem.reason}`, problem.detail);
    return { code: code.value ?? '', name: name.value ?? '' };
  };

  return [
    get('/tms/zoneList', (c) => new Response(zoneListStream(store, tenant(c)), { status: 200, headers: { 'Content-Type': 'application/json;charset=UTF-8' } })),
    // Insert and rename take the same parameters and rules; only the write differs.
    ...(['insert', 'update'] as const).map((op) =>
      get(op === 'insert' ? '/tms/zoneInsert' : '/tms/zoneUpdate', (c) => {
        const params = readParams(c, true);
        if (params instanceof Response) return params;
        const done = store[op](tenant(c), params.code, params.name);
        if (done.ok) return renderJson(SUCCESS);
        return refuse('4003', `${done.limit ? 'zones' : 'code'}: ${done.reason}`, done.detail);
      }),
    ),
    get('/tms/zoneDelete', (c) => {
      const params = readParams(c, false);
      if (params instanceof Response) return params;
      const done = store.remove(tenant(c), params.code);
      return done.ok ? renderJson(SUCCESS) : refuse('4003', `code: ${done.reason}`, done.detail);
    }),
    {
      method: 'POST',
      path: '/tms/zoneListInsert',
      area: 'tms',
      async handle(c) {
        const shape = 'the body must be JSON {"reqDatas":[{"code","name"}]}';
        let body: unknown;
        // Bytes first: invalid UTF-8 must be seen, not replaced by U+FFFD.
        const { text, invalidBytes } = decodeBodyText(new Uint8Array(await c.req.arrayBuffer()));
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          return refuse('4000', 'body: JSON이 아닙니다', shape);
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse('4000', 'body: 객체가 아닙니다', shape);
        const list = (body as Record<string, unknown>).reqDatas;
        if (list === undefined || list === null) return refuse('4001', 'reqDatas: 없습니다', 'reqDatas is required');
        if (!Array.isArray(list)) return refuse('4000', 'reqDatas: 배열이 아닙니다', 'reqDatas must be an array of {code, name}');
        if (list.length === 0) return refuse('4001', 'reqDatas: 비어 있습니다', 'reqDatas must hold at least one zone');
        if (list.length > ZONE_BATCH_MAX) {
          return refuse('4000', `reqDatas: ${list.length}행은 너무 많습니다 (최대 ${ZONE_BATCH_MAX}행)`, `at most ${ZONE_BATCH_MAX} rows per request`);
        }
        const done = store.insertMany(tenant(c), list.map((item) => readRow(item, invalidBytes)));
        if (done.ok) return renderJson(SUCCESS);
        if ('limit' in done) {
          const text = zoneLimitText(done.limit, list.length);
          return refuse('4003', `reqDatas: ${text.reason}, 아무것도 저장하지 않았습니다`, `${text.detail}; none stored`);
        }
        return refuseRows(done.failed, list.length);
      },
    },
  ];
};
