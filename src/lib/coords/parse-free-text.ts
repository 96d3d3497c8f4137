/**
 * Free text, last step: two values (or three with an id column) into a reading — decimal
 * degrees, DMS or metres, the order from labels, else from the value ranges.
 */
import { components, valuesOf } from './dms-values';
import { demoteGlued, tokenize, type NumItem, type Tag, type Value } from './free-text-tokens';
import { fail, finish, numericKind, orderByRange, suggestSystems, type AxisOrder, type Candidate, type Context, type InputKind, type ParseResult, type Span } from './reading';
import { blank, leftover } from './text-context';

export function parseTokens(ctx: Context, opaque: readonly Span[]): ParseResult {
  const text = blank(ctx.masked, opaque);
  const items = tokenize(text);
  demoteGlued(items, text);
  const nums = items.filter((i): i is NumItem => i.type === 'num');
  if (nums.length === 0) return fail('noNumbers');
  if (nums.some((n) => !Number.isFinite(n.value))) return fail('notFinite');
  const values = valuesOf(components(items, text));
  if (values === 'badDms') return fail('badDms');
  if (values.length === 1) return fail('oneNumber');
  if (values.length > 3) return fail('tooManyNumbers');
  const [a, b] = values;
  if (values.length === 2 && a && b) return finish(fromPair(ctx, a, b));
  const withoutId = dropIdColumn(ctx, values);
  return withoutId ? finish(withoutId) : fail('tooManyNumbers');
}

function orderFromTags(a: Tag | null, b: Tag | null): AxisOrder | null {
  if (a && b && a.axis === b.axis) return null;
  if (a) return a.axis === 'lat' ? 'latlon' : 'lonlat';
  if (b) return b.axis === 'lat' ? 'lonlat' : 'latlon';
  return null;
}

/** S and W make degrees negative (not metres: an easting has no hemisphere). */
function signed(v: Value, kind: InputKind): number {
  return v.tag?.sign === -1 && kind !== 'metres' ? -Math.abs(v.value) : v.value;
}

function fromPair(ctx: Context, a: Value, b: Value): Candidate {
  const kind: InputKind = a.dms || b.dms ? 'dms' : numericKind(a.value, b.value);
  const first = signed(a, kind);
  const second = signed(b, kind);
  const byTag = orderFromTags(a.tag, b.tag);
  return {
    kind,
    first,
    second,
    ...(byTag ? { order: byTag, orderBasis: 'label' as const } : orderByRange(first, second, kind, ctx.system)),
    ...(ctx.system ? { system: ctx.system } : {}),
    label: leftover(ctx.text, [...ctx.systemSpans, ...a.spans, ...b.spans]),
  };
}

/** Three numbers: drop an id column whose removal leaves a plausible pair (the first column if several do). */
function dropIdColumn(ctx: Context, values: readonly Value[]): Candidate | null {
  const fits = values.flatMap((v, i) => {
    const [a, b] = values.filter((_, j) => j !== i);
    if (!v.idLike || !a || !b) return [];
    const candidate = fromPair(ctx, a, b);
    const probe = finish(candidate);
    return probe.ok && suggestSystems(probe.value).length > 0 ? [{ i, candidate }] : [];
  });
  if (fits.length === 1) return fits[0]?.candidate ?? null;
  return fits.find((f) => f.i === 0)?.candidate ?? null;
}
