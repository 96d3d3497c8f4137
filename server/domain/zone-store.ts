/**
 * Zones (권역) per tenant (the appKey that made them) in SQLite. Every write is one statement or
 * one transaction, so concurrent clients never lose or duplicate a row: a code is unique per
 * tenant (UNIQUE (tenant, code)), seq comes from one AUTOINCREMENT sequence (never reused, so the
 * list order by seq is the order of insertion), and a bulk insert checks and writes its rows in
 * one IMMEDIATE transaction: all rows or none.
 */
import type Database from 'better-sqlite3';
import { firstRule } from '../../shared/contract/rules';
import { ZONE_RULES, zoneRowSchema, type ZoneRuleName } from '../../shared/contract/zone-rules';

interface ZoneRecord {
  seq: number;
  code: string;
  name: string;
  updateDate: string;
  zipcodeData: string;
  adminData: string;
}

/** Why a zone write is refused: TMS code 4001 (missing) or 4003 (bad value), with the field and reason. */
export interface ZoneProblem {
  code: '4001' | '4003';
  field: 'code' | 'name';
  /** Korean reason, shown to people. */
  reason: string;
  /** Short English detail. */
  detail: string;
}

/** "YYYY-MM-DD hh:mm:ss" in Korean time (UTC+9, no daylight saving). */
export function koreanDateTime(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The emulator's words for each zone rule (zone-rules.ts): Korean reason, short English detail. */
const RULE_TEXTS: Record<ZoneRuleName, (max: number) => { reason: string; detail: string }> = {
  codeRequired: () => ({ reason: '코드가 없습니다', detail: 'code is required' }),
  codeDigits: () => ({ reason: '코드는 숫자만 쓸 수 있습니다', detail: 'code must be a digit string' }),
  codeTooLong: (max) => ({ reason: `코드는 ${max}자리까지입니다`, detail: `code is at most ${max} digits` }),
  nameRequired: () => ({ reason: '이름이 없습니다', detail: 'name is required' }),
  nameTooLong: (max) => ({ reason: `이름은 ${max}자까지입니다`, detail: `name is at most ${max} characters` }),
};

/**
 * Checks a code and a name against the contract's zone rules (zone-rules.ts); null when both are
 * fine. The first broken rule decides, the code's before the name's: a missing value (absent or
 * blank) is 4001, a bad one 4003.
 */
export function zoneProblem(code: string | undefined, name: string | undefined, needName = true): ZoneProblem | null {
  const parsed = (needName ? zoneRowSchema : zoneRowSchema.pick({ code: true })).safeParse({ code: code ?? '', name: name ?? '' });
  if (parsed.success) return null;
  const rule = firstRule(parsed.error);
  const entry = Object.entries(ZONE_RULES).find(([, r]) => r.id === rule?.id);
  // Both values are strings, so only a rule can fail; anything else is a bug.
  if (!rule || !entry) throw new Error(`zone check failed without a known rule: ${parsed.error.message}`);
  const ruleName = entry[0] as ZoneRuleName;
  return {
    code: ruleName.endsWith('Required') ? '4001' : '4003',
    field: ruleName.startsWith('code') ? 'code' : 'name',
    ...RULE_TEXTS[ruleName](rule.max ?? 0),
  };
}

type WriteResult = { ok: true } | { ok: false; reason: string; detail: string; limit?: ZoneLimit };

/** One row of a bulk insert; `problem` is set when the row could not be read at all (the route's verdict). */
export interface BatchRow {
  code: string;
  name: string;
  problem?: string;
  /** The TMS code of `problem`: 4000 (unreadable, the default) or 4003 (text rule). */
  problemCode?: '4000' | '4003';
}

/**
 * A failing row of a bulk insert: 0-based index in reqDatas, its code as sent (trimmed), the TMS
 * code of the failure (4000 unreadable row, 4001 missing code or name, 4003 bad value) and the
 * Korean reason.
 */
export interface FailedRow {
  index: number;
  code: string;
  resultCode: '4000' | '4001' | '4003';
  reason: string;
}

/** A write refused because the tenant would hold more than the cap (LOCUS_MAX_ZONES). */
export interface ZoneLimit {
  max: number;
  /** Zones the tenant holds now. */
  held: number;
}

export interface ZoneStore {
  list(tenant: string): ZoneRecord[];
  /** Up to `limit` zones of the tenant with seq > afterSeq, by seq (one page of a streamed list). */
  page(tenant: string, afterSeq: number, limit: number): ZoneRecord[];
  insert(tenant: string, code: string, name: string): WriteResult;
  update(tenant: string, code: string, name: string): WriteResult;
  remove(tenant: string, code: string): WriteResult;
  /** All rows or none; when refused, every failing row is named (index, code, reason), in order. */
  insertMany(tenant: string, rows: readonly BatchRow[]): { ok: true } | { ok: false; failed: FailedRow[] } | { ok: false; limit: ZoneLimit };
}

/** Korean and English texts of a refusal at the cap. */
export function zoneLimitText(limit: ZoneLimit, adding: number): { reason: string; detail: string } {
  return {
    reason: `키 하나에 권역은 최대 ${limit.max.toLocaleString('en-US')}개입니다 (지금 ${limit.held.toLocaleString('en-US')}개, 추가 ${adding.toLocaleString('en-US')}개)`,
    detail: `at most ${limit.max} zones per key (LOCUS_MAX_ZONES); the key holds ${limit.held}`,
  };
}

/**
 * `maxPerTenant`: the most zones one tenant may hold (LOCUS_MAX_ZONES); a write that would go
 * beyond it is refused whole.
 */
export function createZoneStore(db: Database.Database, now: () => Date = () => new Date(), maxPerTenant = Number.POSITIVE_INFINITY): ZoneStore {
  const list = db.prepare('SELECT seq, code, name, update_date AS updateDate FROM zones WHERE tenant = ? ORDER BY seq');
  const page = db.prepare('SELECT seq, code, name, update_date AS updateDate FROM zones WHERE tenant = ? AND seq > ? ORDER BY seq LIMIT ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM zones WHERE tenant = ?').pluck();
  const held = (tenant: string): number => Number(count.get(tenant));
  const exists = db.prepare('SELECT 1 FROM zones WHERE tenant = ? AND code = ?');
  const insert = db.prepare('INSERT INTO zones (tenant, code, name, update_date) VALUES (?, ?, ?, ?) ON CONFLICT (tenant, code) DO NOTHING');
  const update = db.prepare('UPDATE zones SET name = ?, update_date = ? WHERE tenant = ? AND code = ?');
  const remove = db.prepare('DELETE FROM zones WHERE tenant = ? AND code = ?');
  const duplicate = (code: string) => ({ ok: false as const, reason: `이미 있는 코드입니다: ${code}`, detail: `code ${code} exists` });
  const unknown = (code: string) => ({ ok: false as const, reason: `없는 코드입니다: ${code}`, detail: `no zone with code ${code}` });

  /** Checks every row (never stops at the first failure); inserts them only when none fails. */
  const insertAll = (tenant: string, rows: readonly BatchRow[]): FailedRow[] | ZoneLimit => {
    const failed: FailedRow[] = [];
    const seen = new Map<string, number>();
    rows.forEach((r, index) => {
      const code = r.code.trim();
      const problem = r.problem === undefined ? zoneProblem(code, r.name) : { code: r.problemCode ?? '4000', reason: r.problem };
      const earlier = seen.get(code);
      if (problem) failed.push({ index, code, resultCode: problem.code, reason: problem.reason });
      else if (earlier !== undefined) failed.push({ index, code, resultCode: '4003', reason: `같은 요청에 같은 코드가 또 있습니다 (reqDatas[${earlier}])` });
      else if (exists.get(tenant, code)) failed.push({ index, code, resultCode: '4003', reason: '이미 있는 코드입니다' });
      if (code !== '' && earlier === undefined) seen.set(code, index);
    });
    if (failed.length > 0) return failed;
    const n = held(tenant);
    if (n + rows.length > maxPerTenant) return { max: maxPerTenant, held: n };
    const date = koreanDateTime(now());
    for (const r of rows) {
      // Checked above inside the same write transaction, so every row goes in; anything else is a bug.
      if (insert.run(tenant, r.code.trim(), r.name.trim(), date).changes !== 1) throw new Error(`zone ${r.code} appeared during its own bulk insert`);
    }
    return [];
  };
  const insertAllTx = db.transaction(insertAll);
  const insertOneTx = db.transaction((tenant: string, code: string, name: string): WriteResult => {
    const n = held(tenant);
    if (n >= maxPerTenant && !exists.get(tenant, code)) {
      const limit = { max: maxPerTenant, held: n };
      return { ok: false, ...zoneLimitText(limit, 1), limit };
    }
    return insert.run(tenant, code, name, koreanDateTime(now())).changes === 1 ? { ok: true } : duplicate(code);
  });

  return {
    list: (tenant) => (list.all(tenant) as Omit<ZoneRecord, 'zipcodeData' | 'adminData'>[]).map((z) => ({ ...z, zipcodeData: '', adminData: '' })),
    page: (tenant, afterSeq, limit) =>
      (page.all(tenant, afterSeq, limit) as Omit<ZoneRecord, 'zipcodeData' | 'adminData'>[]).map((z) => ({ ...z, zipcodeData: '', adminData: '' })),
    insert(tenant, code, name) {
      return insertOneTx.immediate(tenant, code, name);
    },
    update(tenant, code, name) {
      return update.run(name, koreanDateTime(now()), tenant, code).changes === 1 ? { ok: true } : unknown(code);
    },
    remove(tenant, code) {
      return remove.run(tenant, code).changes === 1 ? { ok: true } : unknown(code);
    },
    insertMany(tenant, rows) {
      // IMMEDIATE: the write lock is taken before the checks, so no other connection can add a
      // checked code before the rows go in.
      const failed = insertAllTx.immediate(tenant, rows);
      if (!Array.isArray(failed)) return { ok: false, limit: failed };
      return failed.length === 0 ? { ok: true } : { ok: false, failed };
    },
  };
}
