/** What every dataset importer (addresses, roads, POIs) gets and gives back. */
export interface ImportContext {
  /** Summary lines (stdout). */
  log(line: string): void;
  /** Progress lines and malformed rows (stderr). */
  warn(line: string): void;
}

export interface DatasetImportSummary {
  /** Rows (records, features, ways) read from the files. */
  rows: number;
  /** Rows stored (after splitting, merging or skipping). */
  stored: number;
  /** Malformed rows reported and skipped. */
  skipped: number;
  seconds: number;
  rowsPerSecond: number;
  /** The dataset's generation after the import. */
  generation: number;
}
