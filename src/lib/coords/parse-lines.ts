import { parseCoordinate } from './parse-coordinate';
import type { ParsedLine } from './reading';
import { normalise } from './text-context';

/** Every non-blank line of a paste; a first line with no digits that looks like a CSV header (e.g. "name,lat,lon", "x,y", "위도,경도") is { header: true }. */
export function parseLines(text: string): ParsedLine[] {
  const out: ParsedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const result = out.length === 0 && looksLikeHeader(line) ? { header: true as const } : parseCoordinate(line);
    out.push({ line: index + 1, text: line, result });
  });
  return out;
}

const HEADER_WORDS = /(?:^|[^A-Za-z])(?:lat|latitude|lon|lng|long|longitude|x|y|easting|northing)(?![A-Za-z])|위도|경도/i;

function looksLikeHeader(line: string): boolean {
  const normal = normalise(line);
  if (/\d/.test(normal)) return false;
  const cells = normal.split(/[,;\t|]/).filter((c) => c.trim() !== '');
  return cells.length >= 2 || HEADER_WORDS.test(normal);
}
