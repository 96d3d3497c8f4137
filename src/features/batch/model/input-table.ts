/**
 * A pasted or uploaded CSV read into cells (papaparse, as the zones import does): delimiter
 * guessed (comma, tab, semicolon, pipe), quotes honoured, blank lines dropped. Whether the first
 * row is a header is guessed from its words and can be overridden.
 */
import Papa from 'papaparse';

export interface InputTable {
  /** Column names: the header row, or "1", "2", … when there is none. */
  columns: string[];
  hasHeader: boolean;
  /** Data rows, header excluded; short rows padded with ''. */
  rows: string[][];
  /** 1-based line of each data row in the source, for messages. */
  lines: number[];
}

/** Rows a batch may have; more is refused with a message. */
export const MAX_ROWS = 50_000;

const HEADER_WORD = /^(?:lat|latitude|lon|lng|long|longitude|x|y|coord|coords|coordinate|coordinates|point|address|addr|fulladdr|name|id|no|위도|경도|좌표|주소|이름|번호|지번|도로명)$/i;

/** A first row with no number in any cell, or with a cell named like a column (lat, 주소…). */
export function looksLikeHeader(cells: readonly string[]): boolean {
  const trimmed = cells.map((c) => c.trim());
  if (trimmed.some((c) => HEADER_WORD.test(c.replace(/[\s_-]+/g, '')))) return true;
  return trimmed.length > 1 && trimmed.every((c) => !/\d/.test(c));
}

export function readTable(text: string, header: boolean | 'auto' = 'auto'): InputTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [',', '\t', ';', '|'] });
  const data = parsed.data.filter((r) => r.some((c) => c.trim() !== ''));
  const first = data[0] ?? [];
  const hasHeader = data.length > 0 && (header === 'auto' ? looksLikeHeader(first) : header);
  const body = hasHeader ? data.slice(1) : data;
  const width = Math.max(0, ...data.map((r) => r.length));
  const columns = tableColumns(hasHeader ? first : undefined, width);
  // Line numbers: papaparse drops blank lines, so count them back from the source.
  const lines = sourceLines(text, data.length).slice(hasHeader ? 1 : 0);
  return { columns, hasHeader, rows: body.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')), lines };
}

/** Column names: the header's cells (a blank one by its number), or "1", "2", … without a header. */
export function tableColumns(header: readonly string[] | undefined, width: number): string[] {
  return Array.from({ length: width }, (_, i) => header?.[i]?.trim() || String(i + 1));
}

/** 1-based line numbers of the first `count` non-blank lines (a quoted cell spanning lines counts once, approximately). */
function sourceLines(text: string, count: number): number[] {
  const out: number[] = [];
  const all = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let i = 0; i < all.length && out.length < count; i++) if ((all[i] ?? '').trim() !== '') out.push(i + 1);
  while (out.length < count) out.push((out.at(-1) ?? 0) + 1);
  return out;
}
