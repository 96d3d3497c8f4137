import type { ApiRoute, LocusContext, RouteModule } from '../app-types';
import { ZONE_BATCH_MAX } from '../../src/api/contract/zones';
import { createZoneStore, zoneProblem } from '../domain/zone-store';
import { renderJson } from '../http/render';

/**
 * The zone (권역) operations of TMAP TMS (/tms), per key: another key never sees or changes a
 * zone. The key comes in the header `appKey` or the query (the gateway accepts both).
 *
 * - GET /tms/zoneList → {resultCode:"200", resultCount:n, resultMessage:"success", resultData:[{seq,
 *   code, name, updateDate "YYYY-MM-DD hh:mm:ss" (Korean time), zipcodeData:"", adminData:""}]}, by seq.
 * - GET /tms/zoneInsert?code&name, /tms/zoneUpdate?code&name (renames), /tms/zoneDelete?code →
 *   {resultCode:"200", resultCount:0, resultMessage:"success"}.
 * - POST /tms/zoneListInsert {reqDatas:[{code, name}]}, names percent-encoded UTF-8 (decoded here):
 *   all rows or none, at most ZONE_BATCH_MAX rows.
 *
 * Refusals are HTTP 400 in the TMS style (api-facts §11): resultCode "4001" 필수 파라미터가 없습니다
 * (missing code or name), "4003" 입력 파라미터 오류 입니다 (code not a digit string of 1–20
 * digits, name over 100 characters, duplicate code on insert, unknown code on update or delete),
 * "4000" 요청 데이터 오류 입니다 (a body that is not the JSON asked for, malformed percent-encoding,
 * too many rows). The message names the parameter or row and the reason, with an English detail in
 * brackets; a refused bulk insert also lists every failing row in `failedRows` [{index, code, reason}].
 */
const MESSAGES = { '4000': '요청 데이터 오류 입니다.', '4001': '필수 파라미터가 없습니다.', '4003': '입력 파라미터 오류 입니다.' } as const;

function refuse(code: keyof typeof MESSAGES, what: string, detail: string, extra: Record<string, unknown> = {}): Response {
  return renderJson({ resultCode: code, resultCount: 0, resultMessage: `${MESSAGES[code]} (${what}) [${detail}]`, ...extra }, 400);
}

const SUCCESS = { resultCode: '200', resultCount: 0, resultMessage: 'success' } as const;

export const zoneRoutes: RouteModule = ({ db }) => {
  const store = createZoneStore(db);
  const tenant = (c: LocusContext) => c.get('appKey');
  const get = (path: string, handle: (c: LocusContext) => Response): ApiRoute => ({ method: 'GET', path, area: 'tms', handle });

  return [
    get('/tms/zoneList', (c) => {
      const zones = store.list(tenant(c));
      return renderJson({ resultCode: '200', resultCount: zones.length, resultMessage: 'success', resultData: zones });
    }),
    // Insert and rename take the same parameters and rules; only the write differs.
    ...(['insert', 'update'] as const).map((op) =>
      get(op === 'insert' ? '/tms/zoneInsert' : '/tms/zoneUpdate', (c) => {
        const code = c.req.query('code');
        const name = c.req.query('name');
        const problem = zoneProblem(code, name);
        if (problem || code === undefined || name === undefined) return refuse(problem?.code ?? '4001', `${problem?.field ?? 'code'}: ${problem?.reason ?? ''}`, problem?.detail ?? '');
        const done = store[op](tenant(c), code.trim(), name.trim());
        return done.ok ? renderJson(SUCCESS) : refuse('4003', `code: ${done.reason}`, done.detail);
      }),
    ),
    get('/tms/zoneDelete', (c) => {
      const code = c.req.query('code');
      const problem = zoneProblem(code, undefined, false);
      if (problem || code === undefined) return refuse(problem?.code ?? '4001', `code: ${problem?.reason ?? ''}`, problem?.detail ?? '');
      const done = store.remove(tenant(c), code.trim());
      return done.ok ? renderJson(SUCCESS) : refuse('4003', `code: ${done.reason}`, done.detail);
    }),
    {
      method: 'POST',
      path: '/tms/zoneListInsert',
      area: 'tms',
      async handle(c) {
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          return refuse('4000', 'body: JSON이 아닙니다', 'the body must be JSON {"reqDatas":[{"code","name"}]}');
        }
        const list = typeof body === 'object' && body !== null && 'reqDatas' in body ? (body as { reqDatas: unknown }).reqDatas : undefined;
        if (!Array.isArray(list)) return refuse('4001', 'reqDatas: 없습니다', 'reqDatas must be an array of {code, name}');
        if (list.length === 0) return refuse('4001', 'reqDatas: 비어 있습니다', 'reqDatas must hold at least one zone');
        if (list.length > ZONE_BATCH_MAX) return refuse('4000', `reqDatas: ${list.length}행은 너무 많습니다 (최대 ${ZONE_BATCH_MAX})`, `at most ${ZONE_BATCH_MAX} rows`);
        const rows: { code: string; name: string }[] = [];
        const undecodable: { index: number; code: string; reason: string }[] = [];
        list.forEach((item: unknown, index) => {
          const o = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
          const code = typeof o.code === 'string' ? o.code.trim() : typeof o.code === 'number' ? String(o.code) : '';
          const raw = typeof o.name === 'string' ? o.name : '';
          let name = raw;
          try {
            name = decodeURIComponent(raw);
          } catch {
            undecodable.push({ index, code, reason: '이름의 퍼센트 인코딩이 잘못되었습니다' });
          }
          rows.push({ code, name });
        });
        if (undecodable.length > 0) {
          return refuse('4000', undecodable.map((f) => `reqDatas[${f.index}] ${f.code}: ${f.reason}`).join('; '), 'names must be percent-encoded UTF-8', { failedRows: undecodable });
        }
        const done = store.insertMany(tenant(c), rows);
        if (done.ok) return renderJson(SUCCESS);
        const shown = done.failed.slice(0, 10).map((f) => `reqDatas[${f.index}] ${f.code}: ${f.reason}`);
        const more = done.failed.length > 10 ? ` 외 ${done.failed.length - 10}행` : '';
        return refuse('4003', `${done.failed.length}행 실패, 아무것도 저장하지 않았습니다: ${shown.join('; ')}${more}`, 'all or nothing: no row was stored', { failedRows: done.failed });
      },
    },
  ];
};
