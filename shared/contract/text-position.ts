/** Positions in a response body, as the inspector and the repaired-body mark state them. */

/** Where a quote (or a JSON error) sits in the original text. Line and column start at 1. */
export interface TextPosition {
  line: number;
  column: number;
  /** Offset in UTF-8 bytes from the start of the text. */
  byteOffset: number;
}

/** The position of a UTF-16 index of `text`. */
export function positionAt(text: string, index: number): TextPosition {
  const before = text.slice(0, index);
  const lines = before.split('\n');
  const last = lines[lines.length - 1] ?? '';
  return { line: lines.length, column: [...last].length + 1, byteOffset: new TextEncoder().encode(before).length };
}

/** "3:17 (byte 52), 3:19 (byte 54)": line:column and byte offset of each position. */
export function describePositions(positions: readonly TextPosition[]): string {
  return positions.map((p) => `${p.line}:${p.column} (byte ${p.byteOffset})`).join(', ');
}
