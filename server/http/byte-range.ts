/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14):
 * `bytes=a-b`, `bytes=a-`, `bytes=-n`. A header this does not handle (another unit, several
 * ranges, bad syntax) is ignored, which the RFC allows: the whole file is sent.
 */
export type ByteRange = { kind: 'whole' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

export function byteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'whole' };
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return { kind: 'whole' };
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return { kind: 'whole' };
  if (a === '') {
    const n = Number(b);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (end < start) return { kind: 'whole' };
  return { kind: 'range', start, end };
}
