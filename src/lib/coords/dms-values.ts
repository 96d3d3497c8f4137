/**
 * Free text, second step: segments turned into values, reading degrees-minutes-seconds
 * (marked `37°33'59.4"`, Korean `37도 33분`, or unmarked with hemispheres) into decimal degrees.
 */
import { INTEGER, NEXT_UNIT, segmentsOf, UNIT_RANK, type Component, type Item, type NumItem, type Part, type Segment, type Value } from './free-text-tokens';
import { ID_MAX } from './reading';

/** Unmarked `37 33 59.4 N 126 58 40.8 E`: every segment has a hemisphere and the same 2 or 3 parts, integers but the last. */
function implicitDms(segments: readonly Segment[]): boolean {
  const count = segments[0]?.nums.length ?? 0;
  return (
    (count === 2 || count === 3) &&
    segments.every(
      (s) =>
        s.tagItem?.tag.hemisphere === true &&
        s.nums.length === count &&
        s.nums.every((n) => n.unit === null) &&
        s.nums.slice(0, -1).every((n) => INTEGER.test(n.raw)),
    )
  );
}

export function components(items: Item[], text: string): Component[] | 'badDms' {
  const { segments, style } = segmentsOf(items, text);
  const dms = implicitDms(segments);
  const out: Component[] = [];
  for (const segment of segments) {
    const groups = groupSegment(segment, text, dms);
    if (groups === 'badDms') return groups;
    const tagged = style === 'prefix' ? 0 : groups.length - 1;
    groups.forEach((parts, i) => out.push({ parts, tagItem: i === tagged ? segment.tagItem : null }));
  }
  return out;
}

function groupSegment(segment: Segment, text: string, dms: boolean): Part[][] | 'badDms' {
  if (segment.nums.some((n) => n.unit !== null)) return groupByMarks(segment.nums, text);
  if (dms) return [segment.nums.map((item, i) => ({ item, unit: (['deg', 'min', 'sec'] as const)[i] ?? 'sec' }))];
  return segment.nums.map((item) => [{ item, unit: 'deg' }]);
}

/**
 * Groups marked numbers into degrees-minutes-seconds: a degree mark, a separator (`,` `;` `/`)
 * or an unmarked number that cannot be the next unit starts a new value; an unmarked number
 * after an integer degree (minute) is the minutes (seconds).
 */
function groupByMarks(nums: readonly NumItem[], text: string): Part[][] | 'badDms' {
  const groups: Part[][] = [];
  let prevEnd = -1;
  for (const item of nums) {
    const current = groups.at(-1);
    const last = current?.at(-1);
    const separated = prevEnd >= 0 && /[,;|\t/]/.test(text.slice(prevEnd, item.start));
    prevEnd = item.end;
    const implied = last && INTEGER.test(last.item.raw) ? NEXT_UNIT[last.unit] : null;
    const unit = item.unit ?? implied ?? 'deg';
    if (!current || !last || separated || unit === 'deg') {
      if (unit !== 'deg') return 'badDms';
      groups.push([{ item, unit }]);
    } else if (UNIT_RANK[unit] > UNIT_RANK[last.unit]) {
      current.push({ item, unit });
    } else return 'badDms';
  }
  return groups;
}

export function valuesOf(comps: Component[] | 'badDms'): Value[] | 'badDms' {
  if (comps === 'badDms') return comps;
  const values: Value[] = [];
  for (const c of comps) {
    const value = decimalOf(c.parts);
    if (value === null) return 'badDms';
    const only = c.parts.length === 1 ? c.parts[0]?.item : undefined;
    values.push({
      value,
      dms: c.parts.length > 1,
      tag: c.tagItem?.tag ?? null,
      spans: [...c.parts.map((p) => p.item), ...(c.tagItem ? [c.tagItem] : [])],
      idLike: !c.tagItem && only !== undefined && only.unit === null && /^\+?\d+$/.test(only.raw) && only.value <= ID_MAX,
    });
  }
  return values;
}

/** Decimal degrees of degrees[-minutes[-seconds]], or null when a part is out of range. */
function decimalOf(parts: readonly Part[]): number | null {
  const [deg, ...rest] = parts;
  if (!deg || deg.unit !== 'deg') return null;
  if (rest.length === 0) return deg.item.value;
  if (Math.abs(deg.item.value) > 180) return null;
  let total = Math.abs(deg.item.value);
  let previous = deg.item;
  for (const part of rest) {
    const { raw, value } = part.item;
    if (!INTEGER.test(previous.raw) || /^[+-]/.test(raw) || value >= 60) return null;
    total += value / (part.unit === 'min' ? 60 : 3600);
    previous = part.item;
  }
  return deg.item.raw.startsWith('-') ? -total : total;
}
