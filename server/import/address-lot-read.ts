import type { AddressLotRecord } from '../domain/address-records';
import { navigationLotSggCode, parseNavigationLot } from '../domain/juso-navigation';
import type { TextSource } from './text-source';

/** What reading a related-lot file gives, row by row (this thread's import, or a lot worker's). */
export interface LotSink {
  /** A line read (counted for the progress). */
  row(): void;
  skip(line: number, reason: string): void;
  lot(lot: AddressLotRecord): void;
  /** The 시군구 code of a building whose lots the file brings. */
  touched(sggCode: string): void;
}

/**
 * Reads a navigation-DB related-lot file: each lot, the first of each building marked primary;
 * lines invalid in the file's encoding or malformed are skipped. Returns the lines read.
 */
export async function readNavigationLots(source: TextSource, sink: LotSink): Promise<number> {
  let previous = '';
  let rows = 0;
  const invalid = `bytes that are not valid ${source.encoding === 'cp949' ? 'CP949' : 'UTF-8'}`;
  for await (const line of source.lines()) {
    if (line.text.trim() === '') continue;
    rows++;
    sink.row();
    if (line.invalid) {
      sink.skip(line.number, invalid);
      continue;
    }
    const parsed = parseNavigationLot(line.text);
    if (!parsed.ok) {
      sink.skip(line.number, parsed.reason);
      continue;
    }
    const lot = parsed.value;
    if (lot.buildingKey !== previous) {
      // A building's first lot in the file: its own lot (its lots stored before are replaced by the file's).
      lot.primary = true;
      previous = lot.buildingKey;
      sink.touched(navigationLotSggCode(line.text));
    }
    sink.lot(lot);
  }
  return rows;
}
