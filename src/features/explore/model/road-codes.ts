/**
 * Plain-language labels for the nearest-road header codes. The service publishes no code
 * tables for these fields (api-facts §6); the words (road.codes in the Explore page's messages)
 * follow the emulator's documented tables, and an unknown code is shown as itself.
 */
export type CodeTable = Readonly<Record<number, string>>;

export function codeLabel(table: CodeTable, code: number, unknown: string): string {
  return Object.hasOwn(table, code) ? (table[code] ?? unknown) : unknown;
}
