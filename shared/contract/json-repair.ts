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

import { positionAt, type TextPosition } from './text-position';

export type JsonRepair =
  /** `quotes`: the UTF-16 indexes of the quotes that were escaped, in the original text. */
  | { kind: 'repaired'; text: string; positions: TextPosition[]; quotes: number[] }
  /** More than one reading makes valid JSON: which quotes are inner cannot be told. */
  | { kind: 'ambiguous' }
  /** No reading makes valid JSON (or the text was valid already, or too hard to search). */
  | { kind: 'unrepairable' };

/**
 * Quotes a string may hold that look like its end (followed by , } ] or :) in the readings
 * compared. A real value holds one or two; without a bound, comparing readings of a long body
 * grows with the cube of its length.
 */
const MAX_ENDS_PER_STRING = 6;
/** Beyond this many steps in all the search gives up rather than keep the page busy. */
const STEP_LIMIT = 20_000_000;

class TooHard extends Error {}

/** What the search may still spend: steps, and optionally time (Date.now() past `until`). */
interface Budget {
  left: number;
  until?: number;
}

/** Counts one step; throws TooHard when the steps or the time are spent (time looked at every 1024 steps). */
function spend(budget: Budget): void {
  if (--budget.left < 0 || (budget.until !== undefined && (budget.left & 1023) === 0 && Date.now() > budget.until)) throw new TooHard();
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

/** How a quote that could end a string is read: as the end, as content, or both tried (end first). */
type Choice = 'end' | 'inner' | 'both';

/**
 * The first reading of `text` as one JSON value in which every quote inside a string is read as
 * `choose` says (the end tried before content when both are allowed), or undefined when none
 * exists. `prune` stops a branch that has escaped all of that set's quotes.
 */
function firstReading(text: string, choose: (quote: number) => Choice, budget: Budget, prune?: ReadonlySet<number>): readonly number[] | undefined {
  const tick = () => {
    spend(budget);
  };
  const covers = (acc: readonly number[]) => prune !== undefined && prune.size <= acc.length && [...prune].every((q) => acc.includes(q));
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
      const canEnd = next === undefined || next === ',' || next === '}' || next === ']' || next === ':';
      const choice = canEnd ? choose(j) : 'inner';
      if (choice !== 'inner') yield [j + 1, acc];
      if (choice === 'end') return;
      acc = [...acc, j];
      if (covers(acc)) return;
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

  for (const [end, inner] of value(0, [])) if (ws(end) === text.length) return inner;
  return undefined;
}

/**
 * Whether `text` has a valid reading that does not escape every quote of `r`: one that reads at
 * least one of r's escaped quotes as the start or end of a string (among readings whose strings
 * hold at most MAX_ENDS_PER_STRING quotes that look like ends). Each way of reading is
 * followed once per (place, whether that has happened yet), so the search stays polynomial.
 */
function hasReadingBesides(text: string, r: ReadonlySet<number>, budget: Budget): boolean {
  const tick = () => {
    spend(budget);
  };
  const ws = (i: number): number => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
    return i;
  };
  // Results are end positions with the flag in the low bit: end * 2 + (1 if an r quote was used).
  const memo = new Map<string, number[]>();
  const cached = (key: string, work: () => number[]): number[] => {
    const hit = memo.get(key);
    if (hit) return hit;
    const out = [...new Set(work())];
    memo.set(key, out);
    return out;
  };
  const flagged = (f: number, quote: number) => (f === 1 || r.has(quote) ? 1 : 0);

  // Every quote that can end a string, in order (JSON has no backslash outside strings, so
  // whether a quote is escaped does not depend on where its string began).
  const ends: number[] = [];
  for (let j = 0; j < text.length; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (text[j] !== '"') continue;
    const next = text[ws(j + 1)];
    if (next === undefined || next === ',' || next === '}' || next === ']' || next === ':') ends.push(j);
  }
  const firstAfter = (o: number): number => {
    let lo = 0;
    let hi = ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((ends[mid] ?? 0) <= o) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  /** From the opening quote at `o`: every end of the string. */
  const string = (o: number, f: number): number[] => {
    const out: number[] = [];
    const open = flagged(f, o);
    const from = firstAfter(o);
    for (let n = from; n < Math.min(ends.length, from + MAX_ENDS_PER_STRING); n++) {
      tick();
      const j = ends[n] ?? 0;
      out.push((j + 1) * 2 + flagged(open, j));
    }
    return out;
  };

  const value = (at: number, f: number): number[] => {
    tick();
    const i = ws(at);
    return cached(`v${i},${f}`, () => valueAt(i, f));
  };
  const valueAt = (i: number, f: number): number[] => {
    const c = text[i];
    if (c === '{') {
      const j = ws(i + 1);
      return text[j] === '}' ? [(j + 1) * 2 + f] : members(j, f);
    }
    if (c === '[') {
      const j = ws(i + 1);
      return text[j] === ']' ? [(j + 1) * 2 + f] : elements(j, f);
    }
    if (c === '"') return string(i, f);
    LITERAL.lastIndex = i;
    const m = LITERAL.exec(text);
    return m ? [(i + m[0].length) * 2 + f] : [];
  };

  const members = (i: number, f: number): number[] =>
    cached(`m${i},${f}`, () => {
      if (text[i] !== '"') return [];
      const out: number[] = [];
      for (const k of string(i, f)) {
        const colon = ws(k >> 1);
        if (text[colon] !== ':') continue;
        for (const v of value(colon + 1, k & 1)) {
          const after = ws(v >> 1);
          if (text[after] === ',') out.push(...members(ws(after + 1), v & 1));
          else if (text[after] === '}') out.push((after + 1) * 2 + (v & 1));
        }
      }
      return out;
    });

  const elements = (i: number, f: number): number[] =>
    cached(`e${i},${f}`, () => {
      const out: number[] = [];
      for (const v of value(i, f)) {
        const after = ws(v >> 1);
        if (text[after] === ',') out.push(...elements(ws(after + 1), v & 1));
        else if (text[after] === ']') out.push((after + 1) * 2 + (v & 1));
      }
      return out;
    });

  return value(0, 0).some((end) => (end & 1) === 1 && ws(end >> 1) === text.length);
}

/**
 * The minimal readings of `text`, as far as needed to decide: none, the one, or two.
 * The search tries ends before content, so the first reading R it finds is minimal. Another
 * minimal reading exists exactly when some valid reading does not escape all of R's quotes.
 */
function minimalReadings(text: string, budget: Budget): (readonly number[])[] {
  const first = firstReading(text, () => 'both', budget);
  if (first === undefined) return [];
  return hasReadingBesides(text, new Set(first), budget) ? [first, []] : [first];
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
 * Valid JSON is not touched ('unrepairable': there is nothing to repair). `stepLimit` bounds the
 * search (default 20 million steps), `timeLimitMs` its time (default none); past either the text
 * counts as unrepairable.
 */
export function repairJson(text: string, options: { stepLimit?: number; timeLimitMs?: number } = {}): JsonRepair {
  if (parses(text)) return { kind: 'unrepairable' };
  let found: (readonly number[])[];
  try {
    const budget: Budget = { left: options.stepLimit ?? STEP_LIMIT };
    if (options.timeLimitMs !== undefined) budget.until = Date.now() + options.timeLimitMs;
    found = minimalReadings(text, budget);
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
