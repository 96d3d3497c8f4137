import type { CodeName } from '../../../../shared/contract/code-tables';

/**
 * Plain-language labels for the nearest-road header codes. The service publishes no code
 * tables for these fields (api-facts §6); the tables are the emulator's, shared with it
 * (ROAD_CODE_TABLES in shared/contract/code-tables.ts), and an unknown code is shown as itself.
 */
export type CodeTable = Readonly<Record<number, CodeName>>;

export function codeLabel(table: CodeTable, code: number, lang: 'ko' | 'en'): string {
  return table[code]?.[lang] ?? (lang === 'ko' ? `코드 ${code}` : `code ${code}`);
}
