/**
 * Reading zones to add from what people have: CSV (with or without a header; code first, then
 * name, or columns named code/name, 코드/이름, 권역코드/권역명) or JSON (an array of {code, name},
 * or {reqDatas: [...]} as the service takes it). Codes are kept as text: "0001" stays "0001".
 */
import Papa from 'papaparse';
import { CSV_FORMULA } from '../../../lib/csv';
import type { ZoneDraft } from './zone-rules';

export type ImportResult = { ok: true; drafts: ZoneDraft[] } | { ok: false; error: 'empty' | 'badJson' | 'badShape' };

const CODE_HEADERS = new Set(['code', '코드', '권역코드', 'zonecode']);
const NAME_HEADERS = new Set(['name', '이름', '권역명', 'zonename']);

function fromJson(text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'badJson' };
  }
  const list = Array.isArray(value) ? value : typeof value === 'object' && value !== null && 'reqDatas' in value ? (value as { reqDatas: unknown }).reqDatas : undefined;
  if (!Array.isArray(list)) return { ok: false, error: 'badShape' };
  const drafts = list.map((item: unknown, i) => {
    const o = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
    return { line: i + 1, code: text(o.code), name: text(o.name) };
  });
  return { ok: true, drafts };
}

function fromCsv(text: string): ImportResult {
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
  if (rows.length === 0) return { ok: false, error: 'empty' };
  const head = (rows[0] ?? []).map((c) => c.trim().toLowerCase().replace(/\s+/g, ''));
  const codeAt = head.findIndex((h) => CODE_HEADERS.has(h));
  const nameAt = head.findIndex((h) => NAME_HEADERS.has(h));
  const hasHeader = codeAt >= 0 && nameAt >= 0;
  const [ci, ni] = hasHeader ? [codeAt, nameAt] : [0, 1];
  const body = hasHeader ? rows.slice(1) : rows;
  const offset = hasHeader ? 2 : 1;
  return { ok: true, drafts: body.map((r, i) => ({ line: i + offset, code: r[ci] ?? '', name: r[ni] ?? '' })) };
}

export function readZones(text: string): ImportResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  return trimmed.startsWith('[') || trimmed.startsWith('{') ? fromJson(trimmed) : fromCsv(trimmed);
}

/** `items` in slices of `size`, in order. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Every zone as CSV (code, name, seq, updateDate); cells a spreadsheet would run are defused. */
export function zonesCsv(zones: readonly { seq: number; code: string; name: string; updateDate: string }[]): string {
  return Papa.unparse(
    { fields: ['code', 'name', 'seq', 'updateDate'], data: zones.map((z) => [z.code, z.name, String(z.seq), z.updateDate]) },
    { newline: '\r\n', escapeFormulae: CSV_FORMULA },
  );
}
