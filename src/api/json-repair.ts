/**
 * Repairs one real quirk of the service: a string value holding unescaped double quotes
 * (`"buildingName":"서울시청 "본관" 별관"`), which makes the whole body invalid JSON.
 *
 * A quote inside a string is read as the string's end only where an end is possible: followed
 * (after optional whitespace) by `,` `}` `]` `:` or the end of the text. Where it is possible, both
 * readings are tried. A reading is the set of quotes it escapes. One that escapes every quote
 * another valid reading escapes, and more, is not a different reading: it only takes real ends of
 * strings for content (`"a":"x "y"","b":"z"` read as one long value). The text is repaired only
 * when exactly one such reading makes the whole body valid JSON; otherwise nothing is guessed.
 */

/** Where a quote (or a JSON error) sits in the original text. Line and column start at 1. */
export interface TextPosition {
  line: number;
  column: number;
  /** Offset in UTF-8 bytes from the start of the text. */
  byteOffset: number;
}

export type JsonRepair =
  /** `quotes`: the UTF-16 indexes of the quotes that were escaped, in the original text. */
  | { kind: 'repaired'; text: string; positions: TextPosition[]; quotes: number[] }
  /** More than one reading makes valid JSON: which quotes are inner cannot be told. */
  | { kind: 'ambiguous' }
  /** No reading makes valid JSON (or the text was valid already, or too hard to search). */
  | { kind: 'unrepairable' };

/** Beyond this many steps the search gives up rather than keep the page busy. */
const STEP_LIMIT = 2_000_000;
/** Valid readings collected before deciding (the first is nearly always the one). */
const READING_LIMIT = 16;

class TooHard extends Error {}

/** The position of a UTF-16 index of `text`. */
export function positionAt(text: string, index: number): TextPosition {
  const before = text.slice(0, index);
  const lines = before.split('\n');
  const last = lines[lines.length - 1] ?? '';
  return { line: lines.length, column: [...last].length + 1, byteOffset: new TextEncoder().encode(before).length };
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The index JSON.parse names in its error message ("… at position 42 …"), if it names one. */
export function jsonErrorIndex(text: string): number | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const m = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    if (m?.[1] !== undefined) return Number(m[1]);
    return /end of (JSON )?input/i.test(error instanceof Error ? error.message : '') ? text.length : undefined;
  }
}

const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

type Reading = [end: number, inner: readonly number[]];

const covers = (acc: readonly number[], reading: ReadonlySet<number>): boolean => reading.size <= acc.length && [...reading].every((q) => acc.includes(q));

/** The minimal readings of `text` as one JSON value (see above). */
function readings(text: string): (readonly number[])[] {
  let steps = 0;
  const tick = () => {
    if (++steps > STEP_LIMIT) throw new TooHard();
  };
  const found: Set<number>[] = [];
  /** A branch that already escapes all of a valid reading's quotes can only give a larger one. */
  const redundant = (acc: readonly number[]) => found.some((f) => covers(acc, f));
  const ws = (i: number): number => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
    return i;
  };

  function* value(at: number, inner: readonly number[]): Generator<Reading> {
    tick();
    const i = ws(at);
    const c = text[i];
    if (c === '{') yield* object(i + 1, inner);
    else if (c === '[') yield* array(i + 1, inner);
    else if (c === '"') yield* string(i + 1, inner);
    else {
      LITERAL.lastIndex = i;
      const m = LITERAL.exec(text);
      if (m) yield [i + m[0].length, inner];
    }
  }

  /** From just after an opening quote: every place the string can end, nearest first. */
  function* string(at: number, inner: readonly number[]): Generator<Reading> {
    let acc = inner;
    for (let j = at; j < text.length; j++) {
      tick();
      const c = text[j];
      if (c === '\\') {
        j++;
        continue;
      }
      if (c !== '"') continue;
      const next = text[ws(j + 1)];
      if (next === undefined || next === ',' || next === '}' || next === ']' || next === ':') yield [j + 1, acc];
      acc = [...acc, j];
      if (redundant(acc)) return;
    }
  }

  function* object(at: number, inner: readonly number[]): Generator<Reading> {
    const i = ws(at);
    if (text[i] === '}') {
      yield [i + 1, inner];
      return;
    }
    yield* members(i, inner);
  }

  function* members(at: number, inner: readonly number[]): Generator<Reading> {
    const i = ws(at);
    if (text[i] !== '"') return;
    for (const [k, a1] of string(i + 1, inner)) {
      const colon = ws(k);
      if (text[colon] !== ':') continue;
      for (const [v, a2] of value(colon + 1, a1)) {
        const after = ws(v);
        if (text[after] === ',') yield* members(after + 1, a2);
        else if (text[after] === '}') yield [after + 1, a2];
      }
    }
  }

  function* array(at: number, inner: readonly number[]): Generator<Reading> {
    const i = ws(at);
    if (text[i] === ']') {
      yield [i + 1, inner];
      return;
    }
    yield* elements(i, inner);
  }

  function* elements(at: number, inner: readonly number[]): Generator<Reading> {
    for (const [v, a] of value(at, inner)) {
      const after = ws(v);
      if (text[after] === ',') yield* elements(after + 1, a);
      else if (text[after] === ']') yield [after + 1, a];
    }
  }

  let seen = 0;
  for (const [end, inner] of value(0, [])) {
    if (ws(end) !== text.length || redundant(inner)) continue;
    const reading = new Set(inner);
    // A later reading may be smaller than one found before: that one is then not minimal.
    for (let i = found.length - 1; i >= 0; i--) if (covers([...(found[i] ?? [])], reading)) found.splice(i, 1);
    found.push(reading);
    if (++seen >= READING_LIMIT) break;
  }
  return found.map((f) => [...f].sort((a, b) => a - b));
}

/** `text` with a backslash before each of the given quote indexes. */
function escapeAt(text: string, quotes: readonly number[]): string {
  let out = '';
  let from = 0;
  for (const q of quotes) {
    out += text.slice(from, q) + '\\';
    from = q;
  }
  return out + text.slice(from);
}

/**
 * Repairs a body that JSON.parse refuses only because of unescaped quotes inside string values.
 * Valid JSON is not touched ('unrepairable': there is nothing to repair).
 */
export function repairJson(text: string): JsonRepair {
  if (parses(text)) return { kind: 'unrepairable' };
  let found: (readonly number[])[];
  try {
    found = readings(text);
  } catch (error) {
    if (error instanceof TooHard || error instanceof RangeError) return { kind: 'unrepairable' };
    throw error;
  }
  const only = found[0];
  if (found.length > 1) return { kind: 'ambiguous' };
  if (only === undefined || only.length === 0) return { kind: 'unrepairable' };
  const repaired = escapeAt(text, only);
  // The search follows JSON's grammar loosely (no check of escapes or control characters): the
  // parser has the last word.
  if (!parses(repaired)) return { kind: 'unrepairable' };
  return { kind: 'repaired', text: repaired, positions: only.map((q) => positionAt(text, q)), quotes: [...only] };
}

/** "3:17 (byte 52), 3:19 (byte 54)": line:column and byte offset of each position. */
export function describePositions(positions: readonly TextPosition[]): string {
  return positions.map((p) => `${p.line}:${p.column} (byte ${p.byteOffset})`).join(', ');
}
