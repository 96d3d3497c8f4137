import type { ZoneCode } from '../../shared/contract/envelopes';
import type { LocusContext } from '../http/locus-env';
import type { RouteModule } from './route-module';
import { createZoneStore, zoneLimitText, type BatchRow, type FailedRow } from '../domain/zone-store';
import { MALFORMED_PERCENT, percentDecode, textProblem } from '../domain/strict-text';
import { ApiFailure } from '../http/api-failure';
import { defineRoute, streamedAnswer } from '../http/define-route';
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
 * - name: 1–ZONE_NAME_MAX (100) characters (grapheme clusters) after trimming; stored trimmed.
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
const SUCCESS = { resultCode: '200', resultCount: 0, resultMessage: 'success' } as const;

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
  return name.malformed ? { code, name: raw, problem: `이름의 ${MALFORMED_PERCENT}` } : { code, name: '', problem: `이름: ${name.problem.reason}`, problemCode: '4003' };
}

const SEVERITY: readonly ZoneCode[] = ['4000', '4001', '4003'];

function refuseRows(failed: readonly FailedRow[], total: number): ApiFailure {
  const code = SEVERITY.find((c) => failed.some((f) => f.resultCode === c)) ?? '4003';
  const rows = failed.map((f) => `reqDatas[${f.index}] ${f.code === '' ? '-' : f.code}: ${f.reason}`).join('; ');
  return ApiFailure.zone(code, `reqDatas: ${total}행 중 ${failed.length}행 실패, 아무것도 저장하지 않았습니다: ${rows}`, `all or nothing: ${failed.length} of ${total} rows failed, none stored`, [...failed]);
}

export const zoneRoutes: RouteModule = ({ db, config }) => {
  const store = createZoneStore(db, undefined, config.maxZonesPerKey);
  const tenant = (c: LocusContext) => c.get('appKey');

  return [
    defineRoute('zoneList', (_request, c) => streamedAnswer('zoneList', zoneListStream(store, tenant(c)))),
    // Insert and rename take the same parameters and rules; only the write differs.
    ...(['insert', 'update'] as const).map((op) =>
      defineRoute(op === 'insert' ? 'zoneInsert' : 'zoneUpdate', ({ code, name }, c) => {
        const done = store[op](tenant(c), code, name);
        if (done.ok) return SUCCESS;
        throw ApiFailure.zone('4003', `${done.limit ? 'zones' : 'code'}: ${done.reason}`, done.detail);
      }),
    ),
    defineRoute('zoneDelete', ({ code }, c) => {
      const done = store.remove(tenant(c), code);
      if (done.ok) return SUCCESS;
      throw ApiFailure.zone('4003', `code: ${done.reason}`, done.detail);
    }),
    defineRoute('zoneListInsert', ({ reqDatas, invalidUtf8 }, c) => {
      const done = store.insertMany(tenant(c), reqDatas.map((item) => readRow(item, invalidUtf8)));
      if (done.ok) return SUCCESS;
      if ('limit' in done) {
        const text = zoneLimitText(done.limit, reqDatas.length);
        throw ApiFailure.zone('4003', `reqDatas: ${text.reason}, 아무것도 저장하지 않았습니다`, `${text.detail}; none stored`);
      }
      throw refuseRows(done.failed, reqDatas.length);
    }),
  ];
};
