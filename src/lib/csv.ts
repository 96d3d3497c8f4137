import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula (= + - @ tab CR first) gets a leading apostrophe
 * when written (CSV injection); plain numbers such as -33.9 stay numbers.
 */
export const CSV_FORMULA = /^(?![-+]?\d+(\.\d+)?$)[=+\-@\t\r]/;

/** CSV text (CRLF lines, formula cells defused) of a header and rows of text cells. */
export function toCsv(fields: readonly string[], data: readonly (readonly string[])[]): string {
  return Papa.unparse({ fields: [...fields], data: data.map((r) => [...r]) }, { newline: '\r\n', escapeFormulae: CSV_FORMULA });
}

/** CSV lines (CRLF, no header, no final newline) of rows of text cells, written as toCsv writes them. */
export function csvRows(data: readonly (readonly string[])[]): string {
  return Papa.unparse(data.map((r) => [...r]), { newline: '\r\n', escapeFormulae: CSV_FORMULA });
}
