/**
 * Zones (권역) per tenant (the appKey that made them) in SQLite. Every write is one statement or
 * one transaction, so concurrent clients never lose or duplicate a row: a code is unique per
 * tenant (primary key), seq comes from one AUTOINCREMENT sequence, and a bulk insert is all or
 * nothing.
 */
import type Database from 'better-sqlite3';
import { ZONE_CODE_MAX, ZONE_NAME_MAX } from '../../src/api/contract/zones';

export interface ZoneRecord {
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

/** Checks a code and a name against the rules; null when both are fine. */
export function zoneProblem(code: string | undefined, name: string | undefined, needName = true): ZoneProblem | null {
  if (code === undefined || code.trim() === '') return { code: '4001', field: 'code', reason: '코드가 없습니다', detail: 'code is required' };
  if (!/^\d+$/.test(code.trim())) return { code: '4003', field: 'code', reason: '코드는 숫자만 쓸 수 있습니다', detail: 'code must be a digit string' };
  if (code.trim().length > ZONE_CODE_MAX) return { code: '4003', field: 'code', reason: `코드는 ${ZONE_CODE_MAX}자리까지입니다`, detail: `code is at most ${ZONE_CODE_MAX} digits` };
  if (!needName) return null;
  if (name === undefined || name.trim() === '') return { code: '4001', field: 'name', reason: '이름이 없습니다', detail: 'name is required' };
  if (name.trim().length > ZONE_NAME_MAX) return { code: '4003', field: 'name', reason: `이름은 ${ZONE_NAME_MAX}자까지입니다`, detail: `name is at most ${ZONE_NAME_MAX} characters` };
  return null;
}

export type WriteResult = { ok: true } | { ok: false; reason: string; detail: string };

export interface ZoneStore {
  list(tenant: string): ZoneRecord[];
  insert(tenant: string, code: string, name: string): WriteResult;
  update(tenant: string, code: string, name: string): WriteResult;
  remove(tenant: string, code: string): WriteResult;
  /** All rows or none; the failures name each row (0-based index) and why. */
  insertMany(tenant: string, rows: readonly { code: string; name: string }[]): { ok: true } | { ok: false; failed: { index: number; code: string; reason: string }[] };
}

export function createZoneStore(db: Database.Database, now: () => Date = () => new Date()): ZoneStore {
  const list = db.prepare('SELECT seq, code, name, update_date AS updateDate FROM zones WHERE tenant = ? ORDER BY seq');
  const exists = db.prepare('SELECT 1 FROM zones WHERE tenant = ? AND code = ?');
  const insert = db.prepare('INSERT INTO zones (tenant, code, name, update_date) VALUES (?, ?, ?, ?) ON CONFLICT (tenant, code) DO NOTHING');
  const update = db.prepare('UPDATE zones SET name = ?, update_date = ? WHERE tenant = ? AND code = ?');
  const remove = db.prepare('DELETE FROM zones WHERE tenant = ? AND code = ?');
  const duplicate = (code: string) => ({ ok: false as const, reason: `이미 있는 코드입니다: ${code}`, detail: `code ${code} exists` });
  const unknown = (code: string) => ({ ok: false as const, reason: `없는 코드입니다: ${code}`, detail: `no zone with code ${code}` });
  return {
    list: (tenant) => (list.all(tenant) as Omit<ZoneRecord, 'zipcodeData' | 'adminData'>[]).map((z) => ({ ...z, zipcodeData: '', adminData: '' })),
    insert(tenant, code, name) {
      return insert.run(tenant, code, name, koreanDateTime(now())).changes === 1 ? { ok: true } : duplicate(code);
    },
    update(tenant, code, name) {
      return update.run(name, koreanDateTime(now()), tenant, code).changes === 1 ? { ok: true } : unknown(code);
    },
    remove(tenant, code) {
      return remove.run(tenant, code).changes === 1 ? { ok: true } : unknown(code);
    },
    insertMany(tenant, rows) {
      const failed: { index: number; code: string; reason: string }[] = [];
      const seen = new Set<string>();
      rows.forEach((r, index) => {
        const problem = zoneProblem(r.code, r.name);
        if (problem) failed.push({ index, code: r.code, reason: problem.reason });
        else if (seen.has(r.code)) failed.push({ index, code: r.code, reason: '같은 요청에 같은 코드가 또 있습니다' });
        else if (exists.get(tenant, r.code)) failed.push({ index, code: r.code, reason: '이미 있는 코드입니다' });
        seen.add(r.code);
      });
      if (failed.length > 0) return { ok: false, failed };
      const date = koreanDateTime(now());
      db.transaction(() => {
        for (const r of rows) insert.run(tenant, r.code, r.name.trim(), date);
      })();
      return { ok: true };
    },
  };
}
