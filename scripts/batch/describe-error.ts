/**
 * A failed row's error in words for the export, in English: the same catalogue entries the
 * page words it with (the Batch page's row errors, the service's explanations), as the page's
 * English export writes them (results-table.tsx, useRowErrorText).
 */
import { en as batchEn } from '../../src/features/batch/i18n/en';
import type { RowError } from '../../src/features/batch/model/row-state';
import { en as commonEn } from '../../src/lib/i18n/en';
import { en as explanationsEn } from '../../src/lib/i18n/explanations-en';

const titleOf = (table: object, key: string): string | undefined => {
  const entry: unknown = (table as Record<string, unknown>)[key];
  const title: unknown = typeof entry === 'object' && entry !== null ? (entry as { title?: unknown }).title : undefined;
  return typeof title === 'string' ? title : undefined;
};

export function describeRowErrorEn(e: RowError): string {
  const rowErrors: Record<string, string> = batchEn.batch.rowErrors;
  const title = e.scope === 'batch' ? (rowErrors[e.key] ?? e.key) : (titleOf(explanationsEn.errors, e.key) ?? titleOf(commonEn.errors, e.key) ?? e.key);
  const code = e.code ? ` (${e.code})` : '';
  const detail = e.scope === 'batch' && e.message ? ` — ${e.message}` : '';
  return `${title}${code}${detail}`;
}
